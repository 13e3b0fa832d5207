/// `required`: text not blank, a choice made, a boolean true. It has no parameters
/// (`RuleKind.required`); this is its evaluation.
public enum RequiredRule {
    static func evaluate(_ value: FieldValue) -> RuleOutcome {
        switch value {
        case .boolean(let b): return b ? .pass : .fail
        default: return value.isBlank ? .fail : .pass
        }
    }
}
