/// `:clear KEY`: empty a field.
enum ClearCommand: ShellCommand {
    static let name = "clear"
    static let usage = ":clear KEY"
    static let summary = "empty a field"

    static func run(_ argument: String, in shell: Shell) {
        guard let f = shell.fieldArgument(argument) else { return }
        let report = shell.state.clear(f)
        shell.state.markVisited(f)
        shell.printVerdict(f)
        shell.printFlips(report)
    }
}
