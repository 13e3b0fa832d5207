/// A rule held unretained, for judging many values in a row (`check`): reading a rule
/// out of `Field.rules` costs a retain and a release; a borrowed rule costs neither.
/// Valid while its field lives (the field's `rules` keep it alive).
struct BorrowedRule {
    private let object: Unmanaged<ValidationRule>

    init(_ rule: ValidationRule) {
        object = Unmanaged.passUnretained(rule)
    }

    /// The rule's outcome for `value`, or nil when it does not apply (`Validator.applies`).
    @inline(__always)
    func outcome<R: ValueReader>(_ value: FieldValue, blank: Bool, in context: RuleContext<R>) -> RuleOutcome? {
        object._withUnsafeGuaranteedRef { rule in
            guard Validator.applies(rule, toBlank: blank, in: context.reader) else { return nil }
            return rule.evaluate(value, reader: context.reader, scratch: context.scratch)
        }
    }
}
