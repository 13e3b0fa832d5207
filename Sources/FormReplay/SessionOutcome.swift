/// What one session of a transcript did, ready to compare.
struct SessionOutcome: Sendable {
    /// Its output lines, typed lines and exit status.
    let lines: [ActualLine]
    /// Its mock's URL, for `{{endpoint}}`.
    let endpoint: String?

    init(lines: [ActualLine], endpoint: String?) {
        self.lines = lines
        self.endpoint = endpoint
    }

    init(_ result: SessionResult) {
        self.init(lines: ActualLine.lines(of: result), endpoint: result.endpoint)
    }
}
