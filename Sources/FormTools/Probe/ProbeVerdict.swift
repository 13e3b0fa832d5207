/// What the server said to a probe, compared with what formsh says (docs/contract.md, "Schema evolution and server
/// conformance").
public enum ProbeVerdict: String, Sendable, CaseIterable {
    /// The server rejects the payload with formsh's message for the field.
    case same
    /// The server rejects it, with another message (or none for the field).
    case otherWording = "other wording"
    /// The server accepts a payload that breaks the rule: the rule is client-only.
    case serverAccepts = "server accepts"
    /// The server rejects a payload formsh accepts, or faults fields the payload did not break.
    case serverRejectsValid = "server rejects valid"

    /// The verdict on a derived payload that breaks one rule of `key` with `message`,
    /// and the server's message as shown (nil when it accepted).
    public static func judge(key: String, message: String, answer: ServerAnswer) -> (
        verdict: ProbeVerdict, server: String?
    ) {
        guard !answer.isSuccess else { return (.serverAccepts, nil) }
        if let mine = answer.fieldErrors.first(where: { $0.key == key }) {
            return (mine.messages.contains(message) ? .same : .otherWording, mine.messages.joined(separator: " | "))
        }
        if !answer.fieldErrors.isEmpty { return (.serverRejectsValid, answer.summary) }
        return (.otherWording, answer.summary)
    }

    /// The verdict on a case: as `judge(key:message:answer:)` for a breaking case; for a
    /// case formsh accepts, `same` when the server accepts it too, else `server rejects
    /// valid` (an off-by-one, a rule the client lacks, a `when` the server ignores).
    /// A `types` case formsh rejects is about the value's type, for which the form has no
    /// message: any 4xx rejection is `same`.
    public static func judge(_ c: ProbeCase, answer: ServerAnswer) -> (verdict: ProbeVerdict, server: String?) {
        guard c.expectsRejection else { return judgeValid(answer) }
        guard let rule = c.rule else {
            if answer.isSuccess { return (.serverAccepts, nil) }
            return ((400..<500).contains(answer.status) ? .same : .otherWording, answer.summary)
        }
        return judge(key: c.field.key, message: rule.message, answer: answer)
    }

    /// The verdict on the valid payload: `same` when the server accepts it too.
    public static func judgeValid(_ answer: ServerAnswer) -> (verdict: ProbeVerdict, server: String?) {
        answer.isSuccess ? (.same, nil) : (.serverRejectsValid, answer.summary)
    }
}

/// A server's answer to one probe, read the way `run` reads a submission's answer.
public struct ServerAnswer: Sendable {
    public let status: Int
    /// Field errors of a 400/422, in the body's order.
    public let fieldErrors: [(key: String, messages: [String])]
    /// Errors naming no field.
    public let formErrors: [String]
    /// The body's text (cleaned and cut short), for answers without errors to show.
    public let text: String

    public init(
        status: Int, fieldErrors: [(key: String, messages: [String])] = [], formErrors: [String] = [], text: String = ""
    ) {
        self.status = status
        self.fieldErrors = fieldErrors
        self.formErrors = formErrors
        self.text = text
    }

    public var isSuccess: Bool { (200..<300).contains(status) }

    /// Everything the server said, on one line: `key: message; …`, form-level errors, or the body.
    public var summary: String {
        let parts = fieldErrors.map { "\($0.key): \($0.messages.joined(separator: " | "))" } + formErrors
        return parts.isEmpty ? text : parts.joined(separator: "; ")
    }
}
