import FormCore
import FormSystem

/// Everything a shell session needs besides its input and output.
public struct ShellConfiguration {
    /// Where `:submit` posts, and how the banner names it.
    public var endpoint: String
    public var endpointDescription: String
    /// Colours (a terminal without NO_COLOR).
    public var colors: Bool
    /// Posts payloads, loads the screens a flow moves to and checks the URL of `:endpoint URL`;
    /// nil: `:submit` says nothing was sent.
    public var submitter: (any Submitter)?
    public var loaderOptions: FormLoader.Options
    /// Where each HTTP exchange is written as it happens (`--verbose`), or nil.
    public var exchangeLog: (any TextSink)?
    /// Where next steps post: the endpoint given for every step, or each step's own.
    public var endpointPolicy: EndpointPolicy = .steps(followOrigins: false)
    /// The output gate's masker: the session holds its secret values in a scope of it,
    /// and remembers what it submits there (docs/contract.md, "Submission").
    public var secrets: SecretMasker
    /// Whether what the session remembered stays known to the whole process when it ends
    /// (a terminal run, whose transcript `record` writes afterwards), or is forgotten
    /// (replayed sessions, which must not mask one another's output).
    public var keepsSubmittedSecrets = true
    /// Told of every verdict the session shows, with the `screenId` of the screen it is
    /// shown on (`cover` counts the rules behind them), or nil.
    public var verdictObserver: VerdictObserver?

    /// Whether `:quit` and Ctrl-D ask before wiping values entered (a person at a terminal,
    /// `run` only: never plain mode, replay or record).
    public var confirmsQuit = false
    /// `ACCESSIBLE`: a terminal with the output of plain mode (no spinner, no redraws, no
    /// live marks) for screen readers.
    public var accessible = false

    /// Receives `(screenId, verdict)` for each `.verdict` effect as it is carried out.
    public typealias VerdictObserver = (_ screenId: String, _ verdict: FieldVerdict) -> Void

    public init(endpoint: String, endpointDescription: String, colors: Bool, submitter: (any Submitter)?,
                loaderOptions: FormLoader.Options, exchangeLog: (any TextSink)? = nil, secrets: SecretMasker = SecretMasker()) {
        self.endpoint = endpoint
        self.endpointDescription = endpointDescription
        self.colors = colors
        self.submitter = submitter
        self.loaderOptions = loaderOptions
        self.exchangeLog = exchangeLog
        self.secrets = secrets
    }

    /// How the banner names the built-in mock backend, and the scenario it follows.
    public static func builtInMockDescription(url: String, scenario: String?) -> String {
        ShellText.builtInMock(url: url, scenario: scenario)
    }
}
