import FormCore
import Testing

@testable import FormShell

/// docs/contract.md, "The shell": what a terminal puts on the line as a selection (a value
/// the user typed or set; never a default, a secret or what the gate would mask), what the
/// first key does to it, the live mark of a field the server flagged, and completions that
/// never put a maskable label on the line.
@Suite struct FlowSelectionTests {
    static let form = #"""
        {"screenId": "selection", "version": "1", "components": [
          {"id": "n", "type": "text_input", "props": {"label": "Ism", "stateKey": "full_name"}},
          {"id": "c", "type": "text_input", "props": {"label": "Shahar", "stateKey": "city", "defaultValue": "Toshkent"}},
          {"id": "i", "type": "toggle_switch", "props": {"label": "Sugʻurta", "stateKey": "insurance", "defaultValue": false}},
          {"id": "k", "type": "dropdown", "props": {"label": "Karta", "stateKey": "card", "defaultValue": "uzcard", "options": [
            {"value": "visa_main", "label": "Visa 4539148803436467"},
            {"value": "4929385716203844", "label": "Visa 4929385716203844"},
            {"value": "uzcard", "label": "UzCard"}]}},
          {"id": "z", "type": "text_input", "props": {"label": "Izoh", "stateKey": "note"}}
        ]}
        """#
    static let name = "Ёжик Оʻғʻлой 👍🏽👨‍👩‍👧"

    static func started() throws -> Flow {
        var flow = try FlowTests.makeFlow(json: form)
        _ = flow.handle(.start)
        return flow
    }

    /// What the line starts with at field `key`'s prompt; nil when it starts empty.
    static func selection(_ flow: Flow, _ key: String) -> String? {
        guard let f = flow.state.form.index(ofKey: key) else { return nil }
        var text: String?
        flow.withEditableValue(f) { text = String(decoding: $0, as: UTF8.self) }
        return text
    }

    @Test func aDefaultStaysAHintAndIsNeverPutOnTheLine() throws {
        let flow = try Self.started()
        for key in ["city", "insurance", "card"] {
            #expect(flow.state.hasValue(flow.state.form.index(ofKey: key) ?? -1), "\(key) holds its default")
            #expect(Self.selection(flow, key) == nil, "\(key)'s default was put on the line")
        }
        #expect(Self.selection(flow, "full_name") == nil)
    }

    /// An empty line accepts the default, and the value accepted is still not put on the line.
    @Test func aDefaultAcceptedWithEnterIsNotPutOnTheLine() throws {
        var flow = try Self.started()
        _ = try FlowTests.type([Self.name, "", ""], into: &flow)
        #expect(Self.selection(flow, "city") == nil)
        #expect(Self.selection(flow, "insurance") == nil)
    }

    @Test func typedValueReplacesDefaultAndIsSelectedOnTheNextVisit() throws {
        var flow = try Self.started()
        _ = try FlowTests.type([Self.name, "Samarqand", "y", "uzcard"], into: &flow)
        #expect(Self.selection(flow, "full_name") == Self.name)
        #expect(Self.selection(flow, "city") == "Samarqand")
        #expect(Self.selection(flow, "insurance") == "yes")
        #expect(Self.selection(flow, "card") == "uzcard")
        _ = try FlowTests.type([":set note Qoʻqon 🏔"], into: &flow)
        #expect(Self.selection(flow, "note") == "Qoʻqon 🏔")
    }

    /// A typed value wiped when its field was hidden is not the user's any more: shown
    /// again, the field holds its default, which stays off the line.
    @Test func aFieldShownAgainHoldsItsDefaultNotASelection() throws {
        var flow = try FlowTests.makeFlow(
            json: #"""
                {"screenId": "s", "version": "1", "components": [
                  {"id": "k", "type": "dropdown", "props": {"label": "Tur", "stateKey": "kind", "options": [
                    {"value": "a", "label": "Uy"}, {"value": "b", "label": "Ish"}]}},
                  {"id": "c", "type": "text_input", "props": {"label": "Shahar", "stateKey": "city", "defaultValue": "Toshkent"},
                   "visibleWhen": {"field": "kind", "equals": "a"}}
                ]}
                """#)
        _ = flow.handle(.start)
        _ = try FlowTests.type(["a", "Samarqand"], into: &flow)
        #expect(Self.selection(flow, "city") == "Samarqand")
        _ = try FlowTests.type([":set kind b", ":set kind a"], into: &flow)
        #expect(Self.selection(flow, "city") == nil)
    }

    /// A card number typed into a plain field, or chosen as an option whose value is one, is
    /// never put on the line: the gate would mask it.
    @Test func aValueTheGateWouldMaskIsNeverPutOnTheLine() throws {
        var flow = try Self.started()
        _ = try FlowTests.type([Self.name, "", "", "2", "4539 1488 0343 6467"], into: &flow)
        #expect(flow.state.hasValue(flow.state.form.index(ofKey: "note") ?? -1))
        #expect(Self.selection(flow, "note") == nil)
        #expect(Self.selection(flow, "card") == nil)
    }

    /// The first key on a selected line, by what the keymap binds it to.
    @Test(
        arguments: [
            // Typing replaces: a letter, the first byte of a Cyrillic letter, a bracketed paste.
            ([0x53], LineSelection.Binding.inserts, LineSelection.Outcome.replace),
            ([0x3A], .inserts, .replace),
            ([0xD0], .inserts, .replace),
            ([0x1B, 0x5B, 0x32, 0x30, 0x30, 0x7E], .inserts, .replace),
            // Backspace and Delete clear; Ctrl-D (delete-char too) acts as usual.
            ([0x7F], .deletes, .clear),
            ([0x08], .deletes, .clear),
            ([0x1B, 0x5B, 0x33, 0x7E], .deletes, .clear),
            ([0x04], .deletes, .edit),
            // Motions, Enter, kills, search and completion edit the value as text.
            ([0x1B, 0x5B, 0x44], .other, .edit),
            ([0x01], .other, .edit),
            ([0x05], .other, .edit),
            ([0x0D], .other, .edit),
            ([0x15], .other, .edit),
            ([0x12], .other, .edit),
            ([0x09], .other, .edit),
            ([0x1B], .prefix, .edit),
        ] as [([UInt8], LineSelection.Binding, LineSelection.Outcome)])
    func firstKeyOnASelection(keys: [UInt8], binding: LineSelection.Binding, outcome: LineSelection.Outcome) {
        #expect(LineSelection.outcome(of: keys, bound: binding) == outcome)
    }

    /// Completion never puts a label the gate would mask on the line: the option's value,
    /// or its number when the value would be masked too; the list shows the label beside it.
    @Test func completionNeverPutsAMaskableLabelOnTheLine() throws {
        var flow = try Self.started()
        _ = try FlowTests.type([Self.name, "", ""], into: &flow)
        #expect(flow.ask.name == "card")
        let all = flow.complete("V") + flow.complete("visa 4") + flow.complete("4929")
        #expect(!all.isEmpty)
        for c in all {
            #expect(!c.text.contains("4539") && !c.text.contains("4929"), "\(c.text) would be put on the line")
        }
        #expect(flow.complete("V").map(\.text) == ["visa_main", "2"])
        #expect(flow.complete("V").map(\.shown) == ["visa_main (Visa 4539148803436467)", "2 (Visa 4929385716203844)"])
        #expect(flow.complete("Uz").map(\.text) == ["UzCard", "uzcard"])
        #expect(flow.complete("Uz").map(\.shown) == ["UzCard", "uzcard"])
    }

    /// The live mark of a field the server flagged is ✗ while the line is the value it
    /// judged; a changed line is judged by the rules.
    @Test func aFlaggedFieldsLiveMarkIsACrossUntilItsValueChanges() throws {
        var (flow, _) = try FlowServerFlagsTests.flaggedCardFlow()
        _ = try FlowTests.type([""], into: &flow)
        let f = try #require(flow.state.form.index(ofKey: "card_holder"))
        #expect(flow.cursor == f)
        func mark(_ s: String) -> Bool? { Array(s.utf8).withUnsafeBytes { flow.liveMark(f, line: $0) } }
        #expect(mark("Aziz Karimov") == false)
        #expect(mark("Aziz Karimovich") == true)
        #expect(mark(":next") == nil)
        _ = try FlowTests.type(["Aziz Karimov"], into: &flow)
        #expect(mark("Aziz Karimov") == true)
    }
}
