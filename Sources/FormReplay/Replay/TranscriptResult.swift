/// How one transcript fared.
public struct TranscriptResult: Sendable, Equatable {
    /// The verdict.
    public enum Verdict: String, Sendable, Equatable {
        /// Every session matched.
        case passed = "PASS"
        /// A session did not match, or the transcript could not run.
        case failed = "FAIL"
        /// `--update` rewrote the transcript with the actual output.
        case updated = "UPDATED"
    }

    /// The transcript's path as shown.
    public let path: String
    public let verdict: Verdict
    /// How many sessions it has.
    public let sessions: Int
    /// The unified diff (transcript → actual output); empty when it passed or could not run.
    public let diff: String
    /// Why it could not run (a missing environment variable), if so.
    public let message: String?
    /// Problems writing files beside it (`.t.actual`, the update); they do not change the verdict.
    public let warnings: [String]
    /// Wall-clock time of its sessions.
    public let duration: Duration

    public init(path: String, verdict: Verdict, sessions: Int, diff: String = "", message: String? = nil,
                warnings: [String] = [], duration: Duration = .zero) {
        self.path = path
        self.verdict = verdict
        self.sessions = sessions
        self.diff = diff
        self.message = message
        self.warnings = warnings
        self.duration = duration
    }

    /// The report on stdout: `PASS path`, or `FAIL path` (or `UPDATED path`) followed by
    /// the reason or the diff.
    public var report: String { report(colored: false) }

    /// The report, with the diff in colour when `colored` (see `DiffColors`).
    public func report(colored: Bool) -> String {
        var out = "\(verdict.rawValue) \(path)\n"
        if let message { out += "\(message)\n" }
        out += colored ? DiffColors.colored(diff) : diff
        return out
    }

    /// The text of a JUnit failure: the reason or the diff.
    public var failureText: String { message.map { $0 + "\n" } ?? diff }
}
