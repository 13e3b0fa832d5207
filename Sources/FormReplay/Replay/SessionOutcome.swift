/// What one session of a transcript did, ready to compare.
struct SessionOutcome: Sendable {
    /// Its output lines, typed lines and exit status.
    let lines: [ActualLine]
    /// Its mock's URL, for `{{endpoint}}`.
    let endpoint: String?
    /// Its exit status.
    let exitCode: Int32

    init(lines: [ActualLine], endpoint: String?, exitCode: Int32) {
        self.lines = lines
        self.endpoint = endpoint
        self.exitCode = exitCode
    }

    init(_ result: SessionResult) {
        self.init(lines: ActualLine.lines(of: result), endpoint: result.endpoint, exitCode: result.exitCode)
    }

    /// Whether the session could not start (its arguments refused, exit 2, or its form
    /// not loaded, exit 3) where the transcript expects another status: `--update` must
    /// not turn the transcript into a record of that.
    func failedToStart(expecting expected: Int32) -> Bool {
        (exitCode == 2 || exitCode == 3) && exitCode != expected
    }
}
