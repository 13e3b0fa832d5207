import FormCore

extension Flow {
    /// Completion candidates for the line typed so far: commands after `:`, field keys
    /// after a command that takes one, option labels and values at a choice prompt.
    /// Candidates replace the whole line typed so far.
    public func complete(_ typed: String) -> [String] {
        if typed.hasPrefix(":") {
            let parts = typed.dropFirst().split(separator: " ", omittingEmptySubsequences: false)
            if parts.count <= 1 {
                let word = parts.first.map(String.init) ?? ""
                return ShellCommands.all.map { $0.name }.filter { $0.hasPrefix(word) }.map { ":" + $0 }.sorted()
            }
            if parts.count == 2, ShellCommands.takingKey.contains(String(parts[0])) {
                return state.form.fields.map(\.key).filter { $0.hasPrefix(parts[1]) }.map { ":\(parts[0]) \($0)" }
            }
            return []
        }
        guard let f = cursor else { return [] }
        let field = state.form.fields[f]
        // Multi-choice: the items before the last comma stay as typed.
        let items = typed.split(separator: ",", omittingEmptySubsequences: false)
        let word = items.last.map { String($0).trimmed } ?? ""
        let kept = items.dropLast().joined(separator: ",")
        let lower = word.lowercased()
        return (field.options.map(\.label) + field.options.map(\.valueText)).filter { $0.lowercased().hasPrefix(lower) }
            .map { kept.isEmpty ? $0 : kept + ", " + $0 }
    }
}
