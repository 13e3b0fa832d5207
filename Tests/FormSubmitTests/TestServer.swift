import Foundation
import Glibc

/// A request as the test server read it.
struct ReceivedRequest: Sendable {
    var requestLine: String
    var headers: [(name: String, value: String)]
    var body: [UInt8]

    /// Values of every header named `name` (case-insensitive), in order.
    func values(_ name: String) -> [String] {
        headers.filter { $0.name.lowercased() == name.lowercased() }.map(\.value)
    }
}

/// What the server does with the next request.
enum ServerAction: Sendable {
    /// Writes the bytes; closes the connection unless `keepAlive`.
    case respond([UInt8], keepAlive: Bool = false)
    /// Writes `head`, then `body` one byte at a time with a short pause between bytes, then closes.
    case trickle(head: [UInt8], body: [UInt8])
    /// Closes without answering.
    case close
    /// Closes with a TCP reset (SO_LINGER 0).
    case reset
    /// Never answers; waits until the client goes away or the server stops.
    case hang
    /// Does not wait for an HTTP request: reads whatever arrives once, writes the bytes, closes
    /// (for a TLS client talking to a plain server).
    case raw([UInt8])

    static func http(_ status: String, headers: [String] = [], body: String = "", keepAlive: Bool = false)
        -> ServerAction
    {
        var head = "HTTP/1.1 \(status)\r\n"
        for header in headers { head += header + "\r\n" }
        head += "Content-Length: \(body.utf8.count)\r\n"
        if !keepAlive { head += "Connection: close\r\n" }
        return .respond(Array((head + "\r\n" + body).utf8), keepAlive: keepAlive)
    }
}

/// A raw-socket HTTP/1.1 server on 127.0.0.1 with an ephemeral port, for testing the client
/// against real sockets. It answers requests with the scripted actions, in order, on one
/// thread; every wait is bounded.
final class TestServer: @unchecked Sendable {
    let port: Int
    private let listener: Int32
    private let lock = NSLock()
    private var actions: [ServerAction]
    private var received: [ReceivedRequest] = []
    private var accepted = 0
    private var stopping = false
    private let finished = DispatchSemaphore(value: 0)
    /// Called with each request body in place, before the server zeroes its buffer.
    private let inspectBody: (@Sendable (UnsafeRawBufferPointer) -> Void)?
    private let recordBodies: Bool

    /// Starts a server that runs `actions` for the requests it gets.
    /// - Parameters:
    ///   - recordBodies: false to keep no copy of any request body (for memory tests).
    ///   - inspectBody: sees each body where it was received.
    init(
        _ actions: [ServerAction], recordBodies: Bool = true,
        inspectBody: (@Sendable (UnsafeRawBufferPointer) -> Void)? = nil
    ) throws {
        self.actions = actions
        self.recordBodies = recordBodies
        self.inspectBody = inspectBody
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw TestServerError.socket(errno) }
        var one: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0, listen(fd, 16) == 0 else {
            close(fd)
            throw TestServerError.socket(errno)
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        listener = fd
        port = Int(UInt16(bigEndian: address.sin_port))
        let thread = Thread { [self] in
            serve()
            finished.signal()
        }
        thread.start()
    }

    /// `http://127.0.0.1:PORT` + path.
    func url(_ path: String = "/") -> String { "http://127.0.0.1:\(port)\(path)" }

    /// The requests read so far.
    var requests: [ReceivedRequest] { lock.withLock { received } }
    /// The connections accepted so far.
    var connectionCount: Int { lock.withLock { accepted } }

    /// Stops serving and waits (bounded) for the server thread to end.
    func stop() {
        lock.withLock { stopping = true }
        _ = finished.wait(timeout: .now() + 10)
        close(listener)
    }

    deinit {
        if !lock.withLock({ stopping }) { stop() }
    }

    /// A port on 127.0.0.1 where nothing listens.
    static func closedPort() throws -> Int {
        let server = try TestServer([])
        let port = server.port
        server.stop()
        return port
    }

    private var isStopping: Bool { lock.withLock { stopping } }

    private func serve() {
        while !isStopping {
            var poller = pollfd(fd: listener, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 50) > 0 else { continue }
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else { continue }
            lock.withLock { accepted += 1 }
            var timeout = timeval(tv_sec: 10, tv_usec: 0)
            setsockopt(connection, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
            handle(connection)
        }
    }

    private func nextAction() -> ServerAction? {
        lock.withLock { actions.isEmpty ? nil : actions.removeFirst() }
    }

    /// Serves the requests of one connection, then closes it.
    private func handle(_ connection: Int32) {
        defer { close(connection) }
        while let action = nextAction() {
            if case .raw(let bytes) = action {
                var scratch = [UInt8](repeating: 0, count: 4096)
                _ = recv(connection, &scratch, scratch.count, 0)
                write(bytes, to: connection)
                return
            }
            guard readRequest(from: connection) else { return }
            switch action {
            case .respond(let bytes, let keepAlive):
                write(bytes, to: connection)
                if !keepAlive { return }
            case .trickle(let head, let body):
                write(head, to: connection)
                for byte in body {
                    usleep(2_000)
                    write([byte], to: connection)
                }
                return
            case .close:
                return
            case .reset:
                var linger = Glibc.linger(l_onoff: 1, l_linger: 0)
                setsockopt(connection, SOL_SOCKET, SO_LINGER, &linger, socklen_t(MemoryLayout<Glibc.linger>.size))
                return
            case .hang:
                waitForPeerToLeave(connection)
                return
            case .raw:
                return
            }
        }
    }

    private func waitForPeerToLeave(_ connection: Int32) {
        var scratch = [UInt8](repeating: 0, count: 1024)
        while !isStopping {
            var poller = pollfd(fd: connection, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 50) > 0 else { continue }
            if recv(connection, &scratch, scratch.count, Int32(MSG_DONTWAIT)) <= 0 { return }
        }
    }

    /// Reads one request (headers and a Content-Length body) into a buffer that is zeroed
    /// before it is freed; false when the connection ends first.
    private func readRequest(from connection: Int32) -> Bool {
        let capacity = 4 << 20
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: capacity, alignment: 1)
        defer {
            buffer.initializeMemory(as: UInt8.self, repeating: 0)
            buffer.deallocate()
        }
        var count = 0
        var headerEnd: Int?
        var contentLength = 0
        while true {
            if let end = headerEnd, count >= end + contentLength { break }
            guard count < capacity else { return false }
            let n = recv(connection, buffer.baseAddress! + count, capacity - count, 0)
            guard n > 0 else { return false }
            count += n
            if headerEnd == nil,
                let end = TestServer.find([13, 10, 13, 10], in: UnsafeRawBufferPointer(rebasing: buffer[0..<count]))
            {
                headerEnd = end + 4
                let head = String(decoding: UnsafeRawBufferPointer(rebasing: buffer[0..<end]), as: UTF8.self)
                let request = TestServer.parseHead(head)
                contentLength = request.values("Content-Length").first.flatMap { Int($0) } ?? 0
                lock.withLock { received.append(request) }
            }
        }
        guard let end = headerEnd else { return false }
        let body = UnsafeRawBufferPointer(rebasing: buffer[end..<(end + contentLength)])
        inspectBody?(body)
        if recordBodies {
            lock.withLock { received[received.count - 1].body = Array(body) }
        }
        return true
    }

    private func write(_ bytes: [UInt8], to connection: Int32) {
        var offset = 0
        while offset < bytes.count {
            let n = bytes[offset...].withUnsafeBytes { send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard n > 0 else { return }
            offset += n
        }
    }

    static func find(_ needle: [UInt8], in haystack: UnsafeRawBufferPointer) -> Int? {
        guard haystack.count >= needle.count else { return nil }
        for start in 0...(haystack.count - needle.count)
        where needle.indices.allSatisfy({ haystack[start + $0] == needle[$0] }) {
            return start
        }
        return nil
    }

    static func parseHead(_ head: String) -> ReceivedRequest {
        let lines = head.components(separatedBy: "\r\n")
        var headers: [(name: String, value: String)] = []
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers.append(
                (String(line[..<colon]), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)))
        }
        return ReceivedRequest(requestLine: lines.first ?? "", headers: headers, body: [])
    }
}

enum TestServerError: Error {
    case socket(Int32)
}
