import Testing

@testable import FormCore

/// The parser's cache of short keys gives back exactly the text it is asked for,
/// whatever it held before (slots are shared by different strings).
@Suite struct ShortStringCacheTests {
    @Test func givesBackTheTextOfTheBytes() {
        var cache = ShortStringCache()
        let words =
            ["id", "type", "props", "stateKey", "validations", "errorMessage", "", "ö", "sixteen_bytes_ab", "id"]
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

    /// Read as words from a longer buffer, a string is exactly its own bytes: what
    /// follows it never makes two strings of one prefix the same entry.
    @Test func paddedReadsStopAtTheLength() {
        var cache = ShortStringCache()
        let text = Array("abcdefghijklmnopqrstuvwxyz0123456789".utf8)
        for _ in 0..<2 {
            for start in [0, 3] {
                for n in 0...ShortStringCache.maxLength {
                    let got = text.withUnsafeBytes {
                        cache.string(UnsafeRawBufferPointer(rebasing: $0[start..<start + n]), padded: true)
                    }
                    #expect(got == String(decoding: text[start..<start + n], as: UTF8.self))
                }
            }
        }
        let other = Array("abcdefgh-ijklmnopqrstuvwxyz".utf8)
        let got = other.withUnsafeBytes { cache.string(UnsafeRawBufferPointer(rebasing: $0[0..<9]), padded: true) }
        #expect(got == "abcdefgh-")
    }

    /// Keys read in turn stay cached even when they share a hash (`screenId`, `props`
    /// and `rule` share one slot's hash): each is made once.
    @Test func keysReadInTurnAreMadeOnce() {
        var cache = ShortStringCache()
        for _ in 0..<100 {
            for key in ["props", "rule", "id", "type", "errorMessage", "label", "stateKey", "validations"] {
                let got = Array(key.utf8).withUnsafeBytes { cache.string($0) }
                #expect(got == key)
            }
        }
        #expect(cache.misses == 8)
    }
}
