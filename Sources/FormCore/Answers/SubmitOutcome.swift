/// What the server's answer to a submission means for the flow (docs/contract.md, "Submission").
public enum SubmitOutcome: Equatable, Sendable {
    /// 2xx with a screen (an object with `components`): the next step, or the success
    /// screen when it has no inputs; the caller decodes it and decides.
    case screen(JSONObject)
    /// 2xx `{"action": {"type": "navigate", "route": …}}` with a route that is not a
    /// navigation command; resolve it with `RouteTarget.resolve`.
    case navigate(route: String)
    /// 2xx navigation command (`navigation_command`, or a route `app://navigation/…`).
    case navigation(NavigationCommand)
    /// 2xx with an empty body or any other body: the flow is complete.
    case completed(status: Int)
    /// 400/422 with field errors, in the order of the body; messages of one key are merged.
    /// `formErrors` holds text not tied to a key. The classifier does not know the form:
    /// keys may name no field, and the caller shows those as form-level errors.
    case fieldErrors(fields: [(key: String, messages: [String])], formErrors: [String])
    /// Any other status (or a 400/422 without a recognised shape), with at most 300
    /// characters of the body, control characters removed.
    case httpError(status: Int, snippet: String)

    public static func == (lhs: SubmitOutcome, rhs: SubmitOutcome) -> Bool {
        switch (lhs, rhs) {
        case (.screen(let a), .screen(let b)): return a == b
        case (.navigate(let a), .navigate(let b)): return a == b
        case (.navigation(let a), .navigation(let b)): return a == b
        case (.completed(let a), .completed(let b)): return a == b
        case (.fieldErrors(let a, let formA), .fieldErrors(let b, let formB)):
            return formA == formB && a.count == b.count
                && zip(a, b).allSatisfy { $0.key == $1.key && $0.messages == $1.messages }
        case (.httpError(let a, let snippetA), .httpError(let b, let snippetB)): return a == b && snippetA == snippetB
        default: return false
        }
    }
}
