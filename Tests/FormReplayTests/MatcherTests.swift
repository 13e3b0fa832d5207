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

    func match(_ e: [String], _ a: [String]) throws -> Bool {
        let m = Matcher(endpoint: "http://127.0.0.1:1")
        let result = m.matches(expected: try expected(e), actual: actual(a))
        // The alignment agrees: no change exactly when the lines match.
        let steps = m.align(expected: try expected(e), actual: actual(a))
        #expect(steps.contains { $0.isChange } == !result)
        return result
    }

    @Test(arguments: [
        // gaps at the start, middle and end, and adjacent
        (["{{...}}", "c", "[exit 0]"], ["a", "b", "c", "[exit 0]"], true),
        (["{{...}}", "c", "[exit 0]"], ["c", "[exit 0]"], true),
        (["a", "{{...}}", "d", "[exit 0]"], ["a", "b", "c", "d", "[exit 0]"], true),
        (["a", "{{...}}", "d", "[exit 0]"], ["a", "d", "[exit 0]"], true),
        (["a", "{{...}}", "d", "[exit 0]"], ["a", "b", "[exit 0]"], false),
        (["a", "{{...}}"], ["a", "b", "[exit 3]"], true),
        (["a", "{{...}}", "[exit 0]"], ["a", "[exit 0]"], true),
        (["{{...}}", "{{...}}", "x", "[exit 0]"], ["x", "[exit 0]"], true),
        (["{{...}}", "{{...}}", "x", "[exit 0]"], ["w", "x", "y", "x", "[exit 0]"], true),
        (["a", "{{...}}", "{{...}}", "[exit 0]"], ["a", "[exit 0]"], true),
        (["{{...}}"], ["[exit 0]"], true),
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
        let e = try expected(Array(repeating: ["{{...}}", "a"], count: 300).flatMap { $0 } + ["b", "[exit 0]"])
        let a = actual(Array(repeating: "a", count: 3000) + ["[exit 0]"])
        let m = Matcher(endpoint: nil)
        #expect(!m.matches(expected: e, actual: a))
        #expect(m.align(expected: e, actual: a).contains { $0.isChange })
    }

    @Test func alignmentIsMinimal() throws {
        let m = Matcher(endpoint: nil)
        let steps = m.align(expected: try expected(["a", "{{...}}", "b", "c", "[exit 0]"]),
                            actual: actual(["a", "x", "y", "b", "C", "[exit 0]"]))
        #expect(steps == [
            .same(expected: 0, actual: 0), .gap(expected: 1, actual: 1..<3), .same(expected: 2, actual: 3),
            .missing(expected: 3), .extra(actual: 4), .same(expected: 4, actual: 5),
        ])
    }

    @Test func lazyGapKeepsTheDiffReadable() throws {
        let m = Matcher(endpoint: nil)
        let steps = m.align(expected: try expected(["{{...}}", "a", "b", "[exit 0]"]), actual: actual(["a", "c", "[exit 0]"]))
        #expect(steps == [
            .gap(expected: 0, actual: 0..<0), .same(expected: 1, actual: 0), .missing(expected: 2), .extra(actual: 1),
            .same(expected: 3, actual: 2),
        ])
    }

    @Test func overTheBoundTheMiddleIsReplacedWholesale() throws {
        var m = Matcher(endpoint: nil)
        m.maximumCells = 4
        let steps = m.align(expected: try expected(["a", "b", "{{...}}", "c", "z", "[exit 0]"]),
                            actual: actual(["a", "x", "y", "z", "[exit 0]"]))
        #expect(steps == [
            .same(expected: 0, actual: 0), .missing(expected: 1), .gap(expected: 2, actual: 1..<1), .missing(expected: 3),
            .extra(actual: 1), .extra(actual: 2), .same(expected: 4, actual: 3), .same(expected: 5, actual: 4),
        ])
    }
}
