import FormCore

/// An answer the mock writes: status, headers and body bytes (never request bytes).
struct MockResponse: Sendable {
    var status: Int
    var headers: [HTTPHeaderField]
    var body: [UInt8]

    init(status: Int, contentType: String? = nil, headers: [HTTPHeaderField] = [], body: [UInt8] = []) {
        self.status = status
        self.headers = (contentType.map { [HTTPHeaderField(name: "Content-Type", value: $0)] } ?? []) + headers
        self.body = body
    }

    /// A JSON answer.
    static func json(_ status: Int, _ value: JSONValue, headers: [HTTPHeaderField] = []) -> MockResponse {
        var out: [UInt8] = []
        JSONWriter.write(value, into: &out)
        return MockResponse(status: status, contentType: "application/json", headers: headers, body: out)
    }

    /// `{"error": message}` with a status.
    static func error(_ status: Int, _ message: String, headers: [HTTPHeaderField] = []) -> MockResponse {
        json(status, .object(JSONObject([("error", .string(message))])), headers: headers)
    }

    /// Whether a status may carry a body (not 1xx, 204, 304).
    static func allowsBody(_ status: Int) -> Bool { status >= 200 && status != 204 && status != 304 }

    /// The bytes on the wire.
    /// - Parameters:
    ///   - keepAlive: false adds `Connection: close`.
    ///   - http10: the client spoke HTTP/1.0 (a kept connection says `keep-alive`).
    ///   - headOnly: an answer to HEAD: the headers of the full answer, no body.
    func serialized(keepAlive: Bool, http10: Bool = false, headOnly: Bool = false) -> [UInt8] {
        var head = "HTTP/1.1 \(status) \(MockResponse.reason(status))\r\n"
        let withBody = MockResponse.allowsBody(status)
        for h in headers where withBody || !HTTPParser.equalsIgnoringCase(h.name, "Content-Type") {
            head += "\(h.name): \(h.value)\r\n"
        }
        if withBody { head += "Content-Length: \(body.count)\r\n" }
        if !keepAlive {
            head += "Connection: close\r\n"
        } else if http10 {
            head += "Connection: keep-alive\r\n"
        }
        head += "\r\n"
        var out = Array(head.utf8)
        if withBody && !headOnly { out.append(contentsOf: body) }
        return out
    }

    /// The reason phrase of a status.
    static func reason(_ status: Int) -> String {
        switch status {
        case 100: return "Continue"
        case 200: return "OK"
        case 201: return "Created"
        case 202: return "Accepted"
        case 204: return "No Content"
        case 301: return "Moved Permanently"
        case 302: return "Found"
        case 303: return "See Other"
        case 304: return "Not Modified"
        case 307: return "Temporary Redirect"
        case 308: return "Permanent Redirect"
        case 400: return "Bad Request"
        case 401: return "Unauthorized"
        case 403: return "Forbidden"
        case 404: return "Not Found"
        case 405: return "Method Not Allowed"
        case 408: return "Request Timeout"
        case 409: return "Conflict"
        case 411: return "Length Required"
        case 413: return "Content Too Large"
        case 415: return "Unsupported Media Type"
        case 417: return "Expectation Failed"
        case 422: return "Unprocessable Content"
        case 429: return "Too Many Requests"
        case 431: return "Request Header Fields Too Large"
        case 500: return "Internal Server Error"
        case 501: return "Not Implemented"
        case 502: return "Bad Gateway"
        case 503: return "Service Unavailable"
        case 504: return "Gateway Timeout"
        case 505: return "HTTP Version Not Supported"
        default:
            switch status / 100 {
            case 2: return "Success"
            case 3: return "Redirection"
            case 4: return "Client Error"
            default: return "Server Error"
            }
        }
    }
}
