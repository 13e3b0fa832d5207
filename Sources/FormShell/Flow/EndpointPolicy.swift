/// Where the steps of a flow post (docs/contract.md, "Submission", endpoints across steps).
public enum EndpointPolicy: Equatable, Sendable {
    /// `--endpoint` or `FORMSH_ENDPOINT`: the endpoint of every step, whatever a next step's
    /// schema says.
    case fixed
    /// The schema's own: a next step's `submit.endpoint`, resolved against where the flow
    /// has been posting, is taken when it passes the checks made at start and stays on the
    /// same origin (scheme, host, port), or moves to another one with `followOrigins`
    /// (`--follow-endpoints`).
    case steps(followOrigins: Bool)
}

/// A next step's endpoint that the flow did not take: `:submit` refuses to post (the
/// values are kept) until `:endpoint URL` chooses one.
struct RefusedEndpoint: Equatable, Sendable {
    /// The step's endpoint, resolved.
    let url: String
    /// Why: another origin than the flow's (both named), or the start checks' reason.
    let reason: ShellNote
}
