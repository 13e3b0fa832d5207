/// `:endpoint [URL]`: show or change where `:submit` posts.
enum EndpointCommand: ShellCommand {
    static let name = "endpoint"
    static let usage = ":endpoint [URL]"
    static let summary = "show or change the submit endpoint"

    static func run(_ argument: String, in shell: Shell) {
        let url = argument.trimmed
        if url.isEmpty {
            shell.line("  endpoint: \(shell.config.endpointDescription)")
            return
        }
        guard url.hasPrefix("http://") || url.hasPrefix("https://") else {
            shell.line("  \(shell.render.style.bad) an endpoint is an http(s) URL")
            return
        }
        shell.config.endpoint = url
        shell.config.endpointDescription = url
        shell.line("  endpoint: \(url)")
    }
}
