/// `:goto KEY|N`: ask a field again, with its header.
enum GotoCommand: ShellCommand {
    static let name = "goto"
    static let usage = ":goto KEY|N"
    static let summary = "go to a field by key or number"

    static func run(_ argument: String, in flow: inout Flow) {
        guard let f = flow.field(named: argument) else { return }
        flow.go(to: f)
    }
}
