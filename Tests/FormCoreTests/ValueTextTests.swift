import Testing

@testable import FormCore

/// Text operations on value bytes: blank, grapheme count (ICU), trimming, UTF-8 checks.
@Suite struct ValueTextTests {
    func with<R>(_ s: String, _ body: (UnsafeRawBufferPointer) -> R) -> R {
        var copy = s
        return copy.withUTF8 { body(UnsafeRawBufferPointer($0)) }
    }

    @Test(arguments: ["👍🏽", "e\u{301}", "🇺🇿", "👨‍👩‍👧‍👦", "\r\n", "ё", "a", "á\u{328}", "각"])
    func oneCharacterIsOneGrapheme(text: String) throws {
        let store = try SecretStore(capacity: 4096)
        #expect(text.count == 1)
        #expect(with(text) { ValueText.graphemeCount($0, scratch: store) } == 1)
        #expect(store.bytesInUse == 0)
        #expect(store.withRawRegion { $0.allSatisfy { $0 == 0 } }, "the UTF-16 scratch copy is zeroed")
    }

    @Test(arguments: ["", "abc", "Oʻzbekiston 🇺🇿", "a👍🏽e\u{301}\r\nz", "a\r\nb\r\r\n\n\u{7}", "\r\n"])
    func graphemeCountMatchesSwiftCharacters(text: String) throws {
        let store = try SecretStore(capacity: 4096)
        #expect(with(text) { ValueText.graphemeCount($0, scratch: store) } == text.count)
    }

    @Test func invalidUTF8HasNoGraphemeCount() throws {
        let store = try SecretStore(capacity: 4096)
        let bad: [UInt8] = [0x61, 0xFF, 0x62]
        #expect(bad.withUnsafeBytes { ValueText.graphemeCount($0, scratch: store) } == nil)
        #expect(bad.withUnsafeBytes { ValueText.isValidUTF8($0) } == false)
    }

    @Test(arguments: [
        ("", true), (" \t\r\n", true), ("\u{A0}\u{2003}\u{3000}", true), (" a ", false), ("\u{200B}", true),
        ("\u{200B}\u{3000}\n", true), ("\u{200B}Привет", false), ("oʻ\u{200B}", false), ("\u{200C}", false),
    ])
    func blank(text: String, blank: Bool) {
        #expect(with(text) { ValueText.isBlank($0) } == blank)
    }

    /// `isBlank` decides from the first two bytes alone when they start no blank scalar:
    /// every blank scalar's first two bytes are ones it looks further for.
    @Test func everyBlankScalarsLeadByteIsLookedAt() {
        for v in UInt32(0)...0x10FFFF {
            guard let s = Unicode.Scalar(v), BlankScalars.contains(s) else { continue }
            let bytes = Array(String(s).utf8)
            #expect(ValueText.mayStartBlank(bytes[0], bytes.count > 1 ? bytes[1] : 0), "U+\(String(v, radix: 16))")
            #expect(bytes.withUnsafeBytes { ValueText.isBlank($0) })
        }
        #expect(with("Привет") { ValueText.isBlank($0) } == false)
        #expect(with("❤ ") { ValueText.isBlank($0) } == false)
        #expect(with("\u{2003}\u{A0}") { ValueText.isBlank($0) })
        #expect([UInt8]([0xE2]).withUnsafeBytes { ValueText.isBlank($0) } == false)
        #expect([UInt8]([0xFF, 0x20]).withUnsafeBytes { ValueText.isBlank($0) } == false)
    }

    @Test func trimmedRangeDropsBlankScalars() {
        #expect(with("\u{3000} 12,5\t") { ValueText.trimmedRange($0) } == 4..<8)
        #expect(with("   ") { ValueText.trimmedRange($0) } == 0..<0)
        #expect(with("\u{200B}12\u{200B}\u{3000}") { ValueText.trimmedRange($0) } == 3..<5)
        #expect(with("\u{200B}") { ValueText.trimmedRange($0) } == 0..<0)
    }

    @Test func aSecretIsMaskedAllOrLastFour() {
        #expect(with("4111 1111 1111 1234") { SecretMask.display($0, mask: .last4) } == "•••• 1234")
        #expect(with("4111111111111234") { SecretMask.display($0, mask: .all) } == "••••")
        #expect(with("1234") { SecretMask.display($0, mask: .last4) } == "••••")
    }
}
