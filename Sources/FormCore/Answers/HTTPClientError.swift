/// Why `HTTPClient.send` produced no response. No case carries a header value.
public enum HTTPClientError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The URL could not be parsed.
    case invalidURL(String)
    /// The URL's scheme is neither http nor https (the scheme, lowercased).
    case unsupportedScheme(String)
    /// Plain `http://` to a host that is not loopback; refused before any DNS lookup.
    case insecureScheme(host: String)
    /// No connection, or it broke before a complete answer arrived.
    case connection(host: String, reason: String)
    /// The connect or total time limit (in seconds) ran out.
    case timeout(host: String, seconds: Double)
    /// The TLS handshake or certificate verification failed.
    case tls(host: String, reason: String)
    /// The progress callback asked to stop.
    case cancelled
    /// The answer's body is over the limit (in bytes).
    case bodyTooLarge(limit: Int)
    /// The answer's header section is over the limit (in bytes).
    case headersTooLarge(limit: Int)

    /// The host (and port, when the URL names one) the request was for, if known.
    public var host: String? {
        switch self {
        case .insecureScheme(let host), .connection(let host, _), .timeout(let host, _), .tls(let host, _):
            return host
        case .invalidURL, .unsupportedScheme, .cancelled, .bodyTooLarge, .headersTooLarge:
            return nil
        }
    }

    /// Short human text for what went wrong, without the host.
    public var reason: String {
        switch self {
        case .invalidURL(let url): return "invalid URL \(url)"
        case .unsupportedScheme(let scheme): return "\(scheme): URLs are not supported (only http and https)"
        case .insecureScheme: return "plain http is allowed only for loopback hosts; use https"
        case .connection(_, let reason): return reason
        case .timeout(_, let seconds): return "timed out after \(HTTPClientError.format(seconds: seconds))"
        case .tls(_, let reason): return "TLS: \(reason)"
        case .cancelled: return "cancelled"
        case .bodyTooLarge(let limit):
            return "the answer is larger than \(HTTPClientError.format(bytes: limit)) (refused)"
        case .headersTooLarge(let limit):
            return "the answer's headers are larger than \(HTTPClientError.format(bytes: limit)) (refused)"
        }
    }

    /// `No connection to HOST: reason` for network failures (docs/contract.md, "Submission"), else the reason alone.
    public var description: String {
        switch self {
        case .connection(let host, _), .timeout(let host, _), .tls(let host, _):
            return "No connection to \(host): \(reason)"
        case .insecureScheme(let host):
            return "Refused http://\(host): \(reason)"
        case .invalidURL, .unsupportedScheme, .cancelled, .bodyTooLarge, .headersTooLarge:
            return reason
        }
    }

    /// `1 s`, `0.5 s`.
    static func format(seconds: Double) -> String {
        if seconds == seconds.rounded(), abs(seconds) < 1e15 { return "\(Int(seconds)) s" }
        return "\(seconds) s"
    }

    /// `1 MiB`, `64 KiB`, `100 bytes`.
    static func format(bytes: Int) -> String {
        if bytes >= 1 << 20, bytes % (1 << 20) == 0 { return "\(bytes >> 20) MiB" }
        if bytes >= 1 << 10, bytes % (1 << 10) == 0 { return "\(bytes >> 10) KiB" }
        return "\(bytes) bytes"
    }
}
