import Testing
@testable import FormCore
@testable import FormTools

/// Derivation of a payload that breaks exactly one rule (SPEC §10), one rule kind per test.
@Suite struct ProbeDeriverTests {
    @Test func requiredLeavesATextOut() throws {
        let form = try loadScreen(textInput("name", rules: #"[{"rule": "required", "errorMessage": "R"}]"#) + "," + textInput("note"))
        #expect(derived(try derive(form, valid: #"{"name": "Ann", "note": "x"}"#, key: "name")) == #"{"note":"x"}"#)
    }

    @Test func requiredSetsABooleanFalse() throws {
        let form = try loadScreen(#"{"id": "t", "type": "toggle_switch", "props": {"label": "T", "stateKey": "agree"}, "validations": [{"rule": "required", "errorMessage": "R"}]}"#)
        #expect(derived(try derive(form, valid: #"{"agree": true}"#, key: "agree")) == #"{"agree":false}"#)
    }

    @Test func lengthsAreOneCharacterShortOrOver() throws {
        let form = try loadScreen(textInput("name", rules: #"[{"rule": "minLength", "value": 3, "errorMessage": "S"}, {"rule": "maxLength", "value": 5, "errorMessage": "L"}]"#))
        #expect(derived(try derive(form, valid: #"{"name": "Anna"}"#, key: "name", rule: 0)) == #"{"name":"An"}"#)
        #expect(derived(try derive(form, valid: #"{"name": "Anna"}"#, key: "name", rule: 1)) == #"{"name":"Annaaa"}"#)
    }

    @Test func lengthsCountGraphemes() throws {
        let form = try loadScreen(textInput("e", rules: #"[{"rule": "maxLength", "value": 2, "errorMessage": "L"}]"#))
        #expect(derived(try derive(form, valid: #"{"e": "👍🏽"}"#, key: "e")) == #"{"e":"👍🏽👍🏽👍🏽"}"#)
    }

    @Test func boundsAreCrossedByTheSmallestStep() throws {
        let form = try loadScreen(
            textInput("amount", rules: #"[{"rule": "min", "value": 500000, "errorMessage": "lo"}, {"rule": "max", "value": 5e7, "errorMessage": "hi"}]"#,
                      props: #", "valueType": "number""#) + "," +
            textInput("rate", rules: #"[{"rule": "max", "value": 10.5, "errorMessage": "hi"}, {"rule": "min", "value": -1, "errorMessage": "lo"}]"#))
        let valid = #"{"amount": 5000000, "rate": "3.25"}"#
        #expect(derived(try derive(form, valid: valid, key: "amount", rule: 0)) == #"{"amount":499999,"rate":"3.25"}"#)
        #expect(derived(try derive(form, valid: valid, key: "amount", rule: 1)) == #"{"amount":50000001,"rate":"3.25"}"#)
        #expect(derived(try derive(form, valid: valid, key: "rate", rule: 0)) == #"{"amount":5000000,"rate":"10.51"}"#)
        #expect(derived(try derive(form, valid: valid, key: "rate", rule: 1)) == #"{"amount":5000000,"rate":"-1.01"}"#)
    }

    @Test func anIntegerFieldStepsByWholeNumbers() throws {
        let form = try loadScreen(textInput("n", rules: #"[{"rule": "min", "value": 0.5, "errorMessage": "lo"}]"#, props: #", "valueType": "integer""#))
        #expect(derived(try derive(form, valid: #"{"n": 3}"#, key: "n")) == #"{"n":0}"#)
    }

    @Test func luhnFlipsTheCheckDigit() throws {
        let form = try loadScreen(textInput("card", rules: #"[{"rule": "luhn", "errorMessage": "bad"}]"#))
        #expect(derived(try derive(form, valid: #"{"card": "4111 1111 1111 1111"}"#, key: "card")) == #"{"card":"4111 1111 1111 1112"}"#)
    }

    @Test func equalsFieldGetsAChangedCopy() throws {
        let form = try loadScreen(
            textInput("pw", rules: #"[{"rule": "minLength", "value": 4, "errorMessage": "short"}]"#) + "," +
            textInput("again", rules: #"[{"rule": "equalsField", "field": "pw", "errorMessage": "differs"}]"#))
        let valid = #"{"pw": "secret1", "again": "secret1"}"#
        #expect(derived(try derive(form, valid: valid, key: "again")) == #"{"pw":"secret1","again":"secret2"}"#)
        // Breaking the original's length keeps the copy equal to it, so only minLength breaks.
        #expect(derived(try derive(form, valid: valid, key: "pw")) == #"{"pw":"sec","again":"sec"}"#)
    }

    @Test func aCopysOwnRuleLeavesTheOriginalAlone() throws {
        let form = try loadScreen(
            textInput("email", rules: #"[{"rule": "required", "errorMessage": "R"}]"#) + "," +
            textInput("again", rules: #"[{"rule": "required", "errorMessage": "R2"}, {"rule": "equalsField", "field": "email", "errorMessage": "differs"}]"#,
                      extra: #", "visibleWhen": {"field": "email", "filled": true}"#))
        #expect(derived(try derive(form, valid: #"{"email": "a@b.uz", "again": "a@b.uz"}"#, key: "again")) == #"{"email":"a@b.uz"}"#)
    }

    @Test func regexGetsAnEditThePatternRejects() throws {
        let form = try loadScreen(textInput("phone", rules: #"[{"rule": "required", "errorMessage": "R"}, {"rule": "regex", "pattern": "^\\+998[0-9]{9}$", "errorMessage": "F"}]"#))
        #expect(derived(try derive(form, valid: #"{"phone": "+998901234567"}"#, key: "phone", rule: 1)) == #"{"phone":"+99890123456a"}"#)
    }

    @Test func regexBeforeLuhnKeepsTheChecksumValid() throws {
        let form = try loadScreen(textInput("card", rules: #"[{"rule": "regex", "pattern": "^[0-9]{16}$", "errorMessage": "F"}, {"rule": "luhn", "errorMessage": "L"}]"#))
        let c = try derive(form, valid: #"{"card": "4111111111111111"}"#, key: "card")
        let card = try #require(c.payload?["card"]?.stringValue)
        #expect(card.count != 16 || card.contains { !$0.isNumber })
        #expect(Array(card.utf8).withUnsafeBytes { LuhnRule.isValid($0) })
    }

    @Test func aRulesWhenIsMadeTrueFirst() throws {
        let form = try sampleForm("forms/delivery.json")
        let c = try derive(form, valid: #"{"delivery_type": "pickup"}"#, key: "address")
        #expect(derived(c) == #"{"delivery_type":"courier"}"#)
    }

    @Test func aHiddenFieldIsShownFirstAndHiddenValuesLeftOut() throws {
        let form = try sampleForm("forms/loan_application.json")
        let valid = #"{"user_phone": "+998901234567", "full_name": "Ali Valiyev", "passport": "AA1234567", "amount": 5000000, "term_months": 12, "income_source": "salary", "employer": "Bank", "purposes": ["home"], "insurance": false, "agree_terms": true}"#
        let c = try derive(form, valid: valid, key: "income_other")
        let p = try #require(c.payload)
        #expect(p["income_source"] == .string("other"))
        #expect(p["income_other"] == nil)
        #expect(p["employer"] == .string("Bank"))
    }

    @Test func aRuleThatOnlyEmptyValuesBreakHasNoPayload() throws {
        let form = try loadScreen(textInput("x", rules: #"[{"rule": "minLength", "value": 1, "errorMessage": "S"}]"#))
        #expect(derived(try derive(form, valid: #"{"x": "a"}"#, key: "x")) == "impossible: \(ProbeText.minLengthOne)")
    }

    @Test func aLengthThePatternAlreadyFixesHasNoPayload() throws {
        let form = try loadScreen(textInput("p", rules: #"[{"rule": "regex", "pattern": "^[A-Z]{2}[0-9]{7}$", "errorMessage": "F"}, {"rule": "minLength", "value": 9, "errorMessage": "S"}]"#))
        #expect(derived(try derive(form, valid: #"{"p": "AA1234567"}"#, key: "p", rule: 1)) == "impossible: every value tried also breaks p regex")
    }

    @Test func aPatternNothingSimpleBreaksHasNoPayload() throws {
        let form = try loadScreen(textInput("p", rules: #"[{"rule": "regex", "pattern": "^.*$", "errorMessage": "F"}]"#))
        #expect(derived(try derive(form, valid: #"{"p": "abc"}"#, key: "p")) == "impossible: \(ProbeText.nothingBreaks)")
    }

    @Test func aWhenThatCanNeverHoldHasNoPayload() throws {
        let form = try loadScreen(textInput("p", rules: #"[{"rule": "required", "errorMessage": "R", "when": {"field": "nothing", "equals": "x"}}]"#))
        #expect(derived(try derive(form, valid: #"{"p": "abc"}"#, key: "p")) == "impossible: \(ProbeText.unreachable(visibility: false, when: true))")
    }

    @Test func aRuleOnAChoiceFieldThatJudgesTextHasNoPayload() throws {
        let form = try loadScreen(#"{"id": "c", "type": "checkbox", "props": {"label": "C", "stateKey": "c"}, "validations": [{"rule": "regex", "pattern": "^x$", "errorMessage": "F"}]}"#)
        #expect(derived(try derive(form, valid: #"{"c": true}"#, key: "c")) == "impossible: \(ProbeText.onlyText(rule: "regex", type: "checkbox"))")
    }

    @Test func everyDerivedPayloadOfTheSampleFormsBreaksOneRule() throws {
        let form = try sampleForm("forms/loan_application.json")
        let valid = try payload(#"{"user_phone": "+998901234567", "full_name": "Ali Valiyev", "passport": "AA1234567", "amount": 5000000, "term_months": 12, "income_source": "salary", "employer": "Bank", "purposes": ["home"], "insurance": false, "agree_terms": true}"#)
        let store = try SecretStore(capacity: 256 * 1024)
        let deriver = ProbeDeriver(form: form, valid: valid, store: store)
        #expect(try deriver.localErrors().get().isEmpty)
        for c in deriver.deriveAll() {
            let p = try #require(c.payload, "\(c.field.key) \(c.rule.name): \(derived(c))")
            let verdict = try ProbeDeriver.check(p, form: form, store: store).get()
            #expect(verdict.errors.map(\.key) == [c.field.key])
            #expect(verdict.errors.map(\.message) == [c.rule.message])
        }
    }
}
