import FormCore

/// `check --summary` (docs/contract.md, "Schema evolution and server conformance"): how many payloads each field's rule
/// rejected, so that a
/// backend developer sees which rule rejects most of a day's payloads. Keys are counted
/// with what `check --json` names in `rules` (a rule, or `type`, `unknownKey`, `hidden`,
/// `option`, `duplicateKey`), and lines that are not JSON objects apart.
public struct FailureTally: Equatable, Sendable {
    /// Failures per key and rule.
    private(set) var counts: [Failure: Int] = [:]
    /// Lines that are not a JSON object.
    public private(set) var notObjects = 0

    /// One key and what it broke.
    public struct Failure: Hashable, Sendable {
        public let key: String
        public let rule: String
    }

    public init() {}

    mutating func add(_ errors: [PayloadChecker.KeyError]) {
        for e in errors { counts[Failure(key: e.key, rule: e.rule), default: 0] += 1 }
    }

    mutating func addNotObject() { notObjects += 1 }

    static func + (a: FailureTally, b: FailureTally) -> FailureTally {
        var sum = a
        for (k, n) in b.counts { sum.counts[k, default: 0] += n }
        sum.notObjects += b.notObjects
        return sum
    }

    /// The failures, most frequent first, then fields in schema order (keys no field has
    /// after them, by name), then rules in the field's order (the payload's own faults after).
    public func ordered(for form: Form) -> [(failure: Failure, count: Int)] {
        func place(_ f: Failure) -> (Int, String, Int, String) {
            guard let i = form.index(ofKey: f.key) else { return (Int.max, f.key, Int.max, f.rule) }
            let rule = form.fields[i].rules.firstIndex { $0.name == f.rule } ?? Int.max
            return (i, "", rule, f.rule)
        }
        return counts.map { ($0.key, $0.value) }.sorted { a, b in
            a.count != b.count ? a.count > b.count : place(a.failure) < place(b.failure)
        }
    }

    /// The text that ends `check --summary`'s output:
    /// ```
    /// failures per field and rule:
    ///   3  user_phone regex
    ///   1  amount min
    ///   1  (lines that are not a JSON object)
    /// ```
    public func lines(for form: Form) -> [String] {
        let rows =
            ordered(for: form).map { (String($0.count), VisibleText.oneLine("\($0.failure.key) \($0.failure.rule)")) }
            + (notObjects > 0 ? [(String(notObjects), "(lines that are not a JSON object)")] : [])
        guard !rows.isEmpty else { return ["failures per field and rule: none"] }
        let width = rows.map(\.0.count).max() ?? 1
        return ["failures per field and rule:"]
            + rows.map { "  " + String(repeating: " ", count: width - $0.0.count) + $0.0 + "  " + $0.1 }
    }

    /// `check --summary --json`'s last line: `{"kind": "summary", "payloads", "valid",
    /// "invalid", "failures": [{"field", "rule", "count"}, …], "notObjects"}`.
    public func json(for form: Form, counts: CheckCounts) -> String {
        let failures: [JSONValue] = ordered(for: form).map { f in
            .object(
                JSONObject([
                    ("field", .string(f.failure.key)), ("rule", .string(f.failure.rule)),
                    ("count", .number(String(f.count))),
                ]))
        }
        return JSONWriter.string(
            .object(
                JSONObject([
                    ("kind", .string("summary")),
                    ("payloads", .number(String(counts.total))),
                    ("valid", .number(String(counts.valid))),
                    ("invalid", .number(String(counts.invalid))),
                    ("failures", .array(failures)),
                    ("notObjects", .number(String(notObjects))),
                ])), style: .spaced)
    }
}
