/// Which of the transcripts found a run replays, and the lines that say why fewer run:
/// `-k EXPR` (words in the path or in a comment line), then `--failed` (the previous
/// run's failures among those; all of them when none is), then `--shard I/N` over what
/// is left.
public struct ReplaySelection: Sendable {
    /// A transcript found on the command line: loaded, or why it cannot be.
    public struct Candidate: Sendable {
        public let path: String
        /// How `.formsh-replay-failed` names it (see `FailedRecord.key`).
        public let key: String
        public let loaded: Result<Transcript, TranscriptError>

        public init(path: String, key: String? = nil, loaded: Result<Transcript, TranscriptError>) {
            self.path = path
            self.key = key ?? path
            self.loaded = loaded
        }
    }

    /// The transcripts to replay, in path order.
    public let transcripts: [Transcript]
    /// The candidates selected, loaded or not, in path order (what `--check` reads).
    public let chosen: [Candidate]
    /// Problems of selected transcripts that cannot be read or are malformed.
    public let problems: [TranscriptError]
    /// Lines about the selection for the report (`--failed`, an empty shard), if any.
    public let notes: [String]
    /// Each selected transcript's failed-list key, by its path as shown.
    public var keys: [String: String] { Dictionary(chosen.map { ($0.path, $0.key) }, uniquingKeysWith: { a, _ in a }) }

    /// - Parameters:
    ///   - failed: the previous run's failures for `--failed`; nil without `--failed`.
    ///     When none of them is among the transcripts `-k` leaves, everything it leaves
    ///     runs, as pytest's `--lf` does with nothing recorded.
    ///   - keyword: `-k EXPR`.
    public init(_ candidates: [Candidate], failed: FailedRecord?, keyword: KeywordExpression?, shard: Shard) {
        var notes: [String] = []
        var list = candidates
        if let keyword {
            list = list.filter { Self.mentions($0, keyword) }
        }
        if let failed {
            let wanted = Set(failed.paths)
            let remembered = list.filter { wanted.contains($0.key) }
            if failed.paths.isEmpty {
                notes.append("--failed: no failures remembered from the previous run; replaying all")
            } else if remembered.isEmpty {
                notes.append(
                    "--failed: none of the previous run's \(failed.paths.count) failures is among the selected transcripts; replaying all"
                )
            } else {
                list = remembered
                notes.append("--failed: \(list.count) of the previous run's \(failed.paths.count) failures")
            }
        }
        let chosen = Set(shard.select(list.map(\.path)))
        list = list.filter { chosen.contains($0.path) }
        if list.isEmpty {
            notes.append(
                shard.count > 1 ? "shard \(shard) is empty: no transcripts to replay" : "no transcripts selected")
        }
        var transcripts: [Transcript] = []
        var problems: [TranscriptError] = []
        for c in list {
            switch c.loaded {
            case .success(let t): transcripts.append(t)
            case .failure(let e): problems.append(e)
            }
        }
        self.transcripts = transcripts
        self.chosen = list
        self.problems = problems
        self.notes = notes
    }

    /// Whether the expression holds for the path and the comment lines (before or between sessions).
    static func mentions(_ candidate: Candidate, _ keyword: KeywordExpression) -> Bool {
        let path = caseFolded(candidate.path)
        var comments: [String] = []
        if case .success(let t) = candidate.loaded {
            comments = t.lines.filter { $0.kind == .comment }.map { caseFolded($0.text) }
        }
        return keyword.holds { phrase in path.contains(phrase) || comments.contains { $0.contains(phrase) } }
    }

    /// Text in one case for comparisons that ignore it (`ß` and `SS` alike, as Foundation's
    /// case-insensitive search has them).
    static func caseFolded(_ text: String) -> String {
        text.uppercased().lowercased()
    }
}
