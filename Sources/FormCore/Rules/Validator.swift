/// Applies SPEC §2's semantics to one field: hidden fields have no error, rules run in
/// order, a rule whose `when` is false is skipped, every rule but `required` passes on
/// an empty value, and the first failing rule's message is the field's error.
public enum Validator {
    public static func verdict<R: ValueReader>(of index: Int, in context: RuleContext<R>) -> Verdict {
        let reader = context.reader
        guard reader.isVisible(index) else { return .hidden }
        let field = reader.field(index)
        return reader.withValue(index) { value in verdict(of: field, value: value, in: context) }
    }

    /// The verdict for a given value (also used by `:try` and `:keys`, which do not store it).
    public static func verdict<R: ValueReader>(of field: Field, value: FieldValue, in context: RuleContext<R>) -> Verdict {
        judgement(of: field, value: value, in: context).verdict
    }

    /// The verdict and the position in `field.rules` of the rule that decided it (the
    /// first failing rule; nil when the value passes).
    public static func judgement<R: ValueReader>(of field: Field, value: FieldValue, in context: RuleContext<R>) -> (verdict: Verdict, rule: Int?) {
        let blank = value.isBlank
        for (position, rule) in field.rules.enumerated() where applies(rule, toBlank: blank, in: context.reader) {
            switch rule.evaluate(value, reader: context.reader, scratch: context.scratch) {
            case .pass: continue
            case .fail: return (.invalid(message: rule.message, warning: nil), position)
            case .failWith(let message, let warning):
                return (.invalid(message: message ?? rule.message, warning: warning.map { "warning: \(field.key): \($0)" }), position)
            }
        }
        return (.valid, nil)
    }

    /// Whether a rule judges the value at all: its `when` holds, and the value is not
    /// blank unless the rule is `required`. Both tests are pure, so the cheap one goes first.
    public static func applies<R: ValueReader>(_ rule: any ValidationRule, toBlank blank: Bool, in reader: R) -> Bool {
        if blank && !rule.judgesEmptyValues { return false }
        if let c = rule.condition, !c.evaluate(reader) { return false }
        return true
    }
}

/// A field's state after validation.
public enum Verdict: Equatable, Sendable {
    case valid
    case invalid(message: String, warning: String?)
    case hidden

    public var isValid: Bool { self == .valid }
    public var message: String? { if case .invalid(let m, _) = self { return m }; return nil }
}
