import FormCore

/// `probe`'s output: plain lines, or JSON Lines (one object per line) with `--json`.
///
/// ```
/// valid payload: accepted locally; server: HTTP 200, same
/// address 1. required, when delivery_type = courier: left out: same
///   sent:   delivery_type = "courier", address left out
///   local:  Kuryer uchun manzil majburiy
///   server: HTTP 422 Kuryer uchun manzil majburiy
/// address 1. required, when delivery_type = courier: left out, when false: server rejects valid
///   sent:   address left out
///   local:  accepted
///   server: HTTP 422 address: Kuryer uchun manzil majburiy
/// 5 cases: 4 same, 0 other wording, 0 server accepts, 1 server rejects valid, 0 without a payload
/// ```
public struct ProbeReport {
    public let form: Form
    public let valid: JSONObject
    /// How a case is sent again by hand (nil: no `curl` line).
    public let curl: ProbeCurl?
    /// The most characters of a sent value shown whole in plain output.
    static let shownCharacters = 40
    /// A longer value shows this many characters from its start and from its end, where
    /// a case puts what it is about (a space, a 👍🏽, a newline, a character added).
    static let shownHead = 5
    static let shownTail = 4

    public init(form: Form, valid: JSONObject, curl: ProbeCurl? = nil) {
        self.form = form
        self.valid = valid
        self.curl = curl
    }

    // MARK: the valid payload

    /// The first lines: the payload when formsh built it, then what formsh and the server
    /// say about it (the server's part when it was asked).
    public func validLines(
        built: Bool, localErrors: [(key: String, message: String)], answer: ServerAnswer?, json: Bool
    ) -> [String] {
        let judged = answer.map(ProbeVerdict.judgeValid)
        if json {
            return [
                JSONWriter.string(
                    .object(
                        JSONObject([
                            ("kind", .string("valid")),
                            ("built", .bool(built)),
                            ("payload", .object(masked(valid))),
                            ("localErrors", .object(JSONObject(localErrors.map { ($0.key, .string($0.message)) }))),
                            ("status", answer.map { .number(String($0.status)) } ?? .null),
                            ("server", judged?.server.map { .string($0) } ?? .null),
                            ("verdict", judged.map { .string($0.verdict.rawValue) } ?? .null),
                        ])))
            ]
        }
        var s = "valid payload: "
        s +=
            localErrors.isEmpty
            ? "accepted locally"
            : "rejected locally (" + localErrors.map { "\($0.key): \($0.message)" }.joined(separator: "; ") + ")"
        if let answer, let judged {
            s +=
                "; server: HTTP \(answer.status)" + (judged.server.map { " \($0)" } ?? "")
                + ", \(judged.verdict.rawValue)"
        }
        let payload = "valid payload built from the rules: " + JSONWriter.string(.object(masked(valid)), style: .spaced)
        return (built ? [payload, s] : [s]).map(VisibleText.escaping)
    }

    // MARK: one case

    /// The lines of one case: a heading with the verdict, then what was sent, formsh's
    /// verdict and the server's answer; without a payload, one line with the reason.
    /// Control characters from the schema or the server are shown as escapes (docs/contract.md, "Validation and
    /// dependent fields" item 4).
    public func lines(_ r: ProbeResult) -> [String] {
        plainLines(r).map(VisibleText.escaping)
    }

    private func plainLines(_ r: ProbeResult) -> [String] {
        let c = r.probeCase
        guard case .payload = c.outcome, let answer = r.answer, let verdict = r.verdict else {
            if case .impossible(let reason) = c.outcome {
                return ["\(c.name): \(ProbeText.withoutPayload) (\(reason))"]
            }
            return ["\(c.name): \(ProbeText.withoutPayload)"]
        }
        let sent = c.changes(from: valid, form: form).map { change in
            "\(change.key) " + (change.value.map { "= " + shown($0, key: change.key) } ?? ProbeText.leftOut)
        }
        var lines = [
            "\(c.name): \(verdict.rawValue)",
            "  sent:   " + (sent.isEmpty ? ProbeText.unchanged : sent.joined(separator: ", ")),
            "  local:  " + (c.expectsRejection ? c.message : ProbeText.accepted),
            "  server: HTTP \(answer.status)" + (r.server.map { " \($0)" } ?? ""),
        ]
        if let cause = r.cause { lines.append("  cause:  " + cause.rawValue) }
        if verdict != .same, let line = curlLine(c) { lines.append("  curl:   " + line) }
        return lines
    }

    /// The `curl` command that sends the case's payload (secure values read from the
    /// environment, never written).
    func curlLine(_ c: ProbeCase) -> String? {
        guard let curl, let payload = c.payload else { return nil }
        return curl.command(body: payload, secretKeys: Set(form.fields.filter(\.isSecret).map(\.key)))
    }

    /// One case as a JSON object: kind, name, field, number, rule, parameter (a number
    /// for lengths and bounds), family, case, expected (`rejected` or `accepted`), local
    /// (formsh's message, or null), then sent (the changed keys with their values),
    /// leftOut (the keys left out), status, server, verdict, cause, and for a verdict other
    /// than `same` the curl line; for a case without a payload, a null verdict and the reason.
    public func json(_ r: ProbeResult) -> String {
        let c = r.probeCase
        var members = ProbeReport.caseMembers(c)
        switch c.outcome {
        case .payload:
            let changes = c.changes(from: valid, form: form)
            let sent = changes.compactMap { change in
                change.value.map { (change.key, maskedIfSecret($0, key: change.key)) }
            }
            let leftOut = changes.filter { $0.value == nil }.map { JSONValue.string($0.key) }
            members += [
                ("sent", .object(JSONObject(sent))),
                ("leftOut", .array(leftOut)),
                ("status", r.answer.map { .number(String($0.status)) } ?? .null),
                ("server", r.server.map { .string($0) } ?? .null),
                ("verdict", r.verdict.map { .string($0.rawValue) } ?? .null),
                ("cause", r.cause.map { .string($0.rawValue) } ?? .null),
            ]
            if r.verdict.map({ $0 != .same }) ?? false, let line = curlLine(c) {
                members.append(("curl", .string(line)))
            }
        case .impossible(let reason):
            members += [("verdict", .null), ("reason", .string(reason))]
        }
        return JSONWriter.string(.object(JSONObject(members)))
    }

    /// What names a case in JSON: kind, name, field, number, rule, parameter, case,
    /// expected, local.
    static func caseMembers(_ c: ProbeCase) -> [(key: String, value: JSONValue)] {
        let entry = c.ruleIndex.map { RuleCatalog.entries(for: c.field)[$0] }
        return [
            ("kind", .string("case")),
            ("name", .string(c.name)),
            ("field", .string(c.field.key)),
            ("number", entry.map { .number(String($0.number)) } ?? .null),
            ("rule", .string(entry?.rule ?? ProbeText.typeRule)),
            ("parameter", entry.flatMap { e in e.parameter.map { parameter($0, of: c.rule) } } ?? .null),
            ("family", .string(c.family.rawValue)),
            ("case", .string(c.label)),
            ("expected", .string(c.expectsRejection ? "rejected" : "accepted")),
            ("local", c.expectsRejection ? .string(c.message) : .null),
        ]
    }

    /// A rule's parameter: a number for lengths and bounds, else the text.
    private static func parameter(_ text: String, of rule: ValidationRule?) -> JSONValue {
        switch rule?.kind {
        case .length?, .range?: return SampleValues.jsonNumber(text).map { .number($0) } ?? .string(text)
        default: return .string(text)
        }
    }

    // MARK: summary

    /// `N cases: A same, B other wording, C server accepts, D server rejects valid, E without a payload`,
    /// then, when a verdict has a cause, `; causes: 2 server trims spaces, 1 …` (in JSON a
    /// `causes` object, cause by count).
    public func summary(_ results: [ProbeResult], json: Bool) -> String {
        let counts = ProbeVerdict.allCases.map { v in results.filter { $0.verdict == v }.count }
        let without = results.filter { $0.verdict == nil }.count
        let causes = ProbeCause.allCases.map { cause in (cause, results.filter { $0.cause == cause }.count) }.filter {
            $0.1 > 0
        }
        if json {
            let names = ["same", "otherWording", "serverAccepts", "serverRejectsValid"]
            return JSONWriter.string(
                .object(
                    JSONObject(
                        [("kind", .string("summary")), ("cases", .number(String(results.count)))]
                            + zip(names, counts).map { ($0, .number(String($1))) }
                            + [
                                ("withoutPayload", .number(String(without))),
                                ("causes", .object(JSONObject(causes.map { ($0.0.rawValue, .number(String($0.1))) }))),
                            ])))
        }
        let parts = zip(ProbeVerdict.allCases, counts).map { "\($1) \($0.rawValue)" } + ["\(without) without a payload"]
        let tail =
            causes.isEmpty ? "" : "; causes: " + causes.map { "\($0.1) \($0.0.rawValue)" }.joined(separator: ", ")
        return "\(results.count) case\(results.count == 1 ? "" : "s"): " + parts.joined(separator: ", ") + tail
    }

    // MARK: helpers

    /// A sent value in plain output: JSON, a long string cut with its length, a secret masked.
    private func shown(_ value: JSONValue, key: String) -> String {
        let v = maskedIfSecret(value, key: key)
        guard case .string(let s) = v, s.count > ProbeReport.shownCharacters else { return JSONWriter.string(v) }
        return ProbeReport.shortened(s) + " (\(s.count) characters)"
    }

    /// A long text as JSON, its start and its end around `…`: `"Ab111…111👍🏽"`.
    static func shortened(_ s: String) -> String {
        JSONWriter.string(.string(String(s.prefix(shownHead)))).dropLast() + "…"
            + JSONWriter.string(.string(String(s.suffix(shownTail)))).dropFirst()
    }

    /// A payload with the values of secure fields masked.
    private func masked(_ payload: JSONObject) -> JSONObject {
        JSONObject(payload.entries.map { ($0.key, maskedIfSecret($0.value, key: $0.key)) })
    }

    /// A secure field's value as `••••` (it is never shown, even from a test payload).
    private func maskedIfSecret(_ value: JSONValue, key: String) -> JSONValue {
        guard let i = form.index(ofKey: key), form.fields[i].isSecret else { return value }
        return .string("••••")
    }
}
