import FormCore

/// `:fields`: a table of every field with its state and (masked) value.
enum FieldsCommand: ShellCommand {
    static let name = "fields"
    static let usage = ":fields"
    static let summary = "table of fields: n, key, label, type, state, value"

    static func run(_ argument: String, in shell: Shell) {
        let state = shell.state
        var rows: [[String]] = [["n", "key", "label", "type", "state"]]
        for f in state.form.fields {
            rows.append([String(f.index + 1), f.key, f.label, f.kind.typeName, shell.render.stateMark(state, f.index)])
        }
        let widths = (0..<5).map { c in rows.map { DisplayWidth.of($0[c]) }.max() ?? 0 }
        for (i, row) in rows.enumerated() {
            let cells = row.map { $0 }.enumerated().map { DisplayWidth.pad($0.element, to: widths[$0.offset]) }
            let f = i - 1
            let hasValue = f >= 0 && state.isVisible(f) && !state.isBlank(f)
            let text = "  " + cells.joined(separator: "  ")
            guard i == 0 || hasValue else { shell.line(text.trimmedRight); continue }
            // The value column last, written from the store (typed text is never a String).
            shell.out.text(text + "  ")
            if i == 0 { shell.out.text("value") } else { shell.writeValue(f) }
            shell.out.text("\n")
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
