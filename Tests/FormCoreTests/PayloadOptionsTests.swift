import Testing

@testable import FormCore

/// A choice in a payload is found among a field's options by its bytes: one by one for a
/// few options, through a hash table for many (a dropdown of branches), with the same
/// answers — the first option of a value listed twice, nothing for a value not listed.
@Suite struct PayloadOptionsTests {
    /// A form with a dropdown and a checkbox of `count` options `b1`…, `b7` listed twice
    /// (its second entry at the end), and a number option.
    static func form(options count: Int) throws -> Form {
        var values = (1...count).map { #"{"value": "b\#($0)", "label": "Filial \#($0)"}"# }
        values += [#"{"value": "b7", "label": "again"}"#, #"{"value": 12}"#, #"{"value": "Тошкент"}"#]
        let list = values.joined(separator: ",")
        let json = #"""
            {"screenId": "s", "version": "1", "components": [
              {"id": "a", "type": "dropdown", "props": {"label": "A", "stateKey": "a", "options": [\#(list)]}},
              {"id": "b", "type": "checkbox", "props": {"label": "B", "stateKey": "b", "options": [\#(list)]}}]}
            """#
        return try FormLoader.load(Array(json.utf8))
    }

    @Test(arguments: [5, 16, 17, 100, 5000])
    func choicesAreFoundTheSameWithAndWithoutATable(count: Int) throws {
        let form = try Self.form(options: count)
        let options = PayloadOptions(form: form)
        func find(_ text: String, _ field: Int) -> Int? {
            var t = text
            return t.withUTF8 { options.index(of: UnsafeRawBufferPointer($0), field: field) }
        }
        for field in 0..<2 {
            #expect(find("b1", field) == 0)
            #expect(find("b\(count)", field) == count - 1)
            #expect(find("b7", field) == min(6, count), "the first of a value listed twice")
            #expect(find("Тошкент", field) == count + 2)
            #expect(find("b\(count + 1)", field) == nil)
            #expect(find("", field) == nil)
            #expect(find("12", field) == nil, "a number option is not text")
            #expect(find("B1", field) == nil)
        }
    }

    /// Through the whole check: a choice from the end of a 5,000-option list, one not listed.
    @Test func aPayloadChoosesFromALongList() throws {
        let form = try Self.form(options: 5000)
        let store = try SecretStore(capacity: 64 * 1024)
        let judge = try PayloadJudge(form: form, store: store)
        func errors(_ line: String) throws -> [String] {
            var l = line
            return try l.withUTF8 { try judge.check(UnsafeRawBufferPointer($0)).get() }.errors.map {
                "\($0.key): \($0.message)"
            }
        }
        #expect(try errors(#"{"a": "b4999", "b": ["b7", "Тошкент", 12]}"#).isEmpty)
        #expect(try errors(#"{"a": "b5001"}"#) == [#"a: "b5001" is not one of the options"#])
    }
}
