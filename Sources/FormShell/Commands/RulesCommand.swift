import FormCore

/// `:rules KEY`: a field's rules, conditions and messages, as `formsh messages` lists them.
enum RulesCommand: ShellCommand {
    static let name = "rules"
    static let usage = ":rules KEY"
    static let summary = "a field's rules, conditions and messages"

    static func run(_ argument: String, in flow: Flow) {
        guard let f = flow.fieldArgument(argument, allowHidden: true) else { return }
        for line in RuleCatalog.lines(for: flow.state.form, field: f) { flow.note(.ruleLine(line)) }
    }
}
