import Testing

@testable import FormCore

/// `required` (docs/contract.md, "Validation and dependent fields"): blank text after trimming, nothing chosen, a
/// boolean not true.
@Suite struct RequiredRuleTests {
    let required = #"[{"rule": "required", "errorMessage": "Majburiy"}]"#

    @Test(arguments: [
        "", " ", "   ", "\t", "\n", " \t\r\n ", "\u{00A0}", "\u{3000}", "\u{2028}",
        "\u{200B}", " \u{200B}\u{3000}\u{200B}\n",
    ])
    func whiteSpaceOnlyFails(value: String) throws {
        let s = try Session(loadScreen(textInput("v", rules: required)))
        try s.type("v", value)
        #expect(s.verdict("v") == .invalid(message: "Majburiy", warning: nil))
    }

    @Test(arguments: [
        "a", " a ", ".", "0", "\u{200B}Тошкент\u{200B}", "\u{200B}oʻ", "👍🏽\u{200B}", "\u{200C}", "\u{2060}", "\u{FEFF}",
    ])
    func anyOtherTextPasses(value: String) throws {
        let s = try Session(loadScreen(textInput("v", rules: required)))
        try s.type("v", value)
        #expect(s.verdict("v") == .valid)
    }

    @Test func aChoiceFailsUntilOneIsChosen() throws {
        let s = try Session("forms/delivery.json")
        #expect(s.message("delivery_type") == "Yetkazib berish usulini tanlang")
        try s.type("delivery_type", "pickup")
        #expect(s.verdict("delivery_type") == .valid)
        s.state.clear(s.index("delivery_type"))
        #expect(s.message("delivery_type") == "Yetkazib berish usulini tanlang")
    }

    @Test func aMultiChoiceFailsWhenNothingIsChosen() throws {
        let s = try Session("forms/loan_application.json")
        #expect(s.message("purposes") == "Kamida bitta maqsadni tanlang")
        try s.type("purposes", "car")
        #expect(s.verdict("purposes") == .valid)
        try s.type("purposes", " , ")
        #expect(s.message("purposes") == "Kamida bitta maqsadni tanlang")
    }

    @Test(arguments: [("y", true), ("yes", true), ("true", true), ("n", false), ("no", false), ("false", false)])
    func aBooleanCheckboxMustBeTrue(typed: String, valid: Bool) throws {
        let s = try Session("forms/loan_application.json")
        try s.type("agree_terms", typed)
        #expect(
            s.verdict("agree_terms")
                == (valid ? .valid : .invalid(message: "Shartlarga rozilik bildiring", warning: nil)))
    }

    @Test func aToggleMustBeTrue() throws {
        let form = try loadScreen(
            #"""
            {"id": "t", "type": "toggle_switch", "props": {"label": "T", "stateKey": "t"}, "validations": [{"rule": "required", "errorMessage": "Yoqing"}]}
            """#)
        let s = try Session(form)
        #expect(s.message("t") == "Yoqing")
        try s.type("t", "yes")
        #expect(s.verdict("t") == .valid)
    }
}
