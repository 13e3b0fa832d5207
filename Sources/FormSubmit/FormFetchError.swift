import FormCore

/// Why a FORM given by URL was not fetched (`HTTPSubmitter.fetchForm`).
public enum FormFetchError: Error, Equatable, Sendable {
    /// The wait was cancelled (Ctrl-C).
    case cancelled
    /// No answer came.
    case noAnswer(HTTPClientError)
    /// The answer's status is not 2xx.
    case status(Int)

    /// Why, in a few words: `HTTP 404`, or the client's reason.
    public var reason: String {
        switch self {
        case .cancelled: return HTTPClientError.cancelled.reason
        case .noAnswer(let error): return error.reason
        case .status(let status): return "HTTP \(status)"
        }
    }
}
