extension Matcher {
    /// The alignment of least cost (see `Cost`) of a piece that does not match: common
    /// matching lines off both ends, then a dynamic programme over the rest.
    func alignByCost(_ es: Range<Int>, _ acts: Range<Int>) -> [AlignmentStep] {
        var head: [AlignmentStep] = []
        var lo = (e: es.lowerBound, a: acts.lowerBound)
        while lo.e < es.upperBound, lo.a < acts.upperBound, !isGap(lo.e), matches(lo.e, lo.a) {
            head.append(.same(expected: lo.e, actual: lo.a))
            lo = (lo.e + 1, lo.a + 1)
        }
        var tail: [AlignmentStep] = []
        var hi = (e: es.upperBound, a: acts.upperBound)
        while hi.e > lo.e, hi.a > lo.a, !isGap(hi.e - 1), matches(hi.e - 1, hi.a - 1) {
            tail.append(.same(expected: hi.e - 1, actual: hi.a - 1))
            hi = (hi.e - 1, hi.a - 1)
        }
        let (rows, columns) = (hi.e - lo.e + 1, hi.a - lo.a + 1)
        let cells = rows.multipliedReportingOverflow(by: columns)
        let middle =
            cells.overflow || cells.partialValue > maximumCells
            ? wholesale(lo.e..<hi.e, lo.a..<hi.a)
            : CostTable(self, lo.e..<hi.e, lo.a..<hi.a).steps()
        return head + middle + tail.reversed()
    }

    /// Every expected line of the range missing (gaps taking nothing, typed lines unread),
    /// every actual line extra.
    private func wholesale(_ es: Range<Int>, _ acts: Range<Int>) -> [AlignmentStep] {
        es.map { e in isGap(e) ? .gap(expected: e, actual: acts.lowerBound..<acts.lowerBound) : unmatched(e) }
            + acts.map { .extra(actual: $0) }
    }

    /// The step for an expected line that takes no actual line.
    func unmatched(_ e: Int) -> AlignmentStep {
        if case .input = expected[e] { return .unread(expected: e) }
        return .missing(expected: e)
    }

    /// Whether an expected line and an actual line that it does not match look alike:
    /// their common start and end make at least half of the longer one (the first and
    /// last 128 bytes are compared), so that `Wrong kode` pairs with `Wrong code`.
    func similar(_ e: Int, _ a: Int, expectedText: [UInt8]) -> Bool {
        if case .exit = expected[e] { return true }
        let x = expectedText
        let y = actualBytes[a]
        let shorter = min(x.count, y.count)
        let longer = max(x.count, y.count)
        guard longer > 0 else { return true }
        var prefix = 0
        while prefix < min(shorter, 128), x[prefix] == y[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < min(shorter - prefix, 128), x[x.count - 1 - suffix] == y[y.count - 1 - suffix] { suffix += 1 }
        return 2 * (prefix + suffix) >= longer
    }
}

/// The dynamic programme of `Matcher.alignByCost` over one middle: `cost[r][c]` is the
/// least cost of aligning expected lines from `r` with actual lines from `c`, filled from
/// the end; the steps are read from the start, taking at each cell the first choice that
/// keeps the least cost: a match, a pairing, a missing line, an extra line; a gap ends as
/// early as the cost allows, so that later lines line up.
struct CostTable {
    private let m: Matcher
    private let es: Range<Int>, acts: Range<Int>
    private let columns: Int
    private var cost: [Int32]
    /// Per cell: 1 the lines match, 2 they pair as similar, 4 they pair as different.
    private var kinds: [UInt8]

    init(_ m: Matcher, _ es: Range<Int>, _ acts: Range<Int>) {
        self.m = m
        self.es = es
        self.acts = acts
        columns = acts.count + 1
        let rows = es.count + 1
        cost = [Int32](repeating: 0, count: rows * columns)
        kinds = [UInt8](repeating: 0, count: rows * columns)
        for c in stride(from: columns - 1, through: 0, by: -1) {
            cost[(rows - 1) * columns + c] = Int32(columns - 1 - c) * Matcher.Cost.extra
        }
        for r in stride(from: rows - 2, through: 0, by: -1) { fill(row: r) }
    }

    private mutating func fill(row r: Int) {
        let e = es.lowerBound + r
        let below = (r + 1) * columns
        let here = r * columns
        if m.isGap(e) {
            cost[here + columns - 1] = cost[below + columns - 1]
            for c in stride(from: columns - 2, through: 0, by: -1) {
                let absorbed = m.absorbable(acts.lowerBound + c) ? cost[here + c + 1] : Int32.max
                cost[here + c] = min(cost[below + c], absorbed)
            }
            return
        }
        var text: [UInt8] = []
        if case .output(let pattern) = m.expected[e] { text = pattern.text }
        cost[here + columns - 1] = cost[below + columns - 1] + Matcher.Cost.missing
        for c in stride(from: columns - 2, through: 0, by: -1) {
            let a = acts.lowerBound + c
            var best = min(cost[below + c] + Matcher.Cost.missing, cost[here + c + 1] + Matcher.Cost.extra)
            if m.matches(e, a) {
                kinds[here + c] = 1
                best = min(best, cost[below + c + 1])
            } else if m.pairable(e, a) {
                let similar = m.similar(e, a, expectedText: text)
                kinds[here + c] = similar ? 2 : 4
                best = min(best, cost[below + c + 1] + (similar ? Matcher.Cost.changedSimilar : Matcher.Cost.changed))
            }
            cost[here + c] = best
        }
    }

    /// The steps of a least-cost alignment, from the first lines on.
    func steps() -> [AlignmentStep] {
        var steps: [AlignmentStep] = []
        let rows = es.count + 1
        var r = 0
        var c = 0
        var gapStart: Int?
        while r < rows - 1 || c < columns - 1 {
            let here = r * columns + c
            let below = here + columns
            let e = es.lowerBound + r
            let a = acts.lowerBound + c
            if r == rows - 1 {
                steps.append(.extra(actual: a))
                c += 1
            } else if m.isGap(e) {
                let start = gapStart ?? a
                if c == columns - 1 || cost[here] == cost[below] {
                    steps.append(.gap(expected: e, actual: start..<a))
                    gapStart = nil
                    r += 1
                } else {
                    gapStart = start
                    c += 1
                }
            } else if c < columns - 1, let step = paired(e, a, kinds[here], cost[here], cost[below + 1]) {
                steps.append(step)
                r += 1
                c += 1
            } else if c == columns - 1 || cost[here] == cost[below] + Matcher.Cost.missing {
                steps.append(m.unmatched(e))
                r += 1
            } else {
                steps.append(.extra(actual: a))
                c += 1
            }
        }
        return steps
    }

    /// `.same` or `.changed` when taking both lines keeps the least cost.
    private func paired(_ e: Int, _ a: Int, _ kind: UInt8, _ here: Int32, _ diagonal: Int32) -> AlignmentStep? {
        switch kind {
        case 1 where here == diagonal: return .same(expected: e, actual: a)
        case 2 where here == diagonal + Matcher.Cost.changedSimilar: return .changed(expected: e, actual: a)
        case 4 where here == diagonal + Matcher.Cost.changed: return .changed(expected: e, actual: a)
        default: return nil
        }
    }
}
