import CFormNative
import FormCore
import FormShell
import FormSubmit

/// `formsh [run] FORM [options]`: fill and submit a form.
struct RunCommand: Command {
    static let name = "run"
    static let abstract = "fill and submit a form (FORM: path or http(s) URL)"
    static let usage = "[run] FORM [options]"
    static let help = RunOptions.help

    static func main(_ arguments: [String], io: CommandIO) throws(CLIError) -> Int32 {
        let options = try RunOptions.parse(arguments, command: name, environment: io.environment)
        return try SessionLauncher(options: options, io: io).run { _ in }
    }
}

/// What a session is made of once its form is loaded and its endpoint chosen; `record`
/// wraps the source, output and submitter to see what passes through them.
struct SessionParts {
    let form: Form
    /// Where `:submit` posts, and how the banner names it.
    let endpoint: String
    let endpointDescription: String
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
    /// `record` turns colours off: a transcript is plain text.
    var colorsAllowed = true

    /// - Parameter wrap: lets `record` see the session's parts and wrap them before the shell starts.
    func run(wrap: (inout SessionParts) -> Void) throws(CLIError) -> Int32 {
        let interactive = io.scriptedInput == nil
        if interactive { try Hardening.apply(terminal: io.stdinIsTerminal && !options.plain) }
        let headers: [(name: String, value: String)]
        do { headers = try HeaderOption.resolve(options.headers, environment: io.environment) } catch {
            throw .usage(error.description, command: RunCommand.name)
        }
        let submitter = HTTPSubmitter(userAgent: "formsh/\(FormshCLI.version)", headers: headers,
                                      maskedHeaders: Set(options.headers.compactMap(\.environmentHeaderName)),
                                      timeout: options.timeout, caFile: options.cacert.map(io.resolve))
        let exchangeLog: (any ShellSink)? = options.verbose ? TextShellSink(io.stderr) : nil
        let loaderOptions = FormLoader.Options(clientVersion: options.clientVersion, keyboardFilter: options.keyboardFilter)
        let (form, schemaURL) = try FormSource.load(options.form, io: io, submitter: submitter, options: loaderOptions,
                                                    exchangeLog: exchangeLog)

        let choice = EndpointResolver.resolve(explicit: options.endpoint, environment: io.environment,
                                              schemaEndpoint: form.submit?.endpoint, schemaURL: schemaURL, baseURL: options.baseURL)
        var mock: BuiltInMock?
        let endpoint: String
        let description: String
        if let url = choice.url {
            // Checked before the form is prompted, not at the first :submit (SPEC §4).
            do { try HTTPClient.check(url: url) } catch {
                throw .usage(CLIText.badEndpoint(url, source: choice, reason: error.reason), command: RunCommand.name)
            }
            endpoint = url
            description = url
        } else {
            let m = try BuiltInMock.start(form: options.form, scenario: options.scenario, isURL: schemaURL != nil, io: io,
                                          pooled: !interactive)
            mock = m
            io.announcedEndpoint = m.url
            endpoint = m.url + (form.submit?.endpoint ?? "/submit")
            description = ShellConfiguration.builtInMockDescription(url: m.url, scenario: m.scenario)
        }
        defer { mock?.stop() }

        let store: SecretStore
        do { store = interactive ? try SecretStore() : try SecretStorePool.acquire() } catch {
            throw .failed(error.description, exitCode: 1)
        }
        defer { if !interactive { SecretStorePool.release(store) } }
        let colors = colorsAllowed && io.stdoutIsTerminal && !options.plain && io.environment["NO_COLOR"] == nil
        let output: any ShellSink = TextShellSink(io.stdout)
        let source: any LineSource
        if let lines = io.scriptedInput {
            source = ScriptedLineSource(lines, output: output)
        } else if io.stdinIsTerminal && !options.plain {
            source = ReadlineLineSource(colors: colors, output: output)
        } else {
            source = PlainLineSource(fd: 0, output: output)
        }
        var parts = SessionParts(form: form, endpoint: endpoint, endpointDescription: description, source: source,
                                 output: output, submitter: submitter)
        wrap(&parts)
        var configuration = ShellConfiguration(endpoint: endpoint, endpointDescription: description, colors: colors,
                                               submitter: parts.submitter, loaderOptions: loaderOptions, exchangeLog: exchangeLog)
        configuration.verdictObserver = io.verdictObserver
        let shell: Shell
        do {
            shell = try Shell(form: form, store: store, source: parts.source, output: parts.output, configuration: configuration)
        } catch {
            throw .failed(error.description, exitCode: 1)
        }
        return shell.run()
    }
}
