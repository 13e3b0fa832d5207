import FormCore

/// The outcome of parsing the bytes received so far on a connection.
public enum ParseState: Equatable, Sendable {
    /// More bytes are needed.
    case incomplete
    /// A whole request: the head and, in `consumed`, how many bytes it took (head and
    /// body). Bytes after `consumed` belong to the next (pipelined) request.
    case complete(ParsedRequest, consumed: Int)
    /// The request cannot be served: answer `status` with `reason` and close.
    case error(status: Int, reason: String)
}

/// An incremental HTTP/1.1 request parser over bytes (RFC 9112): the request line,
/// header fields, and a body framed by `Content-Length`.
///
/// It is pure: no I/O, no allocation of the body, no state besides how far it has
/// looked. Call `parse` each time more bytes arrive, always with the whole buffer
/// from the start of the request; after `.complete`, drop `consumed` bytes and call
/// `reset()` for the next request. The one-shot `HTTPParser.parse(_:)` suits fuzzing.
///
/// Strict by design (a mock server should show clients their mistakes): lines end
/// with CRLF (a bare CR or LF is 400), no obsolete line folding, no white space before
/// a header's colon, one `Host` for HTTP/1.1, no chunked request bodies (411), no
/// `Transfer-Encoding` with `Content-Length` (400), conflicting `Content-Length`s
/// (400). Limits: the head (request line and headers) ≤ `maxHeaderBytes` (431 past
/// it), the body ≤ `maxBodyBytes` (413 as soon as `Content-Length` says so).
public struct HTTPParser: Sendable {
    public static let defaultMaxHeaderBytes = 64 * 1024
    public static let defaultMaxBodyBytes = 1 << 20
    /// The most header fields one request may carry.
    public static let maxHeaderCount = 256

    public let maxHeaderBytes: Int
    public let maxBodyBytes: Int

    /// Bytes already checked (line endings, the end of the head).
    private var scanned = 0
    /// Where the request line starts, after any leading empty lines (RFC 9112 §2.2).
    private var start = 0
    /// Whether a byte other than CR/LF has been seen.
    private var started = false
    /// Where the line being scanned starts.
    private var lineStart = 0
    /// Whether the request line has been checked.
    private var requestLineChecked = false
    /// Whether the method token has ended (a space came).
    private var methodEnded = false
    /// The head, once complete, while its body is still arriving.
    public private(set) var pendingHead: ParsedRequest?

    public init(
        maxHeaderBytes: Int = HTTPParser.defaultMaxHeaderBytes, maxBodyBytes: Int = HTTPParser.defaultMaxBodyBytes
    ) {
        self.maxHeaderBytes = maxHeaderBytes
        self.maxBodyBytes = maxBodyBytes
    }

    /// Parses one request from the start of `bytes` with the default limits.
    public static func parse(_ bytes: UnsafeRawBufferPointer) -> ParseState {
        var parser = HTTPParser()
        return parser.parse(bytes)
    }

    /// Forgets the request parsed so far (after `.complete` or to start over).
    public mutating func reset() {
        scanned = 0
        start = 0
        started = false
        lineStart = 0
        requestLineChecked = false
        methodEnded = false
        pendingHead = nil
    }

    /// Parses the bytes received so far; `bytes` must begin with the same bytes as on
    /// the previous call (the buffer only grows until the request completes).
    public mutating func parse(_ bytes: UnsafeRawBufferPointer) -> ParseState {
        if let head = pendingHead {
            return bytes.count >= head.body.upperBound ? .complete(head, consumed: head.body.upperBound) : .incomplete
        }
        var headEnd: Int?
        while scanned < bytes.count {
            let i = scanned
            let b = bytes[i]
            if i > 0, bytes[i - 1] == Byte.cr, b != Byte.lf { return .error(status: 400, reason: Reason.bareCR) }
            if b == Byte.lf {
                guard i > 0, bytes[i - 1] == Byte.cr else { return .error(status: 400, reason: Reason.bareLF) }
                if !started {
                    start = i + 1
                } else if lineStart == i - 1 {
                    scanned = i + 1
                    headEnd = i + 1
                    break
                } else if !requestLineChecked {
                    requestLineChecked = true
                    if case .failure(let e) = HTTPParser.requestLine(bytes, start..<(i - 1)) { return e.state }
                }
                lineStart = i + 1
            } else if b != Byte.cr {
                if b == 0 { return .error(status: 400, reason: Reason.nul) }
                if !started {
                    started = true
                    lineStart = i
                }
                // Reject what cannot begin a request line (a TLS hello, binary noise) at once.
                if !methodEnded && !requestLineChecked {
                    if b == Byte.space {
                        methodEnded = true
                    } else if !HTTPParser.isTokenByte(b) {
                        return .error(status: 400, reason: Reason.badMethod)
                    }
                }
            }
            scanned = i + 1
            if scanned > maxHeaderBytes { return .error(status: 431, reason: Reason.headTooLarge(maxHeaderBytes)) }
        }
        guard let end = headEnd else { return .incomplete }
        if end > maxHeaderBytes { return .error(status: 431, reason: Reason.headTooLarge(maxHeaderBytes)) }
        switch head(bytes, end: end) {
        case .failure(let e): return e.state
        case .success(let request):
            if bytes.count >= request.body.upperBound { return .complete(request, consumed: request.body.upperBound) }
            pendingHead = request
            return .incomplete
        }
    }

    // MARK: the head

    struct Failure: Error {
        let status: Int
        let reason: String
        var state: ParseState { .error(status: status, reason: reason) }
    }

    private func head(_ bytes: UnsafeRawBufferPointer, end: Int) -> Result<ParsedRequest, Failure> {
        // Lines from the request line to the last header, each followed by CRLF.
        var lines: [Range<Int>] = []
        var s = start
        var i = start
        while i < end - 2 {
            if bytes[i] == Byte.cr {
                lines.append(s..<i)
                i += 2
                s = i
            } else {
                i += 1
            }
        }
        guard let first = lines.first else { return .failure(Failure(status: 400, reason: Reason.badRequestLine)) }
        let line: RequestLine
        switch HTTPParser.requestLine(bytes, first) {
        case .failure(let e): return .failure(e)
        case .success(let l): line = l
        }
        if lines.count - 1 > HTTPParser.maxHeaderCount {
            return .failure(Failure(status: 431, reason: Reason.tooManyHeaders(HTTPParser.maxHeaderCount)))
        }
        var headers: [HTTPHeaderField] = []
        headers.reserveCapacity(lines.count - 1)
        for range in lines.dropFirst() {
            switch HTTPParser.headerField(bytes, range) {
            case .failure(let e): return .failure(e)
            case .success(let h): headers.append(h)
            }
        }
        let length: Int
        switch framing(headers, minorVersion: line.minorVersion) {
        case .failure(let e): return .failure(e)
        case .success(let n): length = n
        }
        return .success(
            ParsedRequest(
                method: line.method, target: line.target, path: line.path, query: line.query,
                minorVersion: line.minorVersion, headers: headers, body: end..<(end + length)))
    }

    /// Checks `Host`, `Transfer-Encoding`, `Content-Length` and `Expect`; returns the body length.
    private func framing(_ headers: [HTTPHeaderField], minorVersion: Int) -> Result<Int, Failure> {
        func values(_ name: String) -> [String] {
            headers.filter { HTTPParser.equalsIgnoringCase($0.name, name) }.map(\.value)
        }
        let hosts = values("Host")
        if minorVersion >= 1 && hosts.isEmpty { return .failure(Failure(status: 400, reason: Reason.missingHost)) }
        if hosts.count > 1 { return .failure(Failure(status: 400, reason: Reason.duplicateHost)) }
        let lengths = values("Content-Length")
        let encodings = values("Transfer-Encoding")
        if !encodings.isEmpty {
            if !lengths.isEmpty { return .failure(Failure(status: 400, reason: Reason.lengthAndEncoding)) }
            let codings = encodings.flatMap { $0.split(separator: ",") }.map { $0.trimmingSpaces.lowercased() }
            if codings.last == "chunked" { return .failure(Failure(status: 411, reason: Reason.chunked)) }
            return .failure(Failure(status: 501, reason: Reason.unsupportedEncoding))
        }
        var length = 0
        var seen: String?
        for item in lengths.flatMap({ $0.split(separator: ",", omittingEmptySubsequences: false) }) {
            let text = String(item.trimmingSpaces)
            guard !text.isEmpty, text.utf8.allSatisfy({ $0 >= Byte.zero && $0 <= Byte.nine }) else {
                return .failure(Failure(status: 400, reason: Reason.badLength))
            }
            if let previous = seen, previous != text {
                return .failure(Failure(status: 400, reason: Reason.conflictingLengths))
            }
            seen = text
            let digits = text.drop { $0 == "0" }
            guard digits.count <= 12, let n = Int(digits.isEmpty ? "0" : String(digits)), n <= maxBodyBytes else {
                return .failure(Failure(status: 413, reason: Reason.bodyTooLarge(maxBodyBytes)))
            }
            length = n
        }
        if let expect = values("Expect").last, expect.lowercased() != "100-continue" {
            return .failure(Failure(status: 417, reason: Reason.expectation))
        }
        return .success(length)
    }

    struct RequestLine {
        let method: String
        let target: String
        let path: String
        let query: String?
        let minorVersion: Int
    }

    /// `method SP request-target SP HTTP-version`.
    static func requestLine(_ bytes: UnsafeRawBufferPointer, _ range: Range<Int>) -> Result<RequestLine, Failure> {
        let bad = Failure(status: 400, reason: Reason.badRequestLine)
        var spaces: [Int] = []
        for i in range where bytes[i] == Byte.space { spaces.append(i) }
        guard spaces.count == 2 else { return .failure(bad) }
        let methodRange = range.lowerBound..<spaces[0]
        let targetRange = (spaces[0] + 1)..<spaces[1]
        let versionRange = (spaces[1] + 1)..<range.upperBound
        guard !methodRange.isEmpty, methodRange.allSatisfy({ isTokenByte(bytes[$0]) }) else {
            return .failure(Failure(status: 400, reason: Reason.badMethod))
        }
        guard !targetRange.isEmpty,
            targetRange.allSatisfy({ bytes[$0] > 0x20 && bytes[$0] < 0x7F && bytes[$0] != Byte.hash })
        else {
            return .failure(Failure(status: 400, reason: Reason.badTarget))
        }
        let v = versionRange
        guard v.count == 8, text(bytes, v.lowerBound..<(v.lowerBound + 5)) == "HTTP/", isDigit(bytes[v.lowerBound + 5]),
            bytes[v.lowerBound + 6] == Byte.dot, isDigit(bytes[v.lowerBound + 7])
        else {
            return .failure(Failure(status: 400, reason: Reason.badVersion))
        }
        guard bytes[v.lowerBound + 5] == Byte.one else {
            return .failure(Failure(status: 505, reason: Reason.unsupportedVersion))
        }
        let method = text(bytes, methodRange)
        let target = text(bytes, targetRange)
        let minor = Int(bytes[v.lowerBound + 7] - Byte.zero)
        let (rawPath, query): (Substring, String?)
        if target == "*" {
            guard method == "OPTIONS" else { return .failure(Failure(status: 400, reason: Reason.badTarget)) }
            return .success(RequestLine(method: method, target: target, path: "*", query: nil, minorVersion: minor))
        } else if target.hasPrefix("/") {
            (rawPath, query) = splitQuery(target[...])
        } else if let schemeEnd = target.firstRange(of: "://"),
            ["http", "https"].contains(target[..<schemeEnd.lowerBound].lowercased())
        {
            let rest = target[schemeEnd.upperBound...]
            guard let slash = rest.firstIndex(where: { $0 == "/" || $0 == "?" }) else {
                return .success(RequestLine(method: method, target: target, path: "/", query: nil, minorVersion: minor))
            }
            let (p, q) = splitQuery(rest[slash...])
            (rawPath, query) = (p.isEmpty ? "/" : p, q)
        } else {
            return .failure(Failure(status: 400, reason: Reason.badTarget))
        }
        guard let path = PercentDecoding.decode(rawPath, refusingNUL: true) else {
            return .failure(Failure(status: 400, reason: Reason.badEncoding))
        }
        return .success(RequestLine(method: method, target: target, path: path, query: query, minorVersion: minor))
    }

    /// `field-name ":" OWS field-value OWS`.
    static func headerField(_ bytes: UnsafeRawBufferPointer, _ range: Range<Int>) -> Result<HTTPHeaderField, Failure> {
        guard let first = range.first else { return .failure(Failure(status: 400, reason: Reason.badHeader)) }
        if bytes[first] == Byte.space || bytes[first] == Byte.tab {
            return .failure(Failure(status: 400, reason: Reason.folding))
        }
        guard let colon = range.first(where: { bytes[$0] == Byte.colon }), colon > first,
            (first..<colon).allSatisfy({ isTokenByte(bytes[$0]) })
        else {
            return .failure(Failure(status: 400, reason: Reason.badHeader))
        }
        var lo = colon + 1
        var hi = range.upperBound
        while lo < hi, bytes[lo] == Byte.space || bytes[lo] == Byte.tab { lo += 1 }
        while hi > lo, bytes[hi - 1] == Byte.space || bytes[hi - 1] == Byte.tab { hi -= 1 }
        let name = text(bytes, first..<colon)
        for i in lo..<hi {
            let b = bytes[i]
            guard b == Byte.tab || b >= 0x20 && b != 0x7F else {
                return .failure(Failure(status: 400, reason: Reason.badHeaderValue(name)))
            }
        }
        return .success(HTTPHeaderField(name: name, value: text(bytes, lo..<hi)))
    }

    // MARK: helpers

    static func splitQuery(_ s: Substring) -> (Substring, String?) {
        guard let q = s.firstIndex(of: "?") else { return (s, nil) }
        return (s[..<q], String(s[s.index(after: q)...]))
    }

    /// `tchar` of RFC 9110 §5.6.2.
    static func isTokenByte(_ b: UInt8) -> Bool {
        switch b {
        case Byte.zero...Byte.nine, UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"):
            return true
        default: return "!#$%&'*+-.^_`|~".utf8.contains(b)
        }
    }

    static func isDigit(_ b: UInt8) -> Bool { b >= Byte.zero && b <= Byte.nine }

    static func text(_ bytes: UnsafeRawBufferPointer, _ range: Range<Int>) -> String {
        String(decoding: UnsafeRawBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    /// ASCII case-insensitive comparison (header names).
    public static func equalsIgnoringCase(_ a: String, _ b: String) -> Bool {
        guard a.utf8.count == b.utf8.count else { return false }
        return zip(a.utf8, b.utf8).allSatisfy { x, y in
            x == y || (x | 0x20) == (y | 0x20) && (x | 0x20) >= UInt8(ascii: "a") && (x | 0x20) <= UInt8(ascii: "z")
        }
    }

    enum Byte {
        static let cr: UInt8 = 0x0D
        static let lf: UInt8 = 0x0A
        static let space: UInt8 = 0x20
        static let tab: UInt8 = 0x09
        static let colon = UInt8(ascii: ":")
        static let dot = UInt8(ascii: ".")
        static let hash = UInt8(ascii: "#")
        static let percent = UInt8(ascii: "%")
        static let zero = UInt8(ascii: "0")
        static let one = UInt8(ascii: "1")
        static let nine = UInt8(ascii: "9")
    }

    /// The parser's reasons, in one place (tests assert them).
    public enum Reason {
        public static let bareLF = "bare LF in the request head (lines end with CRLF)"
        public static let bareCR = "bare CR in the request head (lines end with CRLF)"
        public static let nul = "NUL byte in the request head"
        public static let badRequestLine = "malformed request line (expected METHOD SP TARGET SP HTTP/1.1)"
        public static let badMethod = "invalid method"
        public static let badTarget = "invalid request target"
        public static let badEncoding = "invalid percent-encoding in the path"
        public static let badVersion = "malformed HTTP version"
        public static let unsupportedVersion = "HTTP version not supported (only HTTP/1.x)"
        public static let badHeader = "malformed header field"
        public static let folding = "obsolete line folding in a header field"
        public static func badHeaderValue(_ name: String) -> String { "invalid character in the value of \(name)" }
        public static let missingHost = "missing Host header (required in HTTP/1.1)"
        public static let duplicateHost = "more than one Host header"
        public static let lengthAndEncoding = "both Transfer-Encoding and Content-Length"
        public static let chunked = "chunked request bodies are not accepted; send Content-Length"
        public static let unsupportedEncoding = "unsupported Transfer-Encoding"
        public static let badLength = "invalid Content-Length"
        public static let conflictingLengths = "conflicting Content-Length values"
        public static let expectation = "unsupported expectation (only 100-continue)"
        public static func headTooLarge(_ limit: Int) -> String { "request head larger than \(limit / 1024) KiB" }
        public static func tooManyHeaders(_ limit: Int) -> String { "more than \(limit) header fields" }
        public static func bodyTooLarge(_ limit: Int) -> String { "request body larger than \(limit) bytes" }
    }
}
