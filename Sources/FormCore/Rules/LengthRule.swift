/// `minLength` / `maxLength`: characters counted as extended grapheme clusters.
public final class LengthRule: Sendable {
    public enum Bound: String, Sendable {
        case min = "minLength"
        case max = "maxLength"
    }
    public let bound: Bound
    public let value: Int

    public init(bound: Bound, value: Int) {
        self.bound = bound
        self.value = value
    }

    func evaluate(_ v: FieldValue, scratch: SecretStore) -> RuleOutcome {
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
