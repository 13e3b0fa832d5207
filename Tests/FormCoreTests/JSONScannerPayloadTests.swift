import Testing

@testable import FormCore

private func entries(_ text: String) -> [String]? {
    Array(text.utf8).withUnsafeBytes { JSONScanner.members(of: $0)?.map(\.key) }
}

/// Whether every key of `when` is in the payload with an equal value (the last one of a
/// repeated key), as the mock backend's `when` reads a posted payload.
private func matches(_ payload: String, _ when: String) throws -> Bool {
    let condition = try #require(try JSONParser.parse(when).objectValue)
    return Array(payload.utf8).withUnsafeBytes { bytes in
        guard let members = JSONScanner.members(of: bytes) else { return false }
        return condition.entries.allSatisfy { c in
            guard let m = members.last(where: { $0.key == c.key }) else { return false }
            return JSONScanner.value(in: bytes, at: m.value, equals: c.value)
        }
    }
}

/// A payload read in place: its members and values compared without decoding them into
/// strings (what the mock backend's `when` does).
@Suite struct JSONScannerPayloadTests {
    @Test func keysInPayloadOrder() {
        #expect(entries(#" { "b": 1, "a": [1, {"x": null}], "c\u0041": "v", "b": 2 } "#) == ["b", "a", "cA", "b"])
        #expect(entries("{}") == [])
    }

    @Test(arguments: [
        "", "[]", "\"x\"", "{", "{\"a\":}", "{\"a\":1,}", "{\"a\":1} x", "{\"a\":01}", "{\"a\":\"\u{1}\"}",
        "{\"a\":tru}",
        "{\"a\":\"\\x\"}", "{a:1}",
    ])
    func notAnObject(_ text: String) {
        #expect(entries(text) == nil)
    }

    @Test func whenComparesJSONValues() throws {
        #expect(try matches(#"{"otp":"000000"}"#, #"{"otp":"000000"}"#))
        #expect(try !matches(#"{"otp":"000001"}"#, #"{"otp":"000000"}"#))
        #expect(try !matches(#"{"otp":"0000000"}"#, #"{"otp":"000000"}"#))
        #expect(try !matches(#"{"otp":"00000"}"#, #"{"otp":"000000"}"#))
        // Escapes are decoded before comparing.
        #expect(try matches(#"{"otp":"\u0030\u00300000"}"#, #"{"otp":"000000"}"#))
        #expect(try matches(#"{"name":"O\u2019zim 😀"}"#, #"{"name":"O’zim \ud83d\ude00"}"#))
        // Types must agree: the string "0" is not the number 0.
        #expect(try !matches(#"{"otp":0}"#, #"{"otp":"0"}"#))
        // Numbers compare by value.
        #expect(try matches(#"{"term":12.0}"#, #"{"term":12}"#))
        #expect(try matches(#"{"term":-0.50}"#, #"{"term":-0.5}"#))
        #expect(try !matches(#"{"term":13}"#, #"{"term":12}"#))
        #expect(try matches(#"{"n":1e3}"#, #"{"n":1e3}"#))
        #expect(try matches(#"{"ok":true,"none":null}"#, #"{"ok":true,"none":null}"#))
        #expect(try !matches(#"{"ok":false}"#, #"{"ok":true}"#))
        // Arrays in order, objects in any order.
        #expect(try matches(#"{"c":["a","b"]}"#, #"{"c":["a","b"]}"#))
        #expect(try !matches(#"{"c":["b","a"]}"#, #"{"c":["a","b"]}"#))
        #expect(try !matches(#"{"c":["a"]}"#, #"{"c":["a","b"]}"#))
        #expect(try matches(#"{"o":{"y":2,"x":[1]}}"#, #"{"o":{"x":[1],"y":2}}"#))
        #expect(try !matches(#"{"o":{"y":2}}"#, #"{"o":{"x":[1],"y":2}}"#))
        #expect(try !matches(#"{"o":{"y":2,"x":[1],"z":0}}"#, #"{"o":{"x":[1],"y":2}}"#))
        // Every condition must hold; a missing key never matches (not even null).
        #expect(try matches(#"{"a":"1","b":"2"}"#, #"{"a":"1","b":"2"}"#))
        #expect(try !matches(#"{"a":"1"}"#, #"{"a":"1","b":"2"}"#))
        #expect(try !matches(#"{}"#, #"{"a":null}"#))
        #expect(try matches(#"{"x":1}"#, #"{}"#))
        // A duplicated key: the last occurrence counts.
        #expect(try matches(#"{"a":"1","a":"2"}"#, #"{"a":"2"}"#))
    }
}
