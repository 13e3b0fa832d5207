extension Matcher {
    /// Matches `expected[es]` against `actual[acts]` as a glob: each `{{...}}` takes any
    /// number of output lines, every other line exactly one. Going back to the last gap
    /// is enough, since a gap can take every line the others leave, but for the session's
    /// last lines: its exit status (and any read beyond the typed lines) is taken by no
    /// gap, so the two exits are compared apart.
    /// - Parameter record: whether to return where each expected line landed.
    /// - Returns: nil when the lines do not match; else, with `record`, for each expected
    ///   line the index of the actual line it took (for a gap, where its lines start).
    func glob(_ es: Range<Int>, _ acts: Range<Int>, record: Bool) -> [Int]? {
        var es = es
        var acts = acts
        var exits: (Int, Int)?
        if let e = es.last, let a = acts.last, case .exit = expected[e], case .exit = actual[a] {
            guard matches(e, a) else { return nil }
            exits = (e, a)
            es = es.lowerBound..<e
            acts = acts.lowerBound..<a
        }
        guard var landed = globBody(es, acts, record: record) else { return nil }
        if record, let (_, a) = exits { landed.append(a) }
        return landed
    }

    /// `glob` for lines a gap may all take but for the exit status (the rare session
    /// with reads beyond the typed lines is refused as soon as a gap would need one).
    private func globBody(_ es: Range<Int>, _ acts: Range<Int>, record: Bool) -> [Int]? {
        var landed = record ? [Int](repeating: acts.lowerBound, count: es.count) : []
        var i = es.lowerBound
        var j = acts.lowerBound
        var star: (expected: Int, actual: Int)?
        while j < acts.upperBound {
            if i < es.upperBound, isGap(i) {
                if record { landed[i - es.lowerBound] = j }
                star = (i, j)
                i += 1
            } else if i < es.upperBound, matches(i, j) {
                if record { landed[i - es.lowerBound] = j }
                i += 1
                j += 1
            } else if let s = star, absorbable(s.actual) {
                star = (s.expected, s.actual + 1)
                i = s.expected + 1
                j = s.actual + 1
            } else {
                return nil
            }
        }
        while i < es.upperBound, isGap(i) {
            if record { landed[i - es.lowerBound] = j }
            i += 1
        }
        return i == es.upperBound ? landed : nil
    }

    /// The steps of a piece: those of its match when it matches, else those of the
    /// alignment of least cost.
    func align(_ es: Range<Int>, _ acts: Range<Int>) -> [AlignmentStep] {
        if let landed = glob(es, acts, record: true) {
            return es.map { e in
                let start = landed[e - es.lowerBound]
                guard isGap(e) else { return .same(expected: e, actual: start) }
                let end = e + 1 < es.upperBound ? landed[e + 1 - es.lowerBound] : acts.upperBound
                return .gap(expected: e, actual: start..<max(start, end))
            }
        }
        return alignByCost(es, acts)
    }
}
