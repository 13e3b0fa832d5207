import Testing

@testable import FormCore
@testable import FormTools

/// The cases derived for each rule kind (docs/contract.md, "Schema evolution and server conformance"): the rule broken
/// by the smallest step,
/// its boundary on the passing side, the breaking value with the `when` false, and why a
/// case has no payload. Each row: the components, the valid payload, the field and rule,
/// and every case as `label: payload` (or `label: impossible: reason`), in order.
@Suite struct ProbeDeriverTests {
    struct Row: CustomTestStringConvertible, Sendable {
        let components: String
        let valid: String
        let key: String
        let rule: Int
        let cases: [String]
        var testDescription: String { "\(key) rule \(rule + 1)" }
    }

    static let toggle =
        #"{"id": "t", "type": "toggle_switch", "props": {"label": "T", "stateKey": "agree"}, "validations": [{"rule": "required", "errorMessage": "R"}]}"#
    static let radio =
        #"{"id": "r", "type": "radio_group", "props": {"label": "R", "stateKey": "c", "options": [{"value": "a", "label": "A"}, {"value": "b", "label": "B"}]}, "validations": [{"rule": "required", "errorMessage": "R"}]}"#
    static let boxes =
        #"{"id": "m", "type": "checkbox", "props": {"label": "M", "stateKey": "m", "options": [{"value": "x", "label": "X"}, {"value": "y", "label": "Y"}]}, "validations": [{"rule": "required", "errorMessage": "R"}]}"#
    static let amounts =
        textInput(
            "amount",
            rules:
                #"[{"rule": "min", "value": 500000, "errorMessage": "lo"}, {"rule": "max", "value": 5e7, "errorMessage": "hi"}]"#,
            props: #", "valueType": "number""#)
        + ","
        + textInput(
            "rate",
            rules:
                #"[{"rule": "max", "value": 10.5, "errorMessage": "hi"}, {"rule": "min", "value": -1, "errorMessage": "lo"}]"#
        )
    static let passwords =
        textInput("pw", rules: #"[{"rule": "minLength", "value": 4, "errorMessage": "short"}]"#) + ","
        + textInput("again", rules: #"[{"rule": "equalsField", "field": "pw", "errorMessage": "differs"}]"#)
    static let delivery =
        #"{"id": "d", "type": "dropdown", "props": {"label": "D", "stateKey": "delivery_type", "options": [{"value": "courier", "label": "Kuryer"}, {"value": "pickup", "label": "Olib ketish"}]}}"#
        + ","
        + textInput(
            "address",
            rules:
                #"[{"rule": "required", "when": {"field": "delivery_type", "equals": "courier"}, "errorMessage": "Kuryer uchun manzil majburiy"}]"#
        )

    static let rows: [Row] = [
        // required: left out, empty, blank; the shortest filled value passes.
        Row(
            components: textInput("name", rules: #"[{"rule": "required", "errorMessage": "Ismingizni kiriting"}]"#)
                + "," + textInput("note"),
            valid: #"{"name": "Анна", "note": "x"}"#, key: "name", rule: 0,
            cases: [
                #"left out: {"note":"x"}"#, #"empty: {"name":"","note":"x"}"#, #"blank: {"name":" ","note":"x"}"#,
                #"filled: {"name":"А","note":"x"}"#,
            ]),
        Row(
            components: toggle, valid: #"{"agree": true}"#, key: "agree", rule: 0,
            cases: [
                "left out: {}", #"false: {"agree":false}"#, #"filled: {"agree":true}"#,
            ]),
        Row(
            components: radio, valid: #"{"c": "b"}"#, key: "c", rule: 0, cases: ["left out: {}", #"filled: {"c":"b"}"#]),
        Row(
            components: boxes, valid: #"{"m": ["x", "y"]}"#, key: "m", rule: 0,
            cases: [
                "left out: {}", #"none chosen: {"m":[]}"#, #"filled: {"m":["x"]}"#,
            ]),
        // Lengths count graphemes: the Uzbek ʻ is one, 👍🏽 (two scalars) is one.
        Row(
            components: textInput(
                "ism",
                rules:
                    #"[{"rule": "minLength", "value": 3, "errorMessage": "S"}, {"rule": "maxLength", "value": 5, "errorMessage": "L"}]"#
            ),
            valid: #"{"ism": "Gʻani"}"#, key: "ism", rule: 0,
            cases: [
                #"below: {"ism":"Gʻ"}"#, #"below (👍🏽): {"ism":"G👍🏽"}"#, #"at: {"ism":"Gʻa"}"#,
            ]),
        Row(
            components: textInput(
                "ism",
                rules:
                    #"[{"rule": "minLength", "value": 3, "errorMessage": "S"}, {"rule": "maxLength", "value": 5, "errorMessage": "L"}]"#
            ),
            valid: #"{"ism": "Gʻani"}"#, key: "ism", rule: 1,
            cases: [
                #"above: {"ism":"Gʻanii"}"#, #"at: {"ism":"Gʻani"}"#, #"at (👍🏽): {"ism":"Gʻan👍🏽"}"#,
            ]),
        Row(
            components: textInput("e", rules: #"[{"rule": "maxLength", "value": 2, "errorMessage": "L"}]"#),
            valid: #"{"e": "👍🏽"}"#, key: "e", rule: 0,
            cases: [
                #"above: {"e":"👍🏽👍🏽👍🏽"}"#, #"at: {"e":"👍🏽👍🏽"}"#, #"at (👍🏽): {"e":"👍🏽👍🏽"}"#,
            ]),
        // Bounds: crossed by the smallest step (the finer of the bound's and the value's
        // precision), and the bound itself.
        Row(
            components: amounts, valid: #"{"amount": 5000000, "rate": "3.25"}"#, key: "amount", rule: 0,
            cases: [
                #"below: {"amount":499999,"rate":"3.25"}"#, #"at: {"amount":500000,"rate":"3.25"}"#,
            ]),
        Row(
            components: amounts, valid: #"{"amount": 5000000, "rate": "3.25"}"#, key: "amount", rule: 1,
            cases: [
                #"above: {"amount":50000001,"rate":"3.25"}"#, #"at: {"amount":50000000,"rate":"3.25"}"#,
            ]),
        Row(
            components: amounts, valid: #"{"amount": 5000000, "rate": "3.25"}"#, key: "rate", rule: 0,
            cases: [
                #"above: {"amount":5000000,"rate":"10.51"}"#, #"at: {"amount":5000000,"rate":"10.5"}"#,
            ]),
        Row(
            components: amounts, valid: #"{"amount": 5000000, "rate": "3.25"}"#, key: "rate", rule: 1,
            cases: [
                #"below: {"amount":5000000,"rate":"-1.01"}"#, #"at: {"amount":5000000,"rate":"-1"}"#,
            ]),
        Row(
            components: textInput(
                "n", rules: #"[{"rule": "min", "value": 0.5, "errorMessage": "lo"}]"#,
                props: #", "valueType": "integer""#),
            valid: #"{"n": 3}"#, key: "n", rule: 0, cases: [#"below: {"n":0}"#, #"at: {"n":1}"#]),
        // luhn: the check digit flipped; another number whose check digit is right.
        Row(
            components: textInput("card", rules: #"[{"rule": "luhn", "errorMessage": "bad"}]"#),
            valid: #"{"card": "4111 1111 1111 1111"}"#, key: "card", rule: 0,
            cases: [
                #"check digit wrong: {"card":"4111 1111 1111 1112"}"#,
                #"check digit right: {"card":"4111 1111 1111 1129"}"#,
            ]),
        // equalsField: a changed copy; both changed alike. Breaking the original's length
        // keeps the copy equal to it, so only minLength breaks.
        Row(
            components: passwords, valid: #"{"pw": "пароль1", "again": "пароль1"}"#, key: "again", rule: 0,
            cases: [
                #"differs: {"pw":"пароль1","again":"пароль2"}"#, #"equal: {"pw":"пароль2","again":"пароль2"}"#,
            ]),
        Row(
            components: passwords, valid: #"{"pw": "пароль1", "again": "пароль1"}"#, key: "pw", rule: 0,
            cases: [
                #"below: {"pw":"пар","again":"пар"}"#, #"below (👍🏽): {"pw":"па👍🏽","again":"па👍🏽"}"#,
                #"at: {"pw":"паро","again":"паро"}"#,
            ]),
        // regex: an edit the pattern rejects; one it accepts.
        Row(
            components: textInput(
                "phone",
                rules:
                    #"[{"rule": "required", "errorMessage": "R"}, {"rule": "regex", "pattern": "^\\+998[0-9]{9}$", "errorMessage": "F"}]"#
            ),
            valid: #"{"phone": "+998901234567"}"#, key: "phone", rule: 1,
            cases: [
                #"no match: {"phone":"+99890123456a"}"#, #"match: {"phone":"+998901234560"}"#,
            ]),
        // when: made true first; then the first breaking value with the when false passes.
        Row(
            components: delivery, valid: #"{"delivery_type": "pickup"}"#, key: "address", rule: 0,
            cases: [
                #"left out: {"delivery_type":"courier"}"#, #"empty: {"delivery_type":"courier","address":""}"#,
                #"blank: {"delivery_type":"courier","address":" "}"#,
                #"filled: {"delivery_type":"courier","address":"a"}"#,
                #"left out, when false: {"delivery_type":"pickup"}"#,
            ]),
        // Cases no payload gives, with the reason.
        Row(
            components: textInput("x", rules: #"[{"rule": "minLength", "value": 1, "errorMessage": "S"}]"#),
            valid: #"{"x": "a"}"#, key: "x", rule: 0,
            cases: ["below: impossible: \(ProbeText.minLengthOne)", #"at: {"x":"a"}"#]),
        Row(
            components: textInput(
                "p",
                rules:
                    #"[{"rule": "regex", "pattern": "^[A-Z]{2}[0-9]{7}$", "errorMessage": "F"}, {"rule": "minLength", "value": 9, "errorMessage": "S"}]"#
            ),
            valid: #"{"p": "AA1234567"}"#, key: "p", rule: 1,
            cases: ["below: impossible: every value tried also breaks p regex", #"at: {"p":"AA1234567"}"#]),
        Row(
            components: textInput("p", rules: #"[{"rule": "regex", "pattern": "^.*$", "errorMessage": "F"}]"#),
            valid: #"{"p": "abc"}"#, key: "p", rule: 0,
            cases: ["no match: impossible: \(ProbeText.nothingBreaks)", #"match: {"p":"aba"}"#]),
        Row(
            components: textInput(
                "p", rules: #"[{"rule": "required", "errorMessage": "R", "when": {"field": "nothing", "equals": "x"}}]"#
            ),
            valid: #"{"p": "abc"}"#, key: "p", rule: 0,
            cases: ["left out: impossible: \(ProbeText.unreachable(visibility: false, when: true))"]),
        Row(
            components:
                #"{"id": "c", "type": "checkbox", "props": {"label": "C", "stateKey": "c"}, "validations": [{"rule": "regex", "pattern": "^x$", "errorMessage": "F"}]}"#,
            valid: #"{"c": true}"#, key: "c", rule: 0,
            cases: ["no match: impossible: \(ProbeText.onlyText(rule: "regex", type: "checkbox"))"]),
    ]

    @Test(arguments: rows)
    func casesOfEachRuleKind(_ row: Row) throws {
        let form = try loadScreen(row.components)
        #expect(try deriveCases(form, valid: row.valid, key: row.key, rule: row.rule).map(described) == row.cases)
    }

    @Test func everyRuleKindHasABoundaryCase() {
        let boundaries = Self.rows.flatMap(\.cases).filter { !$0.contains("impossible") }.map {
            $0.prefix { $0 != ":" }
        }
        for label in ["filled", "at", "at (👍🏽)", "check digit right", "equal", "match"] {
            #expect(boundaries.contains(Substring(label)), "\(label)")
        }
    }

    @Test func aCopysOwnRuleLeavesTheOriginalAlone() throws {
        let form = try loadScreen(
            textInput("email", rules: #"[{"rule": "required", "errorMessage": "R"}]"#) + ","
                + textInput(
                    "again",
                    rules:
                        #"[{"rule": "required", "errorMessage": "R2"}, {"rule": "equalsField", "field": "email", "errorMessage": "differs"}]"#,
                    extra: #", "visibleWhen": {"field": "email", "filled": true}"#))
        let cases = try deriveCases(form, valid: #"{"email": "a@b.uz", "again": "a@b.uz"}"#, key: "again")
        #expect(described(cases[0]) == #"left out: {"email":"a@b.uz"}"#)
    }

    @Test func regexBeforeLuhnKeepsTheChecksumValid() throws {
        let form = try loadScreen(
            textInput(
                "card",
                rules:
                    #"[{"rule": "regex", "pattern": "^[0-9]{16}$", "errorMessage": "F"}, {"rule": "luhn", "errorMessage": "L"}]"#
            ))
        let c = try deriveCases(form, valid: #"{"card": "4111111111111111"}"#, key: "card")[0]
        let card = try #require(c.payload?["card"]?.stringValue)
        #expect(card.count != 16 || card.contains { !$0.isNumber })
        #expect(Array(card.utf8).withUnsafeBytes { LuhnRule.isValid($0) })
    }

    @Test func aHiddenFieldIsShownFirstAndHiddenValuesLeftOut() throws {
        let form = try sampleForm("forms/loan_application.json")
        let c = try deriveCases(form, valid: Self.loanValid, key: "income_other")[0]
        let p = try #require(c.payload)
        #expect(p["income_source"] == .string("other"))
        #expect(p["income_other"] == nil)
        #expect(p["employer"] == .string("Bank"))
    }

    @Test func theWhenFalseCaseOfTheLoanFormLeavesTheEmployerOut() throws {
        let form = try sampleForm("forms/loan_application.json")
        let cases = try deriveCases(form, valid: Self.loanValid, key: "employer")
        let whenFalse = try #require(cases.last)
        #expect(whenFalse.step == .whenFalse)
        #expect(whenFalse.name == "employer 1. required, when income_source = salary: left out, when false")
        let p = try #require(whenFalse.payload)
        #expect(p["employer"] == nil && p["income_source"] != .string("salary"))
    }

    static let loanValid =
        #"{"user_phone": "+998901234567", "full_name": "Ali Valiyev", "passport": "AA1234567", "amount": 5000000, "term_months": 12, "income_source": "salary", "employer": "Bank", "purposes": ["home"], "insurance": false, "agree_terms": true}"#

    /// Every breaking payload of the sample forms breaks exactly its rule, with its
    /// message; every other payload the form accepts.
    @Test(arguments: [
        "forms/loan_application.json", "forms/kitchen_sink.json", "forms/delivery.json",
        "forms/card_transfer/step1_card.json",
    ])
    func everyDerivedPayloadOfTheSampleFormsIsWhatItsCaseSays(_ path: String) throws {
        let form = try sampleForm(path)
        let store = try SecretStore(capacity: 256 * 1024)
        let valid = try ValidPayloadBuilder(form: form, store: store).build().get()
        let deriver = ProbeDeriver(form: form, valid: valid, store: store)
        #expect(try deriver.localErrors().get().isEmpty)
        let cases = deriver.deriveAll()
        #expect(cases.contains { $0.step == .boundary && $0.payload != nil })
        for c in cases {
            guard let p = c.payload else { continue }
            let verdict = try ProbeDeriver.check(p, form: form, store: store).get()
            if c.expectsRejection {
                #expect(verdict.errors.map(\.key) == [c.field.key], "\(c.name)")
                #expect(verdict.errors.map(\.message) == [c.message], "\(c.name)")
            } else {
                #expect(verdict.isValid, "\(c.name)")
            }
        }
    }

    @Test func onlyLimitsTheCasesToThoseFields() throws {
        let form = try sampleForm("forms/loan_application.json")
        let store = try SecretStore(capacity: 256 * 1024)
        let cases = ProbeDeriver(form: form, valid: try payload(Self.loanValid), store: store).deriveAll(only: [
            "amount", "passport",
        ])
        #expect(Set(cases.map(\.field.key)) == ["amount", "passport"])
    }
}
