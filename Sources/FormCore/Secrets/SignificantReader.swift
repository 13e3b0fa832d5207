/// One significant character of a text (SPEC §6, the spellings of a secret): its folded
/// value, where it was in the text, and how many characters that do not count were
/// skipped just before it.
struct SignificantCharacter {
    /// The character as compared: an ASCII digit for any Unicode decimal digit, ASCII for
    /// a full-width form, an ASCII letter in lower case; other scalars as they are.
    var value: UInt32
    /// Byte offsets into the text: a whole escape sequence or UTF-8 scalar.
    var start: Int
    var end: Int
    /// Characters skipped since the previous significant one (separators, controls,
    /// invisible formatting).
    var skipped: Int

    var isDigit: Bool { value >= 0x30 && value <= 0x39 }
}

/// Reads a text as its significant characters, left to right, once. Every spelling SPEC
/// §6 names comes out the same:
/// - JSON escapes are decoded: `\u0034` (surrogate pairs included), `\/`, `\"`, `\\`;
/// - percent-encoded bytes are decoded, UTF-8 sequences across several `%XX` included;
/// - separators (space, dash, dot, slash and their Unicode and full-width kin), control
///   characters and invisible formatting characters are skipped;
/// - Unicode decimal digits of any script become ASCII digits, full-width forms their
///   ASCII originals, and ASCII letters lower case.
///
/// No copy of the text is made: the reader walks the bytes in place.
struct SignificantReader {
    private let text: UnsafeRawBufferPointer
    private var at = 0

    init(_ text: UnsafeRawBufferPointer) { self.text = text }

    /// The next significant character, or nil at the end.
    mutating func next() -> SignificantCharacter? {
        var skipped = 0
        while at < text.count {
            let start = at
            let (scalar, end) = decode(at)
            at = end
            if let value = SignificantReader.fold(scalar) {
                return SignificantCharacter(value: value, start: start, end: end, skipped: skipped)
            }
            skipped += 1
        }
        return nil
    }

    // MARK: decoding

    /// The scalar at `i` and where the next one starts: a JSON escape, or UTF-8 whose
    /// bytes may each be percent-encoded. Bytes that are not UTF-8 read as U+FFFD.
    private func decode(_ i: Int) -> (UInt32, Int) {
        if text[i] == 0x5C, let escape = jsonEscape(i) { return escape }
        let (lead, afterLead) = unit(i)
        if lead < 0x80 { return (UInt32(lead), afterLead) }
        let length: Int, initial: UInt32
        switch lead {
        case 0xC2...0xDF: (length, initial) = (2, UInt32(lead & 0x1F))
        case 0xE0...0xEF: (length, initial) = (3, UInt32(lead & 0x0F))
        case 0xF0...0xF4: (length, initial) = (4, UInt32(lead & 0x07))
        default: return (0xFFFD, afterLead)
        }
        var scalar = initial
        var next = afterLead
        for _ in 1..<length {
            guard next < text.count else { return (0xFFFD, afterLead) }
            let (byte, after) = unit(next)
            guard byte & 0xC0 == 0x80 else { return (0xFFFD, afterLead) }
            scalar = scalar << 6 | UInt32(byte & 0x3F)
            next = after
        }
        let smallest: UInt32 = length == 2 ? 0x80 : length == 3 ? 0x800 : 0x10000
        guard scalar >= smallest, scalar <= 0x10FFFF, !(0xD800...0xDFFF).contains(scalar) else { return (0xFFFD, afterLead) }
        return (scalar, next)
    }

    /// One byte: `%XX` decoded, or the byte itself.
    private func unit(_ i: Int) -> (UInt8, Int) {
        if text[i] == 0x25, i + 2 < text.count, let hi = SignificantReader.hex(text[i + 1]), let lo = SignificantReader.hex(text[i + 2]) {
            return (hi << 4 | lo, i + 3)
        }
        return (text[i], i + 1)
    }

    /// A JSON escape at `i` (a backslash): `\uXXXX` (a pair of them for a surrogate pair)
    /// or one of `\" \\ \/ \b \f \n \r \t`; nil when the backslash starts none.
    private func jsonEscape(_ i: Int) -> (UInt32, Int)? {
        guard i + 1 < text.count else { return nil }
        switch text[i + 1] {
        case 0x75:  // u
            guard let high = hex4(i + 2) else { return nil }
            if (0xD800...0xDBFF).contains(high), text.count > i + 7, text[i + 6] == 0x5C, text[i + 7] == 0x75,
               let low = hex4(i + 8), (0xDC00...0xDFFF).contains(low) {
                return (0x10000 + (high - 0xD800) << 10 + (low - 0xDC00), i + 12)
            }
            return ((0xD800...0xDFFF).contains(high) ? 0xFFFD : high, i + 6)
        case 0x22, 0x5C, 0x2F: return (UInt32(text[i + 1]), i + 2)
        case 0x62: return (0x08, i + 2)
        case 0x66: return (0x0C, i + 2)
        case 0x6E: return (0x0A, i + 2)
        case 0x72: return (0x0D, i + 2)
        case 0x74: return (0x09, i + 2)
        default: return nil
        }
    }

    private func hex4(_ i: Int) -> UInt32? {
        guard i + 4 <= text.count else { return nil }
        var v: UInt32 = 0
        for k in i..<(i + 4) {
            guard let d = SignificantReader.hex(text[k]) else { return nil }
            v = v << 4 | UInt32(d)
        }
        return v
    }

    static func hex(_ b: UInt8) -> UInt8? {
        switch b {
        case 0x30...0x39: return b - 0x30
        case 0x41...0x46: return b - 0x41 + 10
        case 0x61...0x66: return b - 0x61 + 10
        default: return nil
        }
    }

    // MARK: folding

    /// The scalar as compared, or nil when it does not count (a separator, a control or
    /// an invisible formatting character).
    static func fold(_ scalar: UInt32) -> UInt32? {
        if scalar < 0x80 { return foldASCII(scalar) }
        switch scalar {
        case 0x80...0x9F: return nil
        case 0xFF01...0xFF5E: return foldASCII(scalar - 0xFEE0)
        default: break
        }
        guard let s = Unicode.Scalar(scalar) else { return scalar }
        let properties = s.properties
        switch properties.generalCategory {
        case .spaceSeparator, .lineSeparator, .paragraphSeparator, .format, .control, .dashPunctuation: return nil
        case .decimalNumber:
            if let v = properties.numericValue, v >= 0, v <= 9 { return 0x30 + UInt32(v) }
            return scalar
        default: return scalar
        }
    }

    /// ASCII: controls, DEL, space, `-`, `.` and `/` do not count; letters fold to lower case.
    @inline(__always)
    static func foldASCII(_ c: UInt32) -> UInt32? {
        switch c {
        case 0..<0x20, 0x7F, 0x20, 0x2D, 0x2E, 0x2F: return nil
        case 0x41...0x5A: return c | 0x20
        default: return c
        }
    }
}
