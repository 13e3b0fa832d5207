import FormCore

/// `:rules KEY`: a field's rules, conditions and messages, as `formsh messages` lists them.
enum RulesCommand: ShellCommand {
    static let name = "rules"
    static let usage = ":rules KEY"
    static let summary = "a field's rules, conditions and messages"

    static func run(_ argument: String, in shell: Shell) {
        guard let f = shell.fieldArgument(argument, allowHidden: true) else { return }
        for line in RuleCatalog.lines(for: shell.state.form, field: f) { shell.line("  " + line) }
    }
}
