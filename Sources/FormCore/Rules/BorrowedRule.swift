/// A rule held unretained with its class, for judging many values in a row (`check`):
/// reading a rule out of `Field.rules` costs a retain and a release, and calls it
/// through its protocol; a borrowed rule is called as its own class and costs neither.
/// Valid while its field lives (the field's `rules` keep it alive).
struct BorrowedRule {
    private enum Kind { case required, range, length, regex, luhn, equalsField, other }
    private let kind: Kind
    private let object: Unmanaged<AnyObject>

    init(_ rule: any ValidationRule) {
        // The rule classes are final: the exact class says the kind, without a dynamic cast.
        switch ObjectIdentifier(type(of: rule)) {
        case ObjectIdentifier(RequiredRule.self): kind = .required
        case ObjectIdentifier(RangeRule.self): kind = .range
        case ObjectIdentifier(LengthRule.self): kind = .length
        case ObjectIdentifier(RegexRule.self): kind = .regex
        case ObjectIdentifier(LuhnRule.self): kind = .luhn
        case ObjectIdentifier(EqualsFieldRule.self): kind = .equalsField
        default: kind = .other
        }
        object = Unmanaged.passUnretained(rule)
    }

    /// The rule's outcome for `value`, or nil when it does not apply (`Validator.applies`).
    /// `rule` gives the rule from the field for a class not known here.
    @inline(__always)
    func outcome<R: ValueReader>(_ value: FieldValue, blank: Bool, in context: RuleContext<R>,
                                 rule: () -> any ValidationRule) -> RuleOutcome? {
        switch kind {
        case .required: return outcome(as: RequiredRule.self, value, blank, context)
        case .range: return outcome(as: RangeRule.self, value, blank, context)
        case .length: return outcome(as: LengthRule.self, value, blank, context)
        case .regex: return outcome(as: RegexRule.self, value, blank, context)
        case .luhn: return outcome(as: LuhnRule.self, value, blank, context)
        case .equalsField: return outcome(as: EqualsFieldRule.self, value, blank, context)
        case .other: return BorrowedRule.outcome(of: rule(), value, blank, context)
        }
    }

    @inline(__always)
    private func outcome<Rule: ValidationRule, R: ValueReader>(as: Rule.Type, _ value: FieldValue, _ blank: Bool,
                                                               _ context: RuleContext<R>) -> RuleOutcome? {
        object._withUnsafeGuaranteedRef { BorrowedRule.outcome(of: unsafeDowncast($0, to: Rule.self), value, blank, context) }
    }

    @inline(__always)
    private static func outcome<Rule: ValidationRule, R: ValueReader>(of rule: Rule, _ value: FieldValue, _ blank: Bool,
                                                                      _ context: RuleContext<R>) -> RuleOutcome? {
        guard Validator.applies(rule, toBlank: blank, in: context.reader) else { return nil }
        return rule.evaluate(value, reader: context.reader, scratch: context.scratch)
    }
}
