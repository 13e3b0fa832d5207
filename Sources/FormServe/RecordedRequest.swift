/// One request as the mock's log keeps it: never the body, only whether it was valid.
public struct RecordedRequest: Equatable, Sendable {
    /// The method, or "" for a request that could not be parsed.
    public let method: String
    /// The decoded path without the query, or "" for a request that could not be parsed.
    public let path: String
    public let headers: [HTTPHeaderField]
    /// Whether the payload passed the posted form's rules; nil when it was not validated.
    public let bodyValid: Bool?
    /// The status answered; nil when the connection was dropped without an answer.
    public let status: Int?
    /// Why the request was refused (a parse error or a timeout), if it was.
    public let error: String?

    public init(
        method: String, path: String, headers: [HTTPHeaderField], bodyValid: Bool?, status: Int?, error: String? = nil
    ) {
        self.method = method
        self.path = path
        self.headers = headers
        self.bodyValid = bodyValid
        self.status = status
        self.error = error
    }

    /// The first value of a header (case-insensitive name).
    public func header(_ name: String) -> String? {
        headers.first { HTTPParser.equalsIgnoringCase($0.name, name) }?.value
    }
}
