import Glibc

/// Thin wrappers over the socket calls the mock makes (loopback TCP only).
enum Socket {
    enum Wait { case readable, timeout, stopped }

    /// A listening TCP socket on 127.0.0.1; the bound port, or errno on failure.
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
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        if bound != 0 {
            let e = errno
            close(fd)
            return .failure(SocketFailure(call: "bind", errno: e))
        }
        if Glibc.listen(fd, backlog) != 0 {
            let e = errno
            close(fd)
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

    /// Writes all bytes (no SIGPIPE); false when the peer is gone or the send timed out.
    @discardableResult
    static func sendAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let n = send(fd, bytes.baseAddress! + offset, bytes.count - offset, Int32(MSG_NOSIGNAL))
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
}

/// A failed socket call.
struct SocketFailure: Error {
    let call: String
    let errno: Int32
    var reason: String { "\(call): \(String(cString: strerror(errno)))" }
}
