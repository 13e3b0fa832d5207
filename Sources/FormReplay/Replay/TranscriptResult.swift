/// How one transcript fared.
public struct TranscriptResult: Sendable, Equatable {
    /// The verdict.
    public enum Verdict: String, Sendable, Equatable {
        /// Every session matched.
        case passed = "PASS"
        /// A session did not match, or the transcript could not run.
        case failed = "FAIL"
        /// `--update` (or an accepted `--review`) rewrote the transcript with what the sessions did.
        case updated = "UPDATED"
    }

    /// How long one session took.
    public struct SessionTime: Sendable, Equatable {
        /// The line of its `$ formsh` in the transcript.
        public let line: Int
        public let duration: Duration

        public init(line: Int, duration: Duration) {
            self.line = line
            self.duration = duration
        }
    }

    /// The transcript's path as shown.
    public let path: String
    public let verdict: Verdict
    /// How many sessions it has.
    public let sessions: Int
    /// The unified diff (transcript → what the run would have it say); empty when it passed or could not run.
    public let diff: String
    /// Why it could not run, or the typed lines its sessions never read, or why `--update` left it alone.
    public let message: String?
    /// Problems writing files beside it (`.t.actual`, the update); they do not change the verdict.
    public let warnings: [String]
    /// Wall-clock time of its sessions.
    public let duration: Duration
    /// Each session's time, in order.
    public let sessionTimes: [SessionTime]
    /// Where the file is.
    public let filePath: String
    /// The transcript as the run would have it (the text of `NAME.t.actual`); nil when it
    /// passed or could not run.
    public let actualText: String?
    /// Why `--update` and `--review` may not write `actualText` over the transcript (typed
    /// lines never read, a session that could not start); nil when they may.
    public let refusal: String?
    /// The transcript's line where the first difference, or the problem, is.
    public let line: Int?

    public init(
        path: String, verdict: Verdict, sessions: Int, diff: String = "", message: String? = nil,
        warnings: [String] = [], duration: Duration = .zero, sessionTimes: [SessionTime] = [],
        filePath: String? = nil, actualText: String? = nil, refusal: String? = nil, line: Int? = nil
    ) {
        self.path = path
        self.verdict = verdict
        self.sessions = sessions
        self.diff = diff
        self.message = message
        self.warnings = warnings
        self.duration = duration
        self.sessionTimes = sessionTimes
        self.filePath = filePath ?? path
        self.actualText = actualText
        self.refusal = refusal
        self.line = line
    }

    /// The report on stdout: `PASS path`, or `FAIL path` (or `UPDATED path`) followed by
    /// the reason and the diff.
    public var report: String { report(colored: false) }

    /// The report, with the diff in colour when `colored` (see `DiffColors`).
    public func report(colored: Bool, withDiff: Bool = true) -> String {
        var out = "\(verdict.rawValue) \(path)\n"
        if let message { out += "\(message)\n" }
        if withDiff { out += colored ? DiffColors.colored(diff) : diff }
        return out
    }

    /// The text of a JUnit failure: the reason and the diff.
    public var failureText: String { (message.map { $0 + "\n" } ?? "") + diff }

    /// The same result after `--review` accepted it: the file now holds `actualText`.
    func accepted() -> TranscriptResult {
        TranscriptResult(
            path: path, verdict: .updated, sessions: sessions, diff: diff, warnings: warnings,
            duration: duration, sessionTimes: sessionTimes, filePath: filePath, line: line)
    }
}
