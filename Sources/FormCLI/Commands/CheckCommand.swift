import CFormNative
import FormCore
import Glibc

/// `formsh check`: judges a file of payloads, one JSON object per line, with the form's
/// rules read the other way (SPEC §3), streaming: the file is read in chunks and memory
/// does not grow with the number of lines.
struct CheckCommand: Command {
    static let name = "check"
    static let abstract = "validate one payload per line; per-line verdicts"
    static let usage = "check FORM PAYLOADS.jsonl [--json] [--jobs N]"
    static let help = """
    Options:
      --json    one JSON object per payload line:
                {"line": 3, "valid": false, "errors": {"user_phone": "Format: …"}, "rules": {"user_phone": "regex"}},
                {"line": 4, "valid": false, "error": "…"} for a line that is not a JSON object;
                rules names the rule behind each error, or type, unknownKey, hidden, option
                or duplicateKey for the payload's own faults
      --jobs N  judge with N threads (default 1); verdicts still come in line order

    Each line of PAYLOADS.jsonl (- for standard input) is one payload. Lines are numbered from 1, counting every
    line; blank lines are skipped (no verdict, not counted). Without --json a valid
    payload prints `N: ok`, an invalid one `N: KEY: message` for each key in error (fields
    in schema order, then unknown keys), and a line that is not a JSON object
    `N: error: reason`. A summary `P payloads: V valid, I invalid` follows, on stderr with
    --json so that stdout stays JSON Lines.

    A payload's errors: a value for a hidden field, a key no field has, a choice outside
    the options, a value of the wrong JSON type, and each field's first failing rule.
    The client version gate does not apply here.

    Exit status: 0 all valid, 1 some payload invalid, 2 usage, 3 a file that cannot be read
    or a form that cannot be loaded.
    """

    static func main(_ arguments: [String], io: CommandIO) throws(CLIError) -> Int32 {
        var args = ArgumentList(arguments, command: name)
        let json = args.flag("--json")
        let jobsText = try args.option("--jobs")
        let paths = try args.positionals()
        guard paths.count == 2 else {
            throw .usage(paths.count < 2 ? "missing \(paths.isEmpty ? "FORM and " : "")PAYLOADS.jsonl" : "check takes FORM and one PAYLOADS.jsonl", command: name)
        }
        var jobs = 1
        if let jobsText {
            guard let n = Int(jobsText), n >= 1, n <= 256 else {
                throw .usage("--jobs takes a whole number from 1 to 256, not '\(jobsText)'", command: name)
            }
            jobs = n
        }
        let form = try ToolForm.load(paths[0], io: io)
        var judges: [PayloadJudge] = []
        for _ in 0..<jobs {
            do { judges.append(try PayloadJudge(form: form, store: try SecretStore())) } catch {
                throw .failed("cannot set up the value store: \(error)", exitCode: 1)
            }
        }
        if let warning = judges[0].lockWarning { io.stderr.line(warning) }

        var reader = try LineReader(path: paths[1], io: io)
        defer { reader.close() }
        var valid = 0, invalid = 0
        if jobs > 1 {
            (valid, invalid) = try CheckJobs(json: json, judges: judges).run(&reader, to: io.stdout)
        } else {
            var writer = VerdictWriter(json: json)
            while let (number, line) = try reader.next() {
                if LineReader.isBlank(line) { continue }
                judge(line, number: number, with: judges[0], into: &writer, valid: &valid, invalid: &invalid)
                if writer.isFull { writer.flush(to: io.stdout) }
            }
            writer.flush(to: io.stdout)
        }
        let total = valid + invalid
        let summary = "\(total) payload\(total == 1 ? "" : "s"): \(valid) valid, \(invalid) invalid"
        (json ? io.stderr : io.stdout).line(summary)
        return invalid > 0 ? 1 : 0
    }

    /// Judges one payload line and writes its verdict.
    static func judge(_ line: UnsafeRawBufferPointer, number: Int, with judge: PayloadJudge,
                      into writer: inout VerdictWriter, valid: inout Int, invalid: inout Int) {
        switch judge.check(line) {
        case .success(let verdict):
            if verdict.isValid { valid += 1 } else { invalid += 1 }
            writer.verdict(line: number, errors: verdict.errors)
        case .failure(let problem):
            invalid += 1
            writer.failure(line: number, reason: problem.description)
        }
    }

    /// Reads a file line by line with read(2) into one buffer that grows only with the
    /// longest line. Lines end at `\n`; a `\r` before it is dropped. The buffer is zeroed
    /// when closed, since payloads may carry personal data.
    struct LineReader {
        private let fd: Int32
        private let path: String
        /// Whether `fd` is standard input, which is not closed.
        private let isStandardInput: Bool
        private var buffer: UnsafeMutableRawBufferPointer
        private var start = 0
        private var end = 0
        private var eof = false
        private var lineNumber = 0
        static let chunk = 1 << 16

        init(path: String, io: CommandIO) throws(CLIError) {
            self.path = path
            isStandardInput = path == "-"
            let fd = isStandardInput ? STDIN_FILENO : open(io.resolve(path), O_RDONLY | O_CLOEXEC)
            guard fd >= 0 else {
                throw .unreadable(path: path, reason: errno == ENOENT ? "no such file" : String(cString: strerror(errno)))
            }
            self.fd = fd
            buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: LineReader.chunk, alignment: 16)
        }

        /// Zeroes and frees the buffer and closes the file.
        mutating func close() {
            fn_secure_zero(buffer.baseAddress, buffer.count)
            buffer.deallocate()
            buffer = UnsafeMutableRawBufferPointer(start: nil, count: 0)
            if !isStandardInput { Glibc.close(fd) }
        }

        /// The next line and its 1-based number, or nil at the end of the file. The bytes
        /// are valid until the next call.
        mutating func next() throws(CLIError) -> (Int, UnsafeRawBufferPointer)? {
            while true {
                if start < end, let base = buffer.baseAddress,
                   let nl = memchr(base + start, 0x0A, end - start) {
                    let stop = base.distance(to: nl)
                    let line = lineBytes(start, stop)
                    start = stop + 1
                    lineNumber += 1
                    return (lineNumber, line)
                }
                if eof {
                    guard start < end else { return nil }
                    let line = lineBytes(start, end)
                    start = end
                    lineNumber += 1
                    return (lineNumber, line)
                }
                try fill()
            }
        }

        /// Moves the unfinished line to the front, grows the buffer if the line fills it,
        /// and reads more.
        private mutating func fill() throws(CLIError) {
            if start > 0, let base = buffer.baseAddress {
                let rest = end - start
                if rest > 0 { memmove(base, base + start, rest) }
                fn_secure_zero(base + rest, end - rest)
                end = rest
                start = 0
            }
            if end == buffer.count {
                let bigger = UnsafeMutableRawBufferPointer.allocate(byteCount: buffer.count * 2, alignment: 16)
                bigger.copyMemory(from: UnsafeRawBufferPointer(rebasing: buffer[0..<end]))
                fn_secure_zero(buffer.baseAddress, buffer.count)
                buffer.deallocate()
                buffer = bigger
            }
            guard let base = buffer.baseAddress else { return }
            while true {
                let n = read(fd, base + end, buffer.count - end)
                if n < 0 {
                    if errno == EINTR { continue }
                    throw .unreadable(path: path, reason: String(cString: strerror(errno)))
                }
                if n == 0 { eof = true } else { end += n }
                return
            }
        }

        private func lineBytes(_ from: Int, _ to: Int) -> UnsafeRawBufferPointer {
            var stop = to
            if stop > from, buffer[stop - 1] == 0x0D { stop -= 1 }
            return UnsafeRawBufferPointer(rebasing: buffer[from..<stop])
        }

        /// Whether a line holds only spaces and tabs (or nothing).
        static func isBlank(_ line: UnsafeRawBufferPointer) -> Bool {
            !line.contains { $0 != 0x20 && $0 != 0x09 && $0 != 0x0D }
        }
    }

    /// Writes verdict lines into a byte buffer, handed to a sink in large pieces.
    struct VerdictWriter {
        let json: Bool
        private var out: [UInt8] = []
        static let batch = 1 << 16

        init(json: Bool) {
            self.json = json
            out.reserveCapacity(VerdictWriter.batch + 4096)
        }

        /// Whether enough has gathered to be written.
        var isFull: Bool { out.count >= VerdictWriter.batch }

        mutating func verdict(line: Int, errors: [PayloadChecker.KeyError]) {
            if json {
                let messages = JSONObject(errors.map { ($0.key, JSONValue.string($0.message)) })
                var entries: [(key: String, value: JSONValue)] = [("line", .number(String(line))), ("valid", .bool(errors.isEmpty)),
                                                                   ("errors", .object(messages))]
                entries.append(("rules", .object(JSONObject(errors.map { ($0.key, JSONValue.string($0.rule)) }))))
                JSONWriter.write(.object(JSONObject(entries)), style: .spaced, into: &out)
                out.append(0x0A)
            } else if errors.isEmpty {
                number(line)
                append(": ok\n")
            } else {
                for e in errors {
                    number(line)
                    append(": ")
                    out.append(contentsOf: e.key.utf8)
                    append(": ")
                    out.append(contentsOf: e.message.utf8)
                    out.append(0x0A)
                }
            }
        }

        mutating func failure(line: Int, reason: String) {
            if json {
                let entries: [(key: String, value: JSONValue)] = [("line", .number(String(line))), ("valid", .bool(false)), ("error", .string(reason))]
                JSONWriter.write(.object(JSONObject(entries)), style: .spaced, into: &out)
                out.append(0x0A)
            } else {
                number(line)
                append(": error: ")
                out.append(contentsOf: reason.utf8)
                out.append(0x0A)
            }
        }

        mutating func flush(to sink: TextSink) {
            guard !out.isEmpty else { return }
            out.withUnsafeBytes { sink.write(bytes: $0) }
            out.removeAll(keepingCapacity: true)
        }

        private mutating func append(_ s: StaticString) {
            out.append(contentsOf: UnsafeBufferPointer(start: s.utf8Start, count: s.utf8CodeUnitCount))
        }

        private mutating func number(_ n: Int) {
            var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                         UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
                (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
            var v = n
            var count = 0
            withUnsafeMutableBytes(of: &digits) { d in
                repeat {
                    d[19 - count] = UInt8(truncatingIfNeeded: 0x30 + v % 10)
                    v /= 10
                    count += 1
                } while v > 0 && count < 20
                out.append(contentsOf: UnsafeRawBufferPointer(rebasing: d[(20 - count)...]))
            }
        }
    }
}
