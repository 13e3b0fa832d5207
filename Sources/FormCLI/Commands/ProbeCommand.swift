import FormCore
import FormShell
import FormSubmit
import FormTools
import FormSystem

/// `formsh probe`: posts, per rule, a payload that breaks that rule alone, and compares
/// the server's verdict with formsh's (SPEC §10).
struct ProbeCommand: Command {
    static let name = "probe"
    static let readsValues = true
    static let abstract = "each rule's failing payload posted; client vs server verdicts"
    static let usage = "probe FORM --valid PAYLOAD.json --endpoint URL [--json] [--delay MS] [--header 'Name: value']..."
    static let help = """
    Options:
      --valid FILE            one payload (a JSON object) that the form accepts; the server must accept it too
      --endpoint URL          where the payloads are posted (https, or http on loopback)
      --json                  JSON Lines: {"kind": "valid", …}, one {"kind": "rule", …} per rule, {"kind": "summary", …}
      --delay MS              wait this long between requests (default 0)
      --header 'Name: value'  an extra request header, such as a dry-run switch (repeatable)
      --header-env Name=VAR   a header whose value is read from the environment (never echoed)
      --timeout SECONDS       total time for one request (default 30; connecting: 5)
      --cacert FILE           also trust this CA (TLS is always verified)

    First the valid payload is judged locally and posted. Then, for each field and rule in
    schema order, a payload that breaks that rule and no other is derived from it (a rule's
    when, or the field's visibleWhen, made true first), checked locally and posted with a
    fresh Idempotency-Key. Each rule gets one verdict: same, other wording, server accepts
    (a client-only rule) or server rejects valid; a rule no payload breaks alone is listed
    with the reason, and nothing is sent for it. Values of secure fields are shown as ••••.

    Exit status: 0 when every verdict is same, 1 otherwise (or when the valid payload is
    rejected), 2 usage, 3 a form or payload file that cannot be read.
    """

    /// The longest `--delay`: ten minutes.
    static let maxDelay = 600_000

    static func main(_ arguments: [String], io: CommandIO) throws(CLIError) -> ExitCode {
        var args = ArgumentList(arguments, command: name)
        let json = args.flag("--json")
        let validPath = try args.option("--valid")
        let endpointArgument = try args.option("--endpoint")
        let delayText = try args.option("--delay")
        let timeoutText = try args.option("--timeout")
        let cacert = try args.option("--cacert")
        let headerOptions = try RunOptions.headerOptions(&args)
        let positionals = try args.positionals()
        guard positionals.count == 1 else {
            throw .usage(positionals.isEmpty ? "missing FORM" : "unexpected argument '\(positionals[1])'", command: name)
        }
        guard let validPath else { throw .usage("missing --valid PAYLOAD.json", command: name) }
        guard let endpoint = endpointArgument.map(trimmingBlanks), !endpoint.isEmpty else {
            throw .usage("missing --endpoint URL", command: name)
        }
        do { try HTTPClient.check(url: endpoint) } catch {
            throw .usage("--endpoint \(endpoint): \(error.description)", command: name)
        }
        var delay = 0
        if let d = delayText {
            guard let v = Int(d), v >= 0, v <= maxDelay else { throw .usage("--delay takes milliseconds (0 to \(maxDelay)), not '\(d)'", command: name) }
            delay = v
        }
        let timeout = try RunOptions.timeout(timeoutText, command: name)
        let headers: [(name: String, value: String)]
        do { headers = try HeaderOption.resolve(headerOptions, environment: io.environment) } catch {
            throw .usage(error.description, command: name)
        }
        let submitter = HTTPSubmitter(userAgent: "formsh/\(FormshCLI.version)", headers: headers, timeout: timeout,
                                      caFile: cacert.map(io.resolve))
        let (form, _) = try FormSource.load(positionals[0], io: io, submitter: submitter,
                                            options: FormLoader.Options(clientVersion: ClientVersion(String(Int.max))))
        let valid = try readPayload(validPath, io: io)
        let store: SecretStore
        do { store = try SecretStore() } catch { throw .toolValueStore(error) }

        let run = ProbeRun(form: form, valid: valid, store: store, endpoint: endpoint, submitter: submitter,
                           delay: delay, json: json, io: io)
        return try run.start()
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
}

/// One probe run: the valid payload, then each rule's payload, printed as they come.
struct ProbeRun {
    let form: Form
    let valid: JSONObject
    let store: SecretStore
    let endpoint: String
    let submitter: HTTPSubmitter
    let delay: Int
    let json: Bool
    let io: CommandIO

    func start() throws(CLIError) -> ExitCode {
        let deriver = ProbeDeriver(form: form, valid: valid, store: store)
        let report = ProbeReport(form: form, valid: valid)
        let localErrors: [(key: String, message: String)]
        switch deriver.localErrors() {
        case .success(let e): localErrors = e
        case .failure(let e): throw .probeNotJudged("\(e)")
        }
        guard localErrors.isEmpty else {
            io.stdout.line(report.validLine(localErrors: localErrors, answer: nil, json: json))
            return .failure
        }
        let validAnswer = try post(valid, first: true)
        io.stdout.line(report.validLine(localErrors: [], answer: validAnswer, json: json))
        guard validAnswer.isSuccess else {
            io.stderr.line("The server must accept the valid payload before the rules can be probed.")
            return .failure
        }
        var results: [ProbeResult] = []
        for c in deriver.deriveAll() {
            let answer = try c.payload.map { p throws(CLIError) in try post(p, first: false) }
            let result = ProbeResult(c, answer: answer)
            results.append(result)
            if json { io.stdout.line(report.json(result)) } else { report.lines(result).forEach { io.stdout.line($0) } }
        }
        io.stdout.line(report.summary(results, json: json))
        return results.allSatisfy { $0.verdict == nil || $0.verdict == .same } ? .success : .failure
    }

    /// Posts a payload with a fresh Idempotency-Key (after the delay, but for the first
    /// request). A request that gets no answer ends the probe (exit 1).
    private func post(_ payload: JSONObject, first: Bool) throws(CLIError) -> ServerAnswer {
        if !first && delay > 0 { SystemThread.sleep(milliseconds: delay) }
        let bytes = Array(JSONWriter.string(.object(payload)).utf8)
        let result = bytes.withUnsafeBytes { body in
            submitter.post(body, to: endpoint, idempotencyKey: RandomUUID.string(), progress: nil)
        }
        switch result {
        case .failure(let e):
            throw .probeNoAnswer(e)
        case .success(let response):
            switch ResponseClassifier.classify(response, masker: SecretMasker()) {
            case .fieldErrors(let fields, let formErrors):
                return ServerAnswer(status: response.status, fieldErrors: fields, formErrors: formErrors)
            case .httpError(let status, let snippet):
                return ServerAnswer(status: status, text: snippet)
            case .screen, .navigate, .navigation, .completed:
                return ServerAnswer(status: response.status)
            }
        }
    }
}
