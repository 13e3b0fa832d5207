import FormCore
import FormServe
import FormShell
import FormSubmit
import FormSystem

/// Where `run`, `record` and replay's sessions are put together: the parts that need
/// libcurl (the HTTP client, a form given by URL) and the built-in mock, chosen from
/// the options; the session itself is `FormShell.Session`.
struct SessionLauncher {
    let options: RunOptions
    let io: CommandIO
    /// Told of each verdict the shell shows (`cover`), or nil.
    var observer: SessionPlan.VerdictObserver?
    /// `record`: no colours, and no question before quitting (`SessionPlan.Input.output`);
    /// its usage under a usage error.
    var recording = false
    private var command: String { recording ? RecordCommand.name : RunCommand.name }

    /// Where the session's submissions go.
    private struct Target {
        let endpoint: String
        let description: String
        let mock: BuiltInMock?
        var fixed = false
    }

    /// - Parameter wrap: lets `record` see the plan and its line source and wrap them before the shell starts.
    /// - Returns: the shell's exit status, and the built-in mock's URL if it ran against one.
    func run(wrap: (inout SessionPlan, inout any LineSource) -> Void) throws(CLIError) -> SessionEnd {
        let input = SessionPlan.Input.choose(
            scripted: io.scriptedInput, stdinIsTerminal: io.stdinIsTerminal, plain: options.plain,
            environment: io.environment)
        if io.scriptedInput == nil {
            do { try ProcessHardening.apply(terminal: input.editsLines) } catch { throw .notHardened(error) }
        }
        let submitter: HTTPSubmitter
        do {
            submitter = try HTTPSubmitter(
                headerOptions: options.headers, environment: io.environment, maskingIn: io.secrets,
                timeout: options.timeout, caFile: options.cacert.map(io.resolve))
        } catch { throw .usage(error.description, command: command) }
        let exchangeLog: (any TextSink)? = options.verbose ? io.stderr : nil
        let (form, schemaURL) = try FormSource.load(
            options.form, io: io, submitter: submitter, options: options.loaderOptions, exchangeLog: exchangeLog)
        let target = try target(form: form, schemaURL: schemaURL, submitter: submitter)
        defer { target.mock?.stop() }
        let (colors, asks) = input.output(
            stdoutIsTerminal: io.stdoutIsTerminal, plain: options.plain, environment: io.environment,
            recording: recording)
        var plan = SessionPlan(
            form: form, endpoint: target.endpoint, endpointDescription: target.description,
            mockURL: target.mock?.url, submitter: target.mock?.submitter(wrapping: submitter) ?? submitter,
            loaderOptions: options.loaderOptions, input: input, colors: colors, output: io.stdout,
            exchangeLog: exchangeLog, observer: observer, secrets: io.secrets)
        plan.endpointPolicy = target.fixed ? .fixed : .steps(followOrigins: options.followEndpoints)
        plan.confirmsQuit = asks
        let status: Int32
        do { status = try Session.run(plan, wrap: wrap) } catch { throw .session(error) }
        return SessionEnd(exitCode: ExitCode(rawValue: status), mockURL: target.mock?.url)
    }

    /// The endpoint chosen and checked (`EndpointResolver`); else the built-in mock,
    /// started. A replayed session's mock reads its scenario once per process, and accepts
    /// from its first request on (`BuiltInMock.start`).
    private func target(form: Form, schemaURL: String?, submitter: any Submitter) throws(CLIError) -> Target {
        let choice: EndpointChoice
        do {
            choice = try EndpointResolver.resolve(
                explicit: options.endpoint, environment: io.environment, schemaEndpoint: form.submit?.endpoint,
                schemaURL: schemaURL, baseURL: options.baseURL, checkedBy: submitter)
        } catch { throw .usage(error.description, command: command) }
        if let url = choice.url { return Target(endpoint: url, description: url, mock: nil, fixed: choice.isFixed) }
        do {
            let mock = try BuiltInMock.start(
                form: options.form, scenario: options.scenario, isURL: schemaURL != nil,
                pooled: io.scriptedInput != nil, resolve: io.resolve)
            return Target(
                endpoint: mock.url + (form.submit?.endpoint ?? "/submit"),
                description: SessionPlan.builtInMockDescription(url: mock.url, scenario: mock.scenario), mock: mock)
        } catch {
            throw .mock(error)
        }
    }
}
