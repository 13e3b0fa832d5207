import FormCore
import FormSubmit

/// Sends a payload and fetches screens. `HTTPSubmitter` does it with libcurl; tests of
/// the shell's flow logic may inject another.
public protocol Submitter: AnyObject {
    /// Posts the payload (bytes in the secret store) to the endpoint.
    func post(_ payload: UnsafeRawBufferPointer, to endpoint: String, idempotencyKey: String,
              progress: ((Double) -> Bool)?) -> Result<HTTPResponse, HTTPClientError>
    /// Loads a screen's JSON with GET.
    func get(_ url: String) -> Result<HTTPResponse, HTTPClientError>
}

/// The libcurl submitter with the configured headers, timeout and CA.
public final class HTTPSubmitter: Submitter {
    private let client: HTTPClient
    private let headers: [(name: String, value: String)]
    private let timeout: Double
    private let caFile: String?

    public init(userAgent: String, headers: [(name: String, value: String)], timeout: Double, caFile: String?) {
        client = HTTPClient(userAgent: userAgent)
        self.headers = headers
        self.timeout = timeout
        self.caFile = caFile
    }

    public func post(_ payload: UnsafeRawBufferPointer, to endpoint: String, idempotencyKey: String,
                     progress: ((Double) -> Bool)?) -> Result<HTTPResponse, HTTPClientError> {
        let request = HTTPRequest(method: .post, url: endpoint, headers: [("Idempotency-Key", idempotencyKey)] + headers,
                                  body: payload, timeout: timeout, caCertificatePath: caFile)
        do { return .success(try client.send(request, progress: progress)) } catch { return .failure(error) }
    }

    public func get(_ url: String) -> Result<HTTPResponse, HTTPClientError> {
        let request = HTTPRequest(method: .get, url: url, headers: headers, timeout: timeout, caCertificatePath: caFile)
        do { return .success(try client.send(request)) } catch { return .failure(error) }
    }
}
