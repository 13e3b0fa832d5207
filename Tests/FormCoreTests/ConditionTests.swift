import Testing

@testable import FormCore

/// Conditions (docs/contract.md, "Validation and dependent fields"): equals/notEquals/in/filled, all/any/not; a hidden
/// field counts as
/// empty; `equals` on a multi-choice means "contains"; an unknown field is false.
@Suite struct ConditionTests {
    /// A form whose last field, `t`, is visible when `condition` holds.
    func session(_ condition: String) throws -> Session {
        try Session(
            loadScreen(
                #"""
                {"id": "kind", "type": "dropdown", "props": {"label": "Kind", "stateKey": "kind",
                  "options": [{"value": "courier", "label": "Kuryer"}, {"value": "pickup", "label": "Olib ketish"}, {"value": "post", "label": "Pochta"}]}},
                {"id": "tags", "type": "checkbox", "props": {"label": "Tags", "stateKey": "tags",
                  "options": [{"value": "x", "label": "X"}, {"value": "y", "label": "Y"}, {"value": 7, "label": "Seven"}]}},
                {"id": "term", "type": "radio_group", "props": {"label": "Term", "stateKey": "term",
                  "options": [{"value": 6, "label": "6 oy"}, {"value": 12, "label": "12 oy"}]}},
                {"id": "on", "type": "toggle_switch", "props": {"label": "On", "stateKey": "on"}},
                \#(textInput("promo")),
                \#(textInput("t", extra: #", "visibleWhen": \#(condition)"#))
                """#))
    }

    @Test(arguments: [
        (#"{"field": "kind", "equals": "courier"}"#, [String](), false),
        (#"{"field": "kind", "equals": "courier"}"#, ["kind=courier"], true),
        (#"{"field": "kind", "equals": "courier"}"#, ["kind=pickup"], false),
        (#"{"field": "kind", "notEquals": "pickup"}"#, [], true),
        (#"{"field": "kind", "notEquals": "pickup"}"#, ["kind=pickup"], false),
        (#"{"field": "kind", "notEquals": "pickup"}"#, ["kind=post"], true),
        (#"{"field": "kind", "in": ["courier", "post"]}"#, [], false),
        (#"{"field": "kind", "in": ["courier", "post"]}"#, ["kind=post"], true),
        (#"{"field": "kind", "in": ["courier", "post"]}"#, ["kind=pickup"], false),
        (#"{"field": "promo", "filled": true}"#, [], false),
        (#"{"field": "promo", "filled": true}"#, ["promo= \t "], false),
        (#"{"field": "promo", "filled": true}"#, ["promo=X"], true),
        (#"{"field": "promo", "filled": false}"#, [], true),
        (#"{"field": "promo", "filled": false}"#, ["promo=X"], false),
        (#"{"field": "promo", "equals": "A1"}"#, ["promo=A1"], true),
        (#"{"field": "promo", "equals": "A1"}"#, ["promo=a1"], false),
        (#"{"field": "tags", "equals": "y"}"#, ["tags=x,y"], true),
        (#"{"field": "tags", "equals": "y"}"#, ["tags=x"], false),
        (#"{"field": "tags", "equals": 7}"#, ["tags=Seven"], true),
        (#"{"field": "tags", "notEquals": "y"}"#, ["tags=y,x"], false),
        (#"{"field": "tags", "in": ["y", "z"]}"#, ["tags=y"], true),
        (#"{"field": "term", "equals": 12}"#, ["term=12"], true),
        (#"{"field": "term", "equals": 12}"#, ["term=6"], false),
        (#"{"field": "term", "equals": "12"}"#, ["term=12 oy"], true),
        (#"{"field": "term", "in": [6, 24]}"#, ["term=6"], true),
        (#"{"field": "on", "equals": true}"#, [], false),
        (#"{"field": "on", "equals": true}"#, ["on=yes"], true),
        (#"{"field": "on", "equals": false}"#, [], true),
        (
            #"{"all": [{"field": "kind", "equals": "courier"}, {"field": "promo", "filled": true}]}"#, ["kind=courier"],
            false
        ),
        (
            #"{"all": [{"field": "kind", "equals": "courier"}, {"field": "promo", "filled": true}]}"#,
            ["kind=courier", "promo=X"], true
        ),
        (#"{"any": [{"field": "kind", "equals": "courier"}, {"field": "promo", "filled": true}]}"#, [], false),
        (#"{"any": [{"field": "kind", "equals": "courier"}, {"field": "promo", "filled": true}]}"#, ["promo=X"], true),
        (
            #"{"any": [{"field": "kind", "equals": "courier"}, {"field": "promo", "filled": true}]}"#, ["kind=courier"],
            true
        ),
        (#"{"not": {"field": "kind", "equals": "courier"}}"#, [], true),
        (#"{"not": {"field": "kind", "equals": "courier"}}"#, ["kind=courier"], false),
        (
            #"{"not": {"any": [{"field": "tags", "equals": "x"}, {"all": [{"field": "on", "equals": true}, {"not": {"field": "promo", "filled": false}}]}]}}"#,
            ["on=yes", "promo=P"], false
        ),
        (
            #"{"not": {"any": [{"field": "tags", "equals": "x"}, {"all": [{"field": "on", "equals": true}, {"not": {"field": "promo", "filled": false}}]}]}}"#,
            ["on=yes"], true
        ),
    ])
    func visibility(condition: String, typed: [String], visible: Bool) throws {
        let s = try session(condition)
        for entry in typed {
            let parts = entry.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            try s.type(String(parts[0]), String(parts[1]))
        }
        #expect(s.isVisible("t") == visible)
        #expect(s.verdict("t") == (visible ? .valid : .hidden))
    }

    @Test func aHiddenFieldCountsAsEmpty() throws {
        let s = try Session(
            loadScreen(
                #"""
                {"id": "kind", "type": "dropdown", "props": {"label": "Kind", "stateKey": "kind",
                  "options": [{"value": "courier", "label": "Kuryer"}, {"value": "pickup", "label": "Olib ketish"}]}},
                \#(textInput("h", extra: #", "visibleWhen": {"field": "kind", "equals": "courier"}"#)),
                \#(textInput("filled", extra: #", "visibleWhen": {"field": "h", "filled": true}"#)),
                \#(textInput("ne", extra: #", "visibleWhen": {"field": "h", "notEquals": "x"}"#)),
                \#(textInput("eq", extra: #", "visibleWhen": {"field": "h", "equals": "x"}"#))
                """#))
        try s.type("kind", "courier")
        try s.type("h", "x")
        #expect([s.isVisible("filled"), s.isVisible("ne"), s.isVisible("eq")] == [true, false, true])
        let report = try s.type("kind", "pickup")
        #expect(!s.isVisible("h"))
        #expect([s.isVisible("filled"), s.isVisible("ne"), s.isVisible("eq")] == [false, true, false])
        #expect(
            s.flips(report) == [
                "h: valid → hidden", "filled: valid → hidden", "ne: hidden → valid", "eq: valid → hidden",
            ])
    }

    @Test func theKitchenSinkCombination() throws {
        let s = try Session("forms/kitchen_sink.json")
        #expect(!s.isVisible("courier_note"))
        try s.type("delivery_type", "courier")
        #expect(s.isVisible("courier_note"))
        try s.type("contact_method", "email")
        #expect(!s.isVisible("courier_note"))
        try s.type("promo_code", "BAHOR")
        #expect(s.isVisible("courier_note"))
        try s.type("interests", "news, events")
        #expect(!s.isVisible("courier_note"))
        try s.type("interests", "news")
        try s.type("delivery_type", "post")
        #expect(s.isVisible("courier_note"))
        try s.type("delivery_type", "pickup")
        #expect(!s.isVisible("courier_note"))
    }

    @Test func anUnknownFieldInVisibleWhenIsReportedAndFalse() throws {
        let form = try loadScreen(
            textInput("a") + "," + textInput("t", extra: #", "visibleWhen": {"field": "ghost", "equals": "x"}"#))
        #expect(
            form.issues == [
                SchemaIssue(
                    .error, "unknown-field-reference", #"visibleWhen names unknown field "ghost" (never true)"#,
                    at: "/components/1/visibleWhen")
            ])
        let s = try Session(form)
        #expect(!s.isVisible("t"))
        try s.type("a", "x")
        #expect(!s.isVisible("t"))
    }

    @Test func anUnknownFieldInARuleWhenIsReportedAndFalse() throws {
        let form = try loadScreen(
            textInput(
                "t", rules: #"[{"rule": "required", "errorMessage": "m", "when": {"field": "ghost", "filled": false}}]"#
            ))
        #expect(
            form.issues == [
                SchemaIssue(
                    .error, "unknown-field-reference", #"when names unknown field "ghost" (never true)"#,
                    at: "/components/0/validations/0/when")
            ])
        let s = try Session(form)
        #expect(s.verdict("t") == .valid)
    }

    @Test func anUnknownFieldInsideAllMakesItFalse() throws {
        let s = try session(#"{"all": [{"field": "kind", "equals": "courier"}, {"field": "ghost", "filled": false}]}"#)
        #expect(s.form.issues.map(\.code) == ["unknown-field-reference"])
        try s.type("kind", "courier")
        #expect(!s.isVisible("t"))
    }

    @Test(arguments: [
        #"{"field": "kind"}"#,
        #"{"equals": "x"}"#,
        #"{"all": []}"#,
        #"{"field": "kind", "in": "courier"}"#,
        #""kind""#,
    ])
    func aMalformedVisibleWhenSkipsTheComponent(condition: String) throws {
        let form = try loadScreen(textInput("kind") + "," + textInput("t", extra: #", "visibleWhen": \#(condition)"#))
        #expect(form.fields.map(\.key) == ["kind"])
        #expect(form.skipped.map(\.pointer) == ["/components/1"])
    }

    @Test func summaries() throws {
        let form = try Repo.form("forms/kitchen_sink.json")
        let note = try #require(form.fields.first { $0.key == "courier_note" })
        #expect(
            note.visibleWhen?.summary
                == "delivery_type in [courier, post] and (contact_method ≠ email or promo_code is filled) and not interests = events"
        )
    }

    /// The shape check before fields are numbered names the same first problem as
    /// decoding the condition does, for every shape a condition can get wrong.
    @Test(arguments: [
        #"{"field": "a", "equals": "x"}"#, #"{"field": "a", "filled": true}"#, #"{"field": "a", "in": ["x", 1, true]}"#,
        #"{"field": "a", "notEquals": 2}"#,
        #"{"all": [{"field": "a", "filled": true}, {"not": {"field": "b", "equals": "y"}}]}"#,
        #"[]"#, #""a""#, #"null"#, #"{}"#, #"{"all": []}"#, #"{"any": {}}"#,
        #"{"all": 1, "any": [{"field": "a", "filled": true}]}"#,
        #"{"any": [{"field": "a", "filled": true}, 3]}"#, #"{"not": []}"#, #"{"not": {"not": {"field": 1}}}"#,
        #"{"field": "a"}"#, #"{"field": "a", "equals": [1]}"#, #"{"field": "a", "equals": null, "filled": "yes"}"#,
        #"{"field": "a", "in": ["x", [1]]}"#, #"{"field": "a", "in": "x"}"#,
        #"{"field": "a", "equals": {}, "in": [1]}"#,
        #"{"field": "ghost", "equals": "x"}"#, #"{"all": [{"field": "ghost", "filled": true}, {"field": "a"}]}"#,
    ])
    func shapeCheckAgreesWithDecoding(condition: String) throws {
        try Array(condition.utf8).withUnsafeBytes { bytes in
            try JSONTape.read(bytes) { tape in
                var problems: [ConditionDecoder.Problem] = []
                _ = ConditionDecoder(tape: tape, keyIndex: ["a": 0, "b": 1]).decode(0, problems: &problems)
                let first = problems.lazy.compactMap { problem -> String? in
                    if case .malformed(let m) = problem { return m }
                    return nil
                }.first
                #expect(ConditionDecoder.shapeProblem(tape, 0) == first)
            }
        }
    }
}
