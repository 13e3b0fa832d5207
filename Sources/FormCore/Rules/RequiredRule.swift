/// `required`: text not blank, a choice made, a boolean true.
public final class RequiredRule: ValidationRule {
    public let message: String
    public let condition: Condition?
    public var name: String { "required" }
    public var parameterSummary: String? { nil }
    public var judgesEmptyValues: Bool { true }

    public init(message: String, condition: Condition?) {
        self.message = message
        self.condition = condition
    }

    public func evaluate<R: ValueReader>(_ value: FieldValue, reader: R, scratch: SecretStore) -> RuleOutcome {
        switch value {
        case .boolean(let b): return b ? .pass : .fail
        default: return value.isBlank ? .fail : .pass
        }
    }
}
