import FormSystem

extension ReplayRun {
    /// What a run does besides replaying, chosen by at most one flag (the raw value).
    public enum Mode: String, Sendable {
        case update = "--update"
        case review = "--review"
        case check = "--check"
        case list = "--list"
        /// No flag.
        case replay = ""

        /// The modes a flag chooses, in the order the usage names them.
        public static let flagged: [Mode] = [.update, .review, .check, .list]

        /// Why the mode cannot run here, or nil: `--update` and `--review` rewrite
        /// transcripts and are refused when `CI` is set; `--review` asks on a terminal.
        public func refusal(environment: [String: String], onTerminal: Bool) -> String? {
            if self == .update || self == .review, environment["CI"] != nil {
                return "\(rawValue) rewrites transcripts and is refused when CI is set"
            }
            if self == .review, !onTerminal {
                return "--review asks on a terminal: run it with standard input and output on one"
            }
            return nil
        }
    }

    /// Runs in `mode`: lists (`--list`), checks (`--check`), or replays, asking on the
    /// terminal about each failure with `--review`.
    /// - Returns: whether it succeeded: every transcript passed (or was updated or
    ///   accepted), `--check` found no problem; `--list` always does.
    public func perform(
        _ mode: Mode, with replayer: Replayer, stdout: any TextSink, stderr: any TextSink
    ) throws(ReplayError) -> Bool {
        switch mode {
        case .list:
            try list(with: replayer, stdout: stdout)
            return true
        case .check:
            return try check(with: replayer, stdout: stdout)
        case .replay, .update, .review:
            let review = mode == .review ? StandardInputReview() : nil
            return try run(with: replayer, stdout: stdout, stderr: stderr, review: review).succeeded
        }
    }
}
