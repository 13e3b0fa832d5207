/// Every error a command can end with, mapped by the one funnel in `FormshCLI.run` to
/// (message, stream, exit code), as swift-argument-parser does.
public enum CLIError: Error, Equatable, Sendable {
    /// A usage error: exit 2, the message and the command's usage on stderr.
    case usage(String, command: String?)
    /// A file that cannot be read: exit 3 (`run`, `lint`, `check`, `replay`).
    case unreadable(path: String, reason: String)
    /// A form that cannot be loaded: exit 3.
    case formNotLoaded(source: String, reason: String)
    /// Any other failure with its exit code.
    case failed(String, exitCode: Int32)
}
