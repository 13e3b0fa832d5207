import CCurl
import FormCore
import Glibc

// The one file of FormSubmit that calls C: libcurl, through CCurl's shim. Everything here
// is internal; no C type leaves it. What a failure means to the user is Curl.swift's.

/// libcurl opened (it is loaded at the first use, not at start-up) and its process-wide
/// set-up done, with the wiping allocator of `shim.h`. Swift initialises globals lazily and
/// exactly once, under a lock, so this is the thread-safe lazy init.
private let curlReady: Bool = formsh_curl_open() == 0 && formsh_curl_global_init_wiping() == CURLE_OK

/// Opens libcurl and runs its global set-up if that has not happened yet; false if it failed.
private func ensureCurlGlobalInit() -> Bool { curlReady }

/// The version of the libcurl in use, e.g. `7.88.1`.
func curlVersionString() -> String {
    guard ensureCurlGlobalInit(), let info = formsh_curl_version_info(), let version = info.pointee.version else {
        return "unknown"
    }
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

/// Why a transfer failed, in libcurl's terms: its result code sorted into what formsh
/// tells apart, with what libcurl knew about it.
struct CurlFailure: Error, Equatable {
    enum Kind: Equatable {
        /// An option was refused, or the header list could not be built.
        case setup, outOfMemory
        case abortedByCallback, writeError, fileSizeExceeded, timedOut
        case hostNotFound, proxyNotFound, couldNotConnect, gotNothing, sendFailed, receiveFailed, partialFile
        /// Not an HTTP/1.1 answer formsh can read.
        case notHTTP
        case malformedURL
        case certificateNotTrusted, caFileUnreadable, tlsHandshake
        case other
    }

    /// The system error behind a connection failure (`CURLINFO_OS_ERRNO`).
    enum SystemError: Equatable {
        case connectionRefused, networkUnreachable, hostUnreachable, connectionReset, brokenPipe, other
    }

    let kind: Kind
    let systemError: SystemError
    /// libcurl's own words on this failure (its error buffer), possibly empty.
    let detail: String
    /// libcurl's name for the result code (`curl_easy_strerror`).
    let codeText: String
    /// Seconds until the connection was made; 0 when it never was.
    let connectSeconds: Double
}

/// The state one transfer's callbacks reach, passed to libcurl as an opaque pointer.
private func transfer(_ context: UnsafeMutableRawPointer?) -> CurlTransfer? {
    context.map { Unmanaged<CurlTransfer>.fromOpaque($0).takeUnretainedValue() }
}

private func writeCallback(
    _ data: UnsafeMutablePointer<CChar>?, _ size: Int, _ count: Int,
    _ context: UnsafeMutableRawPointer?
) -> Int {
    guard let state = transfer(context) else { return 0 }
    let bytes = UnsafeRawBufferPointer(start: data, count: data == nil ? 0 : size * count)
    return state.receiveBody(bytes) ? size * count : 0
}

private func headerCallback(
    _ data: UnsafeMutablePointer<CChar>?, _ size: Int, _ count: Int,
    _ context: UnsafeMutableRawPointer?
) -> Int {
    guard let state = transfer(context) else { return 0 }
    let bytes = UnsafeRawBufferPointer(start: data, count: data == nil ? 0 : size * count)
    return state.receiveHeader(bytes) ? size * count : 0
}

private func progressCallback(
    _ context: UnsafeMutableRawPointer?, _ downloadTotal: curl_off_t, _ downloaded: curl_off_t,
    _ uploadTotal: curl_off_t, _ uploaded: curl_off_t
) -> Int32 {
    guard let state = transfer(context) else { return 1 }
    return state.shouldContinue() ? 0 : 1
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
    func transfer(_ exchange: CurlExchange, state: CurlTransfer) -> Result<(status: Int, seconds: Double), CurlFailure>
    {
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
                return .failure(failure(.outOfMemory))
            }
            headerList = appended
        }
        guard setOptions(exchange, state: state, headers: headerList) else { return .failure(failure(.setup)) }
        let code = withExtendedLifetime(state) {
            withExtendedLifetime(exchange.url) { formsh_curl_easy_perform(handle) }
        }
        guard code == CURLE_OK else { return .failure(failure(CurlEasy.kind(of: code), code: code)) }
        var status = 0
        var seconds = 0.0
        _ = formsh_curl_get_long(handle, CURLINFO_RESPONSE_CODE, &status)
        _ = formsh_curl_get_double(handle, CURLINFO_TOTAL_TIME, &seconds)
        return .success((status, seconds))
    }

    /// Sets the handle up for one exchange (docs/contract.md, "Submission": no redirects, TLS verified, HTTP/1.1,
    /// the limits); false when libcurl refused an option.
    private func setOptions(_ exchange: CurlExchange, state: CurlTransfer, headers: UnsafeMutablePointer<curl_slist>?)
        -> Bool
    {
        let context = Unmanaged.passUnretained(state).toOpaque()
        var ok = true
        func check(_ code: CURLcode) { if code != CURLE_OK { ok = false } }
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
        check(formsh_curl_set_long(handle, CURLOPT_TIMEOUT_MS, exchange.timeoutMilliseconds))
        check(formsh_curl_set_long(handle, CURLOPT_CONNECTTIMEOUT_MS, exchange.connectTimeoutMilliseconds))
        check(formsh_curl_set_off(handle, CURLOPT_MAXFILESIZE_LARGE, curl_off_t(state.bodyLimit)))
        check(formsh_curl_set_long(handle, CURLOPT_SUPPRESS_CONNECT_HEADERS, 1))
        check(formsh_curl_set_ptr(handle, CURLOPT_ERRORBUFFER, errorBuffer))
        if !exchange.allowProxy { check(formsh_curl_set_ptr(handle, CURLOPT_PROXY, "")) }
        if let path = exchange.caCertificatePath { check(formsh_curl_set_ptr(handle, CURLOPT_CAINFO, path)) }
        check(formsh_curl_set_ptr(handle, CURLOPT_HTTPHEADER, headers))
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
            // A fresh connection for every POST (docs/contract.md, "Submission"): libcurl re-sends a request on its
            // own when a reused connection turns out closed before any answer, and a payload
            // must never go twice unasked. A dropped connection is then `No connection…`,
            // and the user's :submit retries with the same Idempotency-Key.
            check(formsh_curl_set_long(handle, CURLOPT_FRESH_CONNECT, 1))
            check(
                formsh_curl_set_ptr(
                    handle, CURLOPT_POSTFIELDS, body.baseAddress ?? UnsafeRawPointer(CurlEasy.empty.utf8Start)))
            check(formsh_curl_set_off(handle, CURLOPT_POSTFIELDSIZE_LARGE, curl_off_t(body.count)))
        }
        return ok
    }

    /// A body for a POST without one: libcurl needs a non-null pointer, or it would read stdin.
    private static let empty: StaticString = ""

    /// A failure with what the handle knows about it, read before the handle is reset.
    private func failure(_ kind: CurlFailure.Kind, code: CURLcode = CURLE_OK) -> CurlFailure {
        var osErrno = 0
        var connectSeconds = 0.0
        _ = formsh_curl_get_long(handle, CURLINFO_OS_ERRNO, &osErrno)
        _ = formsh_curl_get_double(handle, CURLINFO_CONNECT_TIME, &connectSeconds)
        let systemError: CurlFailure.SystemError
        switch Int32(osErrno) {
        case ECONNREFUSED: systemError = .connectionRefused
        case ENETUNREACH: systemError = .networkUnreachable
        case EHOSTUNREACH: systemError = .hostUnreachable
        case ECONNRESET: systemError = .connectionReset
        case EPIPE: systemError = .brokenPipe
        default: systemError = .other
        }
        return CurlFailure(
            kind: kind, systemError: systemError, detail: String(cString: errorBuffer),
            codeText: String(cString: formsh_curl_easy_strerror(code)), connectSeconds: connectSeconds)
    }

    /// libcurl's result codes, sorted.
    private static func kind(of code: CURLcode) -> CurlFailure.Kind {
        switch code {
        case CURLE_ABORTED_BY_CALLBACK: return .abortedByCallback
        case CURLE_WRITE_ERROR: return .writeError
        case CURLE_FILESIZE_EXCEEDED: return .fileSizeExceeded
        case CURLE_OPERATION_TIMEDOUT: return .timedOut
        case CURLE_COULDNT_RESOLVE_HOST: return .hostNotFound
        case CURLE_COULDNT_RESOLVE_PROXY: return .proxyNotFound
        case CURLE_COULDNT_CONNECT: return .couldNotConnect
        case CURLE_GOT_NOTHING: return .gotNothing
        case CURLE_SEND_ERROR: return .sendFailed
        case CURLE_RECV_ERROR: return .receiveFailed
        case CURLE_PARTIAL_FILE: return .partialFile
        case CURLE_WEIRD_SERVER_REPLY, CURLE_UNSUPPORTED_PROTOCOL, CURLE_BAD_CONTENT_ENCODING, CURLE_HTTP2,
            CURLE_HTTP2_STREAM, CURLE_HTTP3:
            return .notHTTP
        case CURLE_URL_MALFORMAT: return .malformedURL
        case CURLE_PEER_FAILED_VERIFICATION: return .certificateNotTrusted
        case CURLE_SSL_CACERT_BADFILE: return .caFileUnreadable
        case CURLE_SSL_CONNECT_ERROR, CURLE_SSL_CERTPROBLEM, CURLE_SSL_CIPHER, CURLE_SSL_ENGINE_NOTFOUND,
            CURLE_SSL_ENGINE_SETFAILED, CURLE_SSL_ENGINE_INITFAILED, CURLE_USE_SSL_FAILED, CURLE_SSL_SHUTDOWN_FAILED,
            CURLE_SSL_CRL_BADFILE, CURLE_SSL_ISSUER_ERROR, CURLE_SSL_PINNEDPUBKEYNOTMATCH,
            CURLE_SSL_INVALIDCERTSTATUS, CURLE_SSL_CLIENTCERT:
            return .tlsHandshake
        default: return .other
        }
    }
}
