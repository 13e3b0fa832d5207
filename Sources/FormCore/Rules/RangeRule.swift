/// `min` / `max`: the value must be a decimal number within the bound, compared exactly.
public final class RangeRule: Sendable {
    public enum Bound: String, Sendable { case min, max }
    public let bound: Bound
    public let value: ExactDecimal

    public init(bound: Bound, value: ExactDecimal) {
        self.bound = bound
        self.value = value
    }

    func evaluate(_ v: FieldValue) -> RuleOutcome {
        guard case .text(let bytes) = v else { return .pass }
        guard let c = ExactDecimal.compare(input: bytes, with: value) else { return .fail }
        switch bound {
        case .min: return c < 0 ? .fail : .pass
        case .max: return c > 0 ? .fail : .pass
        }
    }
}
