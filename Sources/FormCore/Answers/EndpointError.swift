/// An endpoint the submitter refuses, found before the form is prompted rather than at the
/// first `:submit` (docs/contract.md, "Command line"). Its description names the source:
/// `--endpoint 'ftp://x': ftp: URLs are not supported (only http and https)`.
public struct EndpointError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The source that named the endpoint, with its URL.
    public let choice: EndpointChoice
    /// Why the submitter refuses it.
    public let refusal: HTTPClientError

    public init(choice: EndpointChoice, refusal: HTTPClientError) {
        self.choice = choice
        self.refusal = refusal
    }

    public var description: String {
        let from: String
        switch choice {
        case .explicit: from = "--endpoint"
        case .environment: from = EndpointResolver.environmentVariable
        case .schema, .builtInMock: from = "the schema's submit endpoint"
        }
        return "\(from) '\(choice.url ?? "")': \(refusal.reason)"
    }
}
