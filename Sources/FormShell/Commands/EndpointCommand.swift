/// `:endpoint [URL]`: show or change where `:submit` posts.
enum EndpointCommand: ShellCommand {
    static let name = "endpoint"
    static let usage = ":endpoint [URL]"
    static let summary = "show or change the submit endpoint"

    static func run(_ argument: String, in flow: Flow) {
        let url = argument.trimmed
        if url.isEmpty {
            flow.note(.endpoint(flow.endpointDescription))
            return
        }
        if let error = flow.checkEndpoint(url) {
            flow.note(.endpointRefused(error.reason))
            return
        }
        flow.endpoint = url
        flow.endpointDescription = url
        flow.note(.endpoint(url))
    }
}
