import FormCore
import FormShell
import FormSubmit

/// `formsh [run] FORM [options]`: fill and submit a form.
struct RunCommand: SessionCommand {
    static let name = "run"
    static let abstract = "fill and submit a form (FORM: path or http(s) URL)"
    static let usage = "[run] FORM [options]"
    static let help = RunOptions.help

    static func session(_ arguments: [String], io: CommandIO,
                        observer: ShellConfiguration.VerdictObserver?) throws(CLIError) -> SessionEnd {
        let options = try RunOptions.parse(arguments, command: name, environment: io.environment)
        return try SessionLauncher(options: options, io: io, observer: observer).run { _ in }
    }
}

/// What a session is made of once its form is loaded and its endpoint chosen; `record`
/// wraps the source, output and submitter to see what passes through them.
struct SessionParts {
    let form: Form
    /// Where `:submit` posts, and how the banner names it.
    let endpoint: String
    let endpointDescription: String
    /// The built-in mock's URL when the session runs against it.
    let mockURL: String?
    var source: any LineSource
    var output: any ShellSink
    var submitter: any Submitter
}

/// Loads the form, picks the endpoint (starting the built-in mock if none is given),
/// hardens the process for a real terminal run, and runs the shell. Shared by `run`,
/// `record` and replay.
struct SessionLauncher {
    let options: RunOptions
    let io: CommandIO
    /// Told of each verdict the shell shows (`cover`), or nil.
    var observer: ShellConfiguration.VerdictObserver?
    /// `record` turns colours off: a transcript is plain text.
    var colorsAllowed = true

    /// The form and where its submissions go.
    private struct Target {
        let endpoint: String
        let description: String
        let mock: BuiltInMock?
    }

    private var interactive: Bool { io.scriptedInput == nil }

    /// - Parameter wrap: lets `record` see the session's parts and wrap them before the shell starts.
    /// - Returns: the shell's exit status, and the built-in mock's URL if it ran against one.
    func run(wrap: (inout SessionParts) -> Void) throws(CLIError) -> SessionEnd {
        if interactive { try Hardening.apply(terminal: io.stdinIsTerminal && !options.plain) }
        let submitter = try makeSubmitter()
        let exchangeLog: (any ShellSink)? = options.verbose ? TextShellSink(io.stderr) : nil
        let loaderOptions = FormLoader.Options(clientVersion: options.clientVersion, keyboardFilter: options.keyboardFilter)
        let (form, schemaURL) = try FormSource.load(options.form, io: io, submitter: submitter, options: loaderOptions,
                                                    exchangeLog: exchangeLog)
        let target = try target(form: form, schemaURL: schemaURL)
        defer { target.mock?.stop() }

        let store: SecretStore
        do { store = interactive ? try SecretStore() : try SecretStorePool.acquire() } catch { throw .valueStore(error) }
        defer { if !interactive { SecretStorePool.release(store) } }
        let colors = colorsAllowed && io.stdoutIsTerminal && !options.plain && io.environment["NO_COLOR"] == nil
        let output: any ShellSink = TextShellSink(io.stdout)
        var parts = SessionParts(form: form, endpoint: target.endpoint, endpointDescription: target.description,
                                 mockURL: target.mock?.url, source: lineSource(colors: colors, output: output),
                                 output: output, submitter: submitter)
        wrap(&parts)
        var configuration = ShellConfiguration(endpoint: target.endpoint, endpointDescription: target.description, colors: colors,
                                               submitter: parts.submitter, loaderOptions: loaderOptions, exchangeLog: exchangeLog)
        configuration.verdictObserver = observer
        let shell: Shell
        do {
            shell = try Shell(form: form, store: store, source: parts.source, output: parts.output, configuration: configuration)
        } catch {
            throw .shellNotStarted(error.description)
        }
        return SessionEnd(exitCode: ExitCode(rawValue: shell.run()), mockURL: target.mock?.url)
    }

    /// The HTTP client, with the configured headers (an environment header's value is read here).
    private func makeSubmitter() throws(CLIError) -> HTTPSubmitter {
        let headers: [(name: String, value: String)]
        do { headers = try HeaderOption.resolve(options.headers, environment: io.environment) } catch {
            throw .usage(error.description, command: RunCommand.name)
        }
        return HTTPSubmitter(userAgent: "formsh/\(FormshCLI.version)", headers: headers,
                             maskedHeaders: Set(options.headers.compactMap(\.environmentHeaderName)),
                             timeout: options.timeout, caFile: options.cacert.map(io.resolve))
    }

    /// The endpoint given or resolved, checked before the form is prompted, not at the
    /// first :submit (SPEC §4); else the built-in mock, started.
    private func target(form: Form, schemaURL: String?) throws(CLIError) -> Target {
        let choice = EndpointResolver.resolve(explicit: options.endpoint, environment: io.environment,
                                              schemaEndpoint: form.submit?.endpoint, schemaURL: schemaURL, baseURL: options.baseURL)
        if let url = choice.url {
            do { try HTTPClient.check(url: url) } catch {
                throw .usage(CLIText.badEndpoint(url, source: choice, reason: error.reason), command: RunCommand.name)
            }
            return Target(endpoint: url, description: url, mock: nil)
        }
        let mock = try BuiltInMock.start(form: options.form, scenario: options.scenario, isURL: schemaURL != nil, io: io,
                                         pooled: !interactive)
        return Target(endpoint: mock.url + (form.submit?.endpoint ?? "/submit"),
                      description: ShellConfiguration.builtInMockDescription(url: mock.url, scenario: mock.scenario), mock: mock)
    }

    /// Scripted lines (replay), line editing on a terminal, else plain lines from stdin.
    private func lineSource(colors: Bool, output: any ShellSink) -> any LineSource {
        if let lines = io.scriptedInput { return ScriptedLineSource(lines, output: output) }
        if io.stdinIsTerminal && !options.plain { return ReadlineLineSource(colors: colors, output: output) }
        return PlainLineSource(fd: 0, output: output)
    }
}
