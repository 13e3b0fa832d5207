import Testing

@testable import FormReplay

@Suite struct ActualLineTests {
    func lines(_ output: String, exit: Int32 = 0) -> [ActualLine] {
        ActualLine.lines(of: SessionResult(output: output, exitCode: exit, endpoint: nil))
    }

    @Test func splitsOutputAndTypedLines() {
        #expect(
            lines("Header\nname>\n\u{1E}Ada\n  ✓\n\u{1E}\n", exit: 1) == [
                .output("Header"), .output("name>"), .typed("Ada"), .output("  ✓"), .typed(""), .exit(1),
            ])
    }

    @Test func emptyOutput() {
        #expect(lines("") == [.exit(0)])
    }

    @Test func lastLineWithoutNewline() {
        #expect(lines("a\nb") == [.output("a"), .output("b"), .exit(0)])
        #expect(lines("a\n\n") == [.output("a"), .output(""), .exit(0)])
    }

    @Test func markerInsideALineEndsIt() {
        #expect(
            lines("prompt> \u{1E}typed\nafter\n") == [.output("prompt> "), .typed("typed"), .output("after"), .exit(0)])
        #expect(lines("\u{1E}a\u{1E}b\n") == [.typed("a"), .typed("b"), .exit(0)])
        #expect(lines("x\n\u{1E}") == [.output("x"), .typed(""), .exit(0)])
    }

    @Test func rendering() {
        #expect(ActualLine.typed("").rendered(endpoint: nil) == ">")
        #expect(ActualLine.typed("{{env:X}}").rendered(endpoint: nil) == "> {{env:X}}")
        #expect(ActualLine.output("> x").rendered(endpoint: nil) == "\\> x")
        #expect(ActualLine.exit(130).rendered(endpoint: nil) == "[exit 130]")
    }
}
