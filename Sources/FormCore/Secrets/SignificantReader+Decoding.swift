/// How `SignificantReader` decodes one character (docs/contract.md, "Submission": the
/// spellings the gate reads). A character is a UTF-8 scalar or an escape: `%XX`, an HTML
/// character reference, a JSON escape or a display escape. What an escape decodes to may
/// start another one with the text after it (`%25` + `34`, `&amp;` + `#52;`, `\\` +
/// `u0034`), which is decoded in turn: a fixed point, reached within `decodingDepth`
/// decodings per character.
extension SignificantReader {
    /// At most this many escapes are decoded into one character.
    static let decodingDepth = 8

    /// The character at `i`, fully decoded, and where the next one starts. Bytes that are
    /// not UTF-8, and halves of a surrogate pair alone, read as U+FFFD.
    func decode(_ i: Int) -> (UInt32, Int) {
        let (c, end) = decode(i, depth: Self.decodingDepth)
        return ((0xD800...0xDFFF).contains(c) ? 0xFFFD : c, end)
    }

    /// The character at `i` with at most `depth` escapes decoded. An escape's own
    /// characters are read as written first (`\\u0034` is `\\` then `\u0034`), then
    /// decoded (`%26%2352%3B` is `&#52;`).
    func decode(_ i: Int, depth: Int) -> (UInt32, Int) {
        var (c, end) = raw(i)
        var left = depth
        while left > 0, c == 0x25 || c == 0x26 || c == 0x5C {
            let decoded = escape(c, end, depth: 0) ?? (left > 1 ? escape(c, end, depth: left - 1) : nil)
            guard let decoded else { break }
            (c, end) = decoded
            left -= 1
        }
        return (c, end)
    }

    /// The escape that `introducer` (`%`, `&` or `\`) starts, its characters from `i` on.
    private func escape(_ introducer: UInt32, _ i: Int, depth: Int) -> (UInt32, Int)? {
        switch introducer {
        case 0x25: return percent(i, depth: depth)
        case 0x26: return reference(i, depth: depth)
        default: return backslash(i, depth: depth)
        }
    }

    /// The character at `i`, decoded with `depth`, or nil at the end of the text.
    private func character(_ i: Int, depth: Int) -> (UInt32, Int)? {
        i < text.count ? decode(i, depth: depth) : nil
    }

    /// A scalar written as UTF-8 at `i`, no escape decoded.
    private func raw(_ i: Int) -> (UInt32, Int) {
        let lead = text[i]
        if lead < 0x80 { return (UInt32(lead), i + 1) }
        return utf8(lead: lead, after: i + 1) { j in j < text.count ? (text[j], j + 1) : nil }
    }

    /// A UTF-8 sequence from its lead byte, its other bytes read by `byte`; U+FFFD (and
    /// only the lead consumed) when it is not one.
    private func utf8(lead: UInt8, after: Int, _ byte: (Int) -> (UInt8, Int)?) -> (UInt32, Int) {
        let length: Int
        let initial: UInt32
        switch lead {
        case 0xC2...0xDF: (length, initial) = (2, UInt32(lead & 0x1F))
        case 0xE0...0xEF: (length, initial) = (3, UInt32(lead & 0x0F))
        case 0xF0...0xF4: (length, initial) = (4, UInt32(lead & 0x07))
        default: return (0xFFFD, after)
        }
        var scalar = initial
        var next = after
        for _ in 1..<length {
            guard let (b, end) = byte(next), b & 0xC0 == 0x80 else { return (0xFFFD, after) }
            scalar = scalar << 6 | UInt32(b & 0x3F)
            next = end
        }
        let smallest: UInt32 = length == 2 ? 0x80 : length == 3 ? 0x800 : 0x10000
        guard scalar >= smallest, scalar <= 0x10FFFF, !(0xD800...0xDFFF).contains(scalar) else {
            return (0xFFFD, after)
        }
        return (scalar, next)
    }

    // MARK: percent-encoding

    /// After a `%` that ends at `i`: two hex digits; a byte from 0x80 is the lead of a UTF-8
    /// sequence whose other bytes are percent-encoded too, as deeply (`%25D0%25B4`).
    private func percent(_ i: Int, depth: Int) -> (UInt32, Int)? {
        guard let (b, end) = hexByte(i, depth: depth) else { return nil }
        if b < 0x80 { return (UInt32(b), end) }
        return utf8(lead: b, after: end) { j in percentByte(j, depth: Self.decodingDepth) }
    }

    /// Two hex digits at `i`, as a byte.
    private func hexByte(_ i: Int, depth: Int) -> (UInt8, Int)? {
        guard let (h, mid) = character(i, depth: depth), let hi = HexDigit.value(h),
            let (l, end) = character(mid, depth: depth), let lo = HexDigit.value(l)
        else { return nil }
        return (hi << 4 | lo, end)
    }

    /// A byte at `i` written as `%XX`, `%` itself percent-encoded any number of times
    /// within `depth` (`%2525B4`), or as it is.
    private func percentByte(_ i: Int, depth: Int) -> (UInt8, Int)? {
        guard i < text.count else { return nil }
        guard text[i] == 0x25 else { return (text[i], i + 1) }
        var at = i + 1
        var left = depth
        while left > 0, let (b, end) = hexByte(at, depth: 0) {
            if b != 0x25 { return (b, end) }
            at = end
            left -= 1
        }
        return nil
    }

    // MARK: HTML character references

    /// The names of the references that `html.escape` and its kin write.
    private static let named: [(name: [UInt8], scalar: UInt32)] = [
        (Array("amp".utf8), 0x26), (Array("lt".utf8), 0x3C), (Array("gt".utf8), 0x3E),
        (Array("quot".utf8), 0x22), (Array("apos".utf8), 0x27), (Array("nbsp".utf8), 0xA0),
    ]

    /// After a `&` that ends at `i`: `#NN;`, `#xNN;` (the `;` may be left out) or a name and `;`.
    private func reference(_ i: Int, depth: Int) -> (UInt32, Int)? {
        guard let (first, afterFirst) = character(i, depth: depth) else { return nil }
        guard first == 0x23 else { return namedReference(first, afterFirst, depth: depth) }
        guard let (x, afterX) = character(afterFirst, depth: depth) else { return nil }
        let radix: UInt32 = x == 0x78 || x == 0x58 ? 16 : 10
        var at = radix == 16 ? afterX : afterFirst
        var value: UInt32 = 0
        var digits = 0
        while digits < 8, let (c, end) = character(at, depth: depth), let d = Self.digit(c, radix: radix) {
            value = value * radix + d
            digits += 1
            at = end
        }
        guard digits > 0 else { return nil }
        if let (c, end) = character(at, depth: depth), c == 0x3B { at = end }
        let valid = value > 0 && value <= 0x10FFFF && !(0xD800...0xDFFF).contains(value)
        return (valid ? value : 0xFFFD, at)
    }

    private static func digit(_ c: UInt32, radix: UInt32) -> UInt32? {
        if radix == 16 { return HexDigit.value(c).map(UInt32.init) }
        return (0x30...0x39).contains(c) ? c - 0x30 : nil
    }

    private func namedReference(_ first: UInt32, _ afterFirst: Int, depth: Int) -> (UInt32, Int)? {
        for (name, scalar) in Self.named where UInt32(name[0]) == first {
            var at = afterFirst
            var matched = true
            for b in name.dropFirst() {
                guard let (c, end) = character(at, depth: depth), c == UInt32(b) else {
                    matched = false
                    break
                }
                at = end
            }
            if matched, let (c, end) = character(at, depth: depth), c == 0x3B { return (scalar, end) }
        }
        return nil
    }

    // MARK: backslash escapes

    /// After a `\` that ends at `i`: a JSON escape (`\u0034`, a surrogate pair, `\/`, `\"`,
    /// `\\`, `\n`, …) or a display escape (`\x7f`, `\u{202e}`); nil when it starts none.
    private func backslash(_ i: Int, depth: Int) -> (UInt32, Int)? {
        guard let (c, after) = character(i, depth: depth) else { return nil }
        switch c {
        case 0x75:  // u
            if after < text.count, text[after] == 0x7B { return braced(after + 1) }
            guard let high = hex4(after) else { return nil }
            if (0xD800...0xDBFF).contains(high), after + 4 < text.count {
                let (low, end) = decode(after + 4, depth: Self.decodingDepth)
                if (0xDC00...0xDFFF).contains(low) { return (0x10000 + (high - 0xD800) << 10 + (low - 0xDC00), end) }
            }
            return (high, after + 4)
        case 0x78:  // x
            return hexByte(after, depth: 0).map { (UInt32($0.0), $0.1) }
        case 0x22, 0x5C, 0x2F: return (c, after)
        case 0x62: return (0x08, after)
        case 0x66: return (0x0C, after)
        case 0x6E: return (0x0A, after)
        case 0x72: return (0x0D, after)
        case 0x74: return (0x09, after)
        default: return nil
        }
    }

    /// `\u{…}` after its brace: one to six hex digits and `}`.
    private func braced(_ i: Int) -> (UInt32, Int)? {
        var value: UInt32 = 0
        var at = i
        while at < text.count, at - i < 6, let d = HexDigit.value(text[at]) {
            value = value << 4 | UInt32(d)
            at += 1
        }
        guard at > i, at < text.count, text[at] == 0x7D else { return nil }
        let valid = value <= 0x10FFFF && !(0xD800...0xDFFF).contains(value)
        return (valid ? value : 0xFFFD, at + 1)
    }

    private func hex4(_ i: Int) -> UInt32? {
        guard i + 4 <= text.count else { return nil }
        var v: UInt32 = 0
        for k in i..<(i + 4) {
            guard let d = HexDigit.value(text[k]) else { return nil }
            v = v << 4 | UInt32(d)
        }
        return v
    }
}
