/// A condition of `visibleWhen` or of a rule's `when` (SPEC §2), with field names
/// resolved to field indices at load. A reference to an unknown field is `.never`.
public indirect enum Condition: Sendable {
    case equals(FieldRef, JSONValue)
    case notEquals(FieldRef, JSONValue)
    case oneOf(FieldRef, [JSONValue])
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
        switch self {
        case .equals(let f, _), .notEquals(let f, _), .oneOf(let f, _), .filled(let f, _): return [f.index]
        case .all(let cs), .any(let cs): return cs.flatMap(\.referencedFields)
        case .not(let c): return c.referencedFields
        case .never: return []
        }
    }

    /// Evaluates against current values; a hidden field counts as empty.
    public func evaluate(_ values: some ValueReader) -> Bool {
        switch self {
        case .equals(let f, let literal):
            return values.isVisible(f.index) && values.withValue(f.index) { Condition.matches($0, literal, values.field(f.index)) }
        case .notEquals(let f, let literal):
            return !(values.isVisible(f.index) && values.withValue(f.index) { Condition.matches($0, literal, values.field(f.index)) })
        case .oneOf(let f, let literals):
            guard values.isVisible(f.index) else { return false }
            return values.withValue(f.index) { v in literals.contains { Condition.matches(v, $0, values.field(f.index)) } }
        case .filled(let f, let wanted):
            let filled = values.isVisible(f.index) && values.withValue(f.index) { !$0.isBlank }
            return filled == wanted
        case .all(let cs): return cs.allSatisfy { $0.evaluate(values) }
        case .any(let cs): return cs.contains { $0.evaluate(values) }
        case .not(let c): return !c.evaluate(values)
        case .never: return false
        }
    }

    /// `equals` for one value: text compares bytes (numbers numerically), a choice its
    /// option's value, a multi-choice means "contains", a boolean its truth.
    public static func matches(_ value: FieldValue, _ literal: JSONValue, _ field: Field) -> Bool {
        switch value {
        case .empty:
            return false
        case .text(let bytes):
            switch literal {
            case .string(let s): return ValueText.equal(bytes, s)
            case .number(let n):
                guard let bound = ExactDecimal(json: n) else { return false }
                return ExactDecimal.compare(input: bytes, with: bound) == 0
            case .bool(let b): return ValueText.equal(bytes, b ? "true" : "false")
            default: return false
            }
        case .choice(let i):
            return i < field.options.count && optionMatches(field.options[i], literal)
        case .choices(let bitmap):
            return field.options.indices.contains { FieldValue.isChosen(bitmap, $0) && optionMatches(field.options[$0], literal) }
        case .boolean(let b):
            switch literal {
            case .bool(let x): return b == x
            case .string(let s): return s == (b ? "true" : "false")
            default: return false
            }
        }
    }

    private static func optionMatches(_ option: Option, _ literal: JSONValue) -> Bool {
        switch (option.value, literal) {
        case (.number(let a), .number(let b)):
            guard let x = ExactDecimal(json: a), let y = ExactDecimal(json: b) else { return a == b }
            return x == y
        case (_, .string(let s)): return option.valueText == s
        case (_, .number(let n)): return option.valueText == n
        default: return false
        }
    }
}

/// Read access to a form's current values, for conditions and rules. `FormState`
/// reads the secret store; `check` reads a payload line.
public protocol ValueReader {
    func field(_ index: Int) -> Field
    func isVisible(_ index: Int) -> Bool
    func withValue<R>(_ index: Int, _ body: (FieldValue) -> R) -> R
}
