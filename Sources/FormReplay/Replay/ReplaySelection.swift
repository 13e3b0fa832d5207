/// Which of the transcripts found a run replays, and the line that says why fewer run:
/// `--failed` (the previous run's failures), then `-k TEXT` (the path or a comment line
/// contains TEXT, ignoring case), then `--shard I/N` over what is left.
public struct ReplaySelection: Sendable {
    /// A transcript found on the command line: loaded, or why it cannot be.
    public struct Candidate: Sendable {
        public let path: String
        public let loaded: Result<Transcript, TranscriptError>

        public init(path: String, loaded: Result<Transcript, TranscriptError>) {
            self.path = path
            self.loaded = loaded
        }
    }

    /// The transcripts to replay, in path order.
    public let transcripts: [Transcript]
    /// Problems of selected transcripts that cannot be read or are malformed.
    public let problems: [TranscriptError]
    /// Lines about the selection for the report (`--failed`, an empty shard), if any.
    public let notes: [String]

    /// - Parameters:
    ///   - failed: the previous run's failures for `--failed`; nil without `--failed`.
    ///     When it is empty everything runs, as pytest's `--lf` does with nothing recorded.
    ///   - keyword: `-k TEXT`.
    public init(_ candidates: [Candidate], failed: FailedRecord?, keyword: String?, shard: Shard) {
        var notes: [String] = []
        var list = candidates
        if let failed {
            if failed.paths.isEmpty {
                notes.append("--failed: no failures remembered from the previous run; replaying all")
            } else {
                let wanted = Set(failed.paths)
                list = list.filter { wanted.contains($0.path) }
                notes.append("--failed: \(list.count) of the previous run's \(failed.paths.count) failures")
            }
        }
        if let keyword {
            list = list.filter { Self.mentions($0, keyword) }
        }
        let chosen = Set(shard.select(list.map(\.path)))
        list = list.filter { chosen.contains($0.path) }
        if list.isEmpty {
            notes.append(shard.count > 1 ? "shard \(shard) is empty: no transcripts to replay" : "no transcripts selected")
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
        self.problems = problems
        self.notes = notes
    }

    /// Whether the path or a comment line (before or between sessions) contains the keyword.
    static func mentions(_ candidate: Candidate, _ keyword: String) -> Bool {
        let folded = caseFolded(keyword)
        if caseFolded(candidate.path).contains(folded) { return true }
        guard case .success(let t) = candidate.loaded else { return false }
        return t.lines.contains { $0.kind == .comment && caseFolded($0.text).contains(folded) }
    }

    /// Text in one case for comparisons that ignore it (`ß` and `SS` alike, as Foundation's
    /// case-insensitive search has them).
    static func caseFolded(_ text: String) -> String {
        text.uppercased().lowercased()
    }
}
