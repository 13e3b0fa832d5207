import Testing

@testable import FormCore

/// `equalsField` (docs/contract.md, "Validation and dependent fields"): the value equals another field's value.
@Suite struct EqualsFieldRuleTests {
    @Test func comparesWithTheOtherFieldAndFollowsItsChanges() throws {
        let s = try Session("forms/kitchen_sink.json")
        try s.type("email", "a@misol.uz")
        try s.type("email_confirm", "a@misol.uz")
        #expect(s.verdict("email_confirm") == .valid)
        let report = try s.type("email", "b@misol.uz")
        #expect(s.flips(report) == ["email_confirm: valid → invalid(Elektron pochta manzillari mos emas)"])
    }

    @Test func anUnknownFieldIsReportedAndNeverEqual() throws {
        let form = try loadScreen(
            textInput("v", rules: #"[{"rule": "equalsField", "field": "nope", "errorMessage": "mos emas"}]"#))
        #expect(form.issues.map(\.code) == ["unknown-field-reference"])
        #expect(form.issues.map(\.pointer) == ["/components/0/validations/0"])
        let s = try Session(form)
        try s.type("v", "x")
        #expect(s.message("v") == "mos emas")
    }
}
