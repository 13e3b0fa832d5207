/// One validation rule of docs/contract.md, "Validation and dependent fields": its kind, one of a closed set
/// (`RuleKind`), and
/// what every kind shares — the message and the `when`. The evaluator (`Validator`)
/// applies the shared semantics — visibility, `when`, empty values, first failure — so a
/// rule only answers for a non-empty value (or, for `required`, for any value). Rules
/// are immutable objects, so passing one around costs a reference count, not a copy of
/// its message, pattern and condition.
public final class ValidationRule: Sendable {
    public let kind: RuleKind
    public let message: String
    /// The rule's `when`, if any.
    public let condition: Condition?

    public init(_ kind: RuleKind, message: String, condition: Condition?) {
        self.kind = kind
        self.message = message
        self.condition = condition
    }

    /// The schema's rule name.
    public var name: String { kind.name }
    /// Whether the rule is `required` (with or without a `when`).
    public var isRequired: Bool { kind.isRequired }
    /// Fields the rule reads besides its own and its condition's (`equalsField`).
    public var referencedFields: [Int] { kind.referencedFields }

    /// Judges a value; `reader` gives the other fields, `scratch` room in the store for
    /// conversions (UTF-16 for ICU).
    @inline(__always)
    public func evaluate<R: ValueReader>(_ value: FieldValue, reader: R, scratch: SecretStore) -> RuleOutcome {
        kind.evaluate(value, reader: reader, scratch: scratch)
    }
}

/// What a rule needs besides the value: the other fields, and scratch space inside the
/// secret store for UTF-16 conversions.
public struct RuleContext<R: ValueReader> {
    public let reader: R
    public let scratch: SecretStore
    public init(reader: R, scratch: SecretStore) {
        self.reader = reader
        self.scratch = scratch
    }
}

/// A rule's verdict on one value.
public enum RuleOutcome: Equatable, Sendable {
    case pass
    /// Fails with the rule's message.
    case fail
    /// Fails with another message (a schema error), and maybe a one-line warning.
    case failWith(message: String?, warning: String?)
}
