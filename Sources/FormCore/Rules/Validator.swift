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

    /// The rule behind a visible field's error (what `check --json` names), or nil.
    public static func failingRule<R: ValueReader>(of index: Int, in context: RuleContext<R>) -> (any ValidationRule)? {
        let reader = context.reader
        guard reader.isVisible(index) else { return nil }
        let field = reader.field(index)
        return reader.withValue(index) { value in judgement(of: field, value: value, in: context).rule.map { field.rules[$0] } }
    }

    /// The verdict and the position in `field.rules` of the rule that decided it (the
    /// first failing rule; nil when the value passes).
    public static func judgement<R: ValueReader>(of field: Field, value: FieldValue, in context: RuleContext<R>) -> (verdict: Verdict, rule: Int?) {
        let blank = value.isBlank
        for (position, rule) in field.rules.enumerated() {
            // Both skips are pure, so the cheap one is asked first.
            if blank && !rule.judgesEmptyValues { continue }
            if let c = rule.condition, !c.evaluate(context.reader) { continue }
            switch rule.evaluate(value, reader: context.reader, scratch: context.scratch) {
            case .pass: continue
            case .fail: return (.invalid(message: rule.message, warning: nil), position)
            case .failWith(let message, let warning):
                return (.invalid(message: message ?? rule.message, warning: warning.map { "warning: \(field.key): \($0)" }), position)
            }
        }
        return (.valid, nil)
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
