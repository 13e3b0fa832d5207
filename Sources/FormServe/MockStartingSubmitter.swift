import FormCore

/// A replayed session's submitter: before the first request it starts the built-in mock's
/// accept thread (`MockServer.Options.acceptsLazily`), so that a session that never
/// reaches its mock starts no thread. Everything else is the wrapped submitter's.
final class MockStartingSubmitter: Submitter {
    private let inner: any Submitter
    private let mock: BuiltInMock

    init(_ inner: any Submitter, mock: BuiltInMock) {
        self.inner = inner
        self.mock = mock
    }

    func post(
        _ payload: UnsafeRawBufferPointer, to endpoint: String, idempotencyKey: String,
        progress: ((Double) -> Bool)?
    ) -> Result<HTTPResponse, HTTPClientError> {
        mock.acceptConnections()
        return inner.post(payload, to: endpoint, idempotencyKey: idempotencyKey, progress: progress)
    }

    func get(_ url: String, progress: ((Double) -> Bool)?) -> Result<HTTPResponse, HTTPClientError> {
        mock.acceptConnections()
        return inner.get(url, progress: progress)
    }

    func shownHeaders(_ method: HTTPMethod, idempotencyKey: String?) -> [(name: String, value: String)] {
        inner.shownHeaders(method, idempotencyKey: idempotencyKey)
    }

    func check(url: String) throws(HTTPClientError) { try inner.check(url: url) }
}
