/// `equalsField`: the value must equal another field's value (a hidden one counts as empty).
public final class EqualsFieldRule: Sendable {
    /// The other field (index -1 when the schema names no such field: never equal).
    public let other: Condition.FieldRef

    public init(other: Condition.FieldRef) {
        self.other = other
    }

    func evaluate<R: ValueReader>(_ v: FieldValue, reader: R) -> RuleOutcome {
        guard case .text(let mine) = v else { return .pass }
        guard reader.isVisible(other.index) else { return .fail }
        let same = reader.withValue(other.index) { theirs -> Bool in
            guard case .text(let t) = theirs else { return false }
            return ValueText.equal(mine, t)
        }
        return same ? .pass : .fail
    }
}
