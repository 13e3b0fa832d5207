import Testing

@testable import FormCore

/// Condition literals are parsed once at load (`ConditionLiteral`): a number by exact
/// value in any spelling, a string by its bytes, a boolean by its truth, and for a choice
/// field the options it matches; the schema's own JSON stays available to tools.
@Suite struct ConditionLiteralTests {
    /// Whether `literal` matches a text value typed as `text`.
    func matchesText(_ literal: JSONValue, _ text: String) -> Bool {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBytes { ConditionLiteral(literal).matches(.text($0)) }
    }

    @Test(arguments: [
        ("12", "12", true), ("12", "12.0", true), ("12", " 12 ", true), ("12", "12,00", true),
        ("1.2e1", "12", true), ("120E-1", "12", true), ("12.50", "12.5", true), ("-0", "0", true),
        ("12", "13", false), ("12", "12a", false), ("12", "", false), ("1e2", "100", true),
    ])
    func numbersCompareByValueInAnySpelling(literal: String, typed: String, equal: Bool) {
        #expect(matchesText(.number(literal), typed) == equal)
    }

    @Test func stringsCompareByTheirBytes() {
        #expect(matchesText(.string("A1"), "A1"))
        #expect(!matchesText(.string("A1"), "a1"))
        #expect(!matchesText(.string("12"), "12.0"))
        #expect(matchesText(.string("O‘zbek"), "O‘zbek"))
        #expect(!matchesText(.string(""), "x"))
    }

    @Test func booleansMatchTheirTruthAndTheirWords() {
        #expect(ConditionLiteral(.bool(true)).matches(.boolean(true)))
        #expect(!ConditionLiteral(.bool(true)).matches(.boolean(false)))
        #expect(ConditionLiteral(.string("false")).matches(.boolean(false)))
        #expect(!ConditionLiteral(.string("yes")).matches(.boolean(true)))
        #expect(!ConditionLiteral(.number("1")).matches(.boolean(true)))
        #expect(matchesText(.bool(true), "true"))
        #expect(!ConditionLiteral(.bool(true)).matches(.empty))
    }

    @Test func aChoiceMatchesTheOptionsTheLiteralNames() {
        let options = [
            Option(value: .string("courier"), label: "Kuryer"), Option(value: .number("12"), label: "12 oy"),
            Option(value: .number("6"), label: "6 oy"),
        ]
        #expect(ConditionLiteral(.string("courier"), options: options).matches(.choice(0)))
        #expect(!ConditionLiteral(.string("courier"), options: options).matches(.choice(1)))
        #expect(ConditionLiteral(.number("12.0"), options: options).matches(.choice(1)))
        #expect(ConditionLiteral(.string("12"), options: options).matches(.choice(1)))
        #expect(!ConditionLiteral(.string("12.0"), options: options).matches(.choice(1)))
        #expect(!ConditionLiteral(.bool(true), options: options).matches(.choice(0)))
        #expect(!ConditionLiteral(.string("courier"), options: options).matches(.choice(7)))
        // A multi-choice value contains the option: bit i of byte i / 8.
        let chosen: [UInt8] = [0b100]
        chosen.withUnsafeBytes { bitmap in
            #expect(ConditionLiteral(.number("6"), options: options).matches(.choices(bitmap)))
            #expect(!ConditionLiteral(.string("courier"), options: options).matches(.choices(bitmap)))
        }
    }

    @Test func aLoadedConditionKeepsTheSchemasJSONAndItsFieldsOptions() throws {
        let form = try loadScreen(
            #"""
            {"id": "term", "type": "radio_group", "props": {"label": "Term", "stateKey": "term",
              "options": [{"value": 6, "label": "6 oy"}, {"value": 12, "label": "12 oy"}]}},
            \#(textInput("t", extra: #", "visibleWhen": {"field": "term", "in": [12.0, "6"]}"#))
            """#)
        guard case .oneOf(let ref, let literals)? = form.fields[1].visibleWhen else {
            Issue.record("expected an in condition")
            return
        }
        #expect(ref.index == 0)
        #expect(literals.map(\.json) == [.number("12.0"), .string("6")])
        #expect(literals.map { $0.matches(.choice(0)) } == [false, true])
        #expect(literals.map { $0.matches(.choice(1)) } == [true, false])
    }
}
