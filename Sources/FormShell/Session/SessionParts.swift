import FormCore
import FormSystem

/// What a session is made of once its form is loaded and its endpoint chosen; `record`
/// wraps the source, output and submitter to see what passes through them.
public struct SessionParts {
    public let form: Form
    /// Where `:submit` posts, and how the banner names it.
    public let endpoint: String
    public let endpointDescription: String
    /// The built-in mock's URL when the session runs against it.
    public let mockURL: String?
    public var source: any LineSource
    public var output: any TextSink
    public var submitter: any Submitter
}
