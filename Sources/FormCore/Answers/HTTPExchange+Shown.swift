extension HTTPExchange {
    /// A request as `--verbose` and `:last` show it, before its answer: the header fields
    /// `submitter` sends (values from the environment masked), as `requestHeaders` lists them.
    public init(
        _ method: HTTPMethod, url: String, idempotencyKey: String? = nil, bodyLength: Int? = nil,
        shownBy submitter: any Submitter
    ) {
        let headers = HTTPExchange.requestHeaders(
            url: url, submitter.shownHeaders(method, idempotencyKey: idempotencyKey), bodyLength: bodyLength)
        self.init(method: method, url: url, requestHeaders: headers, requestBody: nil)
    }

    /// The request's header fields as `curl -v` shows them: `Host` first (from the URL:
    /// host, and the port when one is written), then `headers` (the submitter's, values
    /// from the environment masked), and the `Content-Length` of a body last.
    static func requestHeaders(
        url: String, _ headers: [(name: String, value: String)],
        bodyLength: Int?
    ) -> [(name: String, value: String)] {
        var fields: [(name: String, value: String)] = []
        if let parts = URLParts(url), let host = parts.host {
            fields.append(("Host", host + (parts.port.map { ":" + $0 } ?? "")))
        }
        fields += headers
        if let bodyLength { fields.append(("Content-Length", String(bodyLength))) }
        return fields
    }

    /// Adds the answer, or why there was none. The body is masked with `masker` now, while
    /// the submitted values are still held (the answer may wipe them).
    public mutating func answer(_ result: Result<HTTPResponse, HTTPClientError>, maskedBy masker: SecretMasker) {
        switch result {
        case .success(let r):
            status = r.status
            responseHeaders = r.headers
            responseBody = r.maskedBodyText(masker)
            elapsedMilliseconds = r.elapsedMilliseconds
        case .failure(let e):
            error = e
        }
    }
}
