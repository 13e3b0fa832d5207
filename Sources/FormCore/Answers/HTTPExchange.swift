/// One HTTP request and its answer as formsh shows them (`--verbose`, `:last`) and as a
/// recorded session keeps them: every value of the form masked as in `:payload`, header
/// values read from the environment masked, server text with echoed secrets masked.
/// It never holds a secret: the caller builds it from masked text.
public struct HTTPExchange: Sendable {
    public var method: HTTPMethod
    public var url: String
    /// The headers sent, in order (defaults first), values masked where they came from the environment.
    public var requestHeaders: [(name: String, value: String)]
    /// The body sent, masked (a payload as `:payload` shows it); nil for GET.
    public var requestBody: String?
    /// The answer's status, headers and body (secrets masked), or why there was none.
    public var status: Int?
    public var responseHeaders: [(name: String, value: String)]
    public var responseBody: String
    public var error: HTTPClientError?
    /// Time from sending to the complete answer.
    public var elapsedMilliseconds: Double?

    public init(
        method: HTTPMethod, url: String, requestHeaders: [(name: String, value: String)], requestBody: String?,
        status: Int? = nil, responseHeaders: [(name: String, value: String)] = [], responseBody: String = "",
        error: HTTPClientError? = nil, elapsedMilliseconds: Double? = nil
    ) {
        self.method = method
        self.url = url
        self.requestHeaders = requestHeaders
        self.requestBody = requestBody
        self.status = status
        self.responseHeaders = responseHeaders
        self.responseBody = responseBody
        self.error = error
        self.elapsedMilliseconds = elapsedMilliseconds
    }

    /// The headers every request starts with (docs/contract.md, "Submission"), before the request's own: what
    /// `HTTPClient` sends and what `--verbose` shows.
    public static func defaultHeaders(userAgent: String, method: HTTPMethod) -> [(name: String, value: String)] {
        var fields: [(name: String, value: String)] = [("User-Agent", userAgent), ("Accept", "application/json")]
        if method == .post { fields.append(("Content-Type", "application/json")) }
        return fields
    }
}
