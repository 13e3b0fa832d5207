import FormCore
import FormSubmit
import FormSystem
import FormTools

/// `formsh probe`: every rule's cases at its boundaries, posted, and the server's verdicts
/// compared with formsh's (docs/contract.md, "Schema evolution and server conformance"). `ProbeRun` does the work over
/// HTTP submitters.
struct ProbeCommand: Command {
    static let name = "probe"
    static let readsValues = true
    static let abstract = "boundary cases per rule posted; client vs server verdicts"
    static let usage =
        "probe FORM --endpoint URL [--valid PAYLOAD.json] [--only KEY,...] [--cases FAMILY,...] [--dry-run] [--json] [--junit FILE] [--jobs N] [--delay MS]"
    static let help = ProbeHelp.text

    /// The longest `--delay`: ten minutes.
    static let maxDelay = 600_000
    /// The most `--jobs`.
    static let maxJobs = 64

    static func main(_ arguments: [String], io: CommandIO) throws(CLIError) -> ExitCode {
        var args = ArgumentList(arguments, command: name)
        let json = args.flag("--json")
        let dryRun = args.flag("--dry-run")
        let validPath = try args.option("--valid")
        let endpointArgument = try args.option("--endpoint")
        let onlyText = try args.option("--only")
        let families = try families(args.option("--cases"), command: name)
        let junit = try args.option("--junit")
        let jobsText = try args.option("--jobs")
        let jobs =
            try args.count(
                jobsText, of: "--jobs", in: 1...maxJobs,
                expecting: "takes a whole number from 1 to \(maxJobs)") ?? 1
        let delayText = try args.option("--delay")
        let delay =
            try args.count(
                delayText, of: "--delay", in: 0...maxDelay,
                expecting: "takes milliseconds (0 to \(maxDelay))") ?? 0
        let timeoutText = try args.option("--timeout")
        let timeout = try args.seconds(timeoutText, of: "--timeout", upTo: 3600) ?? 30
        let cacert = try args.option("--cacert")
        let headerOptions = try RunOptions.headerOptions(&args)
        let positionals = try args.positionals()
        guard positionals.count == 1 else {
            throw .usage(
                positionals.isEmpty ? "missing FORM" : "unexpected argument '\(positionals[1])'", command: name)
        }
        let endpoint = try dryRun ? "" : checkedEndpoint(endpointArgument)
        if let junit { try OutputPath.check(junit, option: "--junit", io: io, command: name) }
        let headers: [(name: String, value: String)]
        do {
            headers = try HeaderOption.resolve(headerOptions, environment: io.environment, maskingIn: io.secrets)
        } catch {
            throw .usage(error.description, command: name)
        }
        let makeSubmitter = {
            HTTPSubmitter(
                userAgent: HTTPSubmitter.formshUserAgent, headers: headers, timeout: timeout,
                caFile: cacert.map(io.resolve))
        }
        let (form, _) = try FormSource.load(
            positionals[0], io: io, submitter: makeSubmitter(),
            options: FormLoader.Options(clientVersion: ClientVersion(String(Int.max))))
        let only = try onlyText.map { text throws(CLIError) in try onlyKeys(text, form: form, command: name) }
        let store: SecretStore
        do { store = try SecretStore() } catch { throw .toolValueStore(error) }
        let (valid, built) = try validPayload(validPath, form: form, store: store, io: io, accepted: dryRun)
        if dryRun {
            let set = VectorSet(form: form, valid: valid, store: store, only: only, families: families)
            io.gate.testData(io.stdout).write(set.dryRunLines.map { $0 + "\n" }.joined())
            return .success
        }
        let options = ProbeRun.Options(
            endpoint: endpoint, delay: delay, jobs: jobs, json: json, only: only, built: built,
            families: families, curlHeaders: curlHeaders(headerOptions))
        let outcome = try probe(
            ProbeRun(
                form: form, valid: valid, store: store, options: options, makeSubmitter: makeSubmitter,
                out: io.gate.testData(io.stdout), notes: io.stderr))
        if let junit {
            try write(ProbeJUnit.render(outcome, form: form, valid: valid, curl: options.curl), to: junit, io: io)
        }
        return outcome.allSame ? .success : .failure
    }

    /// Runs the probe; its failures as the funnel's errors.
    static func probe(_ run: ProbeRun) throws(CLIError) -> ProbeRun.Outcome {
        do { return try run.run() } catch {
            switch error {
            case .notJudged(let e): throw .probeNotJudged(e.description)
            case .noAnswer(let e): throw .probeNoAnswer(e)
            }
        }
    }

    /// The endpoint, checked before anything is read (docs/contract.md, "Command line"): present, not blank, one
    /// the client would send to.
    static func checkedEndpoint(_ argument: String?) throws(CLIError) -> String {
        guard let endpoint = argument.map(ProbeInputs.trimmingBlanks), !endpoint.isEmpty else {
            throw .usage("missing --endpoint URL (or --dry-run)", command: name)
        }
        do { try HTTPClient.check(url: endpoint) } catch {
            throw .usage("--endpoint \(endpoint): \(error.description)", command: name)
        }
        return endpoint
    }

    /// The families of `--cases FAMILY,…`; every family when not given.
    static func families(_ text: String?, command: String) throws(CLIError) -> Set<ProbeFamily> {
        guard let text else { return Set(ProbeFamily.allCases) }
        switch ProbeFamily.parse(text) {
        case .success(let families): return families
        case .failure(let e): throw .usage("--cases: \(e.description)", command: command)
        }
    }

    /// The headers as the `curl` line writes them: a `--header` as given, a `--header-env`
    /// as its variable (its value is never written).
    static func curlHeaders(_ options: [HeaderOption]) -> [ProbeCurl.Header] {
        options.compactMap { option in
            switch option {
            case .literal(let argument):
                return (try? HeaderOption.parse(header: argument)).map { .literal(name: $0.name, value: $0.value) }
            case .environment(let argument):
                guard let name = option.environmentHeaderName, let equals = argument.firstIndex(of: "=") else {
                    return nil
                }
                return .environment(name: name, variable: String(argument[argument.index(after: equals)...]))
            }
        }
    }

    /// The keys of `--only KEY,…`, each a field of the form.
    static func onlyKeys(_ text: String, form: Form, command: String) throws(CLIError) -> Set<String> {
        do { return try ProbeInputs.onlyKeys(text, form: form) } catch {
            throw problem(error, path: "", command: command)
        }
    }

    /// The `--valid` file's payload, or one built from the rules (and whether it was built).
    /// - Parameter accepted: whether a given payload must be one the form accepts (`vectors`
    ///   and `--dry-run`, which write the cases without a verdict of their own on it).
    static func validPayload(
        _ path: String?, form: Form, store: SecretStore, io: CommandIO,
        accepted: Bool = false
    ) throws(CLIError) -> (JSONObject, built: Bool) {
        let given = try path.map { p throws(CLIError) in (path: p, bytes: try io.readFile(p)) }
        do { return try ProbeInputs.validPayload(given, form: form, store: store, accepted: accepted) } catch {
            throw problem(error, path: path ?? "", command: name)
        }
    }

    /// A problem with an input as the funnel's error.
    static func problem(_ problem: ProbeInputs.Problem, path: String, command: String) -> CLIError {
        switch problem {
        case .usage(let message): .usage(message, command: command)
        case .unreadable(let reason): .unreadable(path: path, reason: reason)
        case .noValidPayload(let message): .noValidPayload(message)
        }
    }

    /// Writes the JUnit report through the output gate, which keeps it well-formed XML.
    static func write(_ text: String, to path: String, io: CommandIO) throws(CLIError) {
        do { try io.gate.writeFile(text, to: io.resolve(path), as: .xml) } catch {
            throw .fileNotWritten(path: path, reason: error.description)
        }
    }
}
