/// `:quit!`: wipe and leave without asking.
enum ForceQuitCommand: ShellCommand {
    static let name = "quit!"
    static let usage = ":quit!"
    static let summary = "wipe every value and exit without asking"

    static func run(_ argument: String, in flow: inout Flow) {
        flow.quitNow()
    }
}
