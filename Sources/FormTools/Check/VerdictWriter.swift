import FormCore
import FormSystem

/// Judges payload lines and writes their verdicts into a byte buffer, handed to a sink
/// in large pieces (SPEC §3): `N: ok`, `N: KEY: message` per key in error, `N: error:
/// reason` for a line that is not a JSON object; with `json`, one object per line.
struct VerdictWriter {
    let json: Bool
    private var out: [UInt8] = []
    private(set) var counts = CheckCounts()
    static let batch = 1 << 16

    /// - Parameters:
    ///   - capacity: bytes reserved for the verdicts before a flush.
    ///   - summary: whether failures are counted per field and rule (`check --summary`).
    init(json: Bool, capacity: Int = VerdictWriter.batch + 4096, summary: Bool = false) {
        self.json = json
        out.reserveCapacity(capacity)
        if summary { counts.failures = FailureTally() }
    }

    /// Whether enough has gathered to be written.
    var isFull: Bool { out.count >= VerdictWriter.batch }

    /// The verdicts written so far, not yet flushed.
    var bytes: [UInt8] { out }

    /// Judges one payload line and writes its verdict.
    mutating func judge(_ line: UnsafeRawBufferPointer, number: Int, with judge: PayloadJudge) {
        switch judge.check(line) {
        case .success(let verdict):
            if verdict.isValid { counts.valid += 1 } else { counts.invalid += 1 }
            if !verdict.isValid { counts.failures?.add(verdict.errors) }
            self.verdict(line: number, errors: verdict.errors)
        case .failure(let problem):
            counts.invalid += 1
            counts.failures?.addNotObject()
            failure(line: number, reason: problem.description)
        }
    }

    /// A line longer than `--max-line`: skipped, never held, counted invalid.
    mutating func overlong(number: Int, limit: Int) {
        counts.invalid += 1
        failure(line: number, reason: "longer than \(limit) bytes (--max-line); skipped")
    }

    mutating func flush(to sink: any TextSink) {
        guard !out.isEmpty else { return }
        out.withUnsafeBytes { sink.write(bytes: $0) }
        out.removeAll(keepingCapacity: true)
    }

    private mutating func verdict(line: Int, errors: [PayloadChecker.KeyError]) {
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

    private mutating func failure(line: Int, reason: String) {
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
