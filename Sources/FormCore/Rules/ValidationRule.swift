/// One validation rule of SPEC §2. Each kind lives in its own file. The evaluator
/// (`Validator`) applies the shared semantics — visibility, `when`, empty values,
/// first failure — so a rule only answers for a non-empty value (or, for `required`,
/// for any value). Rules are immutable classes, so passing one around costs a reference
/// count, not a copy of its message, pattern and condition.
public protocol ValidationRule: AnyObject, Sendable {
    /// The schema's rule name.
    var name: String { get }
    var message: String { get }
    /// The rule's `when`, if any.
    var condition: Condition? { get }
    /// Fields the rule reads besides its own and its condition's (`equalsField`).
    var referencedFields: [Int] { get }
    /// Whether the rule judges empty values too (`required`); every other rule passes them.
    var judgesEmptyValues: Bool { get }
    /// The parameters in words (`pattern ^[0-9]+$`, `value 3`), for `:rules` and `messages`.
    var parameterSummary: String? { get }
    /// Judges a value; `reader` gives the other fields, `scratch` room in the store for
    /// conversions (UTF-16 for ICU).
    func evaluate<R: ValueReader>(_ value: FieldValue, reader: R, scratch: SecretStore) -> RuleOutcome
}

extension ValidationRule {
    public var referencedFields: [Int] { [] }
    public var judgesEmptyValues: Bool { false }
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
