import FormCore

/// `cover`'s output: plain lines, or JSON Lines with `--json`.
///
/// ```
/// delivery v1.0.0: 3 messages, 2 sessions replayed
///   ✓ delivery_type 1. required (1×) → Yetkazib berish usulini tanlang
///   ✓ address 1. required, when delivery_type = courier (2×) → Kuryer uchun manzil majburiy
///   ✗ comment 1. maxLength 200 → Izoh 200 belgidan oshmasin
/// 2 of 3 messages covered (66.7%)
/// ```
public enum CoverReport {
    /// The whole output: the heading, a line per rule and the summary; with `json`, an
    /// object per rule and the summary object.
    public static func text(_ coverage: MessageCoverage, form: Form, minimum: Double?, sessions: Int, json: Bool)
        -> String
    {
        let lines =
            json
            ? CoverReport.json(coverage) + [jsonSummary(coverage, minimum: minimum, sessions: sessions)]
            : [heading(form: form, sessions: sessions)] + CoverReport.lines(coverage) + [
                summary(coverage, minimum: minimum)
            ]
        return lines.map { $0 + "\n" }.joined()
    }

    /// The heading line.
    static func heading(form: Form, sessions: Int) -> String {
        let rules = form.fields.reduce(0) { $0 + $1.rules.count }
        return
            "\(form.screenId) v\(form.version): \(rules) message\(rules == 1 ? "" : "s"), \(sessions) session\(sessions == 1 ? "" : "s") replayed"
    }

    /// One line per rule, in schema order (control characters shown as escapes).
    static func lines(_ coverage: MessageCoverage) -> [String] {
        coverage.entries.map { e in
            var s = "  \(e.isCovered ? "✓" : "✗") \(e.key) \(e.rule.number). \(e.rule.rule)"
            if let p = e.rule.parameter { s += " \(p)" }
            if let c = e.rule.condition { s += ", when \(c)" }
            if e.isCovered { s += " (\(e.shown)×)" }
            return VisibleText.escaping(s + " → " + e.rule.message)
        }
    }

    /// `N of M messages covered (P%)`, and below `--min` the minimum that was missed.
    static func summary(_ coverage: MessageCoverage, minimum: Double?) -> String {
        let below = minimum.flatMap { coverage.reaches($0) ? nil : $0 }
        let shown = percentText(covered: coverage.covered, of: coverage.total, below: below)
        var s = "\(coverage.covered) of \(coverage.total) message\(coverage.total == 1 ? "" : "s") covered (\(shown)%)"
        if let below { s += ", below the minimum of \(percentText(below))%" }
        return s
    }

    /// One JSON object per rule: kind, field, number, rule, parameter, message, shown (a count).
    static func json(_ coverage: MessageCoverage) -> [String] {
        coverage.entries.map { e in
            JSONWriter.string(
                .object(
                    JSONObject([
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
    static func jsonSummary(_ coverage: MessageCoverage, minimum: Double?, sessions: Int) -> String {
        JSONWriter.string(
            .object(
                JSONObject([
                    ("kind", .string("summary")),
                    ("covered", .number(String(coverage.covered))),
                    ("messages", .number(String(coverage.total))),
                    ("percent", .number(percentText(covered: coverage.covered, of: coverage.total))),
                    ("min", minimum.map { .number(percentText($0)) } ?? .null),
                    ("sessions", .number(String(sessions))),
                ])))
    }

    /// N of M as a percentage rounded half up to one decimal, without `.0` (`14.3`, `66.7`,
    /// `75`), but never `100` while a message is left out nor `0` once one is covered
    /// (`99.9`, `0.1`). Below a `minimum` that the rounded figure would reach, more decimals
    /// (up to four) show that it is below: `66.67` against 66.7. The minimum is compared
    /// with the exact ratio (`MessageCoverage.reaches`), never with this text.
    static func percentText(covered: Int, of total: Int, below minimum: Double? = nil) -> String {
        guard total > 0 else { return "100" }
        var decimals = 1
        while true {
            let scale = power(10, decimals)
            // Rounded half up in whole numbers: (covered × 100 × scale × 2 + total) / (2 × total).
            var units = (covered * 100 * scale * 2 + total) / (2 * total)
            if covered < total { units = min(units, 100 * scale - 1) }
            if covered > 0 { units = max(units, 1) }
            let reads = Double(units) / Double(scale)
            if let minimum, reads >= minimum, decimals < 4 {
                decimals += 1
                continue
            }
            return decimalText(units, decimals: decimals)
        }
    }

    /// A percentage given on the command line, without trailing zeros: `70`, `66.7`.
    static func percentText(_ p: Double) -> String { decimalText(Int((p * 10_000).rounded()), decimals: 4) }

    /// `units` hundredths (or tenths, …) as decimal text without trailing zeros.
    private static func decimalText(_ units: Int, decimals: Int) -> String {
        var units = units
        var decimals = decimals
        while decimals > 0 && units % 10 == 0 {
            units /= 10
            decimals -= 1
        }
        guard decimals > 0 else { return String(units) }
        let scale = power(10, decimals)
        let fraction = String(units % scale)
        return "\(units / scale)." + String(repeating: "0", count: decimals - fraction.count) + fraction
    }

    private static func power(_ base: Int, _ exponent: Int) -> Int { (0..<exponent).reduce(1) { r, _ in r * base } }
}
