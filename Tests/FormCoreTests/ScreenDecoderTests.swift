import Testing

@testable import FormCore

/// Defensive decoding (docs/contract.md, "Form schema"): a bad component is skipped and reported once with its
/// type, id and JSON Pointer; the rest of the form works; the same inside `children`.
@Suite struct ScreenDecoderTests {
    static let good = textInput("a", rules: #"[{"rule": "required", "errorMessage": "a kerak"}]"#)

    @Test(
        arguments: [
            // (component, type, id, reason, code)
            (#""hello""#, nil, nil, "a component must be an object, found a string", "malformed-component"),
            ("42", nil, nil, "a component must be an object, found a number", "malformed-component"),
            ("null", nil, nil, "a component must be an object, found null", "malformed-component"),
            ("[]", nil, nil, "a component must be an object, found an array", "malformed-component"),
            (#"{"type": "header", "props": {"text": "x"}}"#, "header", nil, #"missing "id""#, "malformed-component"),
            (#"{"id": "x", "props": {"text": "x"}}"#, nil, "x", #"missing "type""#, "malformed-component"),
            (
                #"{"id": "promo", "type": "carousel", "props": {"items": []}}"#, "carousel", "promo",
                "unknown component type", "unknown-component"
            ),
            (
                #"{"id": "b", "type": "text_input", "props": "Bu props obyekt emas"}"#, "text_input", "b",
                #""props" must be an object, found a string"#, "malformed-component"
            ),
            (
                #"{"id": "b", "type": "header", "props": [1]}"#, "header", "b",
                #""props" must be an object, found an array"#, "malformed-component"
            ),
            (
                #"{"id": "b", "type": "text_input", "props": {"label": 5, "stateKey": "b"}}"#, "text_input", "b",
                "props.label must be a string, found a number", "malformed-component"
            ),
            (
                #"{"id": "a_field", "type": "header", "props": {"text": "x"}}"#, "header", "a_field",
                #"duplicate id "a_field""#, "duplicate-id"
            ),
            (
                #"{"id": "b", "type": "text_input", "props": {"label": "B", "stateKey": "a"}}"#, "text_input", "b",
                #"duplicate stateKey "a""#, "duplicate-state-key"
            ),
            (
                #"{"id": "b", "type": "text_input", "props": {"label": "B"}}"#, "text_input", "b",
                "an input needs props.stateKey", "missing-state-key"
            ),
            (
                #"{"id": "b", "type": "dropdown"}"#, "dropdown", "b", "an input needs props.stateKey",
                "missing-state-key"
            ),
        ] as [(String, String?, String?, String, String)])
    func eachSkipReasonWithItsPointer(component: String, type: String?, id: String?, reason: String, code: String)
        throws
    {
        let analysis = FormLoader.analyze(screen(Self.good + ", " + component + ", " + textInput("z")))
        let form = try #require(analysis.form)
        #expect(form.skipped == [SkippedComponent(type: type, id: id, pointer: "/components/1", reason: reason)])
        let issues = form.issues.filter { $0.pointer == "/components/1" }
        #expect(issues.count == 1)
        #expect(issues.first?.code == code)
        #expect(issues.first?.severity == (code == "unknown-component" ? .warning : .error))
        let what = [type, id.map { "\"\($0)\"" }].compactMap { $0 }.joined(separator: " ")
        #expect(issues.first?.message == "skipped \(what.isEmpty ? "component" : what): \(reason)")
        #expect(form.fields.map(\.key) == ["a", "z"])
        let s = try Session(form)
        #expect(s.message("a") == "a kerak")
        try s.type("a", "bor")
        #expect(s.verdict("a") == .valid)
    }

    /// `""` is a string, which the app's `id: String` decodes: the field is prompted,
    /// validated and posted like any other.
    @Test func anEmptyIdIsAnId() throws {
        let form = try loadScreen(
            #"""
            {"id": "hdr", "type": "header", "props": {"text": "Манзил 🏠"}},
            {"id": "", "type": "text_input", "props": {"label": "Izoh", "stateKey": "izoh"},
             "validations": [{"rule": "required", "errorMessage": "Izoh kiritilishi shart"}]},
            \#(Self.good)
            """#)
        #expect(form.skipped.isEmpty)
        try #require(form.fields.map(\.key) == ["izoh", "a"])
        #expect(form.fields[0].id == "")
        let s = try Session(form)
        #expect(s.message("izoh") == "Izoh kiritilishi shart")
        try s.type("izoh", "Gʻalaba 👍🏽")
        try s.type("a", "bor")
        #expect(try s.payload() == #"{"izoh":"Gʻalaba 👍🏽","a":"bor"}"#)
    }

    @Test func aSecondEmptyIdIsADuplicate() throws {
        let analysis = FormLoader.analyze(
            screen(
                #"""
                {"id": "", "type": "text", "props": {"text": "x"}},
                {"id": "", "type": "text_input", "props": {"label": "B", "stateKey": "b"}}
                """#))
        let form = try #require(analysis.form)
        #expect(
            form.skipped == [
                SkippedComponent(type: "text_input", id: "", pointer: "/components/1", reason: #"duplicate id """#)
            ])
        #expect(form.issues.map(\.code) == ["duplicate-id"])
    }

    @Test(
        arguments: [
            (
                #"{"id": 7, "type": "text_input", "props": {"label": "A", "stateKey": "n"}}"#, "text_input",
                #""id" must be a string, found a number"#
            ),
            (
                #"{"id": null, "type": "header", "props": {"text": "x"}}"#, "header",
                #""id" must be a string, found null"#
            ),
            (
                #"{"id": "n", "type": true, "props": {"label": "A", "stateKey": "n"}}"#, nil,
                #""type" must be a string, found a boolean"#
            ),
        ] as [(String, String?, String)])
    func onlyAMissingOrNonStringIdOrTypeSkipsTheComponent(component: String, type: String?, reason: String) throws {
        let form = try loadScreen(Self.good + ", " + component)
        #expect(form.skipped.map(\.reason) == [reason])
        #expect(form.skipped.first?.type == type)
        #expect(form.fields.map(\.key) == ["a"])
    }

    @Test func summaryNamesTypeIdAndPointer() {
        let s = SkippedComponent(
            type: "carousel", id: "promo_carousel", pointer: "/components/4", reason: "unknown component type")
        #expect(s.summary == #"carousel "promo_carousel" at /components/4: unknown component type"#)
        #expect(
            SkippedComponent(type: nil, id: nil, pointer: "/components/0", reason: "r").summary
                == "component at /components/0: r")
    }

    @Test func sectionChildrenAreDecodedInPlaceWithNestedPointers() throws {
        let form = try loadScreen(
            #"""
            \#(Self.good),
            {"id": "sec", "type": "section", "props": {"title": "Manzil"}, "children": [
                \#(textInput("b")),
                {"id": "promo", "type": "carousel"},
                {"id": "inner", "type": "section", "children": [
                    {"id": "nokey", "type": "text_input", "props": {"label": "x"}},
                    \#(textInput("c"))
                ]},
                "not a component"
            ]},
            \#(textInput("d"))
            """#)
        #expect(form.fields.map(\.key) == ["a", "b", "c", "d"])
        #expect(
            form.fields.map(\.pointer) == [
                "/components/0", "/components/1/children/0", "/components/1/children/2/children/1", "/components/2",
            ])
        #expect(
            form.skipped == [
                SkippedComponent(
                    type: "carousel", id: "promo", pointer: "/components/1/children/1", reason: "unknown component type"
                ),
                SkippedComponent(
                    type: "text_input", id: "nokey", pointer: "/components/1/children/2/children/0",
                    reason: "an input needs props.stateKey"),
                SkippedComponent(
                    type: nil, id: nil, pointer: "/components/1/children/3",
                    reason: "a component must be an object, found a string"),
            ])
    }

    @Test func aSectionsVisibleWhenHidesItsChildren() throws {
        let form = try loadScreen(
            #"""
            \#(textInput("kind")),
            {"id": "sec", "type": "section", "visibleWhen": {"field": "kind", "equals": "courier"}, "children": [\#(textInput("address"))]}
            """#)
        let s = try Session(form)
        #expect(!s.isVisible("address"))
        try s.type("kind", "courier")
        #expect(s.isVisible("address"))
    }

    // A component skipped after stateKeys were collected must not shift other fields'
    // references: conditions and equalsField name fields by stateKey.

    @Test func aSkippedDropdownDoesNotShiftVisibleWhenReferences() throws {
        let bytes = screen(
            #"""
            {"id": "a", "type": "dropdown", "props": {"label": "A", "stateKey": "a", "options": []}},
            \#(textInput("b")),
            \#(textInput("c", extra: #", "visibleWhen": {"field": "b", "filled": true}"#))
            """#)
        let analysis = FormLoader.analyze(bytes)
        guard let form = analysis.form else {
            Issue.record("did not load: \(analysis.failure.map(String.init(describing:)) ?? "no reason")")
            return
        }
        #expect(form.skipped.map(\.pointer) == ["/components/0"])
        let s = try Session(form)
        #expect(!s.isVisible("c"))
        try s.type("b", "x")
        #expect(s.isVisible("c"))
    }

    @Test func aSkippedRadioGroupDoesNotShiftEqualsFieldReferences() throws {
        let form = try loadScreen(
            #"""
            {"id": "r", "type": "radio_group", "props": {"label": "R", "stateKey": "r"}},
            \#(textInput("b")),
            \#(textInput("c", rules: #"[{"rule": "equalsField", "field": "b", "errorMessage": "mos emas"}]"#))
            """#)
        #expect(form.skipped.map(\.pointer) == ["/components/0"])
        let s = try Session(form)
        try s.type("b", "x")
        try s.type("c", "y")
        #expect(s.message("c") == "mos emas")
        try s.type("c", "x")
        #expect(s.verdict("c") == .valid)
    }

    @Test func aComponentWithAMalformedVisibleWhenDoesNotShiftReferences() throws {
        let form = try loadScreen(
            #"""
            \#(textInput("x", extra: #", "visibleWhen": {"field": "b"}"#)),
            \#(textInput("b")),
            \#(textInput("c", rules: #"[{"rule": "required", "errorMessage": "c kerak", "when": {"field": "b", "equals": "on"}}]"#))
            """#)
        #expect(form.skipped.map(\.pointer) == ["/components/0"])
        let s = try Session(form)
        #expect(s.verdict("c") == .valid)
        try s.type("b", "on")
        #expect(s.message("c") == "c kerak")
    }

    @Test func displayComponentsKeepDocumentOrderAndTokens() throws {
        let form = try Repo.form("forms/kitchen_sink.json")
        var displays: [(String, TextStyle)] = []
        for item in form.items { if case .display(let d) = item { displays.append((d.id, d.style)) } }
        #expect(
            displays.map(\.0) == [
                "hdr", "intro", "sub_hdr", "secondary_note", "danger_note", "success_note", "hex_note",
                "div_top", "space_top", "address_section", "div_bottom", "space_bottom", "submit_button",
            ])
        #expect(
            displays.map(\.1) == [
                .bold, .dim, .bold, .dim, .red, .green, .plain, .plain, .plain, .plain, .plain, .plain, .plain,
            ])
    }

    @Test func anActionButtonSetsTheEndpointWhenThereIsNoSubmit() throws {
        let form = try loadScreen(
            #"""
            {"id": "go", "type": "action_button", "props": {"title": "Yuborish", "action": {"event": "onTap", "type": "submit", "endpoint": "/api/x"}}}
            """#)
        #expect(form.submit == SubmitTarget(endpoint: "/api/x", method: "POST"))
    }
}
