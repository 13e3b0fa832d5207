import FormCore

/// `:fields`: a table of every field with its state and (masked) value.
enum FieldsCommand: ShellCommand {
    static let name = "fields"
    static let usage = ":fields"
    static let summary = "table of fields: n, key, label, type, state, value"

    static func run(_ argument: String, in shell: Shell) {
        let state = shell.state
        var rows: [[String]] = [["n", "key", "label", "type", "state", "value"]]
        for f in state.form.fields {
            let visible = state.isVisible(f.index)
            rows.append([String(f.index + 1), f.key, f.label, f.kind.typeName, shell.render.stateMark(state, f.index),
                         visible ? shell.render.value(state, f.index) : ""])
        }
        let widths = (0..<6).map { c in rows.map { DisplayWidth.of($0[c]) }.max() ?? 0 }
        for row in rows {
            let cells = row.enumerated().map { $0.offset == 5 ? $0.element : DisplayWidth.pad($0.element, to: widths[$0.offset]) }
            shell.line(("  " + cells.joined(separator: "  ")).trimmedRight)
        }
    }
}

extension String {
    var trimmedRight: String {
        var s = Substring(self)
        while s.last == " " { s.removeLast() }
        return String(s)
    }
}
