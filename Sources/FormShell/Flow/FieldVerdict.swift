import FormCore

/// A verdict the flow shows: which field, what it judged, the outcome, and the rule
/// behind an error (its name and position in the field's rules), so tools can count
/// which rules the shell showed.
public struct FieldVerdict: Equatable, Sendable {
    /// Why the verdict is shown.
    public enum Context: Equatable, Sendable {
        /// A value typed at the field's own prompt.
        case entered
        /// `:set KEY VALUE` or `:clear KEY`: the verdict names the field.
        case set
        /// `:try KEY VALUE`: nothing was stored.
        case tried
        /// `:keys KEY VALUE`: the verdict after typing this much.
        case typed(String)
        /// A dependent field the change flipped, with its verdict before, whether that was a
        /// `required` rule's error, and whether becoming hidden wiped a value it held.
        case flipped(from: Verdict, fromRequired: Bool, valueWiped: Bool)
        /// Listed by `:validate` or a refused `:submit`.
        case listed
    }

    public let field: Int
    public let key: String
    public let verdict: Verdict
    /// The rule behind an error: its position in the field's rules and its name.
    public let rule: RuleIdentity?
    /// What a choice or boolean value is, as schema text (`courier`, `yes`), for the
    /// verdict line; nil for typed text and secrets.
    public let chosen: String?
    /// Whether the verdict shows the field's stored value (`:set`): written from the store.
    public let showsValue: Bool
    public let context: Context
}

/// A rule of a field: where it is in the field's `rules` and its schema name.
public struct RuleIdentity: Equatable, Sendable {
    public let index: Int
    public let name: String
}
