/// Applies docs/contract.md, "Validation and dependent fields"'s semantics to one field: hidden fields have no error,
/// rules run in
/// order, a rule whose `when` is false is skipped, every rule but `required` passes on
/// an empty value, and the first failing rule's message is the field's error.
public enum Validator {
    public static func verdict<R: ValueReader>(of index: Int, in context: RuleContext<R>) -> Verdict {
        judgement(of: index, in: context).verdict
    }

    /// A stored field's verdict and the position of the rule that decided it (nil when
    /// the field is valid or hidden).
    public static func judgement<R: ValueReader>(of index: Int, in context: RuleContext<R>) -> (
        verdict: Verdict, rule: Int?
    ) {
        let reader = context.reader
        guard reader.isVisible(index) else { return (.hidden, nil) }
        let field = reader.field(index)
        return reader.withValue(index) { value in judgement(of: field, value: value, in: context) }
    }

    /// The verdict for a given value (also used by `:try` and `:keys`, which do not store it).
    public static func verdict<R: ValueReader>(of field: Field, value: FieldValue, in context: RuleContext<R>)
        -> Verdict
    {
        judgement(of: field, value: value, in: context).verdict
    }

    /// The verdict and the position in `field.rules` of the rule that decided it (the
    /// first failing rule; nil when the value passes).
    public static func judgement<R: ValueReader>(of field: Field, value: FieldValue, in context: RuleContext<R>) -> (
        verdict: Verdict, rule: Int?
    ) {
        let blank = value.isBlank
        for (position, rule) in field.rules.enumerated() where applies(rule, toBlank: blank, in: context.reader) {
            if let verdict = failure(
                rule.evaluate(value, reader: context.reader, scratch: context.scratch), of: field, rule: position)
            {
                return (verdict, position)
            }
        }
        return (.valid, nil)
    }

    /// The same judgement with the field's rules borrowed (`rules`, one per rule of
    /// `field.rules`, in order): no reference counting, for judging many values (`check`).
    static func judgement<R: ValueReader>(
        of field: Field, rules: UnsafeBufferPointer<BorrowedRule>, value: FieldValue,
        in context: RuleContext<R>
    ) -> (verdict: Verdict, rule: Int?) {
        let blank = value.isBlank
        for position in rules.indices {
            guard let outcome = rules[position].outcome(value, blank: blank, in: context) else { continue }
            if let verdict = failure(outcome, of: field, rule: position) { return (verdict, position) }
        }
        return (.valid, nil)
    }

    /// The verdict of a rule's failing outcome, or nil when it passed.
    @inline(__always)
    private static func failure(_ outcome: RuleOutcome, of field: Field, rule position: Int) -> Verdict? {
        switch outcome {
        case .pass: return nil
        case .fail: return .invalid(message: field.rules[position].message, warning: nil)
        case .failWith(let message, let warning):
            return .invalid(
                message: message ?? field.rules[position].message,
                warning: warning.map { "warning: \(field.key): \($0)" })
        }
    }

    /// Whether a rule judges the value at all: its `when` holds, and the value is not
    /// blank unless the rule is `required`. Both tests are pure, so the cheap one goes first.
    public static func applies<R: ValueReader>(_ rule: ValidationRule, toBlank blank: Bool, in reader: R) -> Bool {
        if blank && !rule.isRequired { return false }
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
    public var message: String? {
        if case .invalid(let m, _) = self { return m }
        return nil
    }
}
