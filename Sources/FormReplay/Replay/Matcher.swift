/// Matches a session's expected lines (body and `[exit N]`) against its actual lines.
///
/// `matches` answers pass/fail with the classic last-gap backtracking of glob matching:
/// each expected line other than `{{...}}` takes exactly one actual line, so going back
/// to the last gap is enough, and each (expected, actual) pair is tried at most once:
/// O(expected × actual) line comparisons at worst, never exponential.
///
/// `align` finds, for a failing session, an alignment with the fewest missing and extra
/// lines (the diff): common matching lines are taken off both ends, then a dynamic
/// programme over the rest, bounded by `maximumCells`; past that bound it reports the
/// middle as replaced wholesale rather than use unbounded time or memory.
struct Matcher: Sendable {
    /// The session's mock URL, for `{{endpoint}}`.
    let endpoint: [UInt8]?
    /// The largest table the dynamic programme may fill.
    var maximumCells = 4_000_000

    init(endpoint: String?) {
        self.endpoint = endpoint.map { Array($0.utf8) }
    }

    /// Whether one expected line (not a gap) matches one actual line.
    func matches(_ expected: TranscriptLine.Kind, _ actual: ActualLine) -> Bool {
        switch (expected, actual) {
        case (.output(let pattern), .output(let text)):
            return pattern.matches(TranscriptSyntax.trimmed(Array(text.utf8)), endpoint: endpoint)
        case (.input(let template), .typed(let shown)):
            return TranscriptSyntax.trimmed(Array(template.written.utf8)) == TranscriptSyntax.trimmed(Array(shown.utf8))
        case (.exit(let a), .exit(let b)):
            return a == b
        default:
            return false
        }
    }

    /// Whether the actual lines match the expected lines, gaps included.
    func matches(expected: [TranscriptLine.Kind], actual: [ActualLine]) -> Bool {
        var i = 0, j = 0
        var star: (expected: Int, actual: Int)?
        while j < actual.count {
            if i < expected.count, expected[i] == .gap {
                star = (i, j)
                i += 1
            } else if i < expected.count, matches(expected[i], actual[j]) {
                i += 1
                j += 1
            } else if let s = star {
                star = (s.expected, s.actual + 1)
                i = s.expected + 1
                j = s.actual + 1
            } else {
                return false
            }
        }
        while i < expected.count, expected[i] == .gap { i += 1 }
        return i == expected.count
    }

    /// An alignment with the fewest `.missing` and `.extra` steps; it has none exactly
    /// when the lines match. Where the table would exceed `maximumCells`, the unmatched
    /// middle is reported as all missing, then all extra.
    func align(expected: [TranscriptLine.Kind], actual: [ActualLine]) -> [AlignmentStep] {
        var head: [AlignmentStep] = []
        var lo = (e: 0, a: 0)
        while lo.e < expected.count, lo.a < actual.count, expected[lo.e] != .gap, matches(expected[lo.e], actual[lo.a]) {
            head.append(.same(expected: lo.e, actual: lo.a))
            lo = (lo.e + 1, lo.a + 1)
        }
        var tail: [AlignmentStep] = []
        var hi = (e: expected.count, a: actual.count)
        while hi.e > lo.e, hi.a > lo.a, expected[hi.e - 1] != .gap, matches(expected[hi.e - 1], actual[hi.a - 1]) {
            tail.append(.same(expected: hi.e - 1, actual: hi.a - 1))
            hi = (hi.e - 1, hi.a - 1)
        }
        let middle = alignMiddle(expected: expected, actual: actual, lo.e..<hi.e, lo.a..<hi.a)
        return head + middle + tail.reversed()
    }

    /// The minimal alignment of `expected[es]` with `actual[as]`.
    private func alignMiddle(expected: [TranscriptLine.Kind], actual: [ActualLine], _ es: Range<Int>, _ acts: Range<Int>) -> [AlignmentStep] {
        let rows = es.count + 1, columns = acts.count + 1
        guard rows.multipliedReportingOverflow(by: columns).partialValue <= maximumCells,
              !rows.multipliedReportingOverflow(by: columns).overflow else {
            return wholesale(expected: expected, es, acts)
        }
        // cost[r * columns + c]: the fewest changes to align expected[es.lowerBound + r...]
        // with actual[acts.lowerBound + c...].
        var cost = [Int32](repeating: 0, count: rows * columns)
        var matched = [Bool](repeating: false, count: rows * columns)
        for c in stride(from: columns - 1, through: 0, by: -1) { cost[(rows - 1) * columns + c] = Int32(columns - 1 - c) }
        for r in stride(from: rows - 2, through: 0, by: -1) {
            let e = expected[es.lowerBound + r]
            let isGap = e == .gap
            cost[r * columns + columns - 1] = isGap ? cost[(r + 1) * columns + columns - 1] : cost[(r + 1) * columns + columns - 1] + 1
            for c in stride(from: columns - 2, through: 0, by: -1) {
                let here = r * columns + c
                if isGap {
                    cost[here] = min(cost[here + columns], cost[here + 1])
                } else {
                    var best = min(cost[here + columns], cost[here + 1]) + 1
                    if matches(e, actual[acts.lowerBound + c]) {
                        matched[here] = true
                        best = min(best, cost[here + columns + 1])
                    }
                    cost[here] = best
                }
            }
        }
        var steps: [AlignmentStep] = []
        var r = 0, c = 0
        var gapStart: Int?
        while r < rows - 1 || c < columns - 1 {
            let here = r * columns + c
            let ei = es.lowerBound + r, ai = acts.lowerBound + c
            if r == rows - 1 {
                steps.append(.extra(actual: ai)); c += 1
            } else if expected[ei] == .gap {
                let start = gapStart ?? ai
                // End the gap as early as the cost allows, so that later lines line up.
                if c == columns - 1 || cost[here + columns] <= cost[here + 1] {
                    steps.append(.gap(expected: ei, actual: start..<ai)); gapStart = nil; r += 1
                } else {
                    gapStart = start; c += 1
                }
            } else if c < columns - 1, matched[here], cost[here] == cost[here + columns + 1] {
                steps.append(.same(expected: ei, actual: ai)); r += 1; c += 1
            } else if c == columns - 1 || cost[here] == cost[here + columns] + 1 {
                steps.append(.missing(expected: ei)); r += 1
            } else {
                steps.append(.extra(actual: ai)); c += 1
            }
        }
        return steps
    }

    /// Every expected line of the range missing (gaps taking nothing), every actual line extra.
    private func wholesale(expected: [TranscriptLine.Kind], _ es: Range<Int>, _ acts: Range<Int>) -> [AlignmentStep] {
        var steps: [AlignmentStep] = es.map { expected[$0] == .gap ? .gap(expected: $0, actual: acts.lowerBound..<acts.lowerBound) : .missing(expected: $0) }
        steps += acts.map { .extra(actual: $0) }
        return steps
    }
}
