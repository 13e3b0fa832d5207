/// `:submit`: validate every visible field; if all pass, post the payload.
enum SubmitCommand: ShellCommand {
    static let name = "submit"
    static let usage = ":submit"
    static let summary = "validate everything and send it"

    static func run(_ argument: String, in flow: inout Flow) {
        flow.submitIfValid()
    }
}
