/// `:rules KEY`: a field's rules, conditions and messages, as `formsh messages` lists them.
enum RulesCommand: ShellCommand {
    static let name = "rules"
    static let usage = ":rules KEY"
    static let summary = "a field's rules, conditions and messages"

    static func run(_ argument: String, in flow: inout Flow) {
        guard let f = flow.field(named: argument, allowHidden: true) else { return }
        flow.showRules(of: f)
    }
}
