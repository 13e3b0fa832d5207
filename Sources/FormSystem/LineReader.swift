#if canImport(Glibc)
    import Glibc
#endif

/// Reads a file (or standard input) line by line with read(2) into one buffer that grows
/// only with the longest line, and never past `maxLine` bytes: a longer line is handed
/// over empty, with `overlongLimit` set, and the rest of it is read and dropped without
/// being held, so memory stays bounded whatever the input (`/dev/zero` included). Lines
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
    /// The longest line held, in bytes.
    public let maxLine: Int
    /// The rest of an overlong line is still to be read and dropped.
    private var skipping = false
    /// `maxLine` when the line `nextLine` returned last was longer (its bytes are then
    /// empty), nil otherwise.
    public private(set) var overlongLimit: Int?
    static let chunk = 1 << 16
    /// `check`'s default `--max-line`: 16 MiB.
    public static let defaultMaxLine = 16 << 20

    /// Opens the file at `path` (absolute, or relative to the working directory).
    /// - Throws: the error of `open(2)`.
    public init(path: String, maxLine: Int = LineReader.defaultMaxLine) throws(SystemError) {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw .last }
        self.init(fd: fd, isStandardInput: false, maxLine: maxLine)
    }

    /// Reads standard input (file descriptor 0), which `close()` leaves open.
    public static func standardInput(maxLine: Int = LineReader.defaultMaxLine) -> LineReader {
        LineReader(fd: STDIN_FILENO, isStandardInput: true, maxLine: maxLine)
    }

    /// Reads the file a command-line argument names line by line with `read`, then closes
    /// it: `-` is standard input, a relative path is read from `workingDirectory`.
    /// - Throws: the error of opening or reading the file, or what `read` throws.
    public static func reading<Result>(
        argument: String, workingDirectory: String, maxLine: Int = LineReader.defaultMaxLine,
        _ read: (inout LineReader) throws(SystemError) -> Result
    ) throws(SystemError) -> Result {
        let path = Path.resolve(argument, against: workingDirectory)
        var reader = argument == "-" ? standardInput(maxLine: maxLine) : try LineReader(path: path, maxLine: maxLine)
        defer { reader.close() }
        return try read(&reader)
    }

    private init(fd: Int32, isStandardInput: Bool, maxLine: Int) {
        self.fd = fd
        self.isStandardInput = isStandardInput
        self.maxLine = max(1, maxLine)
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
        overlongLimit = nil
        if skipping { try skipRest() }
        while true {
            if start < end, let base = buffer.baseAddress, let nl = memchr(base + start, 0x0A, end - start) {
                let stop = base.distance(to: nl)
                if stop - start > maxLine { return overlong(resumingAt: stop + 1) }
                return take(upTo: stop, resumingAt: stop + 1)
            }
            if end - start > maxLine {
                skipping = true
                return overlong(resumingAt: end)
            }
            if eof {
                guard start < end else { return nil }
                return take(upTo: end, resumingAt: end)
            }
            try fill()
        }
    }

    /// An overlong line: counted, handed over empty, its bytes held so far zeroed.
    private mutating func overlong(resumingAt next: Int) -> (number: Int, bytes: UnsafeRawBufferPointer) {
        if let base = buffer.baseAddress { explicit_bzero(base + start, next - start) }
        start = next
        lineNumber += 1
        overlongLimit = maxLine
        return (lineNumber, UnsafeRawBufferPointer(start: buffer.baseAddress, count: 0))
    }

    /// Reads and drops the rest of an overlong line, through its newline, a chunk at a time.
    private mutating func skipRest() throws(SystemError) {
        while true {
            if start < end, let base = buffer.baseAddress, let nl = memchr(base + start, 0x0A, end - start) {
                let stop = base.distance(to: nl)
                explicit_bzero(base + start, stop + 1 - start)
                start = stop + 1
                skipping = false
                return
            }
            if let base = buffer.baseAddress { explicit_bzero(base, end) }
            (start, end) = (0, 0)
            if eof {
                skipping = false
                return
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
            // Room for one byte past `maxLine` at most: enough to tell a line is too long.
            let bigger = UnsafeMutableRawBufferPointer.allocate(
                byteCount: min(buffer.count * 2, maxLine + 1), alignment: 16)
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
