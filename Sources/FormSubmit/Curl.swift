import FormCore

// libcurl as formsh uses it, on the Swift side: what one transfer keeps and what its
// failures mean to the user. The calls into libcurl are in Native.swift.

/// The state one transfer's callbacks fill in: body, headers, limits and cancellation.
final class CurlTransfer {
    let bodyLimit: Int
    let headerLimit: Int
    let progress: ((Double) -> Bool)?
    let start = ContinuousClock.now
    let body = ResponseBody(capacity: 16 << 10)
    var headers: [(name: String, value: String)] = []
    var headerBytes = 0
    var bodyOverLimit = false
    var headersOverLimit = false
    var cancelled = false

    init(bodyLimit: Int, headerLimit: Int, progress: ((Double) -> Bool)?) {
        self.bodyLimit = bodyLimit
        self.headerLimit = headerLimit
        self.progress = progress
    }

    /// Takes one header line as libcurl delivers it (CRLF included).
    func receiveHeader(_ line: UnsafeRawBufferPointer) -> Bool {
        headerBytes += line.count
        guard headerBytes <= headerLimit else {
            headersOverLimit = true
            return false
        }
        var text = String(decoding: line, as: UTF8.self)
        while let last = text.last, last == "\r\n" || last == "\n" || last == "\r" { text.removeLast() }
        if text.hasPrefix("HTTP/") {
            headers.removeAll()  // a new response (after a 1xx or a proxy's CONNECT answer)
        } else if text.isEmpty {
            return true
        } else if text.first == " " || text.first == "\t", let last = headers.indices.last {
            headers[last].value += " " + text[...].trimmingOWS
        } else if let colon = text.firstIndex(of: ":") {
            headers.append((String(text[..<colon]), text[text.index(after: colon)...].trimmingOWS))
        }
        return true
    }

    /// Takes a piece of the body; false once the limit would be passed.
    func receiveBody(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard body.count + bytes.count <= bodyLimit else {
            bodyOverLimit = true
            return false
        }
        body.append(bytes)
        return true
    }

    /// Asks the progress closure whether to go on.
    func shouldContinue() -> Bool {
        guard let progress else { return true }
        let elapsed = start.duration(to: .now)
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        if !progress(seconds) { cancelled = true }
        return !cancelled
    }
}

/// What the connection layer needs to know to make one exchange.
struct CurlExchange {
    var method: HTTPMethod
    var url: CurlURL
    /// The URL as given, for messages.
    var urlText: String
    /// The host label for errors (`host[:port]`).
    var hostLabel: String
    /// Complete header lines (`Name: value`, `Name;` for an empty value, `Name:` to suppress).
    var headerLines: [String]
    var body: UnsafeRawBufferPointer?
    var timeout: Double
    var connectTimeout: Double
    var caCertificatePath: String?
    /// False for loopback targets: no proxy from the environment is used for them.
    var allowProxy: Bool
}

extension CurlExchange {
    /// The total time limit in whole milliseconds, at least 1: libcurl reads 0 as "no
    /// limit", which a zero or negative timeout must not become.
    var timeoutMilliseconds: Int { CurlExchange.milliseconds(timeout) }
    /// The connect time limit, likewise.
    var connectTimeoutMilliseconds: Int { CurlExchange.milliseconds(connectTimeout) }

    private static func milliseconds(_ seconds: Double) -> Int {
        guard seconds > 0 else { return 1 }
        return max(1, Int(min(seconds * 1000, Double(Int32.max)).rounded(.up)))
    }
}

extension CurlEasy {
    /// Runs one exchange; a failure is told as the user sees it (docs/contract.md, "Submission").
    func perform(_ exchange: CurlExchange, transfer state: CurlTransfer) -> Result<
        (status: Int, seconds: Double), HTTPClientError
    > {
        transfer(exchange, state: state).mapError { CurlEasy.error(for: $0, exchange: exchange, state: state) }
    }

    /// Maps a failed transfer to the error the user sees.
    static func error(for failure: CurlFailure, exchange: CurlExchange, state: CurlTransfer) -> HTTPClientError {
        let host = exchange.hostLabel
        func connection(_ reason: String) -> HTTPClientError { .connection(host: host, reason: reason) }
        func tls(_ reason: String) -> HTTPClientError {
            .tls(host: host, reason: failure.detail.isEmpty ? reason : "\(reason) (\(failure.detail))")
        }
        switch failure.kind {
        case .setup:
            return connection("libcurl rejected an option (version \(curlVersionString()))")
        case .outOfMemory:
            return connection("out of memory")
        case .abortedByCallback:
            return state.cancelled ? .cancelled : connection("transfer aborted")
        case .writeError where state.bodyOverLimit, .fileSizeExceeded:
            return .bodyTooLarge(limit: state.bodyLimit)
        case .writeError where state.headersOverLimit:
            return .headersTooLarge(limit: state.headerLimit)
        case .timedOut:
            let hitConnectLimit = failure.connectSeconds == 0 && exchange.connectTimeout < exchange.timeout
            return .timeout(host: host, seconds: hitConnectLimit ? exchange.connectTimeout : exchange.timeout)
        case .hostNotFound: return connection("host not found")
        case .proxyNotFound: return connection("proxy not found")
        case .couldNotConnect:
            switch failure.systemError {
            case .connectionRefused: return connection("connection refused")
            case .networkUnreachable: return connection("network unreachable")
            case .hostUnreachable: return connection("host unreachable")
            default: return connection("could not connect")
            }
        case .gotNothing: return connection("server closed the connection without answering")
        case .sendFailed, .receiveFailed:
            switch failure.systemError {
            case .connectionReset: return connection("connection reset")
            case .brokenPipe: return connection("server closed the connection")
            default: return connection(failure.kind == .sendFailed ? "sending failed" : "receiving failed")
            }
        case .partialFile: return connection("connection closed before the whole answer arrived")
        case .notHTTP: return connection("the answer is not valid HTTP")
        case .malformedURL: return .invalidURL(exchange.urlText)
        case .certificateNotTrusted: return tls("certificate not trusted")
        case .caFileUnreadable: return tls("cannot read the CA file")
        case .tlsHandshake: return tls("handshake failed")
        case .writeError, .other: return connection(failure.codeText)
        }
    }
}
