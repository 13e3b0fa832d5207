import Testing

@testable import FormCore

/// JSON Pointers (RFC 6901) and where their values lie in a stored row: what `check
/// --payload` and `--id` read.
@Suite struct PointerPathTests {
    /// The text of the values two pointers name in `row`, nil where nothing is there.
    static func located(_ first: String, _ second: String?, in row: String) throws -> (String?, String?) {
        let a = try #require(PointerPath(first))
        let b = try second.map { try #require(PointerPath($0)) }
        let bytes = Array(row.utf8)
        return try bytes.withUnsafeBytes { raw in
            let found = try PointerPath.locate(a, b, in: raw)
            func text(_ r: Range<Int>?) -> String? { r.map { String(decoding: raw[$0], as: UTF8.self) } }
            return (text(found.first), text(found.second))
        }
    }

    static let row =
        #"{"id": 1018, "created": "2026-12-05", "payload": {"ism": "Gʻayrat \"Ali\" \\ \u0434", "izoh": "Тезроқ 🙏"}, "tags": ["a", {"x": [true]}]}"#

    @Test func findsThePayloadAndTheIdInOnePass() throws {
        let (payload, id) = try Self.located("/payload", "/id", in: Self.row)
        #expect(payload == #"{"ism": "Gʻayrat \"Ali\" \\ \u0434", "izoh": "Тезроқ 🙏"}"#)
        #expect(id == "1018")
    }

    @Test(arguments: [
        ("", Self.row),
        ("/payload/izoh", #""Тезроқ 🙏""#),
        ("/tags/0", #""a""#),
        ("/tags/1/x/0", "true"),
        ("/created", #""2026-12-05""#),
    ])
    func pointsIntoObjectsAndArrays(_ pointer: String, _ value: String) throws {
        #expect(try Self.located(pointer, nil, in: Self.row).0 == value)
    }

    @Test(arguments: ["/payloads", "/tags/2", "/tags/-", "/tags/01", "/id/0", "/payload/ism/x", "/Payload"])
    func nothingThereIsNil(_ pointer: String) throws {
        #expect(try Self.located(pointer, "/id", in: Self.row) == (nil, "1018"))
    }

    static func parse(_ text: String) throws -> JSONValue {
        try Array(text.utf8).withUnsafeBufferPointer { b throws(JSONSyntaxError) in try JSONParser.parse(b) }
    }

    /// In a parsed document a pointer names the value it names in the text, or nothing.
    @Test(arguments: [
        "", "/payload/izoh", "/tags/0", "/tags/1/x/0", "/created", "/payloads", "/tags/2", "/tags/-", "/tags/01",
        "/id/0", "/payload/ism/x", "/Payload",
    ])
    func namesTheSameValueInAParsedDocument(_ pointer: String) throws {
        let path = try #require(PointerPath(pointer))
        let located = try Self.located(pointer, nil, in: Self.row).0
        #expect(path.value(in: try Self.parse(Self.row)) == (try located.map(Self.parse)))
    }

    /// In a parsed document too: escapes decoded, a repeated key's last member.
    @Test func aParsedDocumentsEscapedAndRepeatedKeys() throws {
        let root = try Self.parse(#"{"a/b": 1, "m~n": 2, "ариза": [3, "ʻ🙂"], "": 5, "a/b": 6}"#)
        #expect(PointerPath("/a~1b")?.value(in: root) == .number("6"))
        #expect(PointerPath("/m~0n")?.value(in: root) == .number("2"))
        #expect(PointerPath("/ариза/1")?.value(in: root) == .string("ʻ🙂"))
        #expect(PointerPath("/")?.value(in: root) == .number("5"))
    }

    /// `~1` is `/` and `~0` is `~`; keys are compared with their escapes decoded.
    @Test func escapedKeysAndTokens() throws {
        let row = #"{"a/b": 1, "m~n": 2, "ариза": 3, "\u0434\"q": 4, "": 5}"#
        #expect(try Self.located("/a~1b", "/m~0n", in: row) == ("1", "2"))
        #expect(try Self.located("/ариза", "/д\"q", in: row) == ("3", "4"))
        #expect(try Self.located("/", nil, in: row).0 == "5")
    }

    /// A key given twice: the last one counts, as for jsonb and Python's json.
    @Test func theLastOfARepeatedKeyCounts() throws {
        #expect(
            try Self.located("/payload", "/id", in: #"{"id": 1, "payload": {"a": 1}, "id": "ʻ2", "payload": null}"#)
                == ("null", #""ʻ2""#))
    }

    /// The whole row is checked, also after the values were found.
    @Test(arguments: [
        #"{"id": 1, "payload": {}"#, #"{"id": 1, "payload": {}} x"#, #"{"id": 1, "payload": {"a": "\x"}}"#, "not json",
    ])
    func aRowThatIsNotJSONThrows(_ row: String) {
        #expect(throws: JSONSyntaxError.self) { try Self.located("/payload", "/id", in: row) }
    }

    @Test(arguments: ["payload", "/a~2b", "/a~", "~0"])
    func notAPointer(_ text: String) {
        #expect(PointerPath(text) == nil)
    }

    @Test func theEmptyPointerIsTheWholeText() throws {
        #expect(try #require(PointerPath("")).isWhole)
        #expect(try #require(PointerPath("/")).isWhole == false)
        #expect(try #require(PointerPath("/a~1b/~0")).text == "/a~1b/~0")
    }
}
