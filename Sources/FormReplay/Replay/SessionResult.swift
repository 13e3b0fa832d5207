/// What a session printed (stdout and stderr in order, each typed line inserted as
/// `> TEXT` where it was read) and how it ended.
public struct SessionResult: Sendable {
    public let output: String
    public let exitCode: Int32
    /// The URL of the session's built-in mock backend, for `{{endpoint}}`.
    public let endpoint: String?

    public init(output: String, exitCode: Int32, endpoint: String?) {
        self.output = output
        self.exitCode = exitCode
        self.endpoint = endpoint
    }
}
