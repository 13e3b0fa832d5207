import FormCore

/// The libcurl submitter with the configured headers, timeout and CA.
public final class HTTPSubmitter: Submitter {
    private let client: HTTPClient
    private let userAgent: String
    private let headers: [(name: String, value: String)]
    private let maskedHeaders: Set<String>
    private let timeout: Double
    private let caFile: String?

    /// - Parameter maskedHeaders: names of headers whose values are never shown (`--header-env`).
    public init(
        userAgent: String, headers: [(name: String, value: String)], maskedHeaders: Set<String> = [],
        timeout: Double, caFile: String?
    ) {
        client = HTTPClient(userAgent: userAgent)
        self.userAgent = userAgent
        self.headers = headers
        self.maskedHeaders = Set(maskedHeaders.map { $0.lowercased() })
        self.timeout = timeout
        self.caFile = caFile
    }

    /// A client with the same settings and a connection of its own: one per thread
    /// (`probe --jobs`).
    public func sibling() -> HTTPSubmitter {
        HTTPSubmitter(
            userAgent: userAgent, headers: headers, maskedHeaders: maskedHeaders, timeout: timeout, caFile: caFile)
    }

    public func post(
        _ payload: UnsafeRawBufferPointer, to endpoint: String, idempotencyKey: String,
        progress: ((Double) -> Bool)?
    ) -> Result<HTTPResponse, HTTPClientError> {
        let request = HTTPRequest(
            method: .post, url: endpoint, headers: [("Idempotency-Key", idempotencyKey)] + headers,
            body: payload, timeout: timeout, caCertificatePath: caFile)
        do { return .success(try client.send(request, progress: progress)) } catch { return .failure(error) }
    }

    public func get(_ url: String, progress: ((Double) -> Bool)? = nil) -> Result<HTTPResponse, HTTPClientError> {
        let request = HTTPRequest(method: .get, url: url, headers: headers, timeout: timeout, caCertificatePath: caFile)
        do { return .success(try client.send(request, progress: progress)) } catch { return .failure(error) }
    }

    public func shownHeaders(_ method: HTTPMethod, idempotencyKey: String?) -> [(name: String, value: String)] {
        let own = (idempotencyKey.map { [("Idempotency-Key", $0)] } ?? []) + headers
        var fields = HTTPExchange.defaultHeaders(userAgent: userAgent, method: method)
        for h in own {
            let value = maskedHeaders.contains(h.name.lowercased()) ? SecretMask.bullets : h.value
            if let i = fields.firstIndex(where: { $0.name.lowercased() == h.name.lowercased() }) {
                fields[i] = (h.name, value)
            } else {
                fields.append((h.name, value))
            }
        }
        return fields
    }

    /// The checks `HTTPClient.send` makes before any connection, with libcurl's URL parser.
    public func check(url: String) throws(HTTPClientError) {
        try HTTPClient.check(url: url)
    }
}
