import FormCore

/// `:fields`: a table of every field with its number, state and (masked) value.
enum FieldsCommand: ShellCommand {
    static let name = "fields"
    static let usage = ":fields"
    static let summary = "table of fields: n, key, label, type, state, value"

    static func run(_ argument: String, in flow: Flow) {
        let state = flow.state
        var numbers: [Int: Int] = [:]
        for (i, f) in state.visibleFields.enumerated() { numbers[f] = i + 1 }
        let rows = state.form.fields.map { f in
            FieldsRow(field: f.index, number: numbers[f.index], key: f.key, label: f.label, type: f.kind.typeName,
                      mark: mark(state, f.index), showsValue: state.isVisible(f.index) && !state.isBlank(f.index))
        }
        flow.emit(.fields(rows))
    }

    /// ✓, ✗, · (not visited), hidden.
    static func mark(_ state: FormState, _ f: Int) -> FieldMark {
        let judged = state.visited[f] || state.submitAttempted
        switch state.verdict(f) {
        case .hidden: return .hidden
        case .valid: return judged ? .valid : .notVisited
        case .invalid: return judged ? .invalid : .notVisited
        }
    }
}
