import FormCore

/// What a field's header shows, decided by the flow and worded by the renderer:
/// `[2/3] Manzil *   (phonePad, e.g. +998 …) [default]` and its options.
public struct FieldHeader: Equatable, Sendable {
    public let field: Int
    public let key: String
    /// The field's number among the visible fields, and how many are visible.
    public let number: Int
    public let count: Int
    public let label: String
    /// A `required` rule applies now.
    public let required: Bool
    public let hints: [Hint]
    /// The current value (or default) is shown in brackets.
    public let showsValue: Bool
    /// The options of a choice: label and value, numbered from 1.
    public let options: [Option]
    /// The server's messages for the field, shown until its value changes (docs/contract.md, "The shell").
    public var serverMessages: [String] = []

    public enum Hint: Equatable, Sendable {
        case keyboard(String)
        case example(String)
        case yesNo
        case commaSeparated
        case secret
    }

    public struct Option: Equatable, Sendable {
        public let label: String
        public let value: String
    }
}
