import FormCore

/// One HTTP exchange that `formsh record --scenario-out` saw, ready for a mock scenario:
/// secret values already replaced in the body, and only non-secret payload fields kept.
public struct RecordedExchange: Sendable {
    /// `POST` or `GET`.
    public let method: String
    /// The request's path (no query).
    public let path: String
    /// The answer's status; nil when no answer came (the connection failed).
    public let status: Int?
    /// The answer's body, with every secret value replaced.
    public let body: Body
    /// The payload's non-secret top-level fields, in payload order.
    public let fields: [(key: String, value: JSONValue)]

    /// An answer's body.
    public enum Body: Sendable, Equatable {
        case none
        case json(JSONValue)
        /// A body that is not JSON.
        case text(String)
    }

    public init(method: String, path: String, status: Int?, body: Body, fields: [(key: String, value: JSONValue)]) {
        self.method = method
        self.path = path
        self.status = status
        self.body = body
        self.fields = fields
    }
}
