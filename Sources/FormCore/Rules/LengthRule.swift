/// `minLength` / `maxLength`: characters counted as extended grapheme clusters.
public final class LengthRule: ValidationRule {
    public enum Bound: String, Sendable { case min = "minLength", max = "maxLength" }
    public let bound: Bound
    public let value: Int
    public let message: String
    public let condition: Condition?
    public var name: String { bound.rawValue }
    public var parameterSummary: String? { "value \(value)" }

    public init(bound: Bound, value: Int, message: String, condition: Condition?) {
        self.bound = bound
        self.value = value
        self.message = message
        self.condition = condition
    }

    public func evaluate<R: ValueReader>(_ v: FieldValue, reader: R, scratch: SecretStore) -> RuleOutcome {
        guard case .text(let bytes) = v else { return .pass }
        // A byte count bounds the grapheme count from above: skip ICU when it decides.
        if bound == .max && bytes.count <= value { return .pass }
        guard let n = ValueText.graphemeCount(bytes, scratch: scratch) else { return .fail }
        switch bound {
        case .min: return n < value ? .fail : .pass
        case .max: return n > value ? .fail : .pass
        }
    }
}
