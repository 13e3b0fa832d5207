import Testing

@testable import FormCore

/// `regex` (docs/contract.md, "Validation and dependent fields"): whole-value ICU match as `NSPredicate MATCHES`, fail
/// closed on a
/// pattern that does not compile, a time limit for catastrophic patterns.
@Suite struct RegexRuleTests {
    /// A one-field form whose only rule is the pattern.
    func session(_ pattern: String) throws -> Session {
        let escaped = pattern.replacingOccurrences("\\", "\\\\").replacingOccurrences("\"", "\\\"")
        return try Session(
            loadScreen(textInput("v", rules: #"[{"rule": "regex", "pattern": "\#(escaped)", "errorMessage": "bad"}]"#)))
    }

    @Test(arguments: [
        ("a|ab", "ab", true),
        ("a|ab", "a", true),
        ("a|ab", "abc", false),
        ("abc", "abc", true),
        ("abc", "abc\n", false),
        ("^abc$", "abc\n", false),
        ("abc", "xabc", false),
        ("abc", "abcx", false),
        ("^\\+998[0-9]{9}$", "+998901234567", true),
        ("^\\+998[0-9]{9}$", "+99890123456", false),
        ("[a-z]+", "héllo", false),
        ("\\p{L}+", "héllo", true),
        ("^.$", "👍🏽", false),
        ("^\\X$", "👍🏽", true),
    ])
    func matchesTheWholeValue(pattern: String, value: String, valid: Bool) throws {
        let s = try session(pattern)
        try s.type("v", value)
        #expect(s.verdict("v") == (valid ? .valid : .invalid(message: "bad", warning: nil)))
    }

    @Test(arguments: ["", "   ", "\t\n "])
    func anEmptyOptionalFieldIsValidWhateverItsPattern(value: String) throws {
        let s = try session("^[0-9]{6}$")
        try s.type("v", value)
        #expect(s.verdict("v") == .valid)
    }

    @Test func anEmptyOptionalFieldIsValidBeforeAnythingIsTyped() throws {
        #expect(try session("^[0-9]{6}$").verdict("v") == .valid)
    }

    @Test(arguments: [
        ("[a-", 3, "U_REGEX_INVALID_RANGE"),
        ("(ab", 3, "U_REGEX_MISMATCHED_PAREN"),
        ("a)", 2, "U_REGEX_MISMATCHED_PAREN"),
        ("x{2,1}", 6, "U_REGEX_MAX_LT_MIN"),
    ])
    func anInvalidPatternFailsClosedWithItsOffset(pattern: String, offset: Int, icuError: String) throws {
        let s = try session(pattern)
        try s.type("v", "abc")
        #expect(s.verdict("v") == .invalid(message: "schema error: invalid pattern at offset \(offset)", warning: nil))
        let issue = try #require(s.form.issues.first { $0.code == "invalid-regex" })
        #expect(issue.severity == .error)
        #expect(issue.pointer == "/components/0/validations/0/pattern")
        #expect(issue.message == "pattern does not compile: \(icuError) at offset \(offset) (the field fails closed)")
        guard case .failure(let e) = RegexRule(pattern: pattern).compiled else {
            Issue.record("\(pattern) compiled")
            return
        }
        #expect(e == PatternError(offset: offset, icuError: icuError))
    }

    @Test func aCatastrophicPatternFailsWithItsMessageAndAOneLineWarning() throws {
        let s = try session("(a+)+$")
        try s.type("v", String(repeating: "a", count: 40) + "!")
        guard case .invalid(let message, let warning) = s.verdict("v") else {
            Issue.record("expected invalid, got \(s.verdict("v"))")
            return
        }
        #expect(message == "bad")
        let w = try #require(warning)
        #expect(w == "warning: v: pattern (a+)+$ gave up after ICU's time limit (treated as not matching)")
        #expect(!w.contains("\n"))
    }

    @Test func theCatastrophicPatternStillMatchesWhatItShould() throws {
        let s = try session("(a+)+$")
        try s.type("v", String(repeating: "a", count: 40))
        #expect(s.verdict("v") == .valid)
    }

    @Test func aMessageIsShownExactlyAsWritten() throws {
        let message = "Формат: +998 ‹XX› — نادرست 👎 \\ \"q\""
        let json = message.replacingOccurrences("\\", "\\\\").replacingOccurrences("\"", "\\\"")
        let s = try Session(
            loadScreen(textInput("v", rules: #"[{"rule": "regex", "pattern": "^x$", "errorMessage": "\#(json)"}]"#)))
        try s.type("v", "y")
        #expect(s.message("v") == message)
    }
}
