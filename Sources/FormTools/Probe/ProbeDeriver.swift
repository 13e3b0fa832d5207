import FormCore

/// Derives, from one payload the form accepts, the cases docs/contract.md, "Schema evolution and server conformance"
/// asks of every rule
/// (`ProbeRecipe`): the rule broken by the smallest step and no other rule broken, the
/// rule's boundary on its passing side, and, for a rule with a `when`, the breaking
/// value with the `when` false. Each case's payload differs from the valid one in the
/// field (and in what the rule's `when` or the field's `visibleWhen` needs), and is
/// judged rule by rule and then by `PayloadChecker`, as `check` and the mock judge
/// payloads; when no candidate gives the case, the case says why instead of sending a
/// guess. Pure: no I/O, trial values live in `store` and are freed after each trial.
public struct ProbeDeriver {
    public let form: Form
    /// The valid payload, as read or built.
    public let valid: JSONObject
    let store: SecretStore
    /// One judge for every `check` of a candidate (setting one up lays out every option).
    private let judge: PayloadJudge?
    let options = OptionLookup()

    /// - Parameter store: where trial values live while they are judged; freed after each.
    public init(form: Form, valid: JSONObject, store: SecretStore) {
        self.form = form
        self.valid = valid
        self.store = store
        judge = try? PayloadJudge(form: form, store: store)
    }

    /// What `check` says about the valid payload: each key in error with its message
    /// (empty when the form accepts it), or why the payload cannot be judged.
    public func localErrors() -> Result<[(key: String, message: String)], PayloadLineError> {
        check(valid).map { $0.errors.map { ($0.key, $0.message) } }
    }

    /// The cases of every rule of every field, in schema order, each field's `types`
    /// cases after its rules'; with `only`, of those fields alone; of the given families.
    public func deriveAll(only keys: Set<String>? = nil, families: Set<ProbeFamily> = Set(ProbeFamily.allCases))
        -> [ProbeCase]
    {
        form.fields.filter { keys?.contains($0.key) ?? true }.flatMap { f in
            f.rules.indices.flatMap { derive(field: f, rule: $0, families: families) }
                + (families.contains(.types) ? typeCases(field: f) : [])
        }
    }

    /// The cases of one rule, in order: breaking, boundary, then (for a rule with a
    /// `when`) the first breaking value with the `when` false; the cases of other
    /// families in their recipes' order.
    public func derive(field: Field, rule index: Int, families: Set<ProbeFamily> = Set(ProbeFamily.allCases))
        -> [ProbeCase]
    {
        let rule = field.rules[index]
        let recipes = ProbeRecipe.recipes(for: rule, of: field).filter { families.contains($0.family) }
        guard !recipes.isEmpty else { return [] }
        let target = Condition.all([field.visibleWhen, rule.condition].compactMap { $0 })
        let contexts = enablingPayloads(for: field, condition: target)
        guard !contexts.isEmpty else {
            guard families.contains(.boundaries) else { return [] }
            let reason = ProbeText.unreachable(visibility: field.visibleWhen != nil, when: rule.condition != nil)
            return [
                ProbeCase(
                    field: field, ruleIndex: index, step: .breaking, label: ProbeText.breakingLabel(rule),
                    outcome: .impossible(reason: reason))
            ]
        }
        var cases: [ProbeCase] = []
        var firstBreak: (value: JSONValue?, label: String)?
        for recipe in recipes {
            switch search(recipe, field: field, rule: index, contexts: contexts) {
            case .found(let payload, let value):
                let label = recipe.label(for: value)
                cases.append(
                    ProbeCase(
                        field: field, ruleIndex: index, step: recipe.step, label: label, outcome: .payload(payload),
                        family: recipe.family, cause: recipe.cause))
                if recipe.step == .breaking && recipe.family == .boundaries && firstBreak == nil {
                    firstBreak = (value, label)
                }
            case .missing(let reason):
                if recipe.optional { continue }
                cases.append(
                    ProbeCase(
                        field: field, ruleIndex: index, step: recipe.step, label: recipe.label,
                        outcome: .impossible(reason: reason)))
            }
        }
        if let when = rule.condition, let firstBreak {
            cases.append(
                whenFalse(field: field, rule: index, when: when, value: firstBreak.value, label: firstBreak.label))
        }
        return cases
    }

    // MARK: searching

    private enum Search {
        /// The payload, and the field's value in it (nil: left out).
        case found(JSONObject, JSONValue?)
        case missing(reason: String)
    }

    /// The first candidate of the recipe, in the first context where one fits, that gives
    /// the case: it breaks the rule alone (breaking), or the form accepts it (boundary).
    private func search(_ recipe: ProbeRecipe, field: Field, rule index: Int, contexts: [JSONObject]) -> Search {
        var closest: [String]?
        for context in contexts {
            let values: [JSONValue?]
            switch recipe.candidates(context[field.key]) {
            case .none(let reason): return .missing(reason: reason)
            case .values(let v): values = withLuhnRepairs(v, field: field, rule: field.rules[index])
            }
            for value in values {
                for changed in changing(field, in: context, to: value, except: recipe.step == .breaking ? index : nil) {
                    let payload = settled(changed, keeping: field)
                    let judged =
                        recipe.step == .breaking
                        ? judgeBreaking(payload, field: field, rule: index) : judgePassing(payload)
                    switch judged {
                    case .fits: return .found(payload, value)
                    case .breaks(let others): if closest.map({ others.count < $0.count }) ?? true { closest = others }
                    case .misses: continue
                    }
                }
            }
        }
        if recipe.step == .breaking {
            return .missing(reason: closest.map { ProbeText.alsoBreaks($0) } ?? ProbeText.nothingBreaks)
        }
        return .missing(reason: closest.map { ProbeText.breaks($0) } ?? ProbeText.nothingPasses)
    }

    /// The breaking value with the rule's `when` false (and the field shown): a payload the
    /// form accepts, since the rule does not apply.
    private func whenFalse(field: Field, rule index: Int, when: Condition, value: JSONValue?, label: String)
        -> ProbeCase
    {
        let target = Condition.all([field.visibleWhen].compactMap { $0 } + [.not(when)])
        for context in enablingPayloads(for: field, condition: target) {
            for changed in changing(field, in: context, to: value, except: index) {
                let payload = settled(changed, keeping: field)
                if case .fits = judgePassing(payload) {
                    return ProbeCase(
                        field: field, ruleIndex: index, step: .whenFalse, label: ProbeText.whenFalse(label),
                        outcome: .payload(payload))
                }
            }
        }
        return ProbeCase(
            field: field, ruleIndex: index, step: .whenFalse, label: ProbeText.whenFalse(label),
            outcome: .impossible(reason: ProbeText.noWhenFalse))
    }

    /// Candidates for a field that also has a `luhn` rule (not the one under probe) are
    /// followed by the same text with its check digit repaired.
    private func withLuhnRepairs(_ values: [JSONValue?], field: Field, rule: ValidationRule) -> [JSONValue?] {
        guard !ProbeDeriver.isLuhn(rule), field.rules.contains(where: ProbeDeriver.isLuhn) else { return values }
        return values.flatMap { v -> [JSONValue?] in
            guard let text = v.flatMap(ProbeDeriver.text), let repaired = BreakingValues.luhnRepaired(text),
                repaired != text
            else { return [v] }
            return [v, SampleValues.text(repaired, for: field)]
        }
    }

    private static func isLuhn(_ rule: ValidationRule) -> Bool {
        switch rule.kind {
        case .luhn: return true
        case .required, .regex, .length, .range, .equalsField: return false
        }
    }

    /// A text value's characters (a string, or a number's digits).
    static func text(_ value: JSONValue) -> String? { value.stringValue ?? value.numberText }

    /// `check`'s verdict on a payload.
    func check(_ payload: JSONObject) -> Result<PayloadChecker.Verdict, PayloadLineError> {
        guard let judge else { return ProbeDeriver.check(payload, form: form, store: store) }
        let bytes = Array(JSONWriter.string(.object(payload)).utf8)
        return bytes.withUnsafeBytes { judge.check($0) }
    }

    /// `check`'s verdict on a payload, with a judge of its own.
    static func check(_ payload: JSONObject, form: Form, store: SecretStore) -> Result<
        PayloadChecker.Verdict, PayloadLineError
    > {
        let bytes = Array(JSONWriter.string(.object(payload)).utf8)
        return bytes.withUnsafeBytes { PayloadChecker.check($0, form: form, store: store) }
    }
}
