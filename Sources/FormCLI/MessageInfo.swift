/// What the funnel writes for an error: each message after `Error: `, the usage for a
/// usage error, and the exit status (as swift-argument-parser's `MessageInfo`).
public struct MessageInfo: Equatable, Sendable {
    /// One `Error: …` line each (a message may itself hold line breaks).
    public let messages: [String]
    /// The text after `Usage: formsh `, for a usage error.
    public let usage: String?
    public let exitCode: ExitCode

    public init(_ message: String, usage: String? = nil, exitCode: ExitCode) {
        self.init(messages: [message], usage: usage, exitCode: exitCode)
    }

    public init(messages: [String], usage: String? = nil, exitCode: ExitCode) {
        self.messages = messages
        self.usage = usage
        self.exitCode = exitCode
    }
}
