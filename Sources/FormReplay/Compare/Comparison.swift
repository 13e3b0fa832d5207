/// A transcript compared with what its sessions did, through each session's
/// `Matcher` alignment: the verdict, the diff, and the text of the transcript as the run
/// would have it, which `NAME.t.actual`, `--update` and `--review` all write (docs/contract.md, "Transcripts"'s
/// three promises):
/// - every expected line that matched stays as written (placeholders, `{{...}}` and
///   trailing spaces included), so do comments (inside a session too, each before the
///   line that followed it), and every typed line stays where the session read it;
/// - an expected line that did not match is replaced by the line that came instead
///   (shown as a `-` line and its `+` line in the diff), never dropped while one came;
///   an actual line with no counterpart is added; an expected line with nothing in its
///   place is removed;
/// - typed lines the session ended before reading are left out of the text and named:
///   the transcript fails, and `--update` leaves its file as it was.
///
/// The text holds what the sessions did, line for line, so it replays green at once in
/// the same environment.
struct Comparison: Sendable {
    let passed: Bool
    /// The transcript as the run would have it.
    let text: String
    /// From the transcript to `text`.
    let diff: Diff
    /// The typed lines the sessions ended before reading.
    let unreadInputs: [TranscriptLine]
    /// The transcript's line (1-based) where the first difference is, if any.
    let firstDifference: Int?

    init(transcript: Transcript, outcomes: [SessionOutcome]) {
        precondition(outcomes.count == transcript.sessions.count, "one outcome per session")
        var b = Builder()
        var index = 0
        for (session, outcome) in zip(transcript.sessions, outcomes) {
            while index < session.expected.lowerBound {
                b.common(transcript.lines[index])
                index += 1
            }
            let all = Array(transcript.lines[session.expected])
            // Comments are never compared: the matcher sees the other lines, and each comment
            // is written back just before the line that followed it.
            let compared = all.indices.filter { all[$0].kind != .comment }
            let lines = compared.map { all[$0] }
            let matcher = Matcher(expected: lines.map(\.kind), actual: outcome.lines, endpoint: outcome.endpoint)
            if matcher.matches() {
                for line in all { b.common(line) }
            } else {
                var next = 0
                for step in matcher.align() {
                    if let e = step.expectedIndex {
                        while next < compared[e] {
                            b.common(all[next])
                            next += 1
                        }
                        next = compared[e] + 1
                    }
                    b.take(step, lines, outcome)
                }
                while next < all.count {
                    b.common(all[next])
                    next += 1
                }
            }
            index = session.expected.upperBound + 1
        }
        while index < transcript.lines.count {
            b.common(transcript.lines[index])
            index += 1
        }
        passed = b.firstDifference == nil
        text = b.text.map { $0 + "\n" }.joined()
        diff = Diff(b.diff)
        unreadInputs = b.unread
        firstDifference = b.firstDifference
    }

    /// Collects the text and the diff line by line.
    private struct Builder {
        var text: [String] = []
        var diff: [DiffLine] = []
        var unread: [TranscriptLine] = []
        var firstDifference: Int?
        /// The number of the last transcript line taken.
        var last = 0

        /// A transcript line that stays.
        mutating func common(_ line: TranscriptLine) {
            text.append(line.text)
            diff.append(.context(line.text))
            last = line.number
        }

        mutating func take(_ step: AlignmentStep, _ lines: [TranscriptLine], _ outcome: SessionOutcome) {
            switch step {
            case .same(let e, _), .gap(let e, _), .typed(let e, _):
                common(lines[e])
            case .changed(let e, let a):
                removed(lines[e])
                added(outcome.lines[a], outcome.endpoint)
            case .missing(let e):
                removed(lines[e])
            case .unread(let e):
                removed(lines[e])
                unread.append(lines[e])
            case .extra(let a):
                added(outcome.lines[a], outcome.endpoint)
            }
        }

        /// An expected line that is not in the new text.
        private mutating func removed(_ line: TranscriptLine) {
            diff.append(.removed(line.text))
            if firstDifference == nil { firstDifference = line.number }
            last = line.number
        }

        /// An actual line that comes into the new text.
        private mutating func added(_ line: ActualLine, _ endpoint: String?) {
            let rendered = line.rendered(endpoint: endpoint)
            text.append(rendered)
            diff.append(.added(rendered))
            if firstDifference == nil { firstDifference = last + 1 }
        }
    }
}
