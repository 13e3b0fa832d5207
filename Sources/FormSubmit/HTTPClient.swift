import FormCore

/// The HTTP client for submissions and screen loads, on libcurl (docs/contract.md, "Submission").
///
/// One client owns one libcurl handle and reuses its connections; use it from one thread at
/// a time. Every request:
/// - is refused before any DNS lookup or connection when the scheme is not http/https, or
///   when it is plain `http://` to a host that is not loopback (`localhost`, 127.0.0.0/8, `::1`);
/// - sends `User-Agent`, `Accept: application/json`, on POST `Content-Type: application/json`,
///   and an empty `Expect:` (no 100-continue), then the request's own headers;
/// - verifies TLS peer and host, never follows redirects (a 3xx is returned as it is),
///   speaks HTTP/1.1 only, asks for no compression, and ignores environment proxies for loopback;
/// - refuses an answer whose body is over `maxBodyBytes`, as soon as it is announced or arrives.
///
/// libcurl is set up with an allocator that zeroes every block it frees, so the copies of
/// the request it makes while sending do not outlive the call (see `shim.h`).
public final class HTTPClient {
    /// The largest body accepted in an answer: 1 MiB.
    public static let maxBodyBytes = 1 << 20
    /// The largest header section accepted in an answer: 64 KiB.
    public static let maxHeaderBytes = 64 << 10

    private let userAgent: String
    /// Made at the first request: opening libcurl and its TLS set-up is not start-up work.
    private lazy var easy: CurlEasy? = CurlEasy()

    /// A client that sends `userAgent` (`formsh/VERSION`) with every request.
    public init(userAgent: String) {
        self.userAgent = userAgent
    }

    /// Sends one request and waits for the complete answer.
    ///
    /// - Parameters:
    ///   - request: the request; its body must stay valid and unchanged until this returns.
    ///   - progress: called from libcurl's progress callback, several times a second, with the
    ///     seconds elapsed since the call began; returning false cancels the transfer.
    /// - Throws: `HTTPClientError`; no case carries a header value.
    public func send(_ request: HTTPRequest, progress: ((Double) -> Bool)? = nil) throws(HTTPClientError)
        -> HTTPResponse
    {
        precondition(request.method == .post || request.body == nil, "a GET request has no body")
        let target = try HTTPClient.target(of: request.url)
        guard let easy else { throw .connection(host: target.hostLabel, reason: "libcurl could not be started") }
        let exchange = CurlExchange(
            method: request.method, url: target.url, urlText: request.url, hostLabel: target.hostLabel,
            headerLines: headerLines(for: request), body: request.body, timeout: request.timeout,
            connectTimeout: request.connectTimeout, caCertificatePath: request.caCertificatePath,
            allowProxy: !target.isLoopback)
        let state = CurlTransfer(
            bodyLimit: HTTPClient.maxBodyBytes, headerLimit: HTTPClient.maxHeaderBytes,
            progress: progress)
        let (status, seconds) = try easy.perform(exchange, transfer: state).get()
        return HTTPResponse(
            status: status, headers: state.headers, body: state.body,
            elapsedMilliseconds: seconds * 1000)
    }

    /// The version of the libcurl in use (`7.88.1`), for the benchmark's table of peers.
    public static var libcurlVersion: String { curlVersionString() }

    /// A URL checked against the rules above, parsed by libcurl.
    struct Target {
        var url: CurlURL
        var hostLabel: String
        var isLoopback: Bool
    }

    /// Checks a URL before anything touches the network.
    static func target(of text: String) throws(HTTPClientError) -> Target {
        guard let scheme = URLParts.scheme(of: text) else { throw .invalidURL(text) }
        guard scheme == "http" || scheme == "https" else { throw .unsupportedScheme(scheme) }
        guard let url = CurlURL(text), url.scheme == scheme, let host = url.host, !host.isEmpty else {
            throw .invalidURL(text)
        }
        let label = host + (url.port.map { ":" + $0 } ?? "")
        let loopback = Loopback.isLoopback(host: host)
        if scheme == "http" && !loopback { throw .insecureScheme(host: label) }
        return Target(url: url, hostLabel: label, isLoopback: loopback)
    }

    /// Checks a URL as `send` would before any connection: http or https, a host, plain
    /// http only to loopback (docs/contract.md, "Command line": the endpoint is checked at start).
    public static func check(url: String) throws(HTTPClientError) {
        _ = try target(of: url)
    }

    /// The header lines for libcurl: defaults first, each replaced in place by a request
    /// header of the same name, then the other request headers in their order.
    func headerLines(for request: HTTPRequest) -> [String] {
        var fields = HTTPExchange.defaultHeaders(userAgent: userAgent, method: request.method)
        let defaultCount = fields.count
        for header in request.headers {
            if let index = fields[..<defaultCount].firstIndex(where: {
                $0.name.lowercased() == header.name.lowercased()
            }) {
                fields[index] = header
            } else {
                fields.append(header)
            }
        }
        var lines = fields.map { field in
            // libcurl reads `Name:` as "remove this header"; `Name;` sends it empty.
            field.value.isEmpty ? field.name + ";" : field.name + ": " + field.value
        }
        if !request.headers.contains(where: { $0.name.lowercased() == "expect" }) {
            lines.append("Expect:")
        }
        return lines
    }
}

@available(*, unavailable, message: "an HTTPClient owns one libcurl handle: use it from one thread at a time")
extension HTTPClient: Sendable {}
