import FormCore

/// `diff --payloads FILE.jsonl` (docs/contract.md, "Schema evolution and server conformance"): what each breaking
/// change does to payloads
/// already stored. Each line is judged with OLD's rules and with NEW's, as `check` judges
/// a payload; a line OLD accepts and NEW rejects is laid at the door of the breaking
/// changes behind NEW's errors: the change of the same field and rule (`minLength`
/// tightened for a `minLength` error), of the same field and fault (an option removed for
/// an `option` error naming that value, a type changed for a `type` error, a field
/// removed or renamed for an `unknownKey`, a required field added or newly shown for a
/// `required`), else the field's first breaking change. A line no breaking change
/// explains is counted apart: a change classed compatible broke it.
///
/// With `rows` each line is a stored row whose payload is judged (`--payload`) and whose
/// id names the witness (`--id`: `first: id 504`); a row without a payload is counted
/// apart and named on the closing line, never passed over.
public struct PayloadImpact {
    /// One breaking change's count: lines OLD accepts and NEW rejects because of it, and
    /// the first such line's number (and its row's id, when rows are named by id).
    public struct Count: Equatable, Sendable {
        public var lines = 0
        public var first: Int?
        public var firstID: RowID?
    }

    public let changes: [SchemaChange]
    /// Per change (by position in `changes`), for breaking changes of a field; nil for the others.
    public private(set) var counts: [Count?]
    /// Payload lines read (blank ones skipped).
    public private(set) var total = 0
    /// Lines OLD accepts.
    public private(set) var acceptedByOld = 0
    /// Of those, lines NEW rejects.
    public private(set) var rejectedByNew = Count()
    /// Of those, lines no breaking change explains.
    public private(set) var unexplained = Count()
    /// Rows with nothing at the payload pointer (with `rows` only).
    public private(set) var noPayload = Count()
    /// Where each line's payload and id are, when lines are stored rows.
    public let rows: StoredRows?

    private let old: PayloadJudge
    private let new: PayloadJudge

    /// - Throws: when a value store cannot be set up.
    public init(old: Form, new: Form, changes: [SchemaChange], rows: StoredRows? = nil) throws(SecretStoreError) {
        self.changes = changes
        self.rows = rows
        counts = changes.map { $0.kind == .breaking && $0.field != nil ? Count() : nil }
        self.old = try PayloadJudge(form: old, store: try SecretStore())
        self.new = try PayloadJudge(form: new, store: try SecretStore())
    }

    /// Judges every line of `source`.
    /// - Throws: what the source throws.
    public mutating func run<Source: PayloadSource>(_ source: inout Source) throws(Source.Failure) {
        while let (number, line) = try source.nextLine() {
            if PayloadCheck.isBlank(line) { continue }
            add(line, number: number)
        }
    }

    /// Judges one payload line (or the payload of one stored row).
    mutating func add(_ line: UnsafeRawBufferPointer, number: Int) {
        total += 1
        guard let rows else { return add(payload: line, witness: (number, nil)) }
        switch rows.read(line) {
        case .payload(let range, let id):
            add(payload: UnsafeRawBufferPointer(rebasing: line[range]), witness: (number, id))
        case .noPayload(let id): PayloadImpact.count(&noPayload, (number, id))
        case .invalid: break
        }
    }

    private mutating func add(payload line: UnsafeRawBufferPointer, witness: (line: Int, id: RowID?)) {
        guard case .success(let before) = old.check(line), before.isValid else { return }
        acceptedByOld += 1
        guard case .success(let after) = new.check(line), !after.isValid else { return }
        PayloadImpact.count(&rejectedByNew, witness)
        var hit = Set<Int>()
        var payload: JSONObject?
        for error in after.errors {
            if let i = cause(of: error, payload: { payload ?? PayloadImpact.parse(line, into: &payload) }) {
                hit.insert(i)
            }
        }
        for i in hit {
            guard var c = counts[i] else { continue }
            PayloadImpact.count(&c, witness)
            counts[i] = c
        }
        if hit.isEmpty { PayloadImpact.count(&unexplained, witness) }
    }

    private static func count(_ c: inout Count, _ witness: (line: Int, id: RowID?)) {
        c.lines += 1
        if c.first == nil { (c.first, c.firstID) = witness }
    }

    /// The breaking change behind one of NEW's errors, by position in `changes`.
    private func cause(of error: PayloadChecker.KeyError, payload: () -> JSONObject?) -> Int? {
        let candidates = changes.indices.filter {
            counts[$0] != nil && PayloadImpact.concerns(changes[$0], key: error.key)
        }
        return candidates.first { PayloadImpact.explains(changes[$0], error, payload: payload) } ?? candidates.first
    }

    /// Whether a change is about the key NEW names (or, removed or renamed, OLD named).
    private static func concerns(_ c: SchemaChange, key: String) -> Bool {
        c.field == key || (c.code == "state-key-renamed" && c.old == .string(key))
    }

    /// Whether a change explains the error exactly: the same rule, or the same fault.
    private static func explains(_ c: SchemaChange, _ e: PayloadChecker.KeyError, payload: () -> JSONObject?) -> Bool {
        if let rule = c.rule { return rule == e.rule }
        switch c.code {
        case "option-removed":
            guard e.rule == "option", let removed = c.old, let value = payload()?[e.key] else { return false }
            return value == removed || (value.arrayValue?.contains(removed) ?? false)
        case "input-type-changed", "value-shape-changed", "value-type-changed":
            return e.rule == "type" || e.rule == "option"
        case "required-field-added", "field-shown-by-default": return e.rule == "required"
        case "field-removed", "state-key-renamed": return e.rule == "unknownKey"
        default: return false
        }
    }

    private static func parse(_ line: UnsafeRawBufferPointer, into cache: inout JSONObject?) -> JSONObject? {
        cache = (try? JSONParser.parse(line.assumingMemoryBound(to: UInt8.self)))?.objectValue
        return cache
    }

    // MARK: words

    /// `breaks 312 of 10,000 stored payloads (first: line 17)` (`first: id 504` when rows
    /// are named by id), for a measured change.
    public func phrase(_ index: Int) -> String? {
        guard let c = counts[index] else { return nil }
        let of = "of \(PayloadImpact.grouped(total)) stored payload\(total == 1 ? "" : "s")"
        guard let first = PayloadImpact.witness(c) else { return "breaks none \(of)" }
        return "breaks \(PayloadImpact.grouped(c.lines)) \(of) (first: \(first))"
    }

    /// A count's first line: `id 504`, or `line 17` when it has no id.
    private static func witness(_ c: Count) -> String? {
        guard let line = c.first else { return nil }
        return c.firstID.map { "id \($0.text)" } ?? "line \(line)"
    }

    /// The closing line: how many lines OLD accepts and NEW rejects, how many of those no
    /// breaking change explains, and how many rows have no payload.
    public var summary: String {
        var s =
            "payloads: \(PayloadImpact.grouped(total)) line\(total == 1 ? "" : "s"), \(PayloadImpact.grouped(acceptedByOld)) accepted by OLD, "
        s +=
            "\(PayloadImpact.grouped(rejectedByNew.lines)) of them rejected by NEW"
            + (PayloadImpact.witness(rejectedByNew).map { " (first: \($0))" } ?? "")
        if let first = PayloadImpact.witness(unexplained) {
            s += "; \(PayloadImpact.grouped(unexplained.lines)) by no breaking change (first: \(first))"
        }
        if let rows, let first = PayloadImpact.witness(noPayload) {
            s += "; \(PayloadImpact.grouped(noPayload.lines)) with no payload at \(rows.payload.text) (first: \(first))"
        }
        return s
    }

    /// A change's count as JSON members: `"payloads": {"breaks", "of", "first"}`, and
    /// `"firstId"` (the id, or null) when rows are named by id.
    public func json(_ index: Int) -> [(key: String, value: JSONValue)] {
        guard let c = counts[index] else { return [("payloads", .null)] }
        return [
            (
                "payloads",
                .object(JSONObject([("breaks", .number(String(c.lines))), ("of", .number(String(total)))] + firsts(c)))
            )
        ]
    }

    /// The closing JSON line: `{"kind": "payloads", "lines", "acceptedByOld", "rejectedByNew",
    /// "unexplained", "first"}`, then `"firstId"` when rows are named by id and
    /// `"noPayload": {"lines", "first"[, "firstId"]}` when lines are rows.
    public var summaryJSON: String {
        var entries: [(key: String, value: JSONValue)] = [
            ("kind", .string("payloads")), ("lines", .number(String(total))),
            ("acceptedByOld", .number(String(acceptedByOld))),
            ("rejectedByNew", .number(String(rejectedByNew.lines))),
            ("unexplained", .number(String(unexplained.lines))),
        ]
        entries += firsts(rejectedByNew)
        if rows != nil {
            entries.append(
                ("noPayload", .object(JSONObject([("lines", .number(String(noPayload.lines)))] + firsts(noPayload)))))
        }
        return JSONWriter.string(.object(JSONObject(entries)))
    }

    /// `"first"` (a line number or null), and `"firstId"` when rows are named by id.
    private func firsts(_ c: Count) -> [(key: String, value: JSONValue)] {
        let first: (key: String, value: JSONValue) = ("first", c.first.map { .number(String($0)) } ?? .null)
        guard rows?.id != nil else { return [first] }
        return [first, ("firstId", c.firstID?.json ?? .null)]
    }

    /// A count with commas between thousands: `10,000`.
    static func grouped(_ n: Int) -> String {
        let digits = Array(String(n))
        var out = ""
        for (i, d) in digits.enumerated() {
            if i > 0 && (digits.count - i) % 3 == 0 { out.append(",") }
            out.append(d)
        }
        return out
    }
}
