import FormCore

/// Checks of single rules: rules the field's type makes meaningless, rules decided
/// before any value is typed, and conditions that never hold.
extension LintChecks {
    /// `rule-not-applicable` (warning): a text rule on a choice or true/false field. Every
    /// rule but `required` passes any value that is not text, so it never fails.
    func inapplicableRules(_ field: Field, _ sources: [RuleSource]) -> [SchemaIssue] {
        guard field.shape != .text else { return [] }
        let value: String
        switch field.shape {
        case .boolean: value = "true or false"
        case .choice: value = "one of its options"
        default: value = "a list of its options"
        }
        return sources.filter { !$0.rule.isRequired }.map { s in
            SchemaIssue(
                .warning, "rule-not-applicable",
                "\(s.rule.name) cannot apply to \(field.key), a \(field.kind.typeName) whose value is \(value): the rule never fails",
                at: s.pointer + "/rule")
        }
    }

    /// `rule-never-fails` / `rule-never-passes` (warning): `minLength` 0 or 1 (an empty
    /// value passes it anyway), `equalsField` naming the field itself, `maxLength` 0.
    func rulesDecidedAlready(_ field: Field, _ sources: [RuleSource]) -> [SchemaIssue] {
        guard field.shape == .text else { return [] }
        return sources.compactMap { s in
            switch s.rule.kind {
            case .length(let r):
                if r.bound == .min && r.value <= 1 {
                    return SchemaIssue(
                        .warning, "rule-never-fails",
                        "minLength \(r.value) never fails: an empty value passes every rule but required, and any other value is at least 1 character long",
                        at: s.pointer + "/value")
                }
                if r.bound == .max && r.value == 0 {
                    return SchemaIssue(
                        .warning, "rule-never-passes",
                        "maxLength 0 fails every value that is not empty: use a hidden field or remove the field",
                        at: s.pointer + "/value")
                }
                return nil
            case .equalsField(let r):
                guard r.other.index == field.index else { return nil }
                return SchemaIssue(
                    .warning, "rule-never-fails", "equalsField names \(field.key) itself: a value always equals itself",
                    at: s.pointer + "/field")
            case .required, .regex, .range, .luhn:
                return nil
            }
        }
    }

    /// `when-never-true` (warning): a rule whose `when` can never hold, so it never applies
    /// (a `required` that never requires). Unknown fields are `unknown-field-reference`'s.
    func neverTrueConditions(_ sources: [RuleSource], truth: inout ConditionTruth) -> [SchemaIssue] {
        sources.compactMap { s in
            guard let c = s.rule.condition, !c.namesUnknownField, case .never(let reason) = truth.truth(of: c) else {
                return nil
            }
            return SchemaIssue(
                .warning, "when-never-true",
                "the when of \(s.rule.name) (rule \(s.number)) can never be true (\(reason)): the rule never applies",
                at: s.pointer + "/when")
        }
    }
}
