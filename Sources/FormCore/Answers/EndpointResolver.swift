/// Chooses the submit endpoint (docs/contract.md, "Command line") and computes origins. Pure: no I/O.
public enum EndpointResolver {
    /// The environment variable consulted after `--endpoint`.
    public static let environmentVariable = "FORMSH_ENDPOINT"

    /// The endpoint, from the first source that gives one:
    /// 1. `explicit` (`--endpoint`), 2. `environment["FORMSH_ENDPOINT"]`,
    /// 3. `schemaEndpoint` (the schema's `submit.endpoint` or submit action): as it is when
    ///    absolute, else resolved (RFC 3986) against `baseURL` (`--base-url`) when given, else
    ///    against `schemaURL` when the schema was loaded from http(s),
    /// 4. otherwise `.builtInMock`.
    ///
    /// Values are trimmed; empty ones count as absent. A relative endpoint with no base to resolve it against
    /// leads to the built-in mock. URLs are not checked for scheme or host here;
    /// `HTTPClient` refuses what it must when it is used.
    public static func resolve(
        explicit: String?, environment: [String: String], schemaEndpoint: String?,
        schemaURL: String?, baseURL: String?
    ) -> EndpointChoice {
        if let explicit = nonEmpty(explicit) { return .explicit(url: explicit) }
        if let value = nonEmpty(environment[environmentVariable]) { return .environment(url: value) }
        guard let endpoint = nonEmpty(schemaEndpoint) else { return .builtInMock }
        if URLParts.scheme(of: endpoint) != nil { return .schema(url: endpoint) }
        let httpSchemaURL = nonEmpty(schemaURL).flatMap { url in
            ["http", "https"].contains(URLParts.scheme(of: url) ?? "") ? url : nil
        }
        guard let base = nonEmpty(baseURL) ?? httpSchemaURL,
            let resolved = resolve(endpoint, against: base)
        else { return .builtInMock }
        return .schema(url: resolved)
    }

    /// `scheme://host[:port]` of an absolute URL (scheme and host lowercased, user
    /// information dropped, the port kept as written), or nil when it has no host.
    public static func origin(of url: String) -> String? {
        URLParts(url)?.origin
    }

    /// `reference` resolved against `base` per RFC 3986 §5.
    static func resolve(_ reference: String, against base: String) -> String? {
        ReferenceResolution.resolve(reference, against: base)
    }

    /// `text` without surrounding white space, or nil when nothing is left.
    private static func nonEmpty(_ text: String?) -> String? {
        guard let trimmed = text?.trimmed, !trimmed.isEmpty else { return nil }
        return trimmed
    }
}
