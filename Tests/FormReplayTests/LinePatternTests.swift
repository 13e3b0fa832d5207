import Testing

@testable import FormReplay

@Suite struct LinePatternTests {
    let endpoint = "http://127.0.0.1:40123"

    func matches(_ pattern: String, _ line: String, endpoint: String? = "http://127.0.0.1:40123") throws -> Bool {
        try LinePattern(parsing: pattern).matches(line, endpoint: endpoint)
    }

    @Test(arguments: [
        // exact text, trailing blanks trimmed on both sides
        ("  ✓ courier", "  ✓ courier", true),
        ("  ✓ courier", "  ✓ courier   ", true),
        ("  ✓ courier  \t", "  ✓ courier", true),
        ("  ✓ courier", "   ✓ courier", false),
        ("  ✓ courier", "  ✓ Courier", false),
        ("", "", true),
        ("", "   ", true),
        ("", "x", false),
        ("é", "e\u{301}", false),  // exact bytes: no canonical equivalence
        // {{endpoint}}
        ("endpoint: built-in mock ({{endpoint}})", "endpoint: built-in mock (http://127.0.0.1:40123)", true),
        ("endpoint: built-in mock ({{endpoint}})", "endpoint: built-in mock (http://127.0.0.1:40124)", false),
        ("{{endpoint}}/api", "http://127.0.0.1:40123/api", true),
        // {{ms}}
        ("took {{ms}} ms", "took 12 ms", true),
        ("took {{ms}} ms", "took 12.5 ms", true),
        ("took {{ms}} ms", "took 0.001 ms", true),
        ("took {{ms}} ms", "took  ms", false),
        ("took {{ms}} ms", "took 12. ms", false),
        ("took {{ms}} ms", "took .5 ms", false),
        ("took {{ms}} ms", "took 1.2.3 ms", false),
        ("took {{ms}} ms", "took -3 ms", false),
        ("took {{ms}} ms", "took 12ms ms", false),
        ("{{ms}}", "12345", true),
        ("{{ms}}5", "12345", true),
        ("{{ms}}.5", "12.5", true),
        ("{{ms}}{{ms}}", "12", true),
        ("{{ms}}{{ms}}", "1", false),
        // {{any}}
        ("{{any}}", "", true),
        ("{{any}}", "anything at all", true),
        ("a{{any}}", "abc", true),
        ("{{any}}c", "abc", true),
        ("a{{any}}c", "ac", true),
        ("a{{any}}c", "ab", false),
        ("{{any}}{{any}}", "x", true),
        ("[{{any}}] {{any}} ({{ms}} ms) {{any}}", "[1/7] Telefon (15.2 ms) ok", true),
        ("[{{any}}] {{any}} ({{ms}} ms) {{any}}", "[1/7] Telefon (fast ms) ok", false),
        ("x{{any}}x{{any}}x", "xxx", true),
        ("x{{any}}x{{any}}x", "xx", false),
        // escapes
        ("\\{{any}}", "{{any}}", true),
        ("\\{{any}}", "abc", false),
        ("\\\\{{any}}", "\\abc", true),
        ("\\\\{{any}}", "{{any}}", false),
        ("\\\\\\{{any}}", "\\{{any}}", true),
        ("^\\+998[0-9]{9}$", "^\\+998[0-9]{9}$", true),
        ("{{{any}}}", "{x}", true),
    ])
    func matching(pattern: String, line: String, expected: Bool) throws {
        #expect(try matches(pattern, line) == expected)
    }

    @Test func endpointWithoutAMockMatchesNothing() throws {
        #expect(try !matches("{{endpoint}}", "http://127.0.0.1:40123", endpoint: nil))
        #expect(try !matches("{{endpoint}}", "", endpoint: nil))
    }

    @Test func hostileLineStaysLinear() throws {
        // Many {{any}} and {{ms}} against a long line that almost matches: the positions
        // set keeps this polynomial; exponential backtracking would not finish.
        let pattern = String(repeating: "{{any}}1{{ms}}", count: 200) + "x"
        let line = String(repeating: "1", count: 3000)
        #expect(try !matches(pattern, line))
    }

    @Test func placeholdersAreReported() throws {
        #expect(try LinePattern(parsing: "a {{ms}}").hasPlaceholders)
        #expect(try !LinePattern(parsing: "a \\{{ms}}").hasPlaceholders)
        #expect(try !LinePattern(parsing: "a {{min}}").hasPlaceholders)
    }
}
