import FormCore

/// One rule of one field and the payload derived to break it alone, or why none exists.
public struct ProbeCase: Sendable {
    public let field: Field
    /// The rule's position in `field.rules` (0-based; shown 1-based as in `messages`).
    public let ruleIndex: Int
    public let outcome: Outcome

    public enum Outcome: Sendable {
        /// A payload that breaks this rule and no other, checked locally.
        case payload(JSONObject)
        /// No such payload was found; the reason in words.
        case impossible(reason: String)
    }

    public var rule: ValidationRule { field.rules[ruleIndex] }

    /// The derived payload, if there is one.
    public var payload: JSONObject? {
        if case .payload(let p) = outcome { return p }
        return nil
    }

    /// How the derived payload differs from the valid one, in schema order: each key with
    /// its new value, or nil when the key is left out.
    public func changes(from valid: JSONObject, form: Form) -> [(key: String, value: JSONValue?)] {
        guard let payload else { return [] }
        return form.fields.compactMap { f in
            payload[f.key] == valid[f.key] ? nil : (f.key, payload[f.key])
        }
    }
}
