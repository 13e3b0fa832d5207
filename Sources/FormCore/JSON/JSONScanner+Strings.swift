/// Strings: checked in full as they are stepped over (escapes, surrogate pairs, UTF-8,
/// no raw control characters), then decoded on demand. Decoded text is never longer
/// than its source, so a string can be decoded in place.
extension JSONScanner {
    /// A string token: where its text lies (between the quotes) and whether it holds escapes.
    public struct StringToken: Sendable {
        /// The bytes between the quotes, escapes still written as in the source.
        public let content: Range<Int>
        /// Whether `content` holds a backslash escape (else it is the text as is).
        public let hasEscapes: Bool
    }

    // MARK: reading

    /// Reads a string, checking every escape and the UTF-8 of its text.
    @inline(__always)
    public mutating func string() throws(JSONSyntaxError) -> StringToken {
        let start = offset &+ 1
        let i = plainRun(from: start)
        // Most strings are plain ASCII up to their closing quote.
        guard i < end && byte(i) == UInt8(ascii: "\"") else { return try stringTail(from: i, start: start) }
        offset = i &+ 1
        return StringToken(content: Range(uncheckedBounds: (start, i)), hasEscapes: false)
    }

    /// The rest of a string whose text starts at `start`, from its first byte at `i` that
    /// is not plain ASCII text.
    @inline(never)
    private mutating func stringTail(from i: Int, start: Int) throws(JSONSyntaxError) -> StringToken {
        let quote = start &- 1
        var escapes = false
        offset = i
        while true {
            guard offset < end else {
                offset = quote
                throw error("unterminated string")
            }
            let b = byte(offset)
            if b == UInt8(ascii: "\"") { break }
            if b == UInt8(ascii: "\\") {
                escapes = true
                try escape()
            } else if b < 0x20 {
                throw error("control character \(describe(b)) in a string (escape it)")
            } else if b >= 0x80 {
                // A run of scalars outside ASCII, two-byte ones (Cyrillic, Latin with
                // diacritics) checked inline.
                repeat {
                    if byte(offset) &- 0xC2 < 0x1E, offset &+ 1 < end, byte(offset &+ 1) & 0xC0 == 0x80 {
                        offset &+= 2
                        continue
                    }
                    let n = utf8SequenceLength(at: offset)
                    guard n > 0 else { throw error("invalid UTF-8 in a string", at: quote) }
                    offset &+= n
                } while offset < end && byte(offset) >= 0x80
            }
            offset = plainRun(from: offset)
        }
        let token = StringToken(content: start..<offset, hasEscapes: escapes)
        offset &+= 1
        return token
    }

    /// The end of the run of plain ASCII text (no quote, backslash, control character or
    /// non-ASCII byte) that starts at `start`, eight bytes at a time where it can.
    @inline(__always)
    func plainRun(from start: Int) -> Int {
        var i = start
        while i &+ 8 <= end {
            let w = word(i)
            // The high bit of a byte is set in `stop` where the byte is not ASCII, or a
            // subtraction wraps because it is below 0x20, a quote or a backslash. A borrow
            // only leaves a byte that wrapped, so the lowest flag is the first such byte.
            let ones: UInt64 = 0x0101_0101_0101_0101
            let stop =
                (w | (w &- ones &* 0x20) | ((w ^ ones &* 0x22) &- ones) | ((w ^ ones &* 0x5C) &- ones))
                & 0x8080_8080_8080_8080
            if stop != 0 { return i &+ stop.trailingZeroBitCount &>> 3 }
            i &+= 8
        }
        while i < end {
            let b = byte(i)
            if b < 0x20 || b >= 0x80 || b == 0x22 || b == 0x5C { return i }
            i &+= 1
        }
        return i
    }

    /// Checks the escape at `offset` (the backslash) and steps over it.
    private mutating func escape() throws(JSONSyntaxError) {
        guard offset &+ 1 < end else { throw error("unterminated escape") }
        let c = byte(offset &+ 1)
        switch c {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
            UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            offset &+= 2
        case UInt8(ascii: "u"):
            guard let (_, length) = JSONScanner.unicodeEscape(bytes, at: offset) else {
                throw error(
                    JSONScanner.hex4(bytes, at: offset &+ 2) == nil
                        ? "invalid \\u escape" : "unpaired surrogate in a \\u escape")
            }
            offset &+= length
        default:
            offset &+= 1
            throw error("invalid escape \\\(describe(c))")
        }
    }

    /// The scalar of the `\uXXXX` escape (a surrogate pair joined) at `i`, and the bytes
    /// it takes; nil for bad hex digits or a surrogate that is not part of a pair.
    static func unicodeEscape(_ b: UnsafeRawBufferPointer, at i: Int) -> (Unicode.Scalar, Int)? {
        guard let high = hex4(b, at: i + 2) else { return nil }
        if (0xDC00...0xDFFF).contains(high) { return nil }
        guard (0xD800...0xDBFF).contains(high) else { return Unicode.Scalar(high).map { ($0, 6) } }
        guard i + 7 < b.count, b[i + 6] == UInt8(ascii: "\\"), b[i + 7] == UInt8(ascii: "u"),
            let low = hex4(b, at: i + 8), (0xDC00...0xDFFF).contains(low)
        else { return nil }
        return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)).map { ($0, 12) }
    }

    private static func hex4(_ b: UnsafeRawBufferPointer, at i: Int) -> UInt32? {
        guard i + 4 <= b.count else { return nil }
        var v: UInt32 = 0
        for k in i..<i + 4 {
            guard let d = HexDigit.value(b[k]) else { return nil }
            v = v << 4 | UInt32(d)
        }
        return v
    }

    // MARK: decoding

    /// Writes the text of a string read by `string()` to `out`, escapes decoded, and
    /// returns its length (never more than `token.content.count`). `out` may be the
    /// token's own bytes: decoding never writes ahead of what it has read.
    public static func decode(_ token: StringToken, in bytes: UnsafeRawBufferPointer, into out: UnsafeMutableRawPointer)
        -> Int
    {
        let raw = UnsafeRawBufferPointer(rebasing: bytes[token.content])
        guard token.hasEscapes else {
            if let src = raw.baseAddress, src != UnsafeRawPointer(out) {
                out.copyMemory(from: src, byteCount: raw.count)
            }
            return raw.count
        }
        var n = 0
        forEachByte(of: token, in: bytes) { b in
            out.storeBytes(of: b, toByteOffset: n, as: UInt8.self)
            n += 1
        }
        return n
    }

    /// Passes each byte of a string's text (escapes decoded) to `body`, in order.
    @inline(__always)
    static func forEachByte(of token: StringToken, in bytes: UnsafeRawBufferPointer, _ body: (UInt8) -> Void) {
        let raw = UnsafeRawBufferPointer(rebasing: bytes[token.content])
        var k = 0
        while k < raw.count {
            let b = raw[k]
            guard b == UInt8(ascii: "\\") else {
                body(b)
                k += 1
                continue
            }
            switch raw[k + 1] {
            case UInt8(ascii: "b"): body(0x08)
            case UInt8(ascii: "f"): body(0x0C)
            case UInt8(ascii: "n"): body(0x0A)
            case UInt8(ascii: "r"): body(0x0D)
            case UInt8(ascii: "t"): body(0x09)
            case UInt8(ascii: "u"):
                // Checked by `string()`: always a scalar here.
                guard let (scalar, length) = unicodeEscape(raw, at: k) else { return }
                UTF8.encode(scalar, into: body)
                k += length
                continue
            case let c: body(c)
            }
            k += 2
        }
    }

    /// The text of a string read by `string()`, as a `String` (for keys and schema text,
    /// never for values that may be secret).
    public static func text(_ token: StringToken, in bytes: UnsafeRawBufferPointer) -> String {
        let raw = UnsafeRawBufferPointer(rebasing: bytes[token.content])
        guard token.hasEscapes else { return String(decoding: raw, as: UTF8.self) }
        return String(unsafeUninitializedCapacity: raw.count) { out in
            guard let base = out.baseAddress else { return 0 }
            return decode(token, in: bytes, into: UnsafeMutableRawPointer(base))
        }
    }
}
