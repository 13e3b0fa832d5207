/// An input field of a loaded screen.
public final class Field: Sendable {
    /// Position among the screen's fields (also the index into `FormState`'s arrays).
    public let index: Int
    public let id: String
    /// `props.stateKey`: the payload key, and how conditions and commands name the field.
    public let key: String
    public let label: String
    public let kind: any InputKind
    public let placeholder: String?
    public let keyboard: KeyboardType
    /// Whether `keyboard` filters typed lines (off with `--no-keyboard-filter`).
    public let filterKeyboard: Bool
    /// `valueType`: how a text value goes into the payload.
    public let valueType: ValueType
    public let options: [Option]
    /// The schema's `defaultValue`, as JSON.
    public let defaultValue: JSONValue?
    public let rules: [ValidationRule]
    public let visibleWhen: Condition?
    public let pointer: String

    init(
        index: Int, id: String, key: String, label: String, kind: any InputKind, placeholder: String?,
        keyboard: KeyboardType,
        filterKeyboard: Bool, valueType: ValueType, options: [Option], defaultValue: JSONValue?,
        rules: [ValidationRule],
        visibleWhen: Condition?, pointer: String
    ) {
        self.index = index
        self.id = id
        self.key = key
        self.label = label
        self.kind = kind
        self.shape = kind.shape
        self.placeholder = placeholder
        self.keyboard = keyboard
        self.filterKeyboard = filterKeyboard
        self.valueType = valueType
        self.options = options
        self.defaultValue = defaultValue
        self.rules = rules
        self.visibleWhen = visibleWhen
        self.pointer = pointer
    }

    public enum ValueType: String, Sendable { case string, number, integer }

    public var isSecret: Bool { kind.isSecret }
    /// How the value is held (the kind's shape, kept at hand for the hot paths).
    public let shape: ValueShape

    /// Whether some rule is `required`, with or without a `when` condition.
    public var hasRequiredRule: Bool { rules.contains { $0.isRequired } }

    /// Whether some rule is `required` without a `when`: the field is required whenever shown.
    public var hasUnconditionalRequired: Bool { rules.contains { $0.isRequired && $0.condition == nil } }

    /// The secure mask, for secure fields.
    public var mask: SecureInputKind.Mask? { (kind as? SecureInputKind)?.mask }
}
