/// A rule's message shown in a replayed session: the screen it was shown on, the
/// field's stateKey and the rule that failed (its position among the field's rules
/// and its name). Counted by `MessageCoverage`.
public struct ShownMessage: Hashable, Sendable {
    public let screenId: String
    public let key: String
    /// The rule's position in the field's rules (0-based).
    public let ruleIndex: Int
    public let rule: String

    public init(screenId: String, key: String, ruleIndex: Int, rule: String) {
        self.screenId = screenId
        self.key = key
        self.ruleIndex = ruleIndex
        self.rule = rule
    }
}
