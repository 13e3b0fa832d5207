import Testing

@testable import FormCore

/// `min` / `max` (docs/contract.md, "Validation and dependent fields"): a decimal number (one `.` or `,`, optional
/// leading `-`,
/// surrounding spaces, no thousands separators), compared exactly.
@Suite struct RangeRuleTests {
    func session(_ rules: String) throws -> Session {
        try Session(loadScreen(textInput("v", rules: rules)))
    }

    @Test(arguments: [
        ("0.3", true),
        ("0,3", true),
        ("0.30000000", true),
        (" 0.3 ", true),
        ("0.30000001", false),
        ("0.3000000000000000000000000001", false),
        ("0.29999999999999999999", true),
        ("1", false),
        ("-0.3", true),
        ("-1000000000000000000000000", true),
    ])
    func maxIsComparedExactly(value: String, valid: Bool) throws {
        let s = try session(#"[{"rule": "max", "value": 0.3, "errorMessage": "at most 0.3"}]"#)
        try s.type("v", value)
        #expect(s.verdict("v") == (valid ? .valid : .invalid(message: "at most 0.3", warning: nil)))
    }

    @Test(arguments: [
        ("-5", true),
        ("-5,5", false),
        ("-4,5", true),
        ("  -4.5  ", true),
        ("\t-4.5\t", true),
        // Around the number, what the app's trim removes: U+200B too.
        ("\u{200B}-4,5\u{3000}\u{200B}", true),
        ("\u{200B}11", false),
        ("\u{200C}5", false),
        ("0", true),
        ("-0", true),
        ("-6", false),
        ("10", true),
        ("10,0", true),
        ("10,01", false),
        ("010", true),
        ("11", false),
    ])
    func minAndMaxAcceptCommaMinusAndSpaces(value: String, valid: Bool) throws {
        let s = try session(
            #"[{"rule": "min", "value": -5, "errorMessage": "min -5"}, {"rule": "max", "value": 10, "errorMessage": "max 10"}]"#
        )
        try s.type("v", value)
        #expect(s.verdict("v").isValid == valid, "\(value): \(s.verdict("v"))")
    }

    @Test(arguments: [
        "1 000", "1e3", "1E3", "1.000,5", "1,000.5", "1..5", "+5", "- 5", "5-", "abc", "½", "0x10", "1_000", "١٢",
    ])
    func notADecimalNumberFailsMin(value: String) throws {
        let s = try session(#"[{"rule": "min", "value": 0, "errorMessage": "not a number or below 0"}]"#)
        try s.type("v", value)
        #expect(s.message("v") == "not a number or below 0")
    }

    @Test(arguments: ["1 000", "1e3"])
    func notADecimalNumberFailsMaxToo(value: String) throws {
        let s = try session(#"[{"rule": "max", "value": 1000000, "errorMessage": "not a number or too big"}]"#)
        try s.type("v", value)
        #expect(s.message("v") == "not a number or too big")
    }

    @Test func aBoundWrittenWithAnExponentIsExact() throws {
        let s = try session(#"[{"rule": "max", "value": 1.5e3, "errorMessage": "max 1500"}]"#)
        try s.type("v", "1500,0")
        #expect(s.verdict("v") == .valid)
        try s.type("v", "1500.001")
        #expect(s.message("v") == "max 1500")
    }

    @Test func anEmptyOptionalValuePassesMin() throws {
        let s = try session(#"[{"rule": "min", "value": 1, "errorMessage": "min 1"}]"#)
        try s.type("v", " ")
        #expect(s.verdict("v") == .valid)
    }
}
