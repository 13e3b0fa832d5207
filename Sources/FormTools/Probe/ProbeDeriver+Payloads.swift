import FormCore

/// The payloads a case starts from, how a field's value is changed in one, and how a
/// candidate payload is judged.
extension ProbeDeriver {
    // MARK: contexts

    /// Payloads, all valid except perhaps for `field`, under which `condition` holds and
    /// the field is shown: the valid payload itself when it does, else the payload changed
    /// as `ConditionSolver` suggests.
    func enablingPayloads(for field: Field, condition: Condition) -> [JSONObject] {
        if let t = trial(valid, conditions: [condition]), t.conditions[0], t.failures[field.index] != nil {
            return [valid]
        }
        return ConditionSolver.changes(condition, form: form, payload: valid, options: options).prefix(
            ConditionSolver.limit
        ).compactMap { change in
            var p = valid
            for (key, value) in change { p = setting(key, to: value, in: p) }
            p = settled(p, keeping: field)
            guard let t = trial(p, conditions: [condition]), t.conditions[0], t.failures[field.index] != nil,
                othersValid(t, except: field)
            else { return nil }
            return p
        }
    }

    /// The payload without values for hidden fields (the app leaves them out), and with
    /// a sample value for each other field that became visible, required and empty.
    func settled(_ payload: JSONObject, keeping field: Field) -> JSONObject {
        var p = payload
        guard let t = trial(p) else { return p }
        for key in t.hiddenKeys { p = setting(key, to: nil, in: p) }
        for g in form.fields where g.index != field.index && p[g.key] == nil && !(t.failures[g.index] ?? []).isEmpty {
            for sample in SampleValues.values(for: g) {
                let filled = setting(g.key, to: sample, in: p)
                if let u = trial(filled), u.failures[g.index]?.isEmpty == true {
                    p = filled
                    break
                }
            }
        }
        return p
    }

    /// The payload with the field set to `value`; then, if other fields are tied to it by
    /// an `equalsField` (other than the rule under probe, `except`) and held a copy of its
    /// value, the same with those set to the new value too. A field this one copies is
    /// changed only to a value, never left out.
    func changing(_ field: Field, in payload: JSONObject, to value: JSONValue?, except ruleIndex: Int?) -> [JSONObject]
    {
        let old = payload[field.key]
        let plain = setting(field.key, to: value, in: payload)
        var tied = plain
        for g in form.fields where g.index != field.index && old != nil && payload[g.key] == old {
            let copiesIt = g.rules.contains { ProbeDeriver.copied($0)?.index == field.index }
            let isCopied =
                value != nil
                && field.rules.indices.contains { i in
                    i != ruleIndex && ProbeDeriver.copied(field.rules[i])?.index == g.index
                }
            if copiesIt || isCopied { tied = setting(g.key, to: value, in: tied) }
        }
        return tied == plain ? [plain] : [plain, tied]
    }

    /// The field a rule makes its own field a copy of (`equalsField`), or nil.
    static func copied(_ rule: ValidationRule) -> Condition.FieldRef? {
        switch rule.kind {
        case .equalsField(let r): return r.other
        case .required, .regex, .length, .range, .luhn: return nil
        }
    }

    /// The payload with `key` set (nil: left out), keys in schema order.
    func setting(_ key: String, to value: JSONValue?, in payload: JSONObject) -> JSONObject {
        var entries = payload.entries.filter { $0.key != key }
        if let value { entries.append((key, value)) }
        let order = { (k: String) in self.form.index(ofKey: k) ?? Int.max }
        return JSONObject(
            entries.enumerated().sorted { (order($0.element.key), $0.offset) < (order($1.element.key), $1.offset) }.map(
                \.element))
    }

    // MARK: judging

    enum Judgement {
        /// The payload gives the case.
        case fits
        /// It breaks these rules (`key rule` each) that the case must not break.
        case breaks([String])
        /// It does not break the rule under probe (or cannot be read into the form).
        case misses
    }

    /// Whether the payload breaks exactly the rule and no other, and `check` (the judge of
    /// the mock and of a backend's tests) gives exactly that field that message.
    func judgeBreaking(_ payload: JSONObject, field: Field, rule index: Int) -> Judgement {
        guard let t = trial(payload), let mine = t.failures[field.index], mine.contains(index) else { return .misses }
        let others = broken(t, except: (field.index, index))
        guard others.isEmpty else { return .breaks(others) }
        guard case .success(let verdict) = check(payload),
            verdict.errors.count == 1, verdict.errors[0].key == field.key,
            verdict.errors[0].message == field.rules[index].message
        else { return .breaks([ProbeText.checkDisagrees]) }
        return .fits
    }

    /// Whether the form accepts the payload: no rule broken, no value for a hidden field.
    func judgePassing(_ payload: JSONObject) -> Judgement {
        guard let t = trial(payload) else { return .misses }
        let all = broken(t, except: nil)
        guard all.isEmpty else { return .breaks(all) }
        guard case .success(let verdict) = check(payload), verdict.isValid else {
            return .breaks([ProbeText.checkDisagrees])
        }
        return .fits
    }

    /// Every failing rule (`key rule`) of a trial but one, and the values for hidden fields.
    private func broken(_ t: PayloadTrial, except: (field: Int, rule: Int)?) -> [String] {
        var out: [String] = []
        for g in form.fields {
            out += (t.failures[g.index] ?? []).filter { g.index != except?.field || $0 != except?.rule }.map {
                "\(g.key) \(g.rules[$0].name)"
            }
        }
        return out + t.hiddenKeys.map { ProbeText.hiddenValue($0) }
    }

    private func othersValid(_ t: PayloadTrial, except field: Field) -> Bool {
        form.fields.allSatisfy { $0.index == field.index || (t.failures[$0.index] ?? []).isEmpty }
            && t.hiddenKeys.isEmpty
    }

    func trial(_ payload: JSONObject, conditions: [Condition] = []) -> PayloadTrial? {
        PayloadTrial.run(payload, form: form, store: store, options: options, conditions: conditions)
    }
}
