import FormCore
import FormSystem

/// Judges payload lines and writes their verdicts into a byte buffer, handed to a sink
/// in large pieces (docs/contract.md, "Payload"): `N: ok`, `N: KEY: message` per key in error, `N: error:
/// reason` for a line that is not a JSON object; with `json`, one object per line.
/// With `rows`, each line is a stored row: its payload is judged, and with an id
/// pointer its verdicts are named by its id (`1018: KEY: message`, `{"id": 1018, "line":
/// 2, …}`), or `line N` when it has none.
struct VerdictWriter {
    let json: Bool
    let rows: StoredRows?
    private var out: [UInt8] = []
    private(set) var counts = CheckCounts()
    /// Whether verdicts are named by the rows' ids.
    private let named: Bool
    /// The id of the row being written, when it has one.
    private var id: RowID?
    static let batch = 1 << 16

    /// - Parameters:
    ///   - capacity: bytes reserved for the verdicts before a flush.
    ///   - summary: whether failures are counted per field and rule (`check --summary`).
    ///   - rows: where each line's payload and id are, when lines are stored rows.
    init(json: Bool, capacity: Int = VerdictWriter.batch + 4096, summary: Bool = false, rows: StoredRows? = nil) {
        self.json = json
        self.rows = rows
        named = rows?.id != nil
        out.reserveCapacity(capacity)
        if summary { counts.failures = FailureTally() }
    }

    /// Whether enough has gathered to be written.
    var isFull: Bool { out.count >= VerdictWriter.batch }

    /// The verdicts written so far, not yet flushed.
    var bytes: [UInt8] { out }

    /// Judges one payload line (or the payload of one stored row) and writes its verdict.
    mutating func judge(_ line: UnsafeRawBufferPointer, number: Int, with judge: PayloadJudge) {
        guard let rows else { return judgePayload(line, number: number, with: judge) }
        switch rows.read(line) {
        case .payload(let range, let id):
            self.id = id
            judgePayload(UnsafeRawBufferPointer(rebasing: line[range]), number: number, with: judge)
        case .noPayload(let id):
            self.id = id
            notJudged(number: number, reason: rows.noPayloadMessage)
        case .invalid(let error):
            notJudged(number: number, reason: PayloadLineError.invalid(error).description)
        }
        id = nil
    }

    private mutating func judgePayload(_ line: UnsafeRawBufferPointer, number: Int, with judge: PayloadJudge) {
        switch judge.check(line) {
        case .success(let verdict):
            if verdict.isValid { counts.valid += 1 } else { counts.invalid += 1 }
            if !verdict.isValid { counts.failures?.add(verdict.errors) }
            self.verdict(line: number, errors: verdict.errors)
        case .failure(let problem):
            notJudged(number: number, reason: problem.description)
        }
    }

    /// A line without a payload to judge: counted invalid, with the lines that are not a
    /// JSON object.
    private mutating func notJudged(number: Int, reason: String) {
        counts.invalid += 1
        counts.failures?.addNotObject()
        failure(line: number, reason: reason)
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
            var entries: [(key: String, value: JSONValue)] = [
                ("line", .number(String(line))), ("valid", .bool(errors.isEmpty)),
                ("errors", .object(messages)),
            ]
            identify(&entries)
            entries.append(("rules", .object(JSONObject(errors.map { ($0.key, JSONValue.string($0.rule)) }))))
            JSONWriter.write(.object(JSONObject(entries)), style: .spaced, into: &out)
            out.append(0x0A)
        } else if errors.isEmpty {
            name(line)
            append(": ok\n")
        } else {
            for e in errors {
                name(line)
                append(": ")
                // A key no field has, and a schema's message, come from others' data.
                out.append(contentsOf: VisibleText.oneLine(e.key).utf8)
                append(": ")
                out.append(contentsOf: VisibleText.oneLine(e.message).utf8)
                out.append(0x0A)
            }
        }
    }

    private mutating func failure(line: Int, reason: String) {
        if json {
            var entries: [(key: String, value: JSONValue)] = [
                ("line", .number(String(line))), ("valid", .bool(false)), ("error", .string(reason)),
            ]
            identify(&entries)
            JSONWriter.write(.object(JSONObject(entries)), style: .spaced, into: &out)
            out.append(0x0A)
        } else {
            name(line)
            append(": error: ")
            out.append(contentsOf: reason.utf8)
            out.append(0x0A)
        }
    }

    /// When rows are named by id, puts `"id"` (the id, or null) before a JSON verdict's `"line"`.
    private func identify(_ entries: inout [(key: String, value: JSONValue)]) {
        if named { entries.insert(("id", id?.json ?? .null), at: 0) }
    }

    /// What starts a verdict line: its number, or when rows are named by id, the id
    /// (`line N` for a row without one).
    private mutating func name(_ line: Int) {
        guard named else { return number(line) }
        if let id {
            out.append(contentsOf: id.text.utf8)
        } else {
            append("line ")
            number(line)
        }
    }

    private mutating func append(_ s: StaticString) {
        out.append(contentsOf: UnsafeBufferPointer(start: s.utf8Start, count: s.utf8CodeUnitCount))
    }

    private mutating func number(_ n: Int) {
        var digits:
            (
                UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8
            ) =
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
