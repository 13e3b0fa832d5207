/// Matches one session's expected lines (body and `[exit N]`) against what it did, and
/// aligns the two when they differ: the one algorithm behind the verdict, the diff,
/// `NAME.t.actual`, `--update` and `--review` (see `Comparison`).
///
/// Typed lines are anchors. The session reads its input in order, so its k-th read took
/// the transcript's k-th `> ` line (the runner marks each read in the output): both
/// sides are cut at those reads into pieces, and each piece is matched on its own. A
/// `{{...}}` therefore takes output lines only, never a typed line, and a typed line
/// always stays where the session read it; the `> ` lines after the session's last read
/// were never read.
///
/// `matches` decides each piece with the last-gap backtracking of glob matching: every
/// expected line other than `{{...}}` takes exactly one actual line, so going back to the
/// last gap is enough, and each (expected, actual) pair is tried at most once:
/// O(expected × actual) line comparisons at worst, never exponential.
///
/// `align` finds, for a piece that does not match, the alignment of least cost by a
/// dynamic programme (see `Cost`): an expected line that did not match is paired with
/// the actual line that came instead wherever one did (`.changed`), rather than left
/// `.missing` while a neighbouring `{{...}}` swallows its replacement. Common matching
/// lines are taken off both ends first; past `maximumCells` the middle is reported as
/// replaced wholesale rather than use unbounded time or memory.
struct Matcher: Sendable {
    /// The session's expected lines: its body and `[exit N]`.
    let expected: [TranscriptLine.Kind]
    /// What it did.
    let actual: [ActualLine]
    /// The session's mock URL, for `{{endpoint}}`.
    let endpoint: [UInt8]?
    /// The largest table the dynamic programme may fill.
    var maximumCells = 4_000_000
    /// Each actual output line's bytes, trailing blanks trimmed (empty for the others).
    let actualBytes: [[UInt8]]

    init(expected: [TranscriptLine.Kind], actual: [ActualLine], endpoint: String?) {
        self.expected = expected
        self.actual = actual
        self.endpoint = endpoint.map { Array($0.utf8) }
        actualBytes = actual.map { line in
            if case .output(let text) = line { return TranscriptSyntax.trimmed(Array(text.utf8)) }
            return []
        }
    }

    /// The costs of alignment steps. Pairing a line with what came instead costs less than
    /// leaving it missing, so a `{{...}}` never keeps the replacement of a neighbour;
    /// two pairings cost more than a missing and an extra line, so a line that still
    /// matches is kept rather than both around it paired; a pair of similar lines costs
    /// less than one of different lines, so a changed line is paired with its likeness.
    enum Cost {
        static let missing: Int32 = 12
        static let extra: Int32 = 4
        static let changedSimilar: Int32 = 9
        static let changed: Int32 = 11
    }

    /// Whether expected line `e` (not a gap) matches actual line `a`.
    func matches(_ e: Int, _ a: Int) -> Bool {
        switch (expected[e], actual[a]) {
        case (.output(let pattern), .output):
            return pattern.matches(actualBytes[a], endpoint: endpoint)
        case (.input(let template), .typed(let shown)):
            return TranscriptSyntax.trimmed(Array(template.written.utf8)) == TranscriptSyntax.trimmed(Array(shown.utf8))
        case (.exit(let x), .exit(let y)):
            return x == y
        default:
            return false
        }
    }

    /// Whether an actual line that expected line `e` did not match can stand in its place:
    /// output for output, an exit status for an exit status.
    func pairable(_ e: Int, _ a: Int) -> Bool {
        switch (expected[e], actual[a]) {
        case (.output, .output), (.exit, .exit): return true
        default: return false
        }
    }

    /// Whether a `{{...}}` may take actual line `a`: output lines only.
    func absorbable(_ a: Int) -> Bool {
        if case .output = actual[a] { return true }
        return false
    }

    func isGap(_ e: Int) -> Bool { expected[e] == .gap }

    /// Whether the session did what its expected lines say.
    func matches() -> Bool {
        let pieces = Pieces(self)
        guard pieces.extraReads == 0, pieces.unread.isEmpty,
            pieces.reads.allSatisfy({ matches($0.expected, $0.actual) })
        else {
            return false
        }
        return pieces.ranges.allSatisfy { glob($0.expected, $0.actual, record: false) != nil }
    }

    /// The alignment of least cost; it has no change exactly when the lines match.
    func align() -> [AlignmentStep] {
        let pieces = Pieces(self)
        var steps: [AlignmentStep] = []
        for (k, piece) in pieces.ranges.enumerated() {
            steps += align(piece.expected, piece.actual)
            guard k < pieces.reads.count else { continue }
            let (e, a) = pieces.reads[k]
            // A read always takes its typed line as written; a runner that showed another text is a difference.
            steps.append(matches(e, a) ? .typed(expected: e, actual: a) : .changed(expected: e, actual: a))
        }
        return steps
    }

    /// The session's lines cut at its reads: before each read, the expected and actual
    /// lines since the previous one; then the lines after the last read, the exit and any
    /// typed line never read included.
    struct Pieces {
        var ranges: [(expected: Range<Int>, actual: Range<Int>)] = []
        var reads: [(expected: Int, actual: Int)] = []
        /// The typed lines after the last read.
        var unread: [Int] = []
        /// Reads beyond the transcript's typed lines (a runner that is not formsh's).
        var extraReads = 0

        init(_ m: Matcher) {
            var inputs: [Int] = []
            var typed: [Int] = []
            for (i, kind) in m.expected.enumerated() { if case .input = kind { inputs.append(i) } }
            for (i, line) in m.actual.enumerated() { if case .typed = line { typed.append(i) } }
            var e = 0
            var a = 0
            for (i, t) in zip(inputs, typed) {
                ranges.append((e..<i, a..<t))
                reads.append((i, t))
                (e, a) = (i + 1, t + 1)
            }
            ranges.append((e..<m.expected.count, a..<m.actual.count))
            unread = Array(inputs.dropFirst(reads.count))
            extraReads = typed.count - reads.count
        }
    }
}
