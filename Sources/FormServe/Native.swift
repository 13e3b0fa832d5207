import Glibc

/// FormServe's calls into the C library — loopback TCP sockets, the stop pipe, zeroing —
/// as typed Swift functions; no other file of the module imports Glibc.
enum Native {
    enum Wait { case readable, timeout, stopped }

    /// What `accept(2)` gave.
    enum Accepted {
        case connection(Int32)
        /// The process or the system has no descriptor left: worth a pause before the next try.
        case outOfDescriptors
        case failed
    }

    /// What `recv(2)` gave.
    enum Received: Equatable {
        case bytes(Int)
        /// The peer closed its side.
        case end
        /// Interrupted, or nothing there after all: try again.
        case retry
        case failed
    }

    /// A listening TCP socket on 127.0.0.1 and the bound port.
    static func listen(port: Int, backlog: Int32 = 128) -> Result<(fd: Int32, port: Int), SocketFailure> {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { return .failure(SocketFailure(call: "socket", errno: errno)) }
        setCloseOnExec(fd)
        var one: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(truncatingIfNeeded: port)).bigEndian
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        if bound != 0 {
            let e = errno
            Glibc.close(fd)
            return .failure(SocketFailure(call: "bind", errno: e))
        }
        if Glibc.listen(fd, backlog) != 0 {
            let e = errno
            Glibc.close(fd)
            return .failure(SocketFailure(call: "listen", errno: e))
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        return .success((fd, Int(UInt16(bigEndian: address.sin_port))))
    }

    static func setCloseOnExec(_ fd: Int32) {
        let flags = fcntl(fd, F_GETFD)
        if flags >= 0 { _ = fcntl(fd, F_SETFD, flags | FD_CLOEXEC) }
    }

    /// A pipe whose ends are closed on exec: the server's stop signal between its threads.
    static func pipe() -> Result<(read: Int32, write: Int32), SocketFailure> {
        var fds: [Int32] = [-1, -1]
        guard Glibc.pipe(&fds) == 0 else { return .failure(SocketFailure(call: "pipe", errno: errno)) }
        setCloseOnExec(fds[0])
        setCloseOnExec(fds[1])
        return .success((fds[0], fds[1]))
    }

    /// Writes one byte to `fd` (wakes whoever polls the other end of a pipe).
    static func poke(_ fd: Int32) {
        var one: UInt8 = 1
        _ = Glibc.write(fd, &one, 1)  // gate-exempt: a wake-up byte on serve's own pipe, not output
    }

    static func close(_ fd: Int32) { _ = Glibc.close(fd) }

    /// Ends sending on a connection (`shutdown(2)`, `SHUT_WR`), or both ways.
    static func shutdown(_ fd: Int32, sendingOnly: Bool = false) {
        _ = Glibc.shutdown(fd, Int32(sendingOnly ? SHUT_WR : SHUT_RDWR))
    }

    /// The next connection on a listening socket.
    static func accept(_ listener: Int32) -> Accepted {
        let fd = Glibc.accept(listener, nil, nil)
        if fd >= 0 { return .connection(fd) }
        return errno == EMFILE || errno == ENFILE ? .outOfDescriptors : .failed
    }

    /// Suspends the calling thread for `microseconds`.
    static func pause(microseconds: UInt32) { usleep(microseconds) }

    /// Options for an accepted connection: no Nagle delay, bounded sends.
    static func configureConnection(_ fd: Int32, sendTimeout: Double) {
        setCloseOnExec(fd)
        var one: Int32 = 1
        setsockopt(fd, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
        var tv = timeval(tv_sec: Int(sendTimeout), tv_usec: Int((sendTimeout - Double(Int(sendTimeout))) * 1_000_000))
        setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &tv, socklen_t(MemoryLayout<timeval>.size))
    }

    /// Waits until `fd` is readable, `timeoutMs` passes (-1: forever), or `stopFD` is readable.
    static func wait(_ fd: Int32, stopFD: Int32, timeoutMs: Int32) -> Wait {
        var fds = [pollfd(fd: stopFD, events: Int16(POLLIN), revents: 0)]
        if fd >= 0 { fds.append(pollfd(fd: fd, events: Int16(POLLIN), revents: 0)) }
        while true {
            let r = poll(&fds, nfds_t(fds.count), timeoutMs)
            if r < 0 {
                if errno == EINTR { continue }
                return .stopped
            }
            if r == 0 { return .timeout }
            if fds[0].revents != 0 { return .stopped }
            return .readable
        }
    }

    /// Receives what the socket has into `room`.
    static func receive(_ fd: Int32, into room: UnsafeMutableRawBufferPointer) -> Received {
        let n = recv(fd, room.baseAddress, room.count, 0)
        if n > 0 { return .bytes(n) }
        if n == 0 { return .end }
        return errno == EINTR || errno == EAGAIN ? .retry : .failed
    }

    /// Writes all bytes (no SIGPIPE); false when the peer is gone or the send timed out.
    @discardableResult
    static func sendAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        var offset = 0
        while offset < bytes.count {
            let left = bytes.count - offset
            let n = send(fd, base + offset, left, Int32(MSG_NOSIGNAL))  // gate-exempt: serve's HTTP answers
            if n < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += n
        }
        return true
    }

    @discardableResult
    static func sendAll(_ fd: Int32, _ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { sendAll(fd, $0) }
    }

    /// `explicit_bzero`: a store the compiler may not drop.
    static func zero(_ p: UnsafeMutableRawPointer, _ n: Int) {
        if n > 0 { explicit_bzero(p, n) }
    }

    /// Moves `count` bytes within one block (`memmove`: the ranges may overlap).
    static func move(_ count: Int, from source: UnsafeRawPointer, to destination: UnsafeMutableRawPointer) {
        memmove(destination, source, count)
    }
}

/// A failed socket call.
struct SocketFailure: Error {
    let call: String
    let errno: Int32
    var reason: String { "\(call): \(String(cString: strerror(errno)))" }
    /// Whether the port is taken (`EADDRINUSE`).
    var isAddressInUse: Bool { errno == EADDRINUSE }
}
