import FormCore

/// Which of a form's validation messages the replayed sessions showed (docs/contract.md, "Schema evolution and server
/// conformance"): one
/// entry per field and rule, in schema order, with how often its message was shown.
public struct MessageCoverage: Sendable {
    /// One rule of one field.
    public struct Entry: Sendable {
        public let key: String
        public let rule: RuleCatalog.Entry
        /// How many times the sessions showed this rule's message.
        public let shown: Int
        public var isCovered: Bool { shown > 0 }
    }

    public let entries: [Entry]

    /// Counts the messages of `form` among `shown`: a message counts when it was shown
    /// on a screen with the form's `screenId`, for a field with the same stateKey, by
    /// the rule at the same position with the same name (a transcript of another
    /// version of the screen counts only where its rules line up).
    public init(form: Form, shown: [ShownMessage]) {
        var counts: [ShownMessage: Int] = [:]
        for m in shown where m.screenId == form.screenId { counts[m, default: 0] += 1 }
        entries = form.fields.flatMap { field in
            RuleCatalog.entries(for: field).enumerated().map { i, rule in
                Entry(
                    key: field.key, rule: rule,
                    shown: counts[ShownMessage(screenId: form.screenId, key: field.key, ruleIndex: i, rule: rule.rule)]
                        ?? 0)
            }
        }
    }

    /// N: the messages shown at least once.
    public var covered: Int { entries.filter(\.isCovered).count }
    /// M: every message of the form.
    public var total: Int { entries.count }

    /// N of M in percent (100 for a form without rules).
    public var percent: Double { total == 0 ? 100 : Double(covered) * 100 / Double(total) }

    /// Whether the coverage reaches `minimum` percent.
    public func reaches(_ minimum: Double) -> Bool { Double(covered * 100) >= minimum * Double(total) }
}
