import TestSupport
import Testing

@testable import FormCore

/// The gate's scan for card numbers when no secret is known (`CardNumberScan`, which reads
/// plain ASCII and two-byte letters inline) finds exactly the spans that feeding every
/// significant character `SignificantReader` gives to `CardNumberRun` finds, on text in
/// Cyrillic, Uzbek with ʻ and emoji, with card numbers alone and in groups, digits of other
/// scripts, escapes of every kind, separators, line breaks and terminal escape sequences.
/// Fixed seed.
@Suite struct CardNumberScanTests {
    /// Pieces of text: words, separators, invisible characters, digits in several spellings.
    static let pieces: [String] = [
        "Поле 7 обязательно", "toʻldirilishi", "oʻ", "ΑΒΓ", "Ĳ", "👍🏽", "🇺🇿", "👨‍👩‍👧", "❤️", "ok\n", ": ", "f12: ", ", ",
        " ", "-", ".", "/", "+", "\t", "\r\n", "\u{00A0}", "\u{00AD}", "\u{2011}", "\u{200B}", "\u{2028}", "\u{0085}",
        "\u{1B}[31m", "\u{1B}]0;x\u{07}", "\u{009B}1m", "\\", "%", "%2", "%zz", "\\q", "&", "&amp;", "&#52;", "&#x34;",
        "\\u0034", "\\u00a0", "\\x7f", "%34", "%2534", "%D9%A4", "\\\"", "٤", "۵", "߃", "४", "４", "𝟕", "x",
        "2026-12-06 21:06:39",
    ]

    /// Digits in some spelling, and a card number in groups (Luhn-valid or one digit off).
    static func digits(_ g: inout SplitMix64) -> String {
        var digits = (0..<15).map { _ in Int.random(in: 0...9, using: &g) }
        var sum = 0
        for (i, d) in digits.reversed().enumerated() { sum += i % 2 == 0 ? (d * 2 > 9 ? d * 2 - 9 : d * 2) : d }
        digits.append((10 - sum % 10) % 10)
        switch Int.random(in: 0..<4, using: &g) {
        case 0: digits = Array(digits.prefix(Int.random(in: 1...12, using: &g)))
        case 1: digits[3] = (digits[3] + 1) % 10
        default: break
        }
        let separators = ["", "", " ", " - ", "\u{00A0}", "\\u0020", "  ", "+", ":", "\n"]
        let every = [1, 4, 4, 16].randomElement(using: &g) ?? 4
        return digits.enumerated().map { i, d in
            let spelled =
                [
                    String(d), String(d), String(d), "\\u003\(d)", "%3\(d)", "&#\(48 + d);",
                    String(Character(Unicode.Scalar(0x0660 + UInt32(d)) ?? "0")),
                ].randomElement(using: &g) ?? String(d)
            return spelled + ((i + 1) % every == 0 ? (separators.randomElement(using: &g) ?? "") : "")
        }.joined()
    }

    static func text(_ g: inout SplitMix64) -> String {
        (0..<Int.random(in: 1...60, using: &g)).map { _ in
            Int.random(in: 0..<6, using: &g) == 0 ? digits(&g) : (pieces.randomElement(using: &g) ?? "")
        }.joined()
    }

    @Test func theScanFindsWhatTheFullReadingFinds() {
        var g = SplitMix64(seed: 0xCA4D_2026)
        var found = 0
        for _ in 0..<3000 {
            let text = CardNumberScanTests.text(&g)
            var t = text
            t.withUTF8 { utf8 in
                let bytes = UnsafeRawBufferPointer(utf8)
                var scan = CardNumberScan(bytes)
                let fast = scan.spans().map { "\($0.range) \($0.shown)" }
                let full = SignificantText(bytes, cardNumbers: true).cards.map { "\($0.range) \($0.shown)" }
                #expect(fast == full, "\(text.debugDescription)")
                found += full.count
            }
        }
        #expect(found > 300, "the texts hold card numbers to find")
    }

    /// What the scan reads inline is what the reader's rules say: two-byte letters of
    /// U+00C0–U+052F are significant as they are.
    @Test func twoByteLettersAreSignificantAsTheyAre() {
        for v in UInt32(0xC0)...0x52F {
            #expect(SignificantReader.classify(v) == .significant(v), "U+\(String(v, radix: 16))")
        }
    }
}
