import FormCore

/// `:rules KEY`: a field's rules, conditions and messages.
enum RulesCommand: ShellCommand {
    static let name = "rules"
    static let usage = ":rules KEY"
    static let summary = "a field's rules, conditions and messages"

    static func run(_ argument: String, in shell: Shell) {
        guard let f = shell.fieldArgument(argument, allowHidden: true) else { return }
        let field = shell.state.form.fields[f]
        if let c = field.visibleWhen { shell.line("  visible when \(c.summary)") }
        if field.rules.isEmpty { shell.line("  no rules") }
        for (i, rule) in field.rules.enumerated() {
            var text = "  \(i + 1). \(rule.name)"
            if let p = rule.parameterSummary { text += " \(p)" }
            if let c = rule.condition { text += " when \(c.summary)" }
            shell.line(text + ": \(rule.message)")
        }
    }
}
