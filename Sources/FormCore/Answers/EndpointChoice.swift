/// Which source named the submit endpoint (docs/contract.md, "Command line"), with the URL it gave.
public enum EndpointChoice: Equatable, Sendable {
    /// `--endpoint URL`.
    case explicit(url: String)
    /// The `FORMSH_ENDPOINT` environment variable.
    case environment(url: String)
    /// The schema's submit endpoint, resolved against `--base-url` or the schema's URL.
    case schema(url: String)
    /// Nothing usable: the caller starts the built-in mock backend.
    case builtInMock

    /// The endpoint URL, or nil for the built-in mock.
    public var url: String? {
        switch self {
        case .explicit(let url), .environment(let url), .schema(let url): return url
        case .builtInMock: return nil
        }
    }

    /// Whether every step posts to it, whatever a next step's schema says: given by
    /// `--endpoint` or `FORMSH_ENDPOINT` (docs/contract.md, "Submission").
    public var isFixed: Bool {
        switch self {
        case .explicit, .environment: return true
        case .schema, .builtInMock: return false
        }
    }
}
