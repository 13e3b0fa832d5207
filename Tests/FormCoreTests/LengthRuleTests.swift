import Testing

@testable import FormCore

/// `minLength` / `maxLength` (docs/contract.md, "Validation and dependent fields"): characters are extended grapheme
/// clusters.
@Suite struct LengthRuleTests {
    func session(_ rule: String, _ value: Int) throws -> Session {
        try Session(
            loadScreen(
                textInput(
                    "v", rules: #"[{"rule": "\#(rule)", "value": \#(value), "errorMessage": "\#(rule) \#(value)"}]"#)))
    }

    @Test(arguments: [
        // (value, characters)
        ("👍🏽", 1),
        ("e\u{301}", 1),
        ("é", 1),
        ("🇺🇿", 1),
        ("👨‍👩‍👧‍👦", 1),
        ("abc", 3),
        ("O'zbekiston", 11),
        ("Ўзбекистон", 10),
        ("a👍🏽e\u{301}", 3),
    ])
    func countsExtendedGraphemeClusters(value: String, characters: Int) throws {
        let atMost = try session("maxLength", characters)
        try atMost.type("v", value)
        #expect(atMost.verdict("v") == .valid)

        let tooFewAllowed = try session("maxLength", characters - 1)
        try tooFewAllowed.type("v", value)
        #expect(tooFewAllowed.message("v") == "maxLength \(characters - 1)")

        let atLeast = try session("minLength", characters)
        try atLeast.type("v", value)
        #expect(atLeast.verdict("v") == .valid)

        let oneMore = try session("minLength", characters + 1)
        try oneMore.type("v", value)
        #expect(oneMore.message("v") == "minLength \(characters + 1)")
    }

    @Test func anEmptyOptionalValuePassesMinLength() throws {
        let s = try session("minLength", 3)
        try s.type("v", "  ")
        #expect(s.verdict("v") == .valid)
    }

    @Test func aNegativeOrMissingValueIsAMalformedRule() throws {
        let form = try loadScreen(
            textInput(
                "v",
                rules:
                    #"[{"rule": "minLength", "value": -1, "errorMessage": "m"}, {"rule": "maxLength", "errorMessage": "n"}]"#
            ))
        #expect(form.fields[0].rules.isEmpty)
        #expect(form.issues.map(\.code) == ["malformed-rule", "malformed-rule"])
        #expect(form.issues.map(\.pointer) == ["/components/0/validations/0", "/components/0/validations/1"])
    }
}
