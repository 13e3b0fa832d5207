import FormCore
import FormSystem

/// `formsh probe`'s work (docs/contract.md, "Schema evolution and server conformance"): judges the valid payload
/// locally and posts it; then
/// derives every case (`ProbeDeriver`), posts the payloads `jobs` at a time through
/// injected `Submitter`s, each with a fresh Idempotency-Key and request starts spaced by
/// `delay`, and writes each case's verdict in case order as it comes, then the cases
/// without a payload and the counts.
public struct ProbeRun {
    public struct Options: Sendable {
        /// The most requests in flight at once (`--jobs`).
        public static let maxJobs = 64
        /// The longest `--delay`, in milliseconds: ten minutes.
        public static let maxDelay = 600_000

        public let endpoint: String
        /// Milliseconds between the starts of two requests.
        public let delay: Int
        /// Requests in flight at once (at least 1).
        public let jobs: Int
        public let json: Bool
        /// Probe these fields' rules alone (nil: every field).
        public let only: Set<String>?
        /// Whether formsh built the valid payload (it is then shown).
        public let built: Bool
        /// The families of cases sent (`--cases`; default every one).
        public let families: Set<ProbeFamily>
        /// The headers as the `curl` line writes them.
        public let curlHeaders: [ProbeCurl.Header]

        public init(
            endpoint: String, delay: Int = 0, jobs: Int = 1, json: Bool = false, only: Set<String>? = nil,
            built: Bool = false,
            families: Set<ProbeFamily> = Set(ProbeFamily.allCases), curlHeaders: [ProbeCurl.Header] = []
        ) {
            precondition(jobs >= 1, "probe needs at least one job")
            self.endpoint = endpoint
            self.delay = delay
            self.jobs = jobs
            self.json = json
            self.only = only
            self.built = built
            self.families = families
            self.curlHeaders = curlHeaders
        }

        /// How a case is sent again by hand.
        public var curl: ProbeCurl { ProbeCurl(endpoint: endpoint, headers: curlHeaders) }
    }

    /// Why a probe stopped.
    public enum Failure: Error, Equatable, Sendable {
        /// The valid payload cannot be judged locally.
        case notJudged(PayloadLineError)
        /// A request got no answer.
        case noAnswer(HTTPClientError)
    }

    /// What a probe found.
    public struct Outcome: Sendable {
        /// Whether formsh and the server both accepted the valid payload (else no case was sent).
        public let validAccepted: Bool
        public let results: [ProbeResult]
        /// Exit 0 (docs/contract.md, "Schema evolution and server conformance"): the valid payload accepted, and every
        /// verdict `same`.
        public var allSame: Bool { validAccepted && results.allSatisfy { $0.verdict == nil || $0.verdict == .same } }
    }

    let form: Form
    let valid: JSONObject
    let store: SecretStore
    let options: Options
    let makeSubmitter: () -> any Submitter
    let out: any TextSink
    let notes: any TextSink
    let pause: (Int) -> Void
    let newKey: @Sendable () -> String

    /// - Parameters:
    ///   - makeSubmitter: one submitter per request in flight (each is used from one thread).
    ///   - out: where the report goes; `notes` takes the sentences around it (stderr).
    ///   - pause: waits the given milliseconds (tests pass one that records).
    ///   - newKey: a fresh Idempotency-Key per request.
    public init(
        form: Form, valid: JSONObject, store: SecretStore, options: Options,
        makeSubmitter: @escaping () -> any Submitter,
        out: any TextSink, notes: any TextSink,
        pause: @escaping (Int) -> Void = { SystemThread.sleep(milliseconds: $0) },
        newKey: @escaping @Sendable () -> String = { RandomUUID.string() }
    ) {
        self.form = form
        self.valid = valid
        self.store = store
        self.options = options
        self.makeSubmitter = makeSubmitter
        self.out = out
        self.notes = notes
        self.pause = pause
        self.newKey = newKey
    }

    /// Runs the probe, writing as it goes.
    /// - Throws: when the valid payload cannot be judged, or a request gets no answer.
    public func run() throws(Failure) -> Outcome {
        let deriver = ProbeDeriver(form: form, valid: valid, store: store)
        let report = ProbeReport(form: form, valid: valid, curl: options.curl)
        let localErrors: [(key: String, message: String)]
        switch deriver.localErrors() {
        case .success(let e): localErrors = e
        case .failure(let e): throw .notJudged(e)
        }
        guard localErrors.isEmpty else {
            write(report.validLines(built: options.built, localErrors: localErrors, answer: nil, json: options.json))
            return Outcome(validAccepted: false, results: [])
        }
        let first = makeSubmitter()
        let validAnswer: ServerAnswer
        switch ProbeRun.post(valid, with: first, to: options.endpoint, key: newKey()) {
        case .success(let a): validAnswer = a
        case .failure(let e): throw .noAnswer(e)
        }
        write(report.validLines(built: options.built, localErrors: [], answer: validAnswer, json: options.json))
        guard validAnswer.isSuccess else {
            notes.line(ProbeText.validRejected)
            return Outcome(validAccepted: false, results: [])
        }
        let cases = deriver.deriveAll(only: options.only, families: options.families)
        var results = try post(cases.filter { $0.payload != nil }, first: first, report: report)
        for c in cases where c.payload == nil {
            let result = ProbeResult(c, answer: nil)
            results.append(result)
            write(options.json ? [report.json(result)] : report.lines(result))
        }
        out.line(report.summary(results, json: options.json))
        return Outcome(validAccepted: true, results: results)
    }

    /// Posts the cases, `jobs` at a time, and writes each result in case order as soon as
    /// it and every case before it are answered. A request without an answer stops the run.
    private func post(_ cases: [ProbeCase], first: any Submitter, report: ProbeReport) throws(Failure) -> [ProbeResult]
    {
        let workers = [first] + (1..<max(1, min(options.jobs, cases.count))).map { _ in makeSubmitter() }
        var next = 0
        var results: [ProbeResult] = []
        var failure: HTTPClientError?
        let endpoint = options.endpoint
        let newKey = self.newKey
        ParallelMap.stream(
            workers: workers,
            next: { () -> ProbeCase? in
                guard next < cases.count else { return nil }
                if options.delay > 0 { pause(options.delay) }
                defer { next += 1 }
                return cases[next]
            },
            work: { submitter, c in
                (c, ProbeRun.post(c.payload ?? JSONObject(), with: submitter, to: endpoint, key: newKey()))
            },
            deliver: { done in
                switch done.1 {
                case .failure(let e):
                    failure = e
                    return false
                case .success(let answer):
                    let result = ProbeResult(done.0, answer: answer, earlier: results)
                    results.append(result)
                    write(options.json ? [report.json(result)] : report.lines(result))
                    return true
                }
            })
        if let failure { throw .noAnswer(failure) }
        return results
    }

    private func write(_ lines: [String]) {
        out.write(lines.map { $0 + "\n" }.joined())
    }

    /// Posts a payload with the given Idempotency-Key and reads the answer.
    static func post(_ payload: JSONObject, with submitter: any Submitter, to endpoint: String, key: String) -> Result<
        ServerAnswer, HTTPClientError
    > {
        let bytes = Array(JSONWriter.string(.object(payload)).utf8)
        return bytes.withUnsafeBytes { body in
            submitter.post(body, to: endpoint, idempotencyKey: key, progress: nil).map(ServerAnswer.init)
        }
    }
}
