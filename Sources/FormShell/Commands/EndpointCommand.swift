/// `:endpoint [URL]`: show or change where `:submit` posts.
enum EndpointCommand: ShellCommand {
    static let name = "endpoint"
    static let usage = ":endpoint [URL]"
    static let summary = "show or change the submit endpoint"

    static func run(_ argument: String, in flow: inout Flow) {
        let url = argument.trimmed
        if url.isEmpty {
            flow.showEndpoint()
        } else {
            flow.changeEndpoint(to: url)
        }
    }
}
