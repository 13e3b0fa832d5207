/// `equalsField`: the value must equal another field's value (a hidden one counts as empty).
public final class EqualsFieldRule: ValidationRule {
    public let other: Condition.FieldRef
    public let message: String
    public let condition: Condition?
    public var name: String { "equalsField" }
    public var referencedFields: [Int] { [other.index] }
    public var parameterSummary: String? { "field \(other.key)" }

    public init(other: Condition.FieldRef, message: String, condition: Condition?) {
        self.other = other
        self.message = message
        self.condition = condition
    }

    public func evaluate<R: ValueReader>(_ v: FieldValue, reader: R, scratch: SecretStore) -> RuleOutcome {
        guard case .text(let mine) = v else { return .pass }
        guard reader.isVisible(other.index) else { return .fail }
        let same = reader.withValue(other.index) { theirs -> Bool in
            guard case .text(let t) = theirs else { return false }
            return ValueText.equal(mine, t)
        }
        return same ? .pass : .fail
    }
}
