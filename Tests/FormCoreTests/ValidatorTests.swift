import Testing

@testable import FormCore

/// docs/contract.md, "Validation and dependent fields"'s shared semantics, in order: hidden fields have no error; rules
/// run in the
/// order written and a rule whose `when` is false is skipped; every rule but `required`
/// passes on an empty value; the first failing rule's message is the field's error; an
/// unknown rule is ignored at run time and reported at load.
@Suite struct ValidatorTests {
    let rules = #"""
        [{"rule": "required", "errorMessage": "1 required"},
         {"rule": "minLength", "value": 3, "errorMessage": "2 minLength"},
         {"rule": "regex", "pattern": "^[a-z]+$", "errorMessage": "3 regex"},
         {"rule": "maxLength", "value": 5, "errorMessage": "4 maxLength"}]
        """#

    @Test(arguments: [
        ("", "1 required"),
        ("  ", "1 required"),
        ("A", "2 minLength"),
        ("ab", "2 minLength"),
        ("ABC", "3 regex"),
        ("abcdefgh", "4 maxLength"),
        ("ABCDEFGH", "3 regex"),
    ])
    func onlyTheFirstFailingMessageShows(value: String, message: String) throws {
        let s = try Session(loadScreen(textInput("v", rules: rules)))
        try s.type("v", value)
        #expect(s.verdict("v") == .invalid(message: message, warning: nil))
    }

    /// `check` judges with the rules borrowed (`BorrowedRule`, no reference counting):
    /// every kind of rule, a `when` and blank values give the judgement that the
    /// rules read from the field give.
    @Test func borrowedRulesJudgeAsTheFieldsRules() throws {
        let form = try loadScreen(
            textInput("mode") + "," + textInput("other") + ","
                + textInput(
                    "v",
                    rules: #"""
                        [{"rule": "required", "errorMessage": "required", "when": {"field": "mode", "notEquals": "optional"}},
                         {"rule": "regex", "pattern": "^[0-9 ]+$", "errorMessage": "digits", "when": {"field": "mode", "equals": "digits"}},
                         {"rule": "minLength", "value": 4, "errorMessage": "minLength"},
                         {"rule": "maxLength", "value": 19, "errorMessage": "maxLength"},
                         {"rule": "min", "value": 1000, "errorMessage": "min"},
                         {"rule": "luhn", "errorMessage": "luhn"},
                         {"rule": "equalsField", "field": "other", "errorMessage": "equalsField"}]
                        """#))
        let s = try Session(form)
        let v = s.index("v")
        let field = form.fields[v]
        let borrowed = field.rules.map(BorrowedRule.init)
        var deciding: Set<Int?> = []
        for mode in ["", "digits", "optional"] {
            for other in ["", "4111 1111 1111 1111"] {
                try s.type("mode", mode)
                try s.type("other", other)
                for value in [
                    "", " ", "12", "abcd", "1234", "4111 1111 1111 1112", "4111 1111 1111 1111", "4111111111111111",
                    "4111111111111112", "41111111111111111111111",
                ] {
                    var bytes = value
                    let (plain, fast) = bytes.withUTF8 { b in
                        let value = FieldValue.text(UnsafeRawBufferPointer(b))
                        return (
                            Validator.judgement(of: field, value: value, in: s.state.ruleContext),
                            borrowed.withUnsafeBufferPointer {
                                Validator.judgement(of: field, rules: $0, value: value, in: s.state.ruleContext)
                            }
                        )
                    }
                    #expect(fast.verdict == plain.verdict && fast.rule == plain.rule, "\(mode) \(other) \(value)")
                    deciding.insert(plain.rule)
                }
            }
        }
        // Each rule decides some value, and some value passes them all.
        #expect(deciding == Set<Int?>([nil] + field.rules.indices.map { $0 }))
    }

    @Test func aValueThatPassesEveryRuleIsValid() throws {
        let s = try Session(loadScreen(textInput("v", rules: rules)))
        try s.type("v", "abcd")
        #expect(s.verdict("v") == .valid)
    }

    @Test func aRuleWhoseWhenIsFalseIsSkipped() throws {
        let form = try loadScreen(
            textInput("mode") + ","
                + textInput(
                    "v",
                    rules: #"""
                        [{"rule": "regex", "pattern": "^[0-9]+$", "errorMessage": "digits", "when": {"field": "mode", "equals": "digits"}},
                         {"rule": "regex", "pattern": "^[a-z]+$", "errorMessage": "letters", "when": {"field": "mode", "equals": "letters"}}]
                        """#))
        let s = try Session(form)
        try s.type("v", "abc")
        #expect(s.verdict("v") == .valid)
        try s.type("mode", "digits")
        #expect(s.message("v") == "digits")
        try s.type("mode", "letters")
        #expect(s.verdict("v") == .valid)
        try s.type("v", "123")
        #expect(s.message("v") == "letters")
    }

    @Test func everyRuleButRequiredPassesOnBlank() throws {
        let form = try loadScreen(
            textInput("other") + ","
                + textInput(
                    "v",
                    rules: #"""
                        [{"rule": "regex", "pattern": "^x$", "errorMessage": "regex"},
                         {"rule": "minLength", "value": 4, "errorMessage": "minLength"},
                         {"rule": "min", "value": 10, "errorMessage": "min"},
                         {"rule": "max", "value": -10, "errorMessage": "max"},
                         {"rule": "luhn", "errorMessage": "luhn"},
                         {"rule": "equalsField", "field": "other", "errorMessage": "equalsField"}]
                        """#))
        let s = try Session(form)
        try s.type("other", "something")
        for blank in ["", " ", "\n", " \t ", "\u{200B}", "\u{3000}\u{200B}\u{A0}"] {
            try s.type("v", blank)
            #expect(s.verdict("v") == .valid, "\(blank.debugDescription)")
        }
    }

    @Test func anUnknownRuleIsIgnoredAtRunTimeAndReportedAtLoad() throws {
        let form = try loadScreen(
            textInput(
                "v",
                rules: #"""
                    [{"rule": "phoneNumber", "errorMessage": "unknown"}, {"rule": "minLength", "value": 2, "errorMessage": "short"}]
                    """#))
        #expect(form.issues.map(\.code) == ["unknown-rule"])
        #expect(form.issues.map(\.pointer) == ["/components/0/validations/0/rule"])
        #expect(form.issues.map(\.message) == [#"unknown rule "phoneNumber" (ignored)"#])
        let s = try Session(form)
        try s.type("v", "x")
        #expect(s.message("v") == "short")
        try s.type("v", "xy")
        #expect(s.verdict("v") == .valid)
    }

    @Test func aHiddenFieldHasNoError() throws {
        let s = try Session("forms/loan_application.json")
        #expect(s.verdict("income_other") == .hidden)
        try s.type("income_source", "other")
        #expect(s.message("income_other") == "Daromad manbaini yozing")
        try s.type("income_source", "salary")
        #expect(s.verdict("income_other") == .hidden)
        #expect(!s.state.validateAll().contains(s.index("income_other")))
    }

    @Test func tryValueGivesAVerdictWithoutStoringIt() throws {
        let s = try Session("forms/loan_application.json")
        try s.type("user_phone", "+998901234567")
        #expect(
            try s.trying("user_phone", "+99890")
                == .invalid(message: "Format: +998XXXXXXXXX ko'rinishida bo'lsin", warning: nil))
        #expect(s.text("user_phone") == "+998901234567")
        #expect(s.verdict("user_phone") == .valid)
        #expect(try s.trying("income_other", "x") == .hidden)
    }
}
