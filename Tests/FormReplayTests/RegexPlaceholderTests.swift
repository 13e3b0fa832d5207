import Testing

@testable import FormReplay

/// `{{re:REGEX}}`: a span the ICU regex matches whole.
@Suite struct RegexPlaceholderTests {
    func matches(_ pattern: String, _ line: String) throws -> Bool {
        try LinePattern(parsing: pattern).matches(line, endpoint: nil)
    }

    @Test(arguments: [
        ("Code: {{re:[0-9]{6}}}", "Code: 123456", true),
        ("Code: {{re:[0-9]{6}}}", "Code: 12345", false),
        ("Code: {{re:[0-9]{6}}}", "Code: 1234567", false),
        ("{{re:a|ab}}", "ab", true),  // whole match, as NSPredicate MATCHES
        ("{{re:abc}}", "abc\n", false),
        ("id {{re:[a-f0-9]+}} ok", "id 9f3a ok", true),
        ("id {{re:[a-f0-9]+}} ok", "id 9g3a ok", false),
        ("{{re:\\d+}}-{{re:\\d+}}", "12-345", true),
        ("{{re:.*}}", "", true),
        ("x{{re:\\p{L}+}}", "xkód", true),
        ("{{re:(a+)+$}}", "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaab", false),  // ICU's time limit: no match, no hang
    ])
    func matchesWholeSpans(pattern: String, line: String, expected: Bool) throws {
        #expect(try matches(pattern, line) == expected)
    }

    @Test func isAPlaceholderAndWritesBackAsWritten() throws {
        let p = try LinePattern(parsing: "Code: {{re:[0-9]{6}}} sent")
        #expect(p.hasPlaceholders)
        #expect(TranscriptSyntax.outputLine(p) == "Code: {{re:[0-9]{6}}} sent")
        #expect(try !LinePattern(parsing: "a \\{{re:x}}").hasPlaceholders)
    }

    @Test func literalRegexTextInOutputIsEscaped() {
        #expect(TranscriptSyntax.outputLine(actual: "see {{re:x}}", endpoint: nil) == "see \\{{re:x}}")
    }

    @Test(arguments: [
        (
            "{{re:[0-9}}",
            "`{{re:[0-9}}` is not a regex placeholder (U_REGEX_MISSING_CLOSE_BRACKET at offset 4): write `{{re:REGEX}}` with an ICU regex"
        ),
        ("{{re:}}", "`{{re:}}` is not a regex placeholder (empty regex): write `{{re:REGEX}}` with an ICU regex"),
        ("{{re:abc", "`{{re:abc` is not a regex placeholder (no closing }}): write `{{re:REGEX}}` with an ICU regex"),
    ])
    func badRegexIsAMalformedLine(text: String, message: String) {
        #expect(throws: TranscriptProblem.self) { try LinePattern(parsing: text) }
        do {
            _ = try LinePattern(parsing: text)
        } catch {
            #expect(error.description == message)
        }
    }
}
