import Testing

@testable import FormCore

/// The one JSON writer in its three styles: keys in stored order, minimal escaping.
@Suite struct JSONWriterTests {
    let value: JSONValue = .object(
        JSONObject([
            ("a", .number("1")),
            ("b", .array([.number("1"), .string("x\"\n"), .null, .bool(true)])),
            ("empty", .object(JSONObject([]))),
            ("none", .array([])),
            ("nested", .array([.object(JSONObject([("k", .bool(false))]))])),
            ("long", .array((0..<30).map { .number(String($0 * 1000)) })),
        ]))

    @Test func compactHasNoSpaces() {
        #expect(
            JSONWriter.string(
                .object(JSONObject([("a", .number("1")), ("b", .array([.number("1"), .string("x\"\n")]))])))
                == #"{"a":1,"b":[1,"x\"\n"]}"#)
    }

    @Test func spacedIsOneLineWithASpaceAfterEachSeparator() {
        #expect(
            JSONWriter.string(
                .object(JSONObject([("a", .number("1")), ("b", .array([.number("1"), .null]))])), style: .spaced)
                == #"{"a": 1, "b": [1, null]}"#)
    }

    /// Objects and arrays that hold containers or pass 80 bytes take one line per member;
    /// short arrays of scalars and empty containers stay on one line.
    @Test func prettyIndentsTwoSpacesPerLevel() {
        let long = (0..<30).map { String($0 * 1000) }
        let expected = """
            {
              "a": 1,
              "b": [1, "x\\"\\n", null, true],
              "empty": {},
              "none": [],
              "nested": [
                {
                  "k": false
                }
              ],
              "long": [
            \(long.map { "    " + $0 }.joined(separator: ",\n"))
              ]
            }
            """
        #expect(JSONWriter.string(value, style: .pretty) == expected)
    }

    /// An array of scalars stays on one line while its compact form plus one byte per
    /// element fits in 80 bytes.
    @Test(arguments: [(9, true), (10, false)])
    func prettyKeepsShortArraysOnOneLine(count: Int, oneLine: Bool) {
        let items: [JSONValue] = (0..<count).map { _ in .string("abcd") }
        #expect(!JSONWriter.string(.array(items), style: .pretty).contains("\n") == oneLine)
    }
}
