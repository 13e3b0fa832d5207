import FormCore

/// Everything a shell session needs besides its input and output.
public struct ShellConfiguration {
    /// Where `:submit` posts, and how the banner names it.
    public var endpoint: String
    public var endpointDescription: String
    /// Colours (a terminal without NO_COLOR).
    public var colors: Bool
    /// Posts payloads and loads the screens a flow moves to; nil: `:submit` says nothing was sent.
    public var submitter: (any Submitter)?
    public var loaderOptions: FormLoader.Options

    public init(endpoint: String, endpointDescription: String, colors: Bool, submitter: (any Submitter)?,
                loaderOptions: FormLoader.Options) {
        self.endpoint = endpoint
        self.endpointDescription = endpointDescription
        self.colors = colors
        self.submitter = submitter
        self.loaderOptions = loaderOptions
    }
}
