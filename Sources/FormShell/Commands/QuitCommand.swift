/// `:quit`: wipe and leave; on a terminal, asks first when values entered would be lost.
enum QuitCommand: ShellCommand {
    static let name = "quit"
    static let usage = ":quit"
    static let summary = "wipe every value and exit (on a terminal, asks first)"

    static func run(_ argument: String, in flow: inout Flow) {
        flow.quit()
    }
}
