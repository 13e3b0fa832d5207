/// `:validate`: every visible field's verdict, as a submit would judge them.
enum ValidateCommand: ShellCommand {
    static let name = "validate"
    static let usage = ":validate"
    static let summary = "validate every visible field"

    static func run(_ argument: String, in shell: Shell) {
        let invalid = shell.state.validateAll()
        if invalid.isEmpty {
            shell.line("  \(shell.render.style.ok) " + ShellText.allValid)
            return
        }
        shell.listInvalid(invalid)
    }
}

extension Shell {
    /// `  ✗ key: message` for each invalid field.
    func listInvalid(_ fields: [Int]) {
        for f in fields {
            line("  \(render.style.bad) \(state.form.fields[f].key): \(state.verdict(f).message ?? "")")
        }
    }
}
