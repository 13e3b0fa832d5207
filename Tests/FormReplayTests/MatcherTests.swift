import Testing

@testable import FormReplay

@Suite struct MatcherTests {
    /// Expected lines written in transcript syntax (a session body and its end).
    func expected(_ lines: [String]) throws -> [TranscriptLine.Kind] {
        try lines.map { try Transcript.classify($0, inSession: true, sessionStart: 1) }
    }

    /// Actual lines: `> x` is typed, `[exit N]` the end, anything else output.
    func actual(_ lines: [String]) -> [ActualLine] {
        lines.map { line in
            if line.hasPrefix("> ") { return .typed(String(line.dropFirst(2))) }
            if line.hasPrefix("[exit "), let n = Int32(line.dropFirst(6).dropLast()) { return .exit(n) }
            return .output(line)
        }
    }

    func matcher(_ e: [String], _ a: [String]) throws -> Matcher {
        Matcher(expected: try expected(e), actual: actual(a), endpoint: "http://127.0.0.1:1")
    }

    func match(_ e: [String], _ a: [String]) throws -> Bool {
        let m = try matcher(e, a)
        let result = m.matches()
        // The alignment agrees: no change exactly when the lines match.
        #expect(m.align().contains { $0.isChange } == !result)
        return result
    }

    func align(_ e: [String], _ a: [String]) throws -> [AlignmentStep] {
        try matcher(e, a).align()
    }

    @Test(arguments: [
        // gaps at the start, middle and end, and adjacent
        (["{{...}}", "c", "[exit 0]"], ["a", "b", "c", "[exit 0]"], true),
        (["{{...}}", "c", "[exit 0]"], ["c", "[exit 0]"], true),
        (["a", "{{...}}", "d", "[exit 0]"], ["a", "b", "c", "d", "[exit 0]"], true),
        (["a", "{{...}}", "d", "[exit 0]"], ["a", "d", "[exit 0]"], true),
        (["a", "{{...}}", "d", "[exit 0]"], ["a", "b", "[exit 0]"], false),
        // a gap takes output lines only: neither the exit status nor a typed line
        (["a", "{{...}}"], ["a", "b", "[exit 3]"], false),
        (["a", "{{...}}", "[exit 3]"], ["a", "b", "[exit 3]"], true),
        (["{{...}}", "[exit 0]"], ["p>", "> 1", "[exit 0]"], false),
        (["{{...}}", "> 1", "{{...}}", "[exit 0]"], ["p>", "> 1", "q", "[exit 0]"], true),
        (["a", "{{...}}", "[exit 0]"], ["a", "[exit 0]"], true),
        (["{{...}}", "{{...}}", "x", "[exit 0]"], ["x", "[exit 0]"], true),
        (["{{...}}", "{{...}}", "x", "[exit 0]"], ["w", "x", "y", "x", "[exit 0]"], true),
        (["a", "{{...}}", "{{...}}", "[exit 0]"], ["a", "[exit 0]"], true),
        (["{{...}}", "[exit 0]"], ["[exit 0]"], true),
        (["{{...}}", "b", "{{...}}", "b", "[exit 0]"], ["b", "b", "[exit 0]"], true),
        (["{{...}}", "b", "{{...}}", "b", "[exit 0]"], ["b", "[exit 0]"], false),
        // the gap must backtrack: the first "x" is not the one to take
        (["{{...}}", "x", "y", "[exit 0]"], ["x", "x", "y", "[exit 0]"], true),
        // placeholders in lines next to gaps
        (["{{...}}", "took {{ms}} ms", "{{...}}", "[exit 0]"], ["a", "took 3 ms", "b", "[exit 0]"], true),
        (["{{any}}", "[exit 0]"], ["a", "[exit 0]"], true),
        (["{{any}}", "[exit 0]"], ["a", "b", "[exit 0]"], false),
        // inputs match typed lines only, exit statuses compare
        (["p>", "> 1", "[exit 0]"], ["p>", "> 1", "[exit 0]"], true),
        (["p>", "> 1", "[exit 0]"], ["p>", "> 2", "[exit 0]"], false),
        (["p>", "{{any}}", "[exit 0]"], ["p>", "> 1", "[exit 0]"], false),
        (["p>", "> 1", "[exit 0]"], ["p>", "[exit 0]"], false),
        // each read takes the next typed line: the same text twice is two reads
        (["> 1", "{{...}}", "> 1", "[exit 0]"], ["> 1", "x", "> 1", "[exit 0]"], true),
        (["> 1", "{{...}}", "> 1", "[exit 0]"], ["> 1", "x", "[exit 0]"], false),
        (["[exit 1]"], ["[exit 0]"], false),
        (["{{...}}", "[exit 1]"], ["x", "[exit 0]"], false),
        ([], [], true),
    ])
    func matching(expected e: [String], actual a: [String], result: Bool) throws {
        #expect(try match(e, a) == result)
    }

    @Test func hostileGapsStayPolynomial() throws {
        // Many gaps and lines that nearly match, against long output: glob matching with
        // exponential backtracking would not finish; this is O(expected × actual).
        let e = Array(repeating: ["{{...}}", "a"], count: 300).flatMap { $0 } + ["b", "[exit 0]"]
        let m = Matcher(
            expected: try expected(e), actual: actual(Array(repeating: "a", count: 3000) + ["[exit 0]"]), endpoint: nil)
        #expect(!m.matches())
        #expect(m.align().contains { $0.isChange })
    }

    @Test func alignmentKeepsWhatMatches() throws {
        let steps = try align(["a", "{{...}}", "b", "c", "[exit 0]"], ["a", "x", "y", "b", "C", "[exit 0]"])
        #expect(
            steps == [
                .same(expected: 0, actual: 0), .gap(expected: 1, actual: 1..<3), .same(expected: 2, actual: 3),
                .changed(expected: 3, actual: 4), .same(expected: 4, actual: 5),
            ])
    }

    /// The case: an expected line before a gap that no longer matches is paired
    /// with the line that came instead; the gap does not swallow it.
    @Test func aChangedLineBeforeAGapIsPairedWithWhatCameInstead() throws {
        let steps = try align(
            ["  ✗ code: server: Wrong kode", "{{...}}", "code>", "[exit 0]"],
            ["  ✗ code: server: Wrong code", "[1/1] Code *", "code>", "[exit 0]"])
        #expect(
            steps == [
                .changed(expected: 0, actual: 0), .gap(expected: 1, actual: 1..<2), .same(expected: 2, actual: 2),
                .same(expected: 3, actual: 3),
            ])
    }

    @Test func aChangedLineBetweenGapsPairsWithItsLikeness() throws {
        let steps = try align(
            ["{{...}}", "  ✗ Wrong kode", "{{...}}", "[exit 0]"],
            ["one", "two", "  ✗ Wrong code", "three", "[exit 0]"])
        #expect(
            steps == [
                .gap(expected: 0, actual: 0..<2), .changed(expected: 1, actual: 2), .gap(expected: 2, actual: 3..<4),
                .same(expected: 3, actual: 4),
            ])
    }

    @Test func aLineThatStillMatchesIsKeptRatherThanBothAroundItPaired() throws {
        let steps = try align(["a", "b", "[exit 0]"], ["b", "c", "[exit 0]"])
        #expect(
            steps == [
                .missing(expected: 0), .same(expected: 1, actual: 0), .extra(actual: 1), .same(expected: 2, actual: 2),
            ])
    }

    /// The other case: the session went another way, and read each typed line at
    /// another prompt. Every typed line is kept where it was read; the gaps take no typed line.
    @Test func typedLinesAreAnchorsWhereTheSessionReadThem() throws {
        let steps = try align(
            [
                "nickname>", "> abcdefghijklm", "  ✓", "{{...}}", "formsh>", "> :submit", "{{...}}", "code>", "> 0000",
                "[exit 0]",
            ],
            [
                "nickname>", "> abcdefghijklm", "  ✗ At most 12", "nickname>", "> :submit", "Cannot submit",
                "nickname>", "> 0000", "[exit 1]",
            ])
        #expect(
            steps == [
                .same(expected: 0, actual: 0), .typed(expected: 1, actual: 1),
                .changed(expected: 2, actual: 2), .gap(expected: 3, actual: 3..<3), .changed(expected: 4, actual: 3),
                .typed(expected: 5, actual: 4),
                .gap(expected: 6, actual: 5..<6), .changed(expected: 7, actual: 6),
                .typed(expected: 8, actual: 7),
                .changed(expected: 9, actual: 8),
            ])
    }

    @Test func typedLinesAfterTheLastReadAreUnread() throws {
        let steps = try align(
            ["p>", "> 1", "{{...}}", "> 2", "x", "> 3", "[exit 0]"], ["p>", "> 1", "bye", "[exit 0]"])
        #expect(
            steps == [
                .same(expected: 0, actual: 0), .typed(expected: 1, actual: 1), .gap(expected: 2, actual: 2..<2),
                .unread(expected: 3), .changed(expected: 4, actual: 2), .unread(expected: 5),
                .same(expected: 6, actual: 3),
            ])
    }

    @Test func lazyGapKeepsTheDiffReadable() throws {
        let steps = try align(["{{...}}", "a", "b", "[exit 0]"], ["a", "c", "[exit 0]"])
        #expect(
            steps == [
                .gap(expected: 0, actual: 0..<0), .same(expected: 1, actual: 0), .changed(expected: 2, actual: 1),
                .same(expected: 3, actual: 2),
            ])
    }

    @Test func overTheBoundTheMiddleIsReplacedWholesale() throws {
        var m = try matcher(["a", "b", "{{...}}", "c", "z", "[exit 0]"], ["a", "x", "y", "z", "[exit 0]"])
        m.maximumCells = 4
        #expect(
            m.align() == [
                .same(expected: 0, actual: 0), .missing(expected: 1), .gap(expected: 2, actual: 1..<1),
                .missing(expected: 3),
                .extra(actual: 1), .extra(actual: 2), .same(expected: 4, actual: 3), .same(expected: 5, actual: 4),
            ])
    }
}
