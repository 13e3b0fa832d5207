import FormCore

/// Derives, from one payload the form accepts, a payload per rule that breaks exactly
/// that rule and no other (SPEC §10). A rule's `when`, or the field's `visibleWhen`,
/// is made true first when the valid payload leaves it false. Every candidate is judged
/// rule by rule and then checked with `PayloadChecker`, as `check` and the mock judge
/// payloads; when no candidate breaks the rule alone, the case says why instead of
/// sending a guess.
public struct ProbeDeriver {
    public let form: Form
    /// The valid payload, as read.
    public let valid: JSONObject
    private let store: SecretStore

    /// - Parameter store: where trial values live while they are judged; freed after each.
    public init(form: Form, valid: JSONObject, store: SecretStore) {
        self.form = form
        self.valid = valid
        self.store = store
    }

    /// What `check` says about the valid payload: each key in error with its message
    /// (empty when the form accepts it), or why the payload cannot be judged.
    public func localErrors() -> Result<[(key: String, message: String)], PayloadLineError> {
        ProbeDeriver.check(valid, form: form, store: store).map { $0.errors.map { ($0.key, $0.message) } }
    }

    /// A case per rule of every field, in schema order.
    public func deriveAll() -> [ProbeCase] {
        form.fields.flatMap { f in f.rules.indices.map { derive(field: f, rule: $0) } }
    }

    /// The case of one rule.
    public func derive(field: Field, rule index: Int) -> ProbeCase {
        let rule = field.rules[index]
        let target = Condition.all([field.visibleWhen, rule.condition].compactMap { $0 })
        let contexts = enablingPayloads(for: field, condition: target)
        guard !contexts.isEmpty else {
            let reason = ProbeText.unreachable(visibility: field.visibleWhen != nil, when: rule.condition != nil)
            return ProbeCase(field: field, ruleIndex: index, outcome: .impossible(reason: reason))
        }
        var closest: [String]?
        for context in contexts {
            let seed = context[field.key].flatMap(ProbeDeriver.text)
            let values: [JSONValue?]
            switch BreakingValues.candidates(for: rule, of: field, seed: seed) {
            case .none(let reason): return ProbeCase(field: field, ruleIndex: index, outcome: .impossible(reason: reason))
            case .values(let v): values = withLuhnRepairs(v, field: field, rule: rule)
            }
            for value in values {
                for changed in changing(field, in: context, to: value, except: index) {
                    let payload = settled(changed, keeping: field)
                    switch judge(payload, field: field, rule: index) {
                    case .breaksOnlyThis: return ProbeCase(field: field, ruleIndex: index, outcome: .payload(payload))
                    case .breaksAlso(let others): if closest.map({ others.count < $0.count }) ?? true { closest = others }
                    case .doesNotBreak: continue
                    }
                }
            }
        }
        let reason = closest.map { ProbeText.alsoBreaks($0) } ?? ProbeText.nothingBreaks
        return ProbeCase(field: field, ruleIndex: index, outcome: .impossible(reason: reason))
    }

    // MARK: contexts

    /// Payloads, all valid except perhaps for `field`, under which `condition` holds: the
    /// valid payload itself when it does, else the payload changed as `ConditionSolver` suggests.
    private func enablingPayloads(for field: Field, condition: Condition) -> [JSONObject] {
        if let t = trial(valid, conditions: [condition]), t.conditions[0], t.failures[field.index] != nil {
            return [valid]
        }
        return ConditionSolver.changes(condition, form: form, payload: valid).compactMap { change in
            var p = valid
            for (key, value) in change { p = setting(key, to: value, in: p) }
            p = settled(p, keeping: field)
            guard let t = trial(p, conditions: [condition]), t.conditions[0], t.failures[field.index] != nil,
                  othersValid(t, except: field) else { return nil }
            return p
        }
    }

    /// The payload without values for hidden fields (the app leaves them out), and with
    /// a sample value for each other field that became visible, required and empty.
    private func settled(_ payload: JSONObject, keeping field: Field) -> JSONObject {
        var p = payload
        guard let t = trial(p) else { return p }
        for key in t.hiddenKeys { p = setting(key, to: nil, in: p) }
        for g in form.fields where g.index != field.index && p[g.key] == nil && !(t.failures[g.index] ?? []).isEmpty {
            for sample in SampleValues.values(for: g) {
                let filled = setting(g.key, to: sample, in: p)
                if let u = trial(filled), u.failures[g.index]?.isEmpty == true { p = filled; break }
            }
        }
        return p
    }

    /// The payload with the field set to `value`; then, if other fields are tied to it by
    /// an `equalsField` (other than the rule under probe) and held a copy of its value,
    /// the same with those set to the new value too. A field this one copies is changed
    /// only to a value, never left out.
    private func changing(_ field: Field, in payload: JSONObject, to value: JSONValue?, except ruleIndex: Int) -> [JSONObject] {
        let old = payload[field.key]
        let plain = setting(field.key, to: value, in: payload)
        var tied = plain
        for g in form.fields where g.index != field.index && old != nil && payload[g.key] == old {
            let copiesIt = g.rules.contains { ProbeDeriver.copied($0)?.index == field.index }
            let isCopied = value != nil && field.rules.indices.contains { i in
                i != ruleIndex && ProbeDeriver.copied(field.rules[i])?.index == g.index
            }
            if copiesIt || isCopied { tied = setting(g.key, to: value, in: tied) }
        }
        return tied == plain ? [plain] : [plain, tied]
    }

    /// The field a rule makes its own field a copy of (`equalsField`), or nil.
    private static func copied(_ rule: ValidationRule) -> Condition.FieldRef? {
        switch rule.kind {
        case .equalsField(let r): return r.other
        case .required, .regex, .length, .range, .luhn: return nil
        }
    }

    // MARK: judging

    private enum Judgement {
        case breaksOnlyThis
        /// Breaks it, but also these rules (`key rule` each).
        case breaksAlso([String])
        case doesNotBreak
    }

    private func judge(_ payload: JSONObject, field: Field, rule index: Int) -> Judgement {
        guard let t = trial(payload), let mine = t.failures[field.index], mine.contains(index) else { return .doesNotBreak }
        var others = mine.filter { $0 != index }.map { "\(field.key) \(field.rules[$0].name)" }
        for g in form.fields where g.index != field.index {
            others += (t.failures[g.index] ?? []).map { "\(g.key) \(g.rules[$0].name)" }
        }
        others += t.hiddenKeys.map { ProbeText.hiddenValue($0) }
        guard others.isEmpty else { return .breaksAlso(others) }
        // The same judgement `check` and the mock make: exactly this field, with this message.
        guard case .success(let verdict) = ProbeDeriver.check(payload, form: form, store: store),
              verdict.errors.count == 1, verdict.errors[0].key == field.key,
              verdict.errors[0].message == field.rules[index].message else { return .breaksAlso([ProbeText.checkDisagrees]) }
        return .breaksOnlyThis
    }

    private func othersValid(_ t: PayloadTrial, except field: Field) -> Bool {
        form.fields.allSatisfy { $0.index == field.index || (t.failures[$0.index] ?? []).isEmpty } && t.hiddenKeys.isEmpty
    }

    private func trial(_ payload: JSONObject, conditions: [Condition] = []) -> PayloadTrial? {
        PayloadTrial.run(payload, form: form, store: store, conditions: conditions)
    }

    /// Candidates for a field that also has a `luhn` rule (not the one under probe) are
    /// followed by the same text with its check digit repaired.
    private func withLuhnRepairs(_ values: [JSONValue?], field: Field, rule: ValidationRule) -> [JSONValue?] {
        guard !ProbeDeriver.isLuhn(rule), field.rules.contains(where: ProbeDeriver.isLuhn) else { return values }
        return values.flatMap { v -> [JSONValue?] in
            guard let text = v.flatMap(ProbeDeriver.text), let repaired = BreakingValues.luhnRepaired(text), repaired != text else { return [v] }
            return [v, SampleValues.text(repaired, for: field)]
        }
    }

    private static func isLuhn(_ rule: ValidationRule) -> Bool {
        switch rule.kind {
        case .luhn: return true
        case .required, .regex, .length, .range, .equalsField: return false
        }
    }

    // MARK: payload helpers

    /// The payload with `key` set (nil: left out), keys in schema order.
    private func setting(_ key: String, to value: JSONValue?, in payload: JSONObject) -> JSONObject {
        var entries = payload.entries.filter { $0.key != key }
        if let value { entries.append((key, value)) }
        let order = { (k: String) in form.index(ofKey: k) ?? Int.max }
        return JSONObject(entries.enumerated().sorted { (order($0.element.key), $0.offset) < (order($1.element.key), $1.offset) }.map(\.element))
    }

    /// A text value's characters (a string, or a number's digits).
    static func text(_ value: JSONValue) -> String? { value.stringValue ?? value.numberText }

    /// `check`'s verdict on a payload.
    static func check(_ payload: JSONObject, form: Form, store: SecretStore) -> Result<PayloadChecker.Verdict, PayloadLineError> {
        let bytes = Array(JSONWriter.string(.object(payload)).utf8)
        return bytes.withUnsafeBytes { PayloadChecker.check($0, form: form, store: store) }
    }
}
