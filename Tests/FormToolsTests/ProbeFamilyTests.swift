import Testing

@testable import FormCore
@testable import FormTools

/// The families of cases beside the boundaries (docs/contract.md, "Schema evolution and
/// server conformance"), one rule at a time: each case as `label: payload`, in order.
/// Every payload was judged locally by the deriver: a breaking one breaks that rule
/// alone, any other passes.
@Suite struct ProbeFamilyTests {
    struct Row: CustomTestStringConvertible, Sendable {
        let components: String
        let valid: String
        let key: String
        let rule: Int
        let families: Set<ProbeFamily>
        let cases: [String]
        var testDescription: String { "\(key) rule \(rule + 1) \(families.map(\.rawValue).sorted())" }
    }

    static let name = textInput(
        "ism",
        rules:
            #"[{"rule": "required", "errorMessage": "Ismingizni kiriting"}, {"rule": "minLength", "value": 3, "errorMessage": "Ism kamida 3"}, {"rule": "maxLength", "value": 5, "errorMessage": "Ism 5 dan oshmasin"}]"#
    )
    static let kod = textInput(
        "kod", rules: #"[{"rule": "regex", "pattern": "[0-9]{6}", "errorMessage": "Kod 6 raqam"}]"#)
    static let phone = textInput(
        "tel", rules: #"[{"rule": "regex", "pattern": "^\\+998[0-9]{9}$", "errorMessage": "Format: +998XXXXXXXXX"}]"#)
    static let amount = textInput(
        "summa",
        rules:
            #"[{"rule": "min", "value": 1000, "errorMessage": "Eng kam summa: 1 000"}, {"rule": "max", "value": 15000000, "errorMessage": "Eng koʻp"}, {"rule": "min", "value": 0, "errorMessage": "musbat"}]"#,
        props: #", "valueType": "number""#)

    static let rows: [Row] = [
        // spaces: the minLength boundary padded (it must pass), maxLength crossed by a
        // space (it must fail), a required value of spaces only.
        Row(
            components: name, valid: #"{"ism": "Gʻani"}"#, key: "ism", rule: 0, families: [.spaces],
            cases: [#"spaces only: {"ism":"   "}"#]),
        Row(
            components: name, valid: #"{"ism": "Gʻani"}"#, key: "ism", rule: 1, families: [.spaces],
            cases: [
                #"at, leading space: {"ism":" ʻa"}"#, #"at, trailing space: {"ism":"Gʻ "}"#,
            ]),
        Row(
            components: name, valid: #"{"ism": "Gʻani"}"#, key: "ism", rule: 2, families: [.spaces],
            cases: [
                #"above, leading space: {"ism":" Gʻani"}"#, #"above, trailing space: {"ism":"Gʻani "}"#,
            ]),
        // partial and spaces of a pattern: a character after and before (the value's own
        // end first), a space before and after, a newline after.
        Row(
            components: kod, valid: #"{"kod": "123456"}"#, key: "kod", rule: 0, families: [.partial],
            cases: [
                #"no match, character after: {"kod":"1234566"}"#, #"no match, character before: {"kod":"1123456"}"#,
                #"no match, newline after: {"kod":"123456\n"}"#,
            ]),
        Row(
            components: phone, valid: #"{"tel": "+998901234567"}"#, key: "tel", rule: 0, families: [.spaces, .partial],
            cases: [
                #"no match, character after: {"tel":"+9989012345677"}"#,
                #"no match, character before: {"tel":"++998901234567"}"#,
                #"no match, leading space: {"tel":" +998901234567"}"#,
                #"no match, trailing space: {"tel":"+998901234567 "}"#,
                #"no match, newline after: {"tel":"+998901234567\n"}"#,
            ]),
        // A pattern that takes anything gives no such case (none is listed without a payload).
        Row(
            components: textInput("p", rules: #"[{"rule": "regex", "pattern": "^[\\s\\S]*$", "errorMessage": "F"}]"#),
            valid: #"{"p": "Жа"}"#,
            key: "p", rule: 0, families: [.spaces, .partial], cases: []),
        // precision: crossed by less than a double can tell, as a JSON number; none for 0.
        Row(
            components: amount, valid: #"{"summa": 5000}"#, key: "summa", rule: 0, families: [.precision],
            cases: [
                #"below by less than a double: {"summa":999.99999999999999999}"#
            ]),
        Row(
            components: amount, valid: #"{"summa": 5000}"#, key: "summa", rule: 1, families: [.precision],
            cases: [
                #"above by less than a double: {"summa":15000000.00000000000000001}"#
            ]),
        Row(components: amount, valid: #"{"summa": 5000}"#, key: "summa", rule: 2, families: [.precision], cases: []),
        // Families not asked for give nothing.
        Row(
            components: name, valid: #"{"ism": "Gʻani"}"#, key: "ism", rule: 1, families: [.types, .precision],
            cases: []),
    ]

    @Test(arguments: rows)
    func casesOfEachFamily(_ row: Row) throws {
        let form = try loadScreen(row.components)
        #expect(
            try deriveCases(form, valid: row.valid, key: row.key, rule: row.rule, families: row.families).map(described)
                == row.cases)
    }

    @Test func familyCasesNameTheirFamilyAndCause() throws {
        let form = try loadScreen(Self.name + "," + Self.phone + "," + Self.amount)
        let cases = try deriveCases(
            form, valid: #"{"ism": "Gʻani", "tel": "+998901234567", "summa": 5000}"#, key: "ism", rule: 2,
            families: Set(ProbeFamily.allCases))
        #expect(
            cases.map { "\($0.label) \($0.family.rawValue) \($0.cause?.rawValue ?? "-")" } == [
                "above boundaries -", "at boundaries -", "at (👍🏽) graphemes server counts code points",
                "above, leading space spaces server trims spaces", "above, trailing space spaces server trims spaces",
            ])
        let newline = try #require(
            try deriveCases(
                form, valid: #"{"ism": "Gʻani", "tel": "+998901234567", "summa": 5000}"#, key: "tel", rule: 0,
                families: [.partial]
            ).last)
        #expect(newline.cause == .dollarNewline && newline.label == "no match, newline after")
    }

    // MARK: types

    static let typed =
        textInput("yosh", props: #", "valueType": "integer""#) + ","
        + textInput("summa", props: #", "valueType": "number""#)
        + "," + #"{"id": "t", "type": "toggle_switch", "props": {"label": "T", "stateKey": "rozi"}}"#
        + ","
        + #"{"id": "m", "type": "checkbox", "props": {"label": "M", "stateKey": "maqsad", "options": [{"value": "uy", "label": "Uy"}, {"value": "avto", "label": "Avto"}]}}"#
        + ","
        + #"{"id": "d", "type": "dropdown", "props": {"label": "D", "stateKey": "muddat", "options": [{"value": 6, "label": "6"}, {"value": 12, "label": "12"}]}}"#
        + "," + textInput("izoh")

    @Test func typesCasesAreJudgedByCheck() throws {
        let form = try loadScreen(Self.typed)
        let store = try SecretStore(capacity: 256 * 1024)
        let valid = try payload(#"{"yosh": 30, "summa": 12.5, "rozi": true, "maqsad": ["uy"], "muddat": 12}"#)
        let cases = ProbeDeriver(form: form, valid: valid, store: store).deriveAll(families: [.types])
        #expect(
            cases.map { "\($0.name) [\($0.step.rawValue)] \($0.cause?.rawValue ?? "-"): \(described($0))" } == [
                #"yosh type: number as a string [breaking] server converts types: number as a string: {"yosh":"30","summa":12.5,"rozi":true,"maqsad":["uy"],"muddat":12}"#,
                #"yosh type: whole number written with .0 [boundary] server compares numbers as text: whole number written with .0: {"yosh":30.0,"summa":12.5,"rozi":true,"maqsad":["uy"],"muddat":12}"#,
                #"summa type: number as a string [breaking] server converts types: number as a string: {"yosh":30,"summa":"12.5","rozi":true,"maqsad":["uy"],"muddat":12}"#,
                #"rozi type: boolean as a string [breaking] server converts types: boolean as a string: {"yosh":30,"summa":12.5,"rozi":"true","maqsad":["uy"],"muddat":12}"#,
                #"maqsad type: option twice [breaking] server accepts an option twice: option twice: {"yosh":30,"summa":12.5,"rozi":true,"maqsad":["uy","uy"],"muddat":12}"#,
                #"muddat type: whole number written with .0 [boundary] server compares numbers as text: whole number written with .0: {"yosh":30,"summa":12.5,"rozi":true,"maqsad":["uy"],"muddat":12.0}"#,
                #"izoh type: null for left out [breaking] server reads null as left out: null for left out: {"yosh":30,"summa":12.5,"rozi":true,"maqsad":["uy"],"muddat":12,"izoh":null}"#,
            ])
        // formsh's message for each rejected one is check's.
        #expect(
            cases.filter(\.expectsRejection).map(\.message) == [
                "expected a number, found a string", "expected a number, found a string",
                "expected a boolean, found a string",
                "uy is listed more than once", "expected a string, found null",
            ])
    }

    @Test func familiesAreReadFromCases() throws {
        #expect(try ProbeFamily.parse("spaces, types").get() == [.spaces, .types])
        guard case .failure(let e) = ProbeFamily.parse("spaces,space") else {
            Issue.record("space read as a family")
            return
        }
        #expect(
            e.description
                == "'space' is not a family of cases (the families: boundaries, spaces, partial, precision, types, graphemes)"
        )
    }
}
