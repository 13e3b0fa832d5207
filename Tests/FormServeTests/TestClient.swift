import Foundation
import Glibc

@testable import FormServe

/// A tiny blocking HTTP/1.1 client over a Glibc socket to 127.0.0.1, for driving the
/// mock with exact bytes (malformed, stalled, pipelined) as well as ordinary requests.
final class TestClient: @unchecked Sendable {
    let fd: Int32
    private var pending: [UInt8] = []

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Connects; every read waits at most `timeout` seconds.
    init(port: Int, timeout: Double = 10) throws {
        fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw Failure(description: "socket: \(errno)") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port)).bigEndian
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        let r = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard r == 0 else {
            let e = errno
            close(fd)
            throw Failure(description: "connect: \(String(cString: strerror(e)))")
        }
        var tv = timeval(tv_sec: Int(timeout), tv_usec: Int((timeout - Double(Int(timeout))) * 1_000_000))
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, socklen_t(MemoryLayout<timeval>.size))
    }

    deinit { close(fd) }

    /// Sends bytes; false when the server has closed (errors are not thrown: a test
    /// that sends a large body to a server that refused it early still reads the answer).
    @discardableResult
    func send(_ bytes: [UInt8]) -> Bool { Native.sendAll(fd, bytes) }

    @discardableResult
    func send(_ text: String) -> Bool { send(Array(text.utf8)) }

    /// Reads one response (skipping `100 Continue`).
    func readResponse(headOnly: Bool = false) throws -> TestResponse {
        while true {
            let response = try readOne(headOnly: headOnly)
            if response.status != 100 { return response }
        }
    }

    private func readOne(headOnly: Bool) throws -> TestResponse {
        var headEnd: Int?
        while true {
            if let r = find([13, 10, 13, 10], in: pending) {
                headEnd = r
                break
            }
            guard try fill() else {
                throw Failure(description: "connection closed before a response head (\(pending.count) bytes)")
            }
        }
        let end = headEnd! + 4
        let head = String(decoding: pending[..<headEnd!], as: UTF8.self)
        var lines = head.components(separatedBy: "\r\n")
        let statusLine = lines.removeFirst()
        let parts = statusLine.split(separator: " ", maxSplits: 2)
        guard parts.count >= 2, parts[0].hasPrefix("HTTP/1."), let status = Int(parts[1]) else {
            throw Failure(description: "bad status line: \(statusLine)")
        }
        var headers: [(String, String)] = []
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers.append(
                (String(line[..<colon]), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)))
        }
        pending.removeFirst(end)
        var response = TestResponse(status: status, headers: headers, body: [])
        if status == 100 || headOnly { return response }
        let length = response.header("Content-Length").flatMap { Int($0) } ?? 0
        while pending.count < length {
            guard try fill() else { throw Failure(description: "connection closed inside a body") }
        }
        response.body = Array(pending[..<length])
        pending.removeFirst(length)
        return response
    }

    /// Whether the server closes the connection (end of stream) within the read timeout.
    func isClosedByServer() -> Bool {
        pending.removeAll()
        var scratch = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = recv(fd, &scratch, scratch.count, 0)
            if n == 0 { return true }
            if n < 0 { return errno == ECONNRESET }
        }
    }

    /// Reads more bytes; false at end of stream.
    private func fill() throws -> Bool {
        var scratch = [UInt8](repeating: 0, count: 65_536)
        while true {
            let n = recv(fd, &scratch, scratch.count, 0)
            if n > 0 {
                pending.append(contentsOf: scratch[..<n])
                return true
            }
            if n == 0 { return false }
            if errno == EINTR { continue }
            if errno == ECONNRESET { return false }
            throw Failure(description: "recv: \(String(cString: strerror(errno)))")
        }
    }

    private func find(_ needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard haystack.count >= needle.count else { return nil }
        for i in 0...(haystack.count - needle.count) where haystack[i] == needle[0] {
            if Array(haystack[i..<(i + needle.count)]) == needle { return i }
        }
        return nil
    }

    /// One request's bytes.
    static func request(_ method: String, _ target: String, body: String? = nil, headers: [String] = []) -> [UInt8] {
        var head = "\(method) \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\n"
        for h in headers { head += h + "\r\n" }
        if let body { head += "Content-Type: application/json\r\nContent-Length: \(body.utf8.count)\r\n" }
        return Array((head + "\r\n" + (body ?? "")).utf8)
    }

    /// Sends a request on this connection and reads the answer.
    func exchange(_ method: String, _ target: String, body: String? = nil, headers: [String] = []) throws
        -> TestResponse
    {
        send(TestClient.request(method, target, body: body, headers: headers))
        return try readResponse(headOnly: method == "HEAD")
    }

    /// One request on a fresh connection.
    static func exchange(port: Int, _ method: String, _ target: String, body: String? = nil, headers: [String] = [])
        throws -> TestResponse
    {
        try TestClient(port: port).exchange(method, target, body: body, headers: headers)
    }
}

/// A response as the test client read it.
struct TestResponse {
    var status: Int
    var headers: [(String, String)]
    var body: [UInt8]

    var text: String { String(decoding: body, as: UTF8.self) }

    func header(_ name: String) -> String? {
        headers.first { $0.0.lowercased() == name.lowercased() }?.1
    }
}
