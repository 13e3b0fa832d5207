import FormCore

extension Flow {
    /// Completion candidates for the line typed so far: commands after `:`, field keys
    /// after a command that takes one, option labels and values at a choice prompt.
    /// Candidates replace the whole line typed so far. A label or value the output gate
    /// would mask (a card number in it) never goes on the line: its option completes to
    /// its value, or its number when the value would be masked too.
    public func complete(_ typed: String) -> [Completion] {
        if typed.hasPrefix(":") {
            let parts = typed.dropFirst().split(separator: " ", omittingEmptySubsequences: false)
            if parts.count <= 1 {
                let word = parts.first.map(String.init) ?? ""
                return ShellCommands.all.map { $0.name }.filter { $0.hasPrefix(word) }.map { Completion(":" + $0) }
                    .sorted { $0.text < $1.text }
            }
            if parts.count == 2, ShellCommands.takingKey.contains(String(parts[0])) {
                return state.form.fields.map(\.key).filter { $0.hasPrefix(parts[1]) }.map {
                    Completion(":\(parts[0]) \($0)")
                }
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
        let byLabel = field.options.indices.filter { field.options[$0].label.lowercased().hasPrefix(lower) }
        let byValue = field.options.indices.filter { field.options[$0].valueText.lowercased().hasPrefix(lower) }
        var seen: Set<String> = []
        return
            (byLabel.map { optionCompletion(field, $0, label: true) }
            + byValue.map { optionCompletion(field, $0, label: false) })
            .filter { seen.insert($0.text).inserted }
            .map { kept.isEmpty ? $0 : Completion(kept + ", " + $0.text, shown: $0.shown) }
    }

    /// An option completed by its label or its value. What the gate would mask is replaced
    /// by the value, or the option's number; an option whose label the gate would mask is
    /// listed as that text beside its label (masked when it is written).
    private func optionCompletion(_ field: Field, _ i: Int, label: Bool) -> Completion {
        let option = field.options[i]
        let word = label ? option.label : option.valueText
        let text = !gateMasks(word) ? word : !gateMasks(option.valueText) ? option.valueText : String(i + 1)
        return gateMasks(option.label) ? Completion(text, shown: "\(text) (\(option.label))") : Completion(text)
    }
}
