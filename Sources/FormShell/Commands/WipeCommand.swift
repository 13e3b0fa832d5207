/// `:wipe`: zero every value and start the screen over.
enum WipeCommand: ShellCommand {
    static let name = "wipe"
    static let usage = ":wipe"
    static let summary = "zero every value and start over"

    static func run(_ argument: String, in flow: inout Flow) {
        flow.wipeAndStartOver()
    }
}
