import FormCore

/// `cover`'s output: plain lines, or JSON Lines with `--json`.
///
/// ```
/// delivery v1.0.0: 3 messages, 2 sessions replayed
///   ✓ delivery_type 1. required (1×) → Yetkazib berish usulini tanlang
///   ✓ address 1. required, when delivery_type = courier (2×) → Kuryer uchun manzil majburiy
///   ✗ comment 1. maxLength 200 → Izoh 200 belgidan oshmasin
/// 2 of 3 messages covered (66.6%)
/// ```
public enum CoverReport {
    /// The heading line.
    public static func heading(form: Form, sessions: Int) -> String {
        let rules = form.fields.reduce(0) { $0 + $1.rules.count }
        return "\(form.screenId) v\(form.version): \(rules) message\(rules == 1 ? "" : "s"), \(sessions) session\(sessions == 1 ? "" : "s") replayed"
    }

    /// One line per rule, in schema order (control characters shown as escapes).
    public static func lines(_ coverage: MessageCoverage) -> [String] {
        coverage.entries.map { e in
            var s = "  \(e.isCovered ? "✓" : "✗") \(e.key) \(e.rule.number). \(e.rule.rule)"
            if let p = e.rule.parameter { s += " \(p)" }
            if let c = e.rule.condition { s += ", when \(c)" }
            if e.isCovered { s += " (\(e.shown)×)" }
            return VisibleText.escaping(s + " → " + e.rule.message)
        }
    }

    /// `N of M messages covered (P%)`, and below `--min` the minimum that was missed.
    public static func summary(_ coverage: MessageCoverage, minimum: Double?) -> String {
        var s = "\(coverage.covered) of \(coverage.total) message\(coverage.total == 1 ? "" : "s") covered (\(percentText(coverage.percent))%)"
        if let minimum, !coverage.reaches(minimum) { s += ", below the minimum of \(percentText(minimum))%" }
        return s
    }

    /// One JSON object per rule: kind, field, number, rule, parameter, message, shown (a count).
    public static func json(_ coverage: MessageCoverage) -> [String] {
        coverage.entries.map { e in
            JSONWriter.string(.object(JSONObject([
                ("kind", .string("rule")),
                ("field", .string(e.key)),
                ("number", .number(String(e.rule.number))),
                ("rule", .string(e.rule.rule)),
                ("parameter", e.rule.parameter.map { .string($0) } ?? .null),
                ("message", .string(e.rule.message)),
                ("shown", .number(String(e.shown))),
            ])))
        }
    }

    /// The summary object: covered, messages, percent, min (null without `--min`), sessions.
    public static func jsonSummary(_ coverage: MessageCoverage, minimum: Double?, sessions: Int) -> String {
        JSONWriter.string(.object(JSONObject([
            ("kind", .string("summary")),
            ("covered", .number(String(coverage.covered))),
            ("messages", .number(String(coverage.total))),
            ("percent", .number(percentText(coverage.percent))),
            ("min", minimum.map { .number(percentText($0)) } ?? .null),
            ("sessions", .number(String(sessions))),
        ])))
    }

    /// A percentage cut (never rounded up) to one decimal, without `.0`: `75`, `66.6`.
    static func percentText(_ p: Double) -> String {
        let tenths = Int((p * 10).rounded(.down))
        return tenths % 10 == 0 ? String(tenths / 10) : "\(tenths / 10).\(tenths % 10)"
    }
}
