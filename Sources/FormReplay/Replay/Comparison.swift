/// A transcript compared with what its sessions did: whether it passes, the `.t.actual`
/// text and the `--update` text, each with its diff from the transcript.
///
/// `.t.actual` is the transcript as the run would have it: every expected line that
/// matched is kept as written (placeholders, `{{...}}` and trailing spaces included),
/// every other line takes the actual text, so `diff -u NAME.t NAME.t.actual` shows only
/// real differences and renaming the file accepts the new output. The `--update` text is
/// the same but for inputs: they are the transcript's own, kept in place even when a
/// session stopped before reading them.
struct Comparison: Sendable {
    let passed: Bool
    let actualText: String
    let updatedText: String
    /// From the transcript to `actualText`.
    let diff: Diff
    /// From the transcript to `updatedText`.
    let updateDiff: Diff
    /// The input lines a session stopped before reading (kept by `--update`).
    let unreadInputs: [TranscriptLine]

    init(transcript: Transcript, outcomes: [SessionOutcome]) {
        precondition(outcomes.count == transcript.sessions.count, "one outcome per session")
        var b = Builder()
        var passed = true
        var index = 0
        for (session, outcome) in zip(transcript.sessions, outcomes) {
            while index < session.expected.lowerBound {
                b.common(transcript.lines[index].text)
                index += 1
            }
            let expectedLines = transcript.lines[session.expected]
            let kinds = expectedLines.map(\.kind)
            let matcher = Matcher(endpoint: outcome.endpoint)
            if matcher.matches(expected: kinds, actual: outcome.lines) {
                for line in expectedLines { b.common(line.text) }
            } else {
                passed = false
                let base = session.expected.lowerBound
                for step in matcher.align(expected: kinds, actual: outcome.lines) {
                    switch step {
                    case .same(let e, _), .gap(let e, _):
                        b.common(transcript.lines[base + e].text)
                    case .missing(let e):
                        b.missing(transcript.lines[base + e])
                    case .extra(let a):
                        b.extra(outcome.lines[a], endpoint: outcome.endpoint)
                    }
                }
            }
            index = session.expected.upperBound + 1
        }
        while index < transcript.lines.count {
            b.common(transcript.lines[index].text)
            index += 1
        }
        self.passed = passed
        diff = Diff(b.actualDiff)
        updateDiff = Diff(b.updateDiff)
        unreadInputs = b.unread
        actualText = b.actual.map { $0 + "\n" }.joined()
        updatedText = b.updated.map { $0 + "\n" }.joined()
    }

    /// Collects both results line by line.
    private struct Builder {
        var actual: [String] = []
        var updated: [String] = []
        var actualDiff: [DiffLine] = []
        var updateDiff: [DiffLine] = []
        var unread: [TranscriptLine] = []

        /// A transcript line that stays: it matched, or it is outside the sessions.
        mutating func common(_ text: String) {
            actual.append(text); updated.append(text)
            actualDiff.append(.context(text)); updateDiff.append(.context(text))
        }

        /// An expected line the output lacks; an update keeps it if it is input.
        mutating func missing(_ line: TranscriptLine) {
            actualDiff.append(.removed(line.text))
            if case .input = line.kind {
                updated.append(line.text)
                updateDiff.append(.context(line.text))
                unread.append(line)
            } else {
                updateDiff.append(.removed(line.text))
            }
        }

        /// An actual line the transcript lacks; an update takes it unless it is a typed
        /// line (inputs come from the transcript only).
        mutating func extra(_ item: ActualLine, endpoint: String?) {
            let text = item.rendered(endpoint: endpoint)
            actual.append(text)
            actualDiff.append(.added(text))
            if case .typed = item { return }
            updated.append(text)
            updateDiff.append(.added(text))
        }
    }
}
