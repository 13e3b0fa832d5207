/// The one JSON scanner (RFC 8259, strict): a cursor over UTF-8 bytes that checks and
/// steps over one token or value at a time without copying anything. Every JSON reader
/// in formsh goes through it: `JSONParser` builds values from it for schemas, scenarios
/// and answers; `check` and the mock backend read payloads with it where they lie, so a
/// value that may be secret is never copied out of its buffer (a locked region, a
/// request buffer) just to be read.
///
/// Strings are checked in full (escapes, surrogate pairs, UTF-8) as they are stepped
/// over; `decode(_:into:)` then writes their text, which is never longer than the source,
/// so a string can be decoded in place. Numbers are checked against the grammar and
/// returned as byte ranges: their digits are never rounded. Nesting deeper than
/// `maxDepth` is an error, never a stack overflow.
public struct JSONScanner {
    /// Deepest nesting accepted.
    public static let maxDepth = 512

    /// The bytes being read.
    public let bytes: UnsafeRawBufferPointer
    /// The offset of the next byte to read.
    public var offset: Int
    private var depth = 0

    /// A scanner at the start of `bytes` (after a UTF-8 byte order mark, if any).
    public init(_ bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
        offset = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
    }

    /// A string token: where its text lies (between the quotes) and whether it holds escapes.
    public struct StringToken: Sendable {
        /// The bytes between the quotes, escapes still written as in the source.
        public let content: Range<Int>
        /// Whether `content` holds a backslash escape (else it is the text as is).
        public let hasEscapes: Bool
    }

    /// The kind of value that starts at a byte.
    public enum Kind: Sendable { case object, array, string, number, bool, null }

    // MARK: stepping

    /// Whether every byte has been read.
    public var isAtEnd: Bool { offset >= bytes.count }

    /// The kind of the value at `offset`, or nil when no value can start there.
    public var kind: Kind? {
        guard offset < bytes.count else { return nil }
        switch bytes[offset] {
        case UInt8(ascii: "{"): return .object
        case UInt8(ascii: "["): return .array
        case UInt8(ascii: "\""): return .string
        case UInt8(ascii: "t"), UInt8(ascii: "f"): return .bool
        case UInt8(ascii: "n"): return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number
        default: return nil
        }
    }

    /// Steps over white space (space, tab, line feed, carriage return).
    @inline(__always)
    public mutating func skipSpace() {
        while offset < bytes.count {
            switch bytes[offset] {
            case 0x20, 0x0A, 0x0D, 0x09: offset += 1
            default: return
            }
        }
    }

    /// Steps over `byte` if it is next; false (and no step) otherwise.
    @inline(__always)
    public mutating func take(_ byte: UInt8) -> Bool {
        guard offset < bytes.count, bytes[offset] == byte else { return false }
        offset += 1
        return true
    }

    /// Checks that only white space is left.
    public mutating func finish() throws(JSONSyntaxError) {
        skipSpace()
        if offset < bytes.count { throw error("unexpected text after the JSON value") }
    }

    // MARK: containers

    /// Steps into the object at `offset`; false when it is empty (then it has been read
    /// whole). Read each member with `key()` and its value, then ask `moreMembers()`:
    ///
    ///     if try s.enterObject() {
    ///         repeat { let k = try s.key(); try s.skipValue() } while try s.moreMembers()
    ///     }
    public mutating func enterObject() throws(JSONSyntaxError) -> Bool {
        try enter()
        skipSpace()
        if take(UInt8(ascii: "}")) { depth -= 1; return false }
        return true
    }

    /// Reads a member's key and the colon after it; the value is next.
    public mutating func key() throws(JSONSyntaxError) -> StringToken {
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else { throw error("expected a string key") }
        let key = try string()
        skipSpace()
        guard take(UInt8(ascii: ":")) else { throw error("expected ':' after a key") }
        skipSpace()
        return key
    }

    /// After a member's value: true when another member follows, false after the
    /// object's closing brace.
    public mutating func moreMembers() throws(JSONSyntaxError) -> Bool {
        try more(close: UInt8(ascii: "}"), "expected ',' or '}' in an object", "unexpected end of input in an object")
    }

    /// Steps into the array at `offset`; false when it is empty (then it has been read
    /// whole). Read each element, then ask `moreElements()`.
    public mutating func enterArray() throws(JSONSyntaxError) -> Bool {
        try enter()
        skipSpace()
        if take(UInt8(ascii: "]")) { depth -= 1; return false }
        return true
    }

    /// After an element: true when another follows, false after the closing bracket.
    public mutating func moreElements() throws(JSONSyntaxError) -> Bool {
        try more(close: UInt8(ascii: "]"), "expected ',' or ']' in an array", "unexpected end of input in an array")
    }

    private mutating func enter() throws(JSONSyntaxError) {
        depth += 1
        if depth > JSONScanner.maxDepth { throw error("nesting deeper than \(JSONScanner.maxDepth) levels") }
        offset += 1
    }

    private mutating func more(close: UInt8, _ expected: String, _ ended: String) throws(JSONSyntaxError) -> Bool {
        skipSpace()
        if take(UInt8(ascii: ",")) { skipSpace(); return true }
        if take(close) { depth -= 1; return false }
        throw error(isAtEnd ? ended : expected)
    }

    /// Steps over one whole value of any kind, checking it.
    public mutating func skipValue() throws(JSONSyntaxError) {
        switch kind {
        case .object?:
            if try enterObject() {
                repeat { _ = try key(); try skipValue() } while try moreMembers()
            }
        case .array?:
            if try enterArray() {
                repeat { try skipValue() } while try moreElements()
            }
        case .string?: _ = try string()
        case .number?: _ = try number()
        case .bool?: _ = try bool()
        case .null?: try null()
        case nil: throw unexpected()
        }
    }

    // MARK: scalars

    /// Reads `true` or `false`.
    public mutating func bool() throws(JSONSyntaxError) -> Bool {
        if literal("true") { return true }
        if literal("false") { return false }
        throw unexpected()
    }

    /// Reads `null`.
    public mutating func null() throws(JSONSyntaxError) {
        guard literal("null") else { throw unexpected() }
    }

    private mutating func literal(_ word: StaticString) -> Bool {
        let n = word.utf8CodeUnitCount
        guard offset + n <= bytes.count else { return false }
        for k in 0..<n where bytes[offset + k] != word.utf8Start[k] { return false }
        offset += n
        return true
    }

    /// Reads a number and returns its bytes, exactly as written.
    public mutating func number() throws(JSONSyntaxError) -> Range<Int> {
        let start = offset
        _ = take(UInt8(ascii: "-"))
        guard offset < bytes.count, isDigit(bytes[offset]) else { throw offset < bytes.count ? unexpected() : error("unexpected end of input") }
        if bytes[offset] == UInt8(ascii: "0") {
            offset += 1
            if offset < bytes.count, isDigit(bytes[offset]) { throw error("leading zeros are not allowed in numbers") }
        } else {
            digits()
        }
        if take(UInt8(ascii: ".")) {
            guard offset < bytes.count, isDigit(bytes[offset]) else { throw error("invalid number: digits expected after '.'") }
            digits()
        }
        if take(UInt8(ascii: "e")) || take(UInt8(ascii: "E")) {
            if !take(UInt8(ascii: "+")) { _ = take(UInt8(ascii: "-")) }
            guard offset < bytes.count, isDigit(bytes[offset]) else { throw error("invalid number: digits expected in the exponent") }
            digits()
        }
        return start..<offset
    }

    @inline(__always)
    private mutating func digits() {
        while offset < bytes.count, isDigit(bytes[offset]) { offset += 1 }
    }

    /// Reads a string, checking every escape and the UTF-8 of its text.
    public mutating func string() throws(JSONSyntaxError) -> StringToken {
        let quote = offset
        offset += 1
        let start = offset
        var escapes = false
        while true {
            offset = JSONScanner.plainRun(bytes, from: offset)
            guard offset < bytes.count else { offset = quote; throw error("unterminated string") }
            let b = bytes[offset]
            if b == UInt8(ascii: "\"") { break }
            if b == UInt8(ascii: "\\") {
                escapes = true
                try escape()
            } else if b < 0x20 {
                throw error("control character \(describe(b)) in a string (escape it)")
            } else {
                let n = JSONScanner.utf8SequenceLength(bytes, at: offset)
                guard n > 0 else { throw error("invalid UTF-8 in a string", at: quote) }
                offset += n
            }
        }
        let token = StringToken(content: start..<offset, hasEscapes: escapes)
        offset += 1
        return token
    }

    /// The end of the run of plain ASCII text (no quote, backslash, control character or
    /// non-ASCII byte) that starts at `i`, eight bytes at a time where it can.
    @inline(__always)
    static func plainRun(_ bytes: UnsafeRawBufferPointer, from start: Int) -> Int {
        var i = start
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        while i + 8 <= bytes.count {
            let w = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: i, as: UInt64.self))
            let quote = w ^ (ones &* 0x22)
            let backslash = w ^ (ones &* 0x5C)
            // Flags the first byte that is not ASCII, below 0x20, a quote or a backslash
            // (bytes after it may be flagged wrongly; only the first counts).
            let stop = (w | (w &- ones &* 0x20) & ~w | (quote &- ones) & ~quote | (backslash &- ones) & ~backslash) & highs
            if stop != 0 { return i + stop.trailingZeroBitCount >> 3 }
            i += 8
        }
        while i < bytes.count {
            let b = bytes[i]
            if b < 0x20 || b >= 0x80 || b == 0x22 || b == 0x5C { return i }
            i += 1
        }
        return i
    }

    /// The length of the well-formed UTF-8 sequence at `i` (no overlong forms, no
    /// surrogates, nothing above U+10FFFF), or 0 when it is not one.
    static func utf8SequenceLength(_ b: UnsafeRawBufferPointer, at i: Int) -> Int {
        let lead = b[i]
        let n: Int
        var low: UInt8 = 0x80, high: UInt8 = 0xBF
        switch lead {
        case 0x00...0x7F: return 1
        case 0xC2...0xDF: n = 2
        case 0xE0: n = 3; low = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: n = 3
        case 0xED: n = 3; high = 0x9F
        case 0xF0: n = 4; low = 0x90
        case 0xF1...0xF3: n = 4
        case 0xF4: n = 4; high = 0x8F
        default: return 0
        }
        guard i + n <= b.count, b[i + 1] >= low, b[i + 1] <= high else { return 0 }
        for k in 2..<n {
            guard b[i + k] & 0xC0 == 0x80 else { return 0 }
        }
        return n
    }

    /// Checks the escape at `offset` (the backslash) and steps over it.
    private mutating func escape() throws(JSONSyntaxError) {
        guard offset + 1 < bytes.count else { throw error("unterminated escape") }
        let c = bytes[offset + 1]
        switch c {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
             UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            offset += 2
        case UInt8(ascii: "u"):
            guard let (_, length) = JSONScanner.unicodeEscape(bytes, at: offset) else {
                throw error(JSONScanner.hex4(bytes, at: offset + 2) == nil ? "invalid \\u escape" : "unpaired surrogate in a \\u escape")
            }
            offset += length
        default:
            offset += 1
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
              let low = hex4(b, at: i + 8), (0xDC00...0xDFFF).contains(low) else { return nil }
        return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)).map { ($0, 12) }
    }

    private static func hex4(_ b: UnsafeRawBufferPointer, at i: Int) -> UInt32? {
        guard i + 4 <= b.count else { return nil }
        var v: UInt32 = 0
        for k in i..<i + 4 {
            let c = b[k]
            let d: UInt8
            switch c {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): d = c - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): d = c - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): d = c - UInt8(ascii: "A") + 10
            default: return nil
            }
            v = v << 4 | UInt32(d)
        }
        return v
    }

    // MARK: decoding

    /// Writes the text of a string read by `string()` to `out`, escapes decoded, and
    /// returns its length (never more than `token.content.count`). `out` may be the
    /// token's own bytes: decoding never writes ahead of what it has read.
    public static func decode(_ token: StringToken, in bytes: UnsafeRawBufferPointer, into out: UnsafeMutableRawPointer) -> Int {
        let raw = UnsafeRawBufferPointer(rebasing: bytes[token.content])
        guard token.hasEscapes else {
            if let src = raw.baseAddress, src != UnsafeRawPointer(out) { out.copyMemory(from: src, byteCount: raw.count) }
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
            guard b == UInt8(ascii: "\\") else { body(b); k += 1; continue }
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

    // MARK: errors

    /// An error at `offset` (or `at`), with its line and column.
    public func error(_ message: String, at place: Int? = nil) -> JSONSyntaxError {
        let at = min(place ?? offset, bytes.count)
        var line = 1, column = 1
        for i in 0..<at {
            if bytes[i] == 0x0A { line += 1; column = 1 } else if bytes[i] & 0xC0 != 0x80 { column += 1 }
        }
        return JSONSyntaxError(message: message, offset: at, line: line, column: column)
    }

    private func unexpected() -> JSONSyntaxError {
        offset < bytes.count ? error("unexpected character \(describe(bytes[offset]))") : error("unexpected end of input")
    }

    @inline(__always)
    private func isDigit(_ b: UInt8) -> Bool { b &- UInt8(ascii: "0") < 10 }

    private func describe(_ b: UInt8) -> String {
        if b >= 0x21 && b < 0x7F { return "'\(Character(Unicode.Scalar(b)))'" }
        return "0x" + String(b, radix: 16, uppercase: true)
    }
}

/// A JSON syntax error with its place in the source.
public struct JSONSyntaxError: Error, Equatable, Sendable, CustomStringConvertible {
    public let message: String
    public let offset: Int
    public let line: Int
    public let column: Int
    public var description: String { "line \(line), column \(column): \(message)" }
}
