/// `:last`: the last HTTP exchange, as `--verbose` shows it.
enum LastCommand: ShellCommand {
    static let name = "last"
    static let usage = ":last"
    static let summary = "the last HTTP exchange: request, answer, time (values masked)"

    static func run(_ argument: String, in flow: inout Flow) {
        flow.showLastExchange()
    }
}
