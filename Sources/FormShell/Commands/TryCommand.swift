/// `:try KEY VALUE`: the verdict for a value without storing it.
enum TryCommand: ShellCommand {
    static let name = "try"
    static let usage = ":try KEY VALUE"
    static let summary = "the verdict for a value, without storing it"

    static func run(_ argument: String, in shell: Shell) {
        guard let (f, value) = shell.keyAndValue(argument, command: name) else { return }
        var v = value
        switch v.withUTF8({ shell.state.tryValue(f, line: UnsafeRawBufferPointer($0)) }) {
        case .failure(let e): shell.line("  \(shell.render.style.bad) \(e)")
        case .success(.valid): shell.line("  \(shell.render.style.ok) (not stored)")
        case .success(.invalid(let m, let w)):
            shell.line("  \(shell.render.style.bad) \(m) (not stored)")
            if let w { shell.line(w) }
        case .success(.hidden): shell.line("  " + ShellText.hidden(shell.state.form.fields[f].key))
        }
    }
}
