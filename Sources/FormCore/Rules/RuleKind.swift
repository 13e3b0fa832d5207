/// The kinds of rule docs/contract.md, "Validation and dependent fields" defines, one closed set: a `switch` over it is
/// checked by
/// the compiler, so a new kind cannot be forgotten by the evaluator or by any tool.
/// Each kind's parameters and evaluation live in its own file (`RegexRule`, …); a schema
/// rule of an unknown name never becomes a rule (it is reported at load).
///
/// A kind's parameters are one immutable object (`RegexRule`, `LengthRule`, …), which
/// `evaluate` borrows: judging a value (`check` judges millions) takes no reference
/// counts, where a payload of several references would be copied out of the enum.
public enum RuleKind: Sendable {
    /// `required`: text not blank, a choice made, a boolean true.
    case required
    /// `regex`: the whole value matches an ICU pattern.
    case regex(RegexRule)
    /// `minLength` / `maxLength`, in grapheme clusters.
    case length(LengthRule)
    /// `min` / `max`, compared as exact decimals.
    case range(RangeRule)
    /// `equalsField`: the value equals another field's.
    case equalsField(EqualsFieldRule)
    /// `luhn`: the digits pass the Luhn checksum.
    case luhn

    /// Judges a value, as the kind's own file says.
    @inline(__always)
    func evaluate<R: ValueReader>(_ value: FieldValue, reader: R, scratch: SecretStore) -> RuleOutcome {
        switch self {
        case .required: return RequiredRule.evaluate(value)
        case .regex(let r): return borrowed(r) { $0.evaluate(value, scratch: scratch) }
        case .length(let r): return borrowed(r) { $0.evaluate(value, scratch: scratch) }
        case .range(let r): return borrowed(r) { $0.evaluate(value) }
        case .equalsField(let r): return borrowed(r) { $0.evaluate(value, reader: reader) }
        case .luhn: return LuhnRule.evaluate(value)
        }
    }

    /// `body` with `parameters` borrowed. A payload taken out of an enum that was read
    /// from memory is a copy, which costs a retain and a release around `body`; the
    /// rule that holds the kind keeps the parameters alive while it is judged.
    @inline(__always)
    private func borrowed<P: AnyObject>(_ parameters: P, _ body: (P) -> RuleOutcome) -> RuleOutcome {
        Unmanaged.passUnretained(parameters)._withUnsafeGuaranteedRef(body)
    }

    /// The schema's rule name.
    public var name: String {
        switch self {
        case .required: return "required"
        case .regex: return "regex"
        case .length(let r): return r.bound.rawValue
        case .range(let r): return r.bound.rawValue
        case .equalsField: return "equalsField"
        case .luhn: return "luhn"
        }
    }

    /// Whether this is `required`, the one kind that judges empty values (every other
    /// kind passes them).
    public var isRequired: Bool {
        switch self {
        case .required: return true
        case .regex, .length, .range, .equalsField, .luhn: return false
        }
    }

    /// Fields the rule reads besides its own and its condition's.
    public var referencedFields: [Int] {
        switch self {
        case .equalsField(let r): return [r.other.index]
        case .required, .regex, .length, .range, .luhn: return []
        }
    }
}
