import FormCore

extension Shell {
    /// Completion candidates for the line typed so far: commands after `:`, field keys
    /// after a command that takes one, option labels and values at a choice prompt.
    func complete(_ typed: String) -> [String] {
        if typed.hasPrefix(":") {
            let parts = typed.dropFirst().split(separator: " ", omittingEmptySubsequences: false)
            if parts.count <= 1 {
                let word = parts.first.map(String.init) ?? ""
                return ShellCommands.all.flatMap { $0.names }.filter { $0.hasPrefix(word) }.map { ":" + $0 }.sorted()
            }
            if parts.count == 2, ShellCommands.takingKey.contains(String(parts[0])) {
                return state.form.fields.map(\.key).filter { $0.hasPrefix(parts[1]) }
            }
            return []
        }
        guard let f = cursor else { return [] }
        let field = state.form.fields[f]
        let word = typed.split(separator: ",").last.map { String($0).trimmed } ?? ""
        let lower = word.lowercased()
        return (field.options.map(\.label) + field.options.map(\.valueText)).filter { $0.lowercased().hasPrefix(lower) }
    }
}
