import FormCore

/// One case of one rule (docs/contract.md, "Schema evolution and server conformance"): a payload that differs from the
/// valid one in one
/// field — the rule broken by the smallest step, the rule's boundary on its passing
/// side, or the breaking value while the rule's `when` is false — or, when no such
/// payload exists, why.
public struct ProbeCase: Sendable {
    /// What a case checks, and so what both sides must say of its payload.
    public enum Step: String, Sendable {
        /// The rule broken by the smallest step and no other rule broken: rejected, with
        /// the rule's message.
        case breaking
        /// The rule's boundary (exactly `minLength` characters, exactly `max`, …): accepted.
        case boundary
        /// The breaking value with the rule's `when` made false: accepted.
        case whenFalse = "when false"
    }

    public let field: Field
    /// The rule's position in `field.rules` (0-based; shown 1-based as in `messages`);
    /// nil for a `types` case, which is about the value's JSON type, not a rule.
    public let ruleIndex: Int?
    public let step: Step
    /// The case in words: `left out`, `below`, `at (👍🏽)`, `left out, when false`.
    public let label: String
    public let outcome: Outcome
    public let family: ProbeFamily
    /// What explains a server that disagrees on this case (nil: nothing the family knows).
    public let cause: ProbeCause?
    /// formsh's message for the payload when it is not a rule's (a `types` case).
    let ownMessage: String?

    public enum Outcome: Sendable {
        /// The payload, checked locally: it breaks this rule and no other (`breaking`), or
        /// the form accepts it (`boundary`, `whenFalse`).
        case payload(JSONObject)
        /// No such payload was found; the reason in words.
        case impossible(reason: String)
    }

    public init(
        field: Field, ruleIndex: Int?, step: Step, label: String, outcome: Outcome,
        family: ProbeFamily = .boundaries, cause: ProbeCause? = nil, message: String? = nil
    ) {
        self.field = field
        self.ruleIndex = ruleIndex
        self.step = step
        self.label = label
        self.outcome = outcome
        self.family = family
        self.cause = cause
        ownMessage = message
    }

    /// The rule the case is about (nil for a `types` case).
    public var rule: ValidationRule? { ruleIndex.map { field.rules[$0] } }

    /// Whether formsh rejects the payload (with `message`); otherwise it accepts it.
    public var expectsRejection: Bool { step == .breaking }

    /// formsh's message when it rejects the payload: the rule's, or for a `types` case
    /// the one `check` gives the value.
    public var message: String { ownMessage ?? rule?.message ?? "" }

    /// `age 2. max 120: above`: the field, the rule as `messages` numbers and writes it
    /// (with its `when`), and the case; `age type: number as a string` for a `types` case.
    /// Unique within a form.
    public var name: String {
        guard let ruleIndex else { return "\(field.key) \(ProbeText.typeRule): \(label)" }
        return "\(field.key) \(ProbeCase.rulePhrase(field: field, rule: ruleIndex)): \(label)"
    }

    /// The derived payload, if there is one.
    public var payload: JSONObject? {
        if case .payload(let p) = outcome { return p }
        return nil
    }

    /// How the derived payload differs from the valid one, in schema order: each key with
    /// its new value, or nil when the key is left out.
    public func changes(from valid: JSONObject, form: Form) -> [(key: String, value: JSONValue?)] {
        guard let payload else { return [] }
        return form.fields.compactMap { f in
            payload[f.key] == valid[f.key] ? nil : (f.key, payload[f.key])
        }
    }

    /// `2. regex ^[0-9]+$, when x = y`, numbered as `messages` numbers rules.
    public static func rulePhrase(field: Field, rule index: Int) -> String {
        let e = RuleCatalog.entries(for: field)[index]
        var s = "\(e.number). \(e.rule)"
        if let p = e.parameter { s += " \(p)" }
        if let w = e.condition { s += ", when \(w)" }
        return s
    }
}
