/// `min` / `max`: the value must be a decimal number within the bound, compared exactly.
public final class RangeRule: ValidationRule {
    public enum Bound: String, Sendable { case min, max }
    public let bound: Bound
    public let value: ExactDecimal
    public let message: String
    public let condition: Condition?
    public var name: String { bound.rawValue }
    public var parameterSummary: String? { "value \(value)" }

    public init(bound: Bound, value: ExactDecimal, message: String, condition: Condition?) {
        self.bound = bound
        self.value = value
        self.message = message
        self.condition = condition
    }

    public func evaluate<R: ValueReader>(_ v: FieldValue, reader: R, scratch: SecretStore) -> RuleOutcome {
        guard case .text(let bytes) = v else { return .pass }
        guard let c = ExactDecimal.compare(input: bytes, with: value) else { return .fail }
        switch bound {
        case .min: return c < 0 ? .fail : .pass
        case .max: return c > 0 ? .fail : .pass
        }
    }
}
