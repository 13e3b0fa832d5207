/// Where the screen's submit goes: `submit.endpoint`, or an action button's endpoint.
public struct SubmitTarget: Equatable, Sendable {
    public let endpoint: String
    public let method: String
}
