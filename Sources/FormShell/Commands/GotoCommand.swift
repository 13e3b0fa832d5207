/// `:goto KEY|N`: ask a field again.
enum GotoCommand: ShellCommand {
    static let name = "goto"
    static let usage = ":goto KEY|N"
    static let summary = "go to a field by key or number"

    static func run(_ argument: String, in shell: Shell) {
        guard let f = shell.fieldArgument(argument) else { return }
        shell.arrive(at: f, showDisplay: false, header: false)
    }
}
