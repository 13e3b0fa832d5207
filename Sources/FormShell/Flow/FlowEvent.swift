import FormCore

/// What happens to a session, fed to `Flow.handle`: the session starts, a line is read at
/// the prompt (a value or a command), input ends or is interrupted, or the server answers
/// a request the flow asked for.
public enum FlowEvent: Sendable {
    /// The session starts: banner, first screen, first prompt.
    case start
    /// A line read at the prompt, in a block of the store that the flow frees.
    case line(SecretHandle)
    /// End of input (Ctrl-D on an empty line, a closed pipe, the script ran out).
    case endOfInput
    /// Ctrl-C at the prompt: the line was cancelled.
    case interrupted
    /// The line was longer than the source accepts and was discarded.
    case tooLong(limit: Int)
    /// The answer to a `.post` effect.
    case posted(Result<HTTPResponse, HTTPClientError>)
    /// The answer to a `.load` effect.
    case loaded(url: String, Result<HTTPResponse, HTTPClientError>)
}
