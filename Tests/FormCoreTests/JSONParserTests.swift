import Testing

@testable import FormCore

/// The strict parser: exact number text, key order, depth limit, positions.
@Suite struct JSONParserTests {
    @Test func keepsNumberTextAndKeyOrder() throws {
        let v = try JSONParser.parse(#"{"z": 0.30000000000000000001, "a": [1e400, -0], "m": "\u00e9\ud83d\udc4d"}"#)
        #expect(v.objectValue?.keys == ["z", "a", "m"])
        #expect(v["z"] == .number("0.30000000000000000001"))
        #expect(v["a"] == .array([.number("1e400"), .number("-0")]))
        #expect(v["m"] == .string("é👍"))
        #expect(JSONWriter.string(v) == #"{"z":0.30000000000000000001,"a":[1e400,-0],"m":"é👍"}"#)
    }

    @Test func deepNestingIsAnErrorNotACrash() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(deep) }
    }

    @Test func positionsAndDuplicateKeys() throws {
        let doc = try JSONParser.parseWithPositions(
            Array("{\n  \"components\": [\n    {\"id\": \"a\", \"id\": \"b\"}\n  ]\n}".utf8))
        #expect(doc.lineColumn(of: "/components/0")?.line == 3)
        #expect(doc.lineColumn(of: "/components/0")?.column == 5)
        #expect(doc.lineColumn(of: "/components/0/props/x")?.line == 3)
        #expect(doc.duplicateKeys.map(\.key) == ["id"])
        #expect(doc.duplicateKeys.map(\.pointer) == ["/components/0"])
    }

    /// Line starts are found eight bytes at a time: a newline at every place in and
    /// around a word, two in one word, and none at all.
    @Test func lineStartsAtEveryOffset() {
        for length in 0..<20 {
            for at in 0..<max(length, 1) {
                var bytes = [UInt8](repeating: 0x20, count: length)
                if at < length { bytes[at] = 0x0A }
                if at + 3 < length { bytes[at + 3] = 0x0A }
                let expected = [0] + bytes.indices.filter { bytes[$0] == 0x0A }.map { $0 + 1 }
                #expect(
                    bytes.withUnsafeBufferPointer { JSONDocument.lineStarts(of: $0) } == expected,
                    "length \(length), newline at \(at)")
            }
        }
    }

    @Test func duplicateKeysOfLargeAndNestedObjectsInReadingOrder() throws {
        let many = (0..<40).map { "\"k\($0)\": \($0)" }.joined(separator: ", ")
        let text =
            "{\"a\": {\"x\": 1, \"x\": 2}, \(many), \"k3\": 0, \"a\": {\"y\": [{\"z\": 1, \"z\": 2}]}, \"k39\": 1}"
        let doc = try JSONParser.parseWithPositions(Array(text.utf8))
        #expect(doc.duplicateKeys.map(\.key) == ["x", "k3", "z", "a", "k39"])
        #expect(doc.duplicateKeys.map(\.pointer) == ["/a", "", "/a/y/0", "", ""])
        #expect(doc.root["k3"] == .number("0"))
        #expect(doc.root.objectValue?.entries.count == 44)
    }

    @Test(arguments: ["01", "1.", ".5", "+1", "[1,]", "{\"a\":1,}", "\"\\x\"", "\"\\ud800\"", "nul", "[1 2]"])
    func rejectsInvalidJSON(text: String) {
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(text) }
    }

    /// An element's pointer, made in one allocation, is the text `+` and `String` give.
    @Test(arguments: ["", "/components", "/components/12/children", "/ключ~0/a~1b"])
    func elementPointers(base: String) {
        for index in [0, 7, 9, 10, 99, 100, 12_345, 9_999_999, Int.max] {
            #expect(JSONPointer.appending(index, to: base) == base + "/" + String(index))
        }
    }

    /// White space of every kind and length between tokens (one space stepped over
    /// without a call, longer runs by the loop) reads as the compact text does, and a
    /// control character after a space is still an error.
    @Test(arguments: [" ", "  ", " \n", "\n ", " \t ", "\r\n        ", "\t", "         "])
    func whiteSpaceBetweenTokens(gap: String) throws {
        let compact = #"{"a":[1,{"b":null},true],"c":"d e"}"#
        let spaced =
            gap
            + compact.replacingOccurrences(":", ":" + gap).replacingOccurrences(",", "," + gap)
            .replacingOccurrences("{", "{" + gap).replacingOccurrences("[", "[" + gap)
            .replacingOccurrences("}", gap + "}").replacingOccurrences("]", gap + "]") + gap
        #expect(try JSONParser.parse(spaced) == JSONParser.parse(compact))
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse("[1," + gap + "\u{01}2]") }
    }
}
