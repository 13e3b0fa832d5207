import CCurl
import FormCore
import Glibc

// The one file that touches libcurl. Everything here is internal; no C type leaves it.

/// libcurl opened (it is loaded at the first use, not at start-up) and its process-wide
/// set-up done, with the wiping allocator of `shim.h`. Swift initialises globals lazily and
/// exactly once, under a lock, so this is the thread-safe lazy init.
private let curlReady: Bool = formsh_curl_open() == 0 && formsh_curl_global_init_wiping() == CURLE_OK

/// Opens libcurl and runs its global set-up if that has not happened yet; false if it failed.
private func ensureCurlGlobalInit() -> Bool { curlReady }

/// The version of the libcurl in use, e.g. `7.88.1`.
func curlVersionString() -> String {
    guard ensureCurlGlobalInit(), let info = formsh_curl_version_info(), let version = info.pointee.version else { return "unknown" }
    return String(cString: version)
}

/// A URL as libcurl's own parser reads it, so that the host checked is the host connected to.
final class CurlURL {
    fileprivate let handle: OpaquePointer

    /// Parses `text`; nil when libcurl rejects it (or cannot start).
    init?(_ text: String) {
        guard ensureCurlGlobalInit(), let handle = formsh_curl_url() else { return nil }
        guard formsh_curl_url_set(handle, CURLUPART_URL, text, 0) == CURLUE_OK else {
            formsh_curl_url_cleanup(handle)
            return nil
        }
        self.handle = handle
    }

    deinit { formsh_curl_url_cleanup(handle) }

    /// The scheme, lowercased.
    var scheme: String? { part(CURLUPART_SCHEME)?.lowercased() }
    /// The host as libcurl will use it (IPv6 in brackets).
    var host: String? { part(CURLUPART_HOST) }
    /// The port, only when the URL names one.
    var port: String? { part(CURLUPART_PORT) }

    private func part(_ which: CURLUPart) -> String? {
        var pointer: UnsafeMutablePointer<CChar>?
        guard formsh_curl_url_get(handle, which, &pointer, 0) == CURLUE_OK, let pointer else { return nil }
        defer { formsh_curl_free(pointer) }
        return String(cString: pointer)
    }
}

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
        guard headerBytes <= headerLimit else { headersOverLimit = true; return false }
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
        guard body.count + bytes.count <= bodyLimit else { bodyOverLimit = true; return false }
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

private func transfer(_ context: UnsafeMutableRawPointer?) -> CurlTransfer? {
    context.map { Unmanaged<CurlTransfer>.fromOpaque($0).takeUnretainedValue() }
}

private func writeCallback(_ data: UnsafeMutablePointer<CChar>?, _ size: Int, _ count: Int,
                           _ context: UnsafeMutableRawPointer?) -> Int {
    guard let state = transfer(context) else { return 0 }
    let bytes = UnsafeRawBufferPointer(start: data, count: data == nil ? 0 : size * count)
    return state.receiveBody(bytes) ? size * count : 0
}

private func headerCallback(_ data: UnsafeMutablePointer<CChar>?, _ size: Int, _ count: Int,
                            _ context: UnsafeMutableRawPointer?) -> Int {
    guard let state = transfer(context) else { return 0 }
    let bytes = UnsafeRawBufferPointer(start: data, count: data == nil ? 0 : size * count)
    return state.receiveHeader(bytes) ? size * count : 0
}

private func progressCallback(_ context: UnsafeMutableRawPointer?, _ downloadTotal: curl_off_t, _ downloaded: curl_off_t,
                              _ uploadTotal: curl_off_t, _ uploaded: curl_off_t) -> Int32 {
    guard let state = transfer(context) else { return 1 }
    return state.shouldContinue() ? 0 : 1
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

/// One libcurl easy handle, reused from request to request so connections are kept alive.
/// Not thread-safe: one transfer at a time.
final class CurlEasy {
    private let handle: UnsafeMutableRawPointer
    private let errorBuffer: UnsafeMutablePointer<CChar>

    /// A fresh handle; nil when libcurl cannot start.
    init?() {
        guard ensureCurlGlobalInit(), let handle = formsh_curl_easy_init() else { return nil }
        self.handle = handle
        errorBuffer = .allocate(capacity: Int(CURL_ERROR_SIZE))
        errorBuffer.initialize(repeating: 0, count: Int(CURL_ERROR_SIZE))
    }

    deinit {
        formsh_curl_easy_cleanup(handle)
        errorBuffer.deallocate()
    }

    /// Runs one exchange. The body is read in place; nothing of it is copied on the Swift side.
    func perform(_ exchange: CurlExchange, transfer state: CurlTransfer) -> Result<(status: Int, seconds: Double), HTTPClientError> {
        var headerList: UnsafeMutablePointer<curl_slist>?
        defer {
            // Forget every pointer the handle was given (body, header list, URL, callbacks);
            // live connections survive curl_easy_reset. Setting the upload buffer size frees
            // the handle's upload buffer (zeroed by the wiping allocator), which some libcurl
            // versions keep a copy of the request in until the handle is cleaned up; with
            // 7.88.1 the secret-scan tests pass without it, over http and https alike.
            formsh_curl_easy_reset(handle)
            _ = formsh_curl_set_long(handle, CURLOPT_UPLOAD_BUFFERSIZE, 65_536)
            formsh_curl_slist_free_all(headerList)
            errorBuffer.update(repeating: 0, count: Int(CURL_ERROR_SIZE))
        }
        for line in exchange.headerLines {
            guard let appended = formsh_curl_slist_append(headerList, line) else {
                return .failure(.connection(host: exchange.hostLabel, reason: "out of memory"))
            }
            headerList = appended
        }
        let context = Unmanaged.passUnretained(state).toOpaque()
        var setupFailed = false
        func check(_ code: CURLcode) { if code != CURLE_OK { setupFailed = true } }

        check(formsh_curl_set_ptr(handle, CURLOPT_CURLU, UnsafeRawPointer(exchange.url.handle)))
        check(formsh_curl_set_ptr(handle, CURLOPT_PROTOCOLS_STR, "http,https"))
        check(formsh_curl_set_long(handle, CURLOPT_FOLLOWLOCATION, 0))
        check(formsh_curl_set_long(handle, CURLOPT_MAXREDIRS, 0))
        check(formsh_curl_set_long(handle, CURLOPT_NOSIGNAL, 1))
        check(formsh_curl_set_long(handle, CURLOPT_SSL_VERIFYPEER, 1))
        check(formsh_curl_set_long(handle, CURLOPT_SSL_VERIFYHOST, 2))
        // HTTP/1.1 only: over HTTP/2 the body would pass through nghttp2's buffers, which the
        // wiping allocator does not reach.
        check(formsh_curl_set_long(handle, CURLOPT_HTTP_VERSION, Int(CURL_HTTP_VERSION_1_1)))
        check(formsh_curl_set_long(handle, CURLOPT_TIMEOUT_MS, CurlEasy.milliseconds(exchange.timeout)))
        check(formsh_curl_set_long(handle, CURLOPT_CONNECTTIMEOUT_MS, CurlEasy.milliseconds(exchange.connectTimeout)))
        check(formsh_curl_set_off(handle, CURLOPT_MAXFILESIZE_LARGE, curl_off_t(state.bodyLimit)))
        check(formsh_curl_set_long(handle, CURLOPT_SUPPRESS_CONNECT_HEADERS, 1))
        check(formsh_curl_set_ptr(handle, CURLOPT_ERRORBUFFER, errorBuffer))
        if !exchange.allowProxy { check(formsh_curl_set_ptr(handle, CURLOPT_PROXY, "")) }
        if let path = exchange.caCertificatePath { check(formsh_curl_set_ptr(handle, CURLOPT_CAINFO, path)) }
        check(formsh_curl_set_ptr(handle, CURLOPT_HTTPHEADER, headerList))
        check(formsh_curl_set_write(handle, writeCallback))
        check(formsh_curl_set_ptr(handle, CURLOPT_WRITEDATA, context))
        check(formsh_curl_set_header_fn(handle, headerCallback))
        check(formsh_curl_set_ptr(handle, CURLOPT_HEADERDATA, context))
        if state.progress != nil {
            check(formsh_curl_set_long(handle, CURLOPT_NOPROGRESS, 0))
            check(formsh_curl_set_xferinfo(handle, progressCallback))
            check(formsh_curl_set_ptr(handle, CURLOPT_XFERINFODATA, context))
        }
        switch exchange.method {
        case .get:
            check(formsh_curl_set_long(handle, CURLOPT_HTTPGET, 1))
        case .post:
            // libcurl keeps the pointer, it does not copy at this point (COPYPOSTFIELDS would).
            let body = exchange.body ?? UnsafeRawBufferPointer(start: nil, count: 0)
            check(formsh_curl_set_long(handle, CURLOPT_POST, 1))
            check(formsh_curl_set_ptr(handle, CURLOPT_POSTFIELDS, body.baseAddress ?? UnsafeRawPointer(CurlEasy.empty.utf8Start)))
            check(formsh_curl_set_off(handle, CURLOPT_POSTFIELDSIZE_LARGE, curl_off_t(body.count)))
        }
        guard !setupFailed else {
            return .failure(.connection(host: exchange.hostLabel, reason: "libcurl rejected an option (version \(curlVersionString()))"))
        }

        let code = withExtendedLifetime(state) { withExtendedLifetime(exchange.url) { formsh_curl_easy_perform(handle) } }
        if code == CURLE_OK {
            var status = 0
            var seconds = 0.0
            _ = formsh_curl_get_long(handle, CURLINFO_RESPONSE_CODE, &status)
            _ = formsh_curl_get_double(handle, CURLINFO_TOTAL_TIME, &seconds)
            return .success((status, seconds))
        }
        return .failure(error(for: code, exchange: exchange, state: state))
    }

    /// A body for a POST without one: libcurl needs a non-null pointer, or it would read stdin.
    private static let empty: StaticString = ""

    /// Whole milliseconds, at least 1: libcurl reads 0 as "no limit", which a zero or negative
    /// timeout must not become.
    private static func milliseconds(_ seconds: Double) -> Int {
        guard seconds > 0 else { return 1 }
        return max(1, Int(min(seconds * 1000, Double(Int32.max)).rounded(.up)))
    }

    /// Maps a failed transfer to the error the user sees.
    private func error(for code: CURLcode, exchange: CurlExchange, state: CurlTransfer) -> HTTPClientError {
        let host = exchange.hostLabel
        var osErrno = 0
        _ = formsh_curl_get_long(handle, CURLINFO_OS_ERRNO, &osErrno)
        let detail = String(cString: errorBuffer)
        func connection(_ reason: String) -> HTTPClientError { .connection(host: host, reason: reason) }
        func tls(_ reason: String) -> HTTPClientError {
            .tls(host: host, reason: detail.isEmpty ? reason : "\(reason) (\(detail))")
        }
        switch code {
        case CURLE_ABORTED_BY_CALLBACK:
            return state.cancelled ? .cancelled : connection("transfer aborted")
        case CURLE_WRITE_ERROR where state.bodyOverLimit, CURLE_FILESIZE_EXCEEDED:
            return .bodyTooLarge(limit: state.bodyLimit)
        case CURLE_WRITE_ERROR where state.headersOverLimit:
            return .headersTooLarge(limit: state.headerLimit)
        case CURLE_OPERATION_TIMEDOUT:
            var connectTime = 0.0
            _ = formsh_curl_get_double(handle, CURLINFO_CONNECT_TIME, &connectTime)
            let hitConnectLimit = connectTime == 0 && exchange.connectTimeout < exchange.timeout
            return .timeout(host: host, seconds: hitConnectLimit ? exchange.connectTimeout : exchange.timeout)
        case CURLE_COULDNT_RESOLVE_HOST:
            return connection("host not found")
        case CURLE_COULDNT_RESOLVE_PROXY:
            return connection("proxy not found")
        case CURLE_COULDNT_CONNECT:
            switch Int32(osErrno) {
            case ECONNREFUSED: return connection("connection refused")
            case ENETUNREACH: return connection("network unreachable")
            case EHOSTUNREACH: return connection("host unreachable")
            default: return connection("could not connect")
            }
        case CURLE_GOT_NOTHING:
            return connection("server closed the connection without answering")
        case CURLE_SEND_ERROR, CURLE_RECV_ERROR:
            switch Int32(osErrno) {
            case ECONNRESET: return connection("connection reset")
            case EPIPE: return connection("server closed the connection")
            default: return connection(code == CURLE_SEND_ERROR ? "sending failed" : "receiving failed")
            }
        case CURLE_PARTIAL_FILE:
            return connection("connection closed before the whole answer arrived")
        case CURLE_WEIRD_SERVER_REPLY, CURLE_UNSUPPORTED_PROTOCOL, CURLE_BAD_CONTENT_ENCODING, CURLE_HTTP2,
             CURLE_HTTP2_STREAM, CURLE_HTTP3:
            return connection("the answer is not valid HTTP")
        case CURLE_URL_MALFORMAT:
            return .invalidURL(exchange.urlText)
        case CURLE_PEER_FAILED_VERIFICATION:
            return tls("certificate not trusted")
        case CURLE_SSL_CACERT_BADFILE:
            return tls("cannot read the CA file")
        case CURLE_SSL_CONNECT_ERROR, CURLE_SSL_CERTPROBLEM, CURLE_SSL_CIPHER, CURLE_SSL_ENGINE_NOTFOUND,
             CURLE_SSL_ENGINE_SETFAILED, CURLE_SSL_ENGINE_INITFAILED, CURLE_USE_SSL_FAILED, CURLE_SSL_SHUTDOWN_FAILED,
             CURLE_SSL_CRL_BADFILE, CURLE_SSL_ISSUER_ERROR, CURLE_SSL_PINNEDPUBKEYNOTMATCH,
             CURLE_SSL_INVALIDCERTSTATUS, CURLE_SSL_CLIENTCERT:
            return tls("handshake failed")
        default:
            return connection(String(cString: formsh_curl_easy_strerror(code)))
        }
    }
}
