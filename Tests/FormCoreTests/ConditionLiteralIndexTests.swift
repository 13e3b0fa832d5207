import Testing

@testable import FormCore

/// Literals parsed against a field's options through an `OptionIndex` (a look-up per
/// literal, for dropdowns of thousands of options) name exactly the options that comparing
/// the literal with each option names; `OptionIndex` finds options by value as JSON data.
@Suite struct ConditionLiteralIndexTests {
    static let options: [Option] = [
        .init(value: .string("courier"), label: "Kuryer"), .init(value: .number("12"), label: "12"),
        .init(value: .string("12"), label: "twelve"), .init(value: .number("12.0"), label: "12.0"),
        .init(value: .string("12.0"), label: "text 12.0"), .init(value: .number("1e400000"), label: "huge"),
        .init(value: .string("courier"), label: "again"), .init(value: .number("-0"), label: "minus zero"),
        .init(value: .number("0"), label: "zero"), .init(value: .string("Oʻzbek"), label: "uz"),
        .init(value: .string("e\u{301}"), label: "decomposed"), .init(value: .string("true"), label: "true"),
        .init(value: .number("1.20E1"), label: "twelve again"), .init(value: .bool(true), label: "a boolean"),
    ]
    static let literals: [JSONValue] = [
        .string("courier"), .number("12"), .string("12"), .number("12.00"), .string("12.0"), .number("1e400000"),
        .string("1e400000"), .number("0"), .number("-0.0"), .string("0"), .string("Oʻzbek"), .string("\u{E9}"),
        .bool(true), .string("true"), .number("1.2e1"), .string("1.20E1"), .string("nothing"), .null,
    ]

    /// The options a literal names when compared with each one.
    static func scanned(_ literal: JSONValue, _ options: [Option]) -> [Int] {
        options.indices.filter { ConditionLiteral.optionMatches(options[$0], literal) }
    }

    @Test(arguments: literals)
    func anIndexNamesTheOptionsAScanNames(literal: JSONValue) {
        let index = OptionIndex(Self.options)
        #expect(index.matching(literal) == Self.scanned(literal, Self.options))
        let byIndex = ConditionLiteral(literal, index: index)
        let byScan = ConditionLiteral(literal, options: Self.options)
        #expect(byIndex.matchingOptions == byScan.matchingOptions)
        for i in Self.options.indices {
            #expect(byIndex.matches(.choice(i)) == byScan.matches(.choice(i)), "option \(i)")
        }
    }

    @Test func optionsWithTheSameValueAsDataAreFound() {
        let index = OptionIndex(Self.options)
        // "courier" twice; 12, 12.0 and 1.20E1 are one number; -0 and 0 are one number; strings stay text.
        #expect(
            Self.options.indices.map { index.firstWithSameValue(as: $0) } == [
                0, 1, 2, 1, 4, 5, 0, 7, 7, 9, 10, 11, 1, 13,
            ])
        #expect(index.first(sameValueAs: .number("12.000")) == 1)
        #expect(index.first(sameValueAs: .string("12.000")) == nil)
        #expect(
            index.first(sameValueAs: .string("\u{E9}")) == 10,
            "strings compare as Swift strings do (canonical equivalence)")
        #expect(index.first(sameValueAs: .bool(true)) == 13)
    }

    /// A dropdown of 10,000 branches with a literal naming one of them near the end.
    @Test func aLargeDropdownIsIndexed() {
        let options = (1...10_000).map { Option(value: .string("b\($0)"), label: "Filial \($0)") }
        let literal = ConditionLiteral(.string("b9999"), index: OptionIndex(options))
        #expect(literal.matchingOptions == [9998])
        #expect(literal.matches(.choice(9998)) && !literal.matches(.choice(9997)))
    }

    /// Conditions decoded at load get their literals through an index when the field they
    /// name has many options: the same answers as for a few options.
    @Test func conditionsOnALargeDropdownLoadWithTheirOptions() throws {
        let options = (1...100).map { #"{"value": "b\#($0)"}"# }.joined(separator: ",")
        let json = #"""
            {"screenId": "s", "version": "1", "components": [
              {"id": "a", "type": "dropdown", "props": {"label": "A", "stateKey": "a", "options": [\#(options)]}},
              {"id": "b", "type": "text_input", "props": {"label": "B", "stateKey": "b"},
               "visibleWhen": {"any": [{"field": "a", "equals": "b99"}, {"field": "a", "in": ["b1", "b2", "nope"]}]}}]}
            """#
        let form = try FormLoader.load(Array(json.utf8))
        guard case .any(let cs)? = form.fields[1].visibleWhen, case .equals(_, let one) = cs[0],
            case .oneOf(_, let some) = cs[1]
        else {
            Issue.record("unexpected condition shape")
            return
        }
        #expect(one.matchingOptions == [98])
        #expect(some.map(\.matchingOptions) == [[0], [1], []])
    }
}
