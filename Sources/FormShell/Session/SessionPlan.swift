import FormCore
import FormSystem

/// Everything a shell session is built from, decided by the command line: the form
/// loaded, where it posts, how it reads and writes. `Session.run` builds and runs it.
public struct SessionPlan {
    /// Where the session reads its lines.
    public enum Input {
        /// Lines given in advance (replay, tests).
        case scripted([ScriptedLine])
        /// GNU readline on the terminal, secure values read with echo off.
        case terminal
        /// `ACCESSIBLE` on a terminal: plain mode's output, secure values read with echo off.
        case accessible
        /// Plain lines from standard input.
        case plain
    }

    public let form: Form
    public let endpoint: String
    public let endpointDescription: String
    /// The built-in mock's URL when the session runs against it.
    public let mockURL: String?
    /// Posts payloads, loads the screens a flow moves to and checks the URL of `:endpoint URL`;
    /// nil: `:submit` says nothing was sent. `record` wraps it before the shell starts.
    public var submitter: (any Submitter)?
    public let loaderOptions: FormLoader.Options
    public let input: Input
    public let colors: Bool
    /// Where the shell writes (a command's stdout, made by the output gate).
    public var output: any TextSink
    /// Where each HTTP exchange is written as it happens (`--verbose`), or nil.
    public let exchangeLog: (any TextSink)?
    /// Told of each verdict the shell shows, with the `screenId` of the screen it is shown on
    /// (`cover` counts the rules behind them), or nil.
    public let observer: VerdictObserver?
    /// The output gate's masker, which the session holds its secrets in (docs/contract.md, "Submission").
    public let secrets: SecretMasker
    /// Where next steps post (docs/contract.md, "Submission"): set when `--endpoint` or `FORMSH_ENDPOINT` gave
    /// one for every step, or `--follow-endpoints` lets steps move to another origin.
    public var endpointPolicy: EndpointPolicy = .steps(followOrigins: false)
    /// Whether `:quit` and Ctrl-D ask before wiping values entered (a person at a terminal,
    /// `run` only: never plain mode, replay or record).
    public var confirmsQuit = false

    /// Receives `(screenId, verdict)` for each `.verdict` effect as it is carried out.
    public typealias VerdictObserver = (_ screenId: String, _ verdict: FieldVerdict) -> Void

    /// Whether what the session remembered stays known to the whole process when it ends
    /// (a terminal run, whose transcript `record` writes afterwards), or is forgotten
    /// (scripted sessions, which must not mask one another's output).
    public var keepsSubmittedSecrets: Bool {
        if case .scripted = input { false } else { true }
    }

    /// `ACCESSIBLE`: a terminal with the output of plain mode (no spinner, no redraws, no
    /// live marks) for screen readers.
    public var isAccessible: Bool {
        if case .accessible = input { true } else { false }
    }

    public init(
        form: Form, endpoint: String, endpointDescription: String, mockURL: String?,
        submitter: (any Submitter)?, loaderOptions: FormLoader.Options, input: Input, colors: Bool,
        output: any TextSink,
        exchangeLog: (any TextSink)?, observer: VerdictObserver?, secrets: SecretMasker = SecretMasker()
    ) {
        self.form = form
        self.endpoint = endpoint
        self.endpointDescription = endpointDescription
        self.mockURL = mockURL
        self.submitter = submitter
        self.loaderOptions = loaderOptions
        self.input = input
        self.colors = colors
        self.output = output
        self.exchangeLog = exchangeLog
        self.observer = observer
        self.secrets = secrets
    }

    /// How the banner names the built-in mock backend, and the scenario it follows.
    public static func builtInMockDescription(url: String, scenario: String?) -> String {
        ShellText.builtInMock(url: url, scenario: scenario)
    }
}
