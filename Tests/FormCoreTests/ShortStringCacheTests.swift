import Testing
@testable import FormCore

/// The parser's cache of short keys gives back exactly the text it is asked for,
/// whatever it held before (slots are shared by different strings).
@Suite struct ShortStringCacheTests {
    @Test func givesBackTheTextOfTheBytes() {
        var cache = ShortStringCache()
        let words = ["id", "type", "props", "stateKey", "validations", "errorMessage", "", "ö", "sixteen_bytes_ab", "id"]
            + (0..<600).map { "k\($0)" }
        for _ in 0..<2 {
            for w in words {
                let got = Array(w.utf8).withUnsafeBytes { cache.string($0) }
                #expect(got == w)
            }
        }
    }

    @Test func keysOfEveryLengthParseAsWritten() throws {
        let keys = (0...20).map { String(repeating: "k", count: $0) } + ["ключ", "a\\u0062c"]
        let text = "{" + keys.enumerated().map { "\"\($1)\": \($0)" }.joined(separator: ", ") + "}"
        let value = try JSONParser.parse(text)
        #expect(value.objectValue?.keys == (0...20).map { String(repeating: "k", count: $0) } + ["ключ", "abc"])
    }
}
