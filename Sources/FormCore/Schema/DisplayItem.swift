/// A display component, shown in document order between the prompts.
public struct DisplayItem: Sendable {
    public enum Kind: String, Sendable {
        case header, text, divider, space
        case actionButton = "action_button"
        case section
    }

    public let id: String
    public let kind: Kind
    /// `props.text` for header and text, `props.title` for buttons and sections.
    public let text: String
    public let style: TextStyle
    public let visibleWhen: Condition?
    public let pointer: String
}

/// One entry of a screen's layout: a display component or an input field.
public enum ScreenItem: Sendable {
    case display(DisplayItem)
    case field(Int)
}
