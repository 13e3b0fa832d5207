/// `:payload`: the JSON that `:submit` would send, secrets masked.
enum PayloadCommand: ShellCommand {
    static let name = "payload"
    static let usage = ":payload"
    static let summary = "show the payload :submit would send (secrets masked)"

    static func run(_ argument: String, in flow: inout Flow) {
        flow.showPayload()
    }
}
