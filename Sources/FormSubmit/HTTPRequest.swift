import FormCore

/// One request for `HTTPClient.send`.
///
/// The body is borrowed, never copied: it usually lives in the secret store's locked region
/// and may hold card numbers, so the caller keeps it alive and unchanged for the duration of
/// `send`, and libcurl reads it in place (`CURLOPT_POSTFIELDS`).
public struct HTTPRequest {
    /// GET or POST.
    public var method: HTTPMethod
    /// An absolute `http://` or `https://` URL (`http` only for loopback hosts).
    public var url: String
    /// Extra headers, sent after the defaults; a header named like a default replaces it.
    public var headers: [(name: String, value: String)]
    /// The POST body, borrowed for the call; must be nil for GET.
    public var body: UnsafeRawBufferPointer?
    /// Total time allowed for the whole exchange, in seconds (0 or less times out at once;
    /// there is no "no limit").
    public var timeout: Double
    /// Time allowed to establish the connection (DNS, TCP, TLS), in seconds.
    public var connectTimeout: Double
    /// A PEM file of CA certificates to trust (`--cacert`), or nil for the system's.
    ///
    /// It is passed as `CURLOPT_CAINFO`, which replaces libcurl's CA bundle file. Debian's
    /// libcurl also keeps its built-in CA directory (`/etc/ssl/certs`), so there the file
    /// adds to the system's trust; on a libcurl built without a CA directory it replaces it.
    public var caCertificatePath: String?

    /// A request with the defaults of docs/contract.md, "Submission": 30 s in total, 5 s to connect.
    public init(
        method: HTTPMethod, url: String, headers: [(name: String, value: String)] = [],
        body: UnsafeRawBufferPointer? = nil, timeout: Double = 30, connectTimeout: Double = 5,
        caCertificatePath: String? = nil
    ) {
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
        self.timeout = timeout
        self.connectTimeout = connectTimeout
        self.caCertificatePath = caCertificatePath
    }
}
