/// One header line of a request, as received (the name keeps its case).
public struct HTTPHeaderField: Equatable, Sendable {
    public let name: String
    public let value: String

    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }
}

/// A request head read by `HTTPParser`, with where its body lies in the parsed bytes.
///
/// The body is not copied: `body` is a range of offsets into the buffer that was
/// parsed, so the caller validates it in place and zeroes that buffer afterwards.
/// (Named `ParsedRequest`, not `HTTPRequest`, because FormSubmit exports an
/// `HTTPRequest` and modules import both.)
public struct ParsedRequest: Equatable, Sendable {
    /// The method token, case preserved (`POST`).
    public let method: String
    /// The request target exactly as sent (`/api/v1/x?debug=1`).
    public let target: String
    /// The target's path, percent-decoded, without the query (`/api/v1/x`).
    public let path: String
    /// The query after `?`, still encoded, or nil.
    public let query: String?
    /// The minor version: 1 for HTTP/1.1, 0 for HTTP/1.0.
    public let minorVersion: Int
    /// Header fields in the order received.
    public let headers: [HTTPHeaderField]
    /// Offsets of the body in the parsed bytes (empty when there is none).
    public let body: Range<Int>

    public init(
        method: String, target: String, path: String, query: String?, minorVersion: Int,
        headers: [HTTPHeaderField], body: Range<Int>
    ) {
        self.method = method
        self.target = target
        self.path = path
        self.query = query
        self.minorVersion = minorVersion
        self.headers = headers
        self.body = body
    }

    /// The first value of a header (names compare case-insensitively), or nil.
    public func header(_ name: String) -> String? {
        headers.first { HTTPParser.equalsIgnoringCase($0.name, name) }?.value
    }

    /// Every value of a header, in order.
    public func headerValues(_ name: String) -> [String] {
        headers.filter { HTTPParser.equalsIgnoringCase($0.name, name) }.map(\.value)
    }

    /// Whether the connection stays open after the answer: HTTP/1.1 unless
    /// `Connection: close`; HTTP/1.0 only with `Connection: keep-alive`.
    public var keepAlive: Bool {
        let tokens = headerValues("Connection").flatMap { $0.split(separator: ",") }
            .map { $0.trimmingSpaces.lowercased() }
        if tokens.contains("close") { return false }
        return minorVersion >= 1 || tokens.contains("keep-alive")
    }

    /// Whether the client waits for `100 Continue` before sending the body.
    public var expectsContinue: Bool {
        header("Expect").map { $0.lowercased() == "100-continue" } ?? false
    }
}

extension Substring {
    var trimmingSpaces: Substring {
        var s = self
        while let f = s.first, f == " " || f == "\t" { s.removeFirst() }
        while let l = s.last, l == " " || l == "\t" { s.removeLast() }
        return s
    }
}
