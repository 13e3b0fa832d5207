/// A condition of `visibleWhen` or of a rule's `when` (docs/contract.md, "Validation and dependent fields"), with field
/// names
/// resolved to field indices and literals parsed at load. A reference to an unknown
/// field is `.never`.
public indirect enum Condition: Sendable {
    case equals(FieldRef, ConditionLiteral)
    case notEquals(FieldRef, ConditionLiteral)
    case oneOf(FieldRef, [ConditionLiteral])
    case filled(FieldRef, Bool)
    case all([Condition])
    case any([Condition])
    case not(Condition)
    /// Always false: names a field the screen does not have.
    case never(unknownField: String)

    /// A field named by a condition.
    public struct FieldRef: Sendable {
        public let key: String
        public let index: Int
    }

    /// Every field index the condition reads.
    public var referencedFields: [Int] {
        var out: [Int] = []
        appendReferencedFields(to: &out)
        return out
    }

    /// Appends every field index the condition reads to `out`.
    func appendReferencedFields(to out: inout [Int]) {
        switch self {
        case .equals(let f, _), .notEquals(let f, _), .oneOf(let f, _), .filled(let f, _): out.append(f.index)
        case .all(let cs), .any(let cs): for c in cs { c.appendReferencedFields(to: &out) }
        case .not(let c): c.appendReferencedFields(to: &out)
        case .never: break
        }
    }

    /// Evaluates against current values; a hidden field counts as empty.
    public func evaluate(_ values: some ValueReader) -> Bool {
        switch self {
        case .equals(let f, let literal):
            return values.isVisible(f.index) && values.withValue(f.index) { literal.matches($0) }
        case .notEquals(let f, let literal):
            return !(values.isVisible(f.index) && values.withValue(f.index) { literal.matches($0) })
        case .oneOf(let f, let literals):
            guard values.isVisible(f.index) else { return false }
            return values.withValue(f.index) { v in literals.contains { $0.matches(v) } }
        case .filled(let f, let wanted):
            let filled = values.isVisible(f.index) && values.withValue(f.index) { !$0.isBlank }
            return filled == wanted
        case .all(let cs): return cs.allSatisfy { $0.evaluate(values) }
        case .any(let cs): return cs.contains { $0.evaluate(values) }
        case .not(let c): return !c.evaluate(values)
        case .never: return false
        }
    }

    /// `equals` for one value of `field` and a literal not parsed beforehand: see
    /// `ConditionLiteral.matches(_:)`. It compares the literal with every option, so to
    /// ask about many options parse the literal once (`ConditionLiteral(_:options:)`,
    /// `matchingOptions`) or use the condition's own literals, parsed at load.
    public static func matches(_ value: FieldValue, _ literal: JSONValue, _ field: Field) -> Bool {
        ConditionLiteral(literal, options: field.options).matches(value)
    }
}

/// Read access to a form's current values, for conditions and rules. `FormState`
/// reads the secret store; `check` reads a payload line.
public protocol ValueReader {
    func field(_ index: Int) -> Field
    func isVisible(_ index: Int) -> Bool
    func withValue<R>(_ index: Int, _ body: (FieldValue) -> R) -> R
}
