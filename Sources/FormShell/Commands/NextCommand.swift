/// `:next`: leave the field as it is and go on.
enum NextCommand: ShellCommand {
    static let name = "next"
    static let usage = ":next"
    static let summary = "skip to the next field, leaving this one as it is"

    static func run(_ argument: String, in flow: inout Flow) {
        flow.skipToNextField()
    }
}
