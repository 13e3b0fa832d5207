/// `:clear KEY`: empty a field.
enum ClearCommand: ShellCommand {
    static let name = "clear"
    static let usage = ":clear KEY"
    static let summary = "empty a field"

    static func run(_ argument: String, in flow: inout Flow) {
        guard let f = flow.field(named: argument) else { return }
        flow.clear(f)
    }
}
