/// A complete answer from the server: always the final response, since redirects are
/// never followed (a 3xx comes back as it is).
public struct HTTPResponse: Sendable {
    /// The status code (200, 302, 422, …).
    public var status: Int
    /// The header fields of the final response, in the order received.
    public var headers: [(name: String, value: String)]
    /// The body (at most `HTTPClient.maxBodyBytes`), zeroed when the last copy of the
    /// response is released.
    public var body: ResponseBody
    /// The time the whole exchange took, in milliseconds.
    public var elapsedMilliseconds: Double

    public init(
        status: Int, headers: [(name: String, value: String)] = [], body: ResponseBody,
        elapsedMilliseconds: Double = 0
    ) {
        self.status = status
        self.headers = headers
        self.body = body
        self.elapsedMilliseconds = elapsedMilliseconds
    }

    /// A response with a copy of `body` (answers made in tests).
    public init(
        status: Int, headers: [(name: String, value: String)] = [], body: [UInt8] = [],
        elapsedMilliseconds: Double = 0
    ) {
        self.init(status: status, headers: headers, body: ResponseBody(body), elapsedMilliseconds: elapsedMilliseconds)
    }

    /// The value of the first header named `name` (case-insensitive), if any.
    public func header(_ name: String) -> String? {
        let wanted = name.lowercased()
        return headers.first { $0.name.lowercased() == wanted }?.value
    }
}

extension HTTPResponse {
    /// The body as text with every secret masked, for showing an exchange (`:last`,
    /// `--verbose`). Make it as soon as the answer arrives, while the submitted values are
    /// still held: after a wipe only values long enough to be remembered are known.
    public func maskedBodyText(_ masker: SecretMasker) -> String {
        body.withBytes { masker.maskedText($0) }
    }
}
