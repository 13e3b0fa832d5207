import CFormNative
import TestSupport
import Testing

@testable import FormCore

/// The grapheme-count fast path (`fn_grapheme_count_utf8`, behind `ValueText.graphemeCount`)
/// gives ICU's count exactly: on the cases each rule of UAX #29 is about, on every code
/// point's class, and on random strings from mixed scripts compared with ICU itself.
@Suite struct GraphemeCountTests {
    /// The fast path's count, through the store as a rule calls it.
    static func fast(_ bytes: [UInt8], store: SecretStore) -> Int? {
        bytes.withUnsafeBytes { ValueText.graphemeCount($0, scratch: store) }
    }

    /// ICU's count of the whole text (UTF-16, break iterator), or nil for bytes that are not UTF-8.
    static func icu(_ bytes: [UInt8]) -> Int? {
        var units = [UInt16](repeating: 0, count: max(1, bytes.count))
        let capacity = Int32(units.count)
        let n = bytes.withUnsafeBufferPointer { src in
            units.withUnsafeMutableBufferPointer {
                fn_utf8_to_utf16(src.baseAddress, src.count, $0.baseAddress, capacity)
            }
        }
        guard n >= 0 else { return nil }
        let c = units.withUnsafeBufferPointer { fn_grapheme_count($0.baseAddress, n) }
        return c < 0 ? nil : Int(c)
    }

    @Test(arguments: [
        ("👨‍👩‍👧", 1), ("👨‍👩‍👧‍👦x", 2), ("🏳️‍🌈", 1), ("a\u{200D}b", 2), ("👍\u{200D}", 1), ("\u{200D}👍", 2),
        ("🇺🇿", 1), ("🇺🇿🇷🇺", 2), ("🇺🇿🇷", 2), ("🇺", 1), ("a🇺🇿🇷🇺🇺b", 5),
        ("한국어", 3), ("\u{1100}\u{1161}\u{11A8}", 1), ("\u{1100}\u{1100}\u{1161}", 1), ("\u{AC00}\u{11A8}", 1),
        ("\u{1161}\u{1100}", 2), ("\u{11A8}\u{1161}", 2), ("각a", 2),
        ("क्षि", 1), ("नमस्ते", 3), ("क्\u{200D}ष", 1), ("क्\u{93C}क", 1), ("क\u{93C}्क", 1), ("क्a", 2), ("a्क", 2), ("क़", 1),
        ("कि", 1),
        ("ক্ষ", 1), ("ન્ન", 1), ("த்த", 2), ("ก\u{0E33}", 1),
        ("\r\n", 1), ("\r\r\n", 2), ("\n\r", 2), ("a\r\nb", 3), ("\r\n\u{301}", 2),
        ("e\u{301}", 1), ("e\u{301}\u{302}", 1), ("\u{301}", 1), ("\n\u{301}", 2), ("\u{0}\u{301}", 2),
        ("\u{7F}\u{301}", 2),
        ("👍🏽", 1), ("👍🏽👍", 2), ("❤️", 1), ("❤️❤", 2),
        ("🏽\u{200D}😀", 2), ("1\u{200D}😀", 2), ("😀\u{200D}1", 2), ("😀\u{301}\u{200D}😀", 1), ("😀\u{903}\u{200D}😀", 2),
        ("😀\u{200D}\u{301}😀", 2), ("\u{200D}😀", 2), ("\n\u{200D}😀", 3), ("😀\u{200D}😀\u{200D}😀", 1),
        ("\u{301}🇺🇿", 2), ("🇺\u{301}🇿", 2), ("🇺🇿\u{200D}🇷🇺", 2), ("a🇺🇿🇷", 3),
        ("oʻzbek", 6), ("Oʻzbekiston 🇺🇿", 13), ("Привет", 6), ("Ёлка", 4), ("и\u{306}", 1),
        ("\u{600}1", 1), ("\u{600}\n", 2), ("a\u{600}", 2), ("", 0), ("abc", 3), ("\u{10FFFF}", 1),
    ])
    func countsWhatICUCounts(text: String, clusters: Int) throws {
        let store = try SecretStore(capacity: 4096)
        let bytes = Array(text.utf8)
        #expect(GraphemeCountTests.icu(bytes) == clusters, "ICU \(icuVersionNote)")
        #expect(GraphemeCountTests.fast(bytes, store: store) == clusters)
        #expect(store.bytesInUse == 0)
        #expect(store.withRawRegion { $0.allSatisfy { $0 == 0 } }, "no UTF-16 copy is left in the store")
    }

    @Test(
        arguments: [
            [0xFF], [0x61, 0xC0, 0x80], [0xE0, 0x80, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80],
            [0xF5, 0x80, 0x80, 0x80],
            [0xD0], [0xE2, 0x82], [0xF0, 0x9F, 0x91], [0x80], [0xC3, 0xA9, 0xBF],
            [0xF0, 0x9F, 0x91, 0x8D, 0xED, 0xBF, 0xBF],
        ] as [[UInt8]])
    func bytesThatAreNotUTF8HaveNoCount(bytes: [UInt8]) throws {
        let store = try SecretStore(capacity: 4096)
        #expect(GraphemeCountTests.icu(bytes) == nil)
        #expect(GraphemeCountTests.fast(bytes, store: store) == nil)
        // The same bytes after a scalar ICU must count: the run's scan finds them too.
        #expect(GraphemeCountTests.fast(Array("🇺🇿".utf8) + bytes, store: store) == nil)
    }

    /// Every code point's class in the table, probed in contexts where a wrong class changes
    /// the count: `a c ◌́` tells OTHER (2) from CONTROL (3) from a mark (1), `c b` a scalar
    /// that joins what follows, `क c क` a virama that joins two consonants (ICU's Indic
    /// conjunct rule), `😀 ZWJ c` and `c ◌́ ZWJ 😀` an emoji (GB11), `🇺 c` a regional
    /// indicator. A block of code points is one string, compared with ICU.
    @Test func everyCodePointIsClassedAsICUClassesIt() throws {
        let store = try SecretStore(capacity: 1 << 20)
        var mismatches: [String] = []
        for blockStart in stride(from: 0, to: 0x110000, by: 256) {
            var bytes: [UInt8] = []
            for v in blockStart..<blockStart + 256 {
                guard let c = Unicode.Scalar(UInt32(v)) else { continue }
                let one = Array(String(c).utf8)
                bytes += [0x61] + one + [0xCC, 0x81, 0x7C] + one + [0x62, 0x7C]  // a c ◌́ | c b |
                bytes += [0xE0, 0xA4, 0x95] + one + [0xE0, 0xA4, 0x95, 0x7C]  // क c क |
                bytes += Array("😀\u{200D}".utf8) + one + [0x7C]  // 😀 ZWJ c |
                bytes += one + Array("\u{301}\u{200D}😀|".utf8)  // c ◌́ ZWJ 😀 |
                bytes += Array("🇺".utf8) + one + [0x7C]  // RI c |
            }
            if bytes.isEmpty { continue }
            let expected = GraphemeCountTests.icu(bytes)
            let counted = GraphemeCountTests.fast(bytes, store: store)
            if expected != counted {
                mismatches.append(
                    "U+\(String(blockStart, radix: 16)): ICU \(String(describing: expected)), fast \(String(describing: counted))"
                )
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(10))")
    }

    /// 20,000 random strings of up to 16 scalars from mixed scripts and every class, each
    /// compared with ICU (fixed seed; fuzz target `grapheme` does the same on arbitrary bytes).
    @Test func randomMixedScriptStringsCountAsICUCountsThem() throws {
        let store = try SecretStore(capacity: 1 << 16)
        var random = SplitMix64(seed: 0x6772_6170_6865_6d65)
        var differ: [String] = []
        for _ in 0..<20_000 {
            let text = GraphemeSample.string(&random, maxScalars: 16)
            let bytes = Array(text.utf8)
            let expected = GraphemeCountTests.icu(bytes)
            if GraphemeCountTests.fast(bytes, store: store) != expected, differ.count < 10 {
                differ.append(text.unicodeScalars.map { "U+" + String($0.value, radix: 16) }.joined(separator: " "))
            }
        }
        #expect(differ.isEmpty, "\(differ)")
        #expect(store.bytesInUse == 0)
    }

    /// Random bytes, most of them UTF-8 and some not: the same count, or nil, as ICU.
    @Test func randomBytesCountAsICUCountsThem() throws {
        let store = try SecretStore(capacity: 1 << 16)
        var random = SplitMix64(seed: 29)
        var differ: [[UInt8]] = []
        for _ in 0..<5_000 {
            var bytes = Array(GraphemeSample.string(&random, maxScalars: 8).utf8)
            if random.next() % 4 == 0, !bytes.isEmpty {
                bytes[Int(random.next() % UInt64(bytes.count))] = UInt8(truncatingIfNeeded: random.next())
            }
            if GraphemeCountTests.fast(bytes, store: store) != GraphemeCountTests.icu(bytes), differ.count < 10 {
                differ.append(bytes)
            }
        }
        #expect(differ.isEmpty, "\(differ)")
    }

    private var icuVersionNote: String {
        "(the expected counts are ICU 72's: Unicode 15.0, with ICU's Indic conjunct rule)"
    }
}

/// Random text for grapheme tests: scalars drawn from pools of every script and class the
/// rules of UAX #29 treat apart, and now and then any scalar at all.
enum GraphemeSample {
    static let pools: [[ClosedRange<UInt32>]] = [
        [0x20...0x7E],  // ASCII
        [0x0D...0x0D, 0x0A...0x0A, 0x00...0x1F, 0x7F...0x9F],  // CR, LF, controls
        [0x0400...0x04FF, 0x02BB...0x02BC],  // Cyrillic, Uzbek ʻ ʼ
        [0x0300...0x036F, 0x0483...0x0489, 0x20D0...0x20F0, 0xFE20...0xFE2F],  // combining marks
        // Devanagari, Bengali, Gujarati: virama, nukta, vowel signs
        [0x0900...0x097F, 0x0980...0x09FF, 0x0A80...0x0AFF],
        [0x0B00...0x0B7F, 0x0B80...0x0BFF, 0x0C00...0x0C7F, 0x0D00...0x0D7F],  // Oriya, Tamil, Telugu, Malayalam
        // conjuncts
        [0x0915...0x0939, 0x094D...0x094D, 0x094D...0x094D, 0x093C...0x093C, 0x0951...0x0952, 0x200D...0x200D],
        [0x0E00...0x0E7F],  // Thai (SARA AM is a SpacingMark)
        [0x1100...0x11FF, 0xAC00...0xAC40, 0xD7B0...0xD7FF],  // Hangul jamo L V T, syllables LV LVT
        [0x1F1E6...0x1F1FF],  // regional indicators
        [0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x2600...0x27BF, 0x00A9...0x00A9],  // Extended_Pictographic
        [0x1F3FB...0x1F3FF, 0xFE0E...0xFE0F, 0x200D...0x200D, 0x200C...0x200C],  // skin tones, VS15/16, ZWJ, ZWNJ
        [0x0600...0x0605, 0x06DD...0x06DD, 0x110BD...0x110BD, 0x0D4E...0x0D4E],  // Prepend
        [0x4E00...0x9FFF, 0x3040...0x30FF],  // CJK, kana
        [0xE0020...0xE007F, 0xE0000...0xE0FFF],  // tags, default-ignorable controls
        [0x0000...0x10FFFF],  // anything
    ]

    static func string(_ random: inout SplitMix64, maxScalars: Int) -> String {
        var s = String.UnicodeScalarView()
        let n = random.below(maxScalars + 1)
        // A string mostly keeps to a couple of pools, as real text does.
        let home = [random.below(pools.count), random.below(pools.count)]
        while s.count < n {
            let pool = pools[random.below(4) == 0 ? random.below(pools.count) : home[random.below(2)]]
            let range = pool[random.below(pool.count)]
            let v = range.lowerBound + UInt32(random.below(Int(range.upperBound - range.lowerBound) + 1))
            if let scalar = Unicode.Scalar(v) { s.append(scalar) }
        }
        return String(s)
    }
}
