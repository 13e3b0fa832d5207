import Testing

@testable import FormCore

/// The tape the schema loader reads (`JSONTape`): members found as `JSONObject` finds
/// them, keys told apart by their bytes even when their tags agree, and containers
/// stepped over whole.
@Suite struct JSONTapeTests {
    /// Runs `body` on the tape of `text`.
    func withTape<R>(_ text: String, _ body: (JSONTape) -> R) throws -> R {
        try Array(text.utf8).withUnsafeBytes { b in try JSONTape.read(b, body) }
    }

    @Test func membersAreFoundAsAnObjectFindsThem() throws {
        let text = #"{"type": "a", "props": {"type": "inner"}, "id": [1, {"type": 2}], "type": "last", "t": true}"#
        let object = try JSONParser.parse(text).objectValue
        try withTape(text) { tape in
            // The last of a repeated key, as `JSONObject` finds it, never one inside a member's value.
            #expect(tape.member(0, JSONTape.Key("type")).flatMap(tape.string) == object?["type"]?.stringValue)
            #expect(tape.member(0, JSONTape.Key("type")).flatMap(tape.string) == "last")
            #expect(tape.member(0, JSONTape.Key("t")).flatMap(tape.bool) == true)
            #expect(tape.member(0, JSONTape.Key("missing")) == nil)
            let props = tape.member(0, JSONTape.Key("props"))
            #expect(props.flatMap { tape.member($0, JSONTape.Key("type")) }.flatMap(tape.string) == "inner")
            // Not an object: no members.
            let list = tape.member(0, JSONTape.Key("id"))
            #expect(list.flatMap { tape.member($0, JSONTape.Key("type")) } == nil)
            #expect(list.map(tape.count) == 2)
            #expect(tape.members(0).map { tape.string($0.key) ?? "" } == ["type", "props", "id", "type", "t"])
        }
    }

    /// Keys of one length that begin alike share a tag: their bytes decide.
    @Test func keysWithTheSameTagAreToldApartByTheirBytes() throws {
        try withTape(#"{"valueA": 1, "valueB": 2, "va": 3, "v": 4, "": 5}"#) { tape in
            #expect(tape.member(0, JSONTape.Key("valueB")).flatMap(tape.int) == 2)
            #expect(tape.member(0, JSONTape.Key("valueA")).flatMap(tape.int) == 1)
            #expect(tape.member(0, JSONTape.Key("valueC")) == nil)
            #expect(tape.member(0, JSONTape.Key("va")).flatMap(tape.int) == 3)
            #expect(tape.member(0, JSONTape.Key("v")).flatMap(tape.int) == 4)
            #expect(tape.member(0, JSONTape.Key("")).flatMap(tape.int) == 5)
        }
    }

    /// A key written with escapes is the key its text spells.
    @Test func anEscapedKeyIsFoundByItsText() throws {
        try withTape(#"{"t\u0079pe": "text_input", "\u00e9t\u00e9": 1}"#) { tape in
            #expect(tape.member(0, JSONTape.Key("type")).flatMap(tape.string) == "text_input")
            #expect(tape.member(0, JSONTape.Key("été")).flatMap(tape.int) == 1)
            #expect(tape.member(0, JSONTape.Key("typo")) == nil)
        }
    }

    @Test func valuesKeepTheirText() throws {
        try withTape(#"[1.50e+3, "a\nb", null, false, {"k": []}, -0]"#) { tape in
            let items = tape.elements(0).map(Array.init) ?? []
            #expect(items.count == 6)
            guard items.count == 6 else { return }
            #expect(tape.numberText(items[0]) == "1.50e+3")
            #expect(tape.string(items[1]) == "a\nb")
            #expect(tape.kind(items[2]) == .null)
            #expect(tape.bool(items[3]) == false)
            #expect(tape.typeName(items[4]) == "an object")
            #expect(tape.value(items[4]) == .object(JSONObject([(key: "k", value: .array([]))])))
            #expect(tape.int(items[5]) == 0)
            #expect(tape.string(items[0]) == nil)
        }
    }
}
