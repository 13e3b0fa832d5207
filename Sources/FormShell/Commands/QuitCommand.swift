/// `:quit`: wipe and leave.
enum QuitCommand: ShellCommand {
    static let name = "quit"
    static let usage = ":quit"
    static let summary = "wipe every value and exit"

    static func run(_ argument: String, in flow: inout Flow) {
        flow.quit()
    }
}
