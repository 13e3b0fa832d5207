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
    static let usage = "probe FORM --endpoint URL [--valid PAYLOAD.json] [--only KEY,...] [--cases FAMILY,...] [--dry-run] [--json] [--junit FILE] [--jobs N] [--delay MS]"
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
        let jobs = try args.count(jobsText, of: "--jobs", in: 1...maxJobs,
                                  expecting: "takes a whole number from 1 to \(maxJobs)") ?? 1
        let delayText = try args.option("--delay")
        let delay = try args.count(delayText, of: "--delay", in: 0...maxDelay,
                                   expecting: "takes milliseconds (0 to \(maxDelay))") ?? 0
        let timeoutText = try args.option("--timeout")
        let timeout = try args.seconds(timeoutText, of: "--timeout", upTo: 3600) ?? 30
        let cacert = try args.option("--cacert")
        let headerOptions = try RunOptions.headerOptions(&args)
        let positionals = try args.positionals()
        guard positionals.count == 1 else {
            throw .usage(positionals.isEmpty ? "missing FORM" : "unexpected argument '\(positionals[1])'", command: name)
        }
        let endpoint = try dryRun ? "" : checkedEndpoint(endpointArgument)
        if let junit { try OutputPath.check(junit, option: "--junit", io: io, command: name) }
        let headers: [(name: String, value: String)]
        do { headers = try HeaderOption.resolve(headerOptions, environment: io.environment, maskingIn: io.secrets) } catch {
            throw .usage(error.description, command: name)
        }
        let makeSubmitter = { HTTPSubmitter(userAgent: "formsh/\(FormshCLI.version)", headers: headers, timeout: timeout, caFile: cacert.map(io.resolve)) }
        let (form, _) = try FormSource.load(positionals[0], io: io, submitter: makeSubmitter(),
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
        let options = ProbeRun.Options(endpoint: endpoint, delay: delay, jobs: jobs, json: json, only: only, built: built,
                                       families: families, curlHeaders: curlHeaders(headerOptions))
        let outcome = try probe(ProbeRun(form: form, valid: valid, store: store, options: options, makeSubmitter: makeSubmitter,
                                         out: io.gate.testData(io.stdout), notes: io.stderr))
        if let junit { try write(ProbeJUnit.render(outcome, form: form, valid: valid, curl: options.curl), to: junit, io: io) }
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
        guard let endpoint = argument.map(trimmingBlanks), !endpoint.isEmpty else {
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
                guard let name = option.environmentHeaderName, let equals = argument.firstIndex(of: "=") else { return nil }
                return .environment(name: name, variable: String(argument[argument.index(after: equals)...]))
            }
        }
    }

    /// The keys of `--only KEY,…`, each a field of the form.
    static func onlyKeys(_ text: String, form: Form, command: String) throws(CLIError) -> Set<String> {
        let keys = text.split(separator: ",").map { trimmingBlanks(String($0)) }.filter { !$0.isEmpty }
        guard !keys.isEmpty else { throw .usage("--only takes field keys separated by commas", command: command) }
        if let unknown = keys.first(where: { form.index(ofKey: $0) == nil }) {
            throw .usage("--only \(unknown): the form has no field with that key (it has \(form.fields.map(\.key).joined(separator: ", ")))", command: command)
        }
        return Set(keys)
    }

    /// The `--valid` file's payload, or one built from the rules (and whether it was built).
    /// - Parameter accepted: whether a given payload must be one the form accepts (`vectors`
    ///   and `--dry-run`, which write the cases without a verdict of their own on it).
    static func validPayload(_ path: String?, form: Form, store: SecretStore, io: CommandIO,
                             accepted: Bool = false) throws(CLIError) -> (JSONObject, built: Bool) {
        if let path {
            let payload = try readPayload(path, io: io)
            if accepted, case .success(let errors) = ProbeDeriver(form: form, valid: payload, store: store).localErrors(), !errors.isEmpty {
                throw .noValidPayload("\(path) is not a valid payload: " + errors.map { "\($0.key): \($0.message)" }.joined(separator: "; "))
            }
            return (payload, false)
        }
        switch ValidPayloadBuilder(form: form, store: store).build() {
        case .success(let p): return (p, true)
        case .failure(let f): throw .noValidPayload(f.description)
        }
    }

    /// `text` without the spaces and tabs around it (Unicode space separators included).
    static func trimmingBlanks(_ text: String) -> String {
        func isBlank(_ c: Character) -> Bool {
            c.unicodeScalars.allSatisfy { $0 == "\t" || $0.properties.generalCategory == .spaceSeparator }
        }
        guard let first = text.firstIndex(where: { !isBlank($0) }), let last = text.lastIndex(where: { !isBlank($0) }) else { return "" }
        return String(text[first...last])
    }

    /// The `--valid` file as a JSON object; anything else cannot be read (exit 3).
    static func readPayload(_ path: String, io: CommandIO) throws(CLIError) -> JSONObject {
        let bytes = try io.readFile(path)
        let value: JSONValue
        do { value = try bytes.withUnsafeBufferPointer { b throws(JSONSyntaxError) in try JSONParser.parse(b) } } catch {
            throw .unreadable(path: path, reason: "not JSON (\(error))")
        }
        guard let object = value.objectValue else { throw .unreadable(path: path, reason: "expected a JSON object, found \(value.typeName)") }
        return object
    }

    /// Writes the JUnit report through the output gate, which keeps it well-formed XML.
    static func write(_ text: String, to path: String, io: CommandIO) throws(CLIError) {
        do { try io.gate.writeFile(text, to: io.resolve(path), as: .xml) } catch { throw .fileNotWritten(path: path, reason: error.description) }
    }
}
