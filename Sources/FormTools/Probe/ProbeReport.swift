import FormCore

/// One probed rule: the case, the server's answer to its payload, and the verdict.
public struct ProbeResult: Sendable {
    public let probeCase: ProbeCase
    /// Nil for a rule without a payload (nothing was sent).
    public let answer: ServerAnswer?
    public let verdict: ProbeVerdict?
    /// The server's message as shown, when it rejected the payload.
    public let server: String?

    public init(_ probeCase: ProbeCase, answer: ServerAnswer?) {
        self.probeCase = probeCase
        self.answer = answer
        if let answer {
            (verdict, server) = ProbeVerdict.judge(key: probeCase.field.key, message: probeCase.rule.message, answer: answer)
        } else {
            (verdict, server) = (nil, nil)
        }
    }
}

/// `probe`'s output: plain lines, or JSON Lines (one object per line) with `--json`.
///
/// ```
/// valid payload: accepted locally; server: HTTP 200, same
/// address 1. required, when delivery_type = courier: same
///   sent:   delivery_type = "courier", address left out
///   local:  Kuryer uchun manzil majburiy
///   server: HTTP 422 Kuryer uchun manzil majburiy
/// 3 rules: 3 same, 0 other wording, 0 server accepts, 0 server rejects valid, 0 without a payload
/// ```
public struct ProbeReport {
    public let form: Form
    public let valid: JSONObject
    /// The most characters of a sent value shown in plain output.
    static let shownCharacters = 40

    public init(form: Form, valid: JSONObject) {
        self.form = form
        self.valid = valid
    }

    // MARK: the valid payload

    /// The first line: what formsh and the server say about the valid payload.
    public func validLine(localErrors: [(key: String, message: String)], answer: ServerAnswer?, json: Bool) -> String {
        let judged = answer.map(ProbeVerdict.judgeValid)
        if json {
            return JSONWriter.string(.object(JSONObject([
                ("kind", .string("valid")),
                ("localErrors", .object(JSONObject(localErrors.map { ($0.key, .string($0.message)) }))),
                ("status", answer.map { .number(String($0.status)) } ?? .null),
                ("server", judged?.server.map { .string($0) } ?? .null),
                ("verdict", judged.map { .string($0.verdict.rawValue) } ?? .null),
            ])))
        }
        var s = "valid payload: "
        s += localErrors.isEmpty ? "accepted locally" : "rejected locally (" + localErrors.map { "\($0.key): \($0.message)" }.joined(separator: "; ") + ")"
        if let answer, let judged {
            s += "; server: HTTP \(answer.status)" + (judged.server.map { " \($0)" } ?? "") + ", \(judged.verdict.rawValue)"
        }
        return VisibleText.escaping(s)
    }

    // MARK: one rule

    /// The lines of one rule: a heading with the verdict, then what was sent, formsh's
    /// message and the server's answer (or, without a payload, the reason). Control
    /// characters from the schema or the server are shown as escapes (SPEC §2.4).
    public func lines(_ r: ProbeResult) -> [String] {
        plainLines(r).map(VisibleText.escaping)
    }

    private func plainLines(_ r: ProbeResult) -> [String] {
        let c = r.probeCase
        let heading = "\(c.field.key) \(ProbeReport.rulePhrase(c))"
        guard case .payload = c.outcome, let answer = r.answer, let verdict = r.verdict else {
            if case .impossible(let reason) = c.outcome { return ["\(heading): \(ProbeText.withoutPayload) (\(reason))"] }
            return ["\(heading): \(ProbeText.withoutPayload)"]
        }
        let sent = c.changes(from: valid, form: form).map { change in
            "\(change.key) " + (change.value.map { "= " + shown($0, key: change.key) } ?? ProbeText.leftOut)
        }
        return [
            "\(heading): \(verdict.rawValue)",
            "  sent:   " + sent.joined(separator: ", "),
            "  local:  " + c.rule.message,
            "  server: HTTP \(answer.status)" + (r.server.map { " \($0)" } ?? ""),
        ]
    }

    /// One rule as a JSON object: kind, field, number, rule, parameter, sent (changed keys,
    /// null for one left out), local, status, server, verdict, and reason for a rule
    /// without a payload.
    public func json(_ r: ProbeResult) -> String {
        let c = r.probeCase
        let entry = RuleCatalog.entries(for: c.field)[c.ruleIndex]
        var members: [(key: String, value: JSONValue)] = [
            ("kind", .string("rule")),
            ("field", .string(c.field.key)),
            ("number", .number(String(entry.number))),
            ("rule", .string(entry.rule)),
            ("parameter", entry.parameter.map { .string($0) } ?? .null),
            ("local", .string(entry.message)),
        ]
        switch c.outcome {
        case .payload:
            let sent = c.changes(from: valid, form: form).map { change in
                (change.key, change.value.map { maskedIfSecret($0, key: change.key) } ?? .null)
            }
            members += [
                ("sent", .object(JSONObject(sent))),
                ("status", r.answer.map { .number(String($0.status)) } ?? .null),
                ("server", r.server.map { .string($0) } ?? .null),
                ("verdict", r.verdict.map { .string($0.rawValue) } ?? .null),
            ]
        case .impossible(let reason):
            members += [("verdict", .null), ("reason", .string(reason))]
        }
        return JSONWriter.string(.object(JSONObject(members)))
    }

    // MARK: summary

    /// `N rules: A same, B other wording, C server accepts, D server rejects valid, E without a payload`.
    public func summary(_ results: [ProbeResult], json: Bool) -> String {
        let counts = ProbeVerdict.allCases.map { v in results.filter { $0.verdict == v }.count }
        let without = results.filter { $0.verdict == nil }.count
        if json {
            let names = ["same", "otherWording", "serverAccepts", "serverRejectsValid"]
            return JSONWriter.string(.object(JSONObject(
                [("kind", .string("summary")), ("rules", .number(String(results.count)))]
                    + zip(names, counts).map { ($0, .number(String($1))) }
                    + [("withoutPayload", .number(String(without)))])))
        }
        let parts = zip(ProbeVerdict.allCases, counts).map { "\($1) \($0.rawValue)" } + ["\(without) without a payload"]
        return "\(results.count) rule\(results.count == 1 ? "" : "s"): " + parts.joined(separator: ", ")
    }

    // MARK: helpers

    /// `2. regex ^[0-9]+$, when x = y`, numbered as `messages` numbers rules.
    static func rulePhrase(_ c: ProbeCase) -> String {
        let e = RuleCatalog.entries(for: c.field)[c.ruleIndex]
        var s = "\(e.number). \(e.rule)"
        if let p = e.parameter { s += " \(p)" }
        if let w = e.condition { s += ", when \(w)" }
        return s
    }

    /// A sent value in plain output: JSON, a long string cut with its length, a secret masked.
    private func shown(_ value: JSONValue, key: String) -> String {
        let v = maskedIfSecret(value, key: key)
        guard case .string(let s) = v, s.count > ProbeReport.shownCharacters else { return JSONWriter.string(v) }
        return JSONWriter.string(.string(String(s.prefix(ProbeReport.shownCharacters)) + "…")) + " (\(s.count) characters)"
    }

    /// A secure field's value as `••••` (it is never shown, even from a test payload).
    private func maskedIfSecret(_ value: JSONValue, key: String) -> JSONValue {
        guard let i = form.index(ofKey: key), form.fields[i].isSecret else { return value }
        return .string("••••")
    }
}
