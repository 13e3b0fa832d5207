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
    static let help = """
    Options:
      --endpoint URL          where the payloads are posted (https, or http on loopback)
      --valid FILE            one payload (a JSON object) that the form accepts; without it formsh
                              builds one from the rules, says which field it cannot build, and shows it
      --only KEY,...          probe these fields' rules only (the valid payload is still posted first)
      --cases FAMILY,...      these families of cases only (default all): boundaries, spaces, partial,
                              precision, types, graphemes
      --dry-run               send nothing: write the cases as JSON Lines (name, field, rule, case,
                              payload, and formsh's verdict: valid, errors; or a null payload and why)
      --json                  JSON Lines: {"kind": "valid", …}, one {"kind": "case", …} per case, {"kind": "summary", …}
      --junit FILE            also write a JUnit report: one testcase per case
      --jobs N                requests in flight at once (default 1, at most 64)
      --delay MS              at least this long between the starts of two requests (default 0)
      --header 'Name: value'  an extra request header, such as a dry-run switch (repeatable)
      --header-env Name=VAR   a header whose value is read from the environment (never echoed)
      --timeout SECONDS       total time for one request (default 30; connecting: 5)
      --cacert FILE           also trust this CA (TLS is always verified)

    First the valid payload is judged locally and posted. Then, for each field and rule in
    schema order, cases that differ from it in that field (a rule's when, or the field's
    visibleWhen, made true first): the rule broken by the smallest step and no other (left
    out, empty, blank for required; one character short or over; the bound crossed; a wrong
    check digit; a changed copy; a value the pattern rejects), the boundary, which must pass
    (exactly minLength or maxLength characters, also ending in 👍🏽, which a server counting
    code points gets wrong; exactly min or max; a right check digit; a match), and for a rule
    with a when, the breaking value with the when false, which must pass. Each case is
    checked locally and posted with a fresh Idempotency-Key, and gets one verdict: same,
    other wording, server accepts (a client-only rule) or server rejects valid (an
    off-by-one, a server-only rule, a when ignored). Cases no payload gives are listed after,
    with the reason; nothing is sent for them. Values of secure fields are shown as ••••.

    Beside those boundaries, the ways server frameworks differ from the app by default:
      spaces      lengths padded with a leading or trailing space, a pattern's value with
                  one, a required value of spaces only     (server trims spaces)
      partial     a pattern's value with a character after or before it, or a newline
                  after it    (server matches part of the value; server's $ matches before
                  a final newline)
      precision   min/max crossed by less than a binary float can tell, as a JSON number
                  (server reads numbers as binary floats)
      types       a number or a boolean as a string, a whole number as 12.0, an option
                  twice, null for a field left out          (server converts types, …)
      graphemes   lengths ending in 👍🏽                      (server counts code points)
    A verdict other than same names that cause and prints a curl line that sends the case
    again (--header-env values as $VAR). The counts end with the count per cause.

    Exit status: 0 when every verdict is same, 1 otherwise (or when the valid payload is
    rejected or cannot be built), 2 usage, 3 a form or payload file that cannot be read.
    """

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
