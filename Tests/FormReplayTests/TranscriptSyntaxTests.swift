import Testing

@testable import FormReplay

@Suite struct TranscriptSyntaxTests {
    static let endpoint = "http://127.0.0.1:40123"

    @Test(arguments: [
        ("plain", "plain"),
        ("", ""),
        ("trailing  ", "trailing"),
        ("> x", "\\> x"),
        (">", "\\>"),
        (">x", ">x"),
        ("$ ls", "\\$ ls"),
        ("$", "\\$"),
        ("$x", "$x"),
        ("[exit 0]", "\\[exit 0]"),
        ("[exited", "\\[exited"),
        ("\\d{9}", "\\\\d{9}"),
        ("a\\d", "a\\d"),
        ("# hash", "\\# hash"),
        ("# Привет ʻ 🎉", "\\# Привет ʻ 🎉"),
        ("#", "\\#"),
        ("# ", "\\#"),
        ("#\tx", "\\#\tx"),
        ("#hash", "\\#hash"),
        ("{{...}}", "\\\\{{...}}"),
        ("a {{...}} b", "a \\{{...}} b"),
        ("a {{any}} {{ms}} {{endpoint}} b", "a \\{{any}} \\{{ms}} \\{{endpoint}} b"),
        ("Hello {{name}}", "Hello \\{{name}}"),
        ("{{env:X}} {{}} {{a{b}}", "\\\\{{env:X}} {{}} {{a{b}}"),
        (
            "Submitted to http://127.0.0.1:40123/a: HTTP 200 in 12 ms",
            "Submitted to {{endpoint}}/a: HTTP 200 in {{ms}} ms"
        ),
        ("took 0.25 ms", "took 0.25 ms"),
        ("done in 3.5 ms", "done in {{ms}} ms"),
        ("in 3 ms", "in 3 ms"),
        ("line\r", "line{{re:\\r}}"),
        ("a \\{{name}}", "a \\\\\\{{name}}"),
        ("{{any}}", "\\\\{{any}}"),
        ("mock (http://127.0.0.1:40123) at http://127.0.0.1:40123/x", "mock ({{endpoint}}) at {{endpoint}}/x"),
        ("a\\http://127.0.0.1:40123", "a\\\\{{endpoint}}"),
    ])
    func rendersProgramOutput(actual: String, written: String) {
        #expect(TranscriptSyntax.outputLine(actual: actual, endpoint: Self.endpoint) == written)
    }

    /// Every program line, once written, reads back as itself: as output (not input, a
    /// command or an end), matching exactly that line and, but for the endpoint, literal.
    @Test(arguments: [
        "> x", ">", "$ ls", "$", "[exit 0]", "\\", "\\\\", "\\{{", "{{", "{{{{any}}}}", "\\{{any}}",
        "\\\\{{ms}}x", "{{...}}", " {{...}}", "{{env:X}}", "a\\", "end \\", "#", "# hash", "# ", "#\t", "#hash",
        "x {{any", "}}{{", "Hello {{name}}", "in 12 ms", "a\r", "{{re:x\r",
        "ok http://127.0.0.1:40123", "\\http://127.0.0.1:40123", "\\\\{{endpoint}}http://127.0.0.1:40123",
    ])
    func roundTrip(actual: String) throws {
        let written = TranscriptSyntax.outputLine(actual: actual, endpoint: Self.endpoint)
        // Through the file reader, which drops a CR before the line feed.
        let kind = try Transcript.parse("$ formsh a\n\(written)\r\n[exit 0]\n", path: "t.t").lines[1].kind
        guard case .output(let pattern) = kind else {
            Issue.record("`\(written)` reads as \(kind)")
            return
        }
        #expect(pattern.matches(actual, endpoint: Self.endpoint))
        #expect(!pattern.matches(actual + "!", endpoint: Self.endpoint))
        if !actual.contains(Self.endpoint) && !actual.hasSuffix("\r") { #expect(!pattern.hasPlaceholders) }
    }

    @Test(arguments: [("", ">"), ("1", "> 1"), (" x ", ">  x ")])
    func rendersInput(shown: String, written: String) {
        #expect(TranscriptSyntax.inputLine(written: shown) == written)
    }
}
