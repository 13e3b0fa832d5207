/// `:clear KEY`: empty a field.
enum ClearCommand: ShellCommand {
    static let name = "clear"
    static let usage = ":clear KEY"
    static let summary = "empty a field"

    static func run(_ argument: String, in flow: Flow) {
        guard let f = flow.fieldArgument(argument) else { return }
        let report = flow.state.clear(f)
        flow.state.markVisited(f)
        flow.showVerdict(f, .set)
        flow.showFlips(report)
    }
}
