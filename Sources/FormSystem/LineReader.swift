#if canImport(Glibc)
import Glibc
#endif

/// Reads a file (or standard input) line by line with read(2) into one buffer that grows
/// only with the longest line, so memory does not grow with the number of lines. Lines
/// end at `\n`; a `\r` before it is dropped. The buffer is zeroed whenever its bytes are
/// moved or given back, since lines may carry personal data (`check`'s payloads).
public struct LineReader {
    private let fd: Int32
    /// Whether `fd` is standard input, which is not closed.
    private let isStandardInput: Bool
    private var buffer: UnsafeMutableRawBufferPointer
    private var start = 0
    private var end = 0
    private var eof = false
    private var lineNumber = 0
    static let chunk = 1 << 16

    /// Opens the file at `path` (absolute, or relative to the working directory).
    /// - Throws: the error of `open(2)`.
    public init(path: String) throws(SystemError) {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw .last }
        self.init(fd: fd, isStandardInput: false)
    }

    /// Reads standard input (file descriptor 0), which `close()` leaves open.
    public static func standardInput() -> LineReader { LineReader(fd: STDIN_FILENO, isStandardInput: true) }

    private init(fd: Int32, isStandardInput: Bool) {
        self.fd = fd
        self.isStandardInput = isStandardInput
        buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: LineReader.chunk, alignment: 16)
    }

    /// Zeroes and frees the buffer and closes the file.
    public mutating func close() {
        LineReader.zero(buffer)
        buffer.deallocate()
        buffer = UnsafeMutableRawBufferPointer(start: nil, count: 0)
        if !isStandardInput { _ = Glibc.close(fd) }
    }

    /// The next line and its 1-based number, or nil at the end of the file. The bytes
    /// are valid until the next call.
    /// - Throws: the error of `read(2)`.
    public mutating func nextLine() throws(SystemError) -> (number: Int, bytes: UnsafeRawBufferPointer)? {
        while true {
            if start < end, let base = buffer.baseAddress, let nl = memchr(base + start, 0x0A, end - start) {
                let stop = base.distance(to: nl)
                return take(upTo: stop, resumingAt: stop + 1)
            }
            if eof {
                guard start < end else { return nil }
                return take(upTo: end, resumingAt: end)
            }
            try fill()
        }
    }

    private mutating func take(upTo stop: Int, resumingAt next: Int) -> (number: Int, bytes: UnsafeRawBufferPointer) {
        var last = stop
        if last > start, buffer[last - 1] == 0x0D { last -= 1 }
        let line = UnsafeRawBufferPointer(rebasing: buffer[start..<last])
        start = next
        lineNumber += 1
        return (lineNumber, line)
    }

    /// Zeroes `bytes` (`explicit_bzero`: never optimised away).
    private static func zero(_ bytes: UnsafeMutableRawBufferPointer) {
        if let base = bytes.baseAddress, bytes.count > 0 { explicit_bzero(base, bytes.count) }
    }

    /// Moves the unfinished line to the front, grows the buffer if the line fills it,
    /// and reads more.
    private mutating func fill() throws(SystemError) {
        if start > 0, let base = buffer.baseAddress {
            let rest = end - start
            if rest > 0 { memmove(base, base + start, rest) }
            explicit_bzero(base + rest, end - rest)
            end = rest
            start = 0
        }
        if end == buffer.count {
            let bigger = UnsafeMutableRawBufferPointer.allocate(byteCount: buffer.count * 2, alignment: 16)
            bigger.copyMemory(from: UnsafeRawBufferPointer(rebasing: buffer[0..<end]))
            LineReader.zero(buffer)
            buffer.deallocate()
            buffer = bigger
        }
        guard let base = buffer.baseAddress else { return }
        while true {
            let n = read(fd, base + end, buffer.count - end)
            if n < 0 {
                if errno == EINTR { continue }
                throw .last
            }
            if n == 0 { eof = true } else { end += n }
            return
        }
    }
}
