/// The one JSON scanner (RFC 8259, strict): a cursor over UTF-8 bytes that checks and
/// steps over one token or value at a time without copying anything. Every JSON reader
/// in formsh goes through it: `JSONParser` builds values from it for schemas, scenarios
/// and answers; `check` and the mock backend read payloads with it where they lie, so a
/// value that may be secret is never copied out of its buffer (a locked region, a
/// request buffer) just to be read.
///
/// This file holds the structure: white space, objects, arrays and the literals.
/// Strings (`JSONScanner+Strings`), their UTF-8 (`JSONScanner+UTF8`), numbers
/// (`JSONScanner+Numbers`) and errors (`JSONSyntaxError`) have files of their own.
/// Strings are checked in full (escapes, surrogate pairs, UTF-8) as they are stepped
/// over; numbers are checked against the grammar and returned as byte ranges, their
/// digits never rounded. Nesting deeper than `maxDepth` is an error, never a stack
/// overflow.
///
/// The hot paths read through `base` with wrapping arithmetic and a local cursor, and
/// test eight bytes at a time where they can; every read stays below `end`.
public struct JSONScanner {
    /// Deepest nesting accepted.
    public static let maxDepth = 512

    /// The bytes being read.
    public let bytes: UnsafeRawBufferPointer
    /// The offset of the next byte to read.
    public var offset: Int
    /// Objects and arrays open at `offset`.
    var depth = 0
    /// The first byte of `bytes` (a valid address even when `bytes` is empty) and their
    /// count, held apart so that reads need no optional unwrapped.
    let base: UnsafeRawPointer
    let end: Int

    /// A scanner at the start of `bytes` (after a UTF-8 byte order mark, if any).
    public init(_ bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
        base = bytes.baseAddress ?? UnsafeRawPointer(("" as StaticString).utf8Start)
        end = bytes.count
        offset = end >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
    }

    /// The kind of value that starts at a byte.
    public enum Kind: Sendable {
        case object, array, string, number, bool, null

        /// The JSON type's name, for messages ("expected a string, found a number").
        public var typeName: String {
            switch self {
            case .null: return "null"
            case .bool: return "a boolean"
            case .number: return "a number"
            case .string: return "a string"
            case .array: return "an array"
            case .object: return "an object"
            }
        }
    }

    /// The byte at `i` (below `end`).
    @inline(__always)
    func byte(_ i: Int) -> UInt8 { base.load(fromByteOffset: i, as: UInt8.self) }

    /// The eight bytes from `i` (at most `end`), the first in the lowest bits.
    @inline(__always)
    func word(_ i: Int) -> UInt64 { UInt64(littleEndian: base.loadUnaligned(fromByteOffset: i, as: UInt64.self)) }

    // MARK: stepping

    /// Whether every byte has been read.
    public var isAtEnd: Bool { offset >= end }

    /// The kind of the value at `offset`, or nil when no value can start there.
    public var kind: Kind? {
        @inline(__always) get {
            guard offset < end else { return nil }
            switch byte(offset) {
            case UInt8(ascii: "{"): return .object
            case UInt8(ascii: "["): return .array
            case UInt8(ascii: "\""): return .string
            case UInt8(ascii: "t"), UInt8(ascii: "f"): return .bool
            case UInt8(ascii: "n"): return .null
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number
            default: return nil
            }
        }
    }

    /// Steps over white space (space, tab, line feed, carriage return).
    @inline(__always)
    public mutating func skipSpace() {
        // Compact JSON has none: one test decides.
        guard offset < end && byte(offset) <= 0x20 else { return }
        // One space after a colon or a comma is the commonest white space of all: stepped
        // over here when the byte after it is not white space (all of which is ≤ 0x20).
        if byte(offset) == 0x20 && offset &+ 1 < end && byte(offset &+ 1) > 0x20 {
            offset &+= 1
            return
        }
        skipSpaceRun()
    }

    private mutating func skipSpaceRun() {
        var i = offset
        while i < end {
            // Indentation: eight spaces at a time.
            if i &+ 8 <= end && word(i) == 0x2020_2020_2020_2020 {
                i &+= 8
                continue
            }
            switch byte(i) {
            case 0x20, 0x0A, 0x0D, 0x09: i &+= 1
            default:
                offset = i
                return
            }
        }
        offset = i
    }

    /// Steps over `byte` if it is next; false (and no step) otherwise.
    @inline(__always)
    public mutating func take(_ byte: UInt8) -> Bool {
        guard offset < end, self.byte(offset) == byte else { return false }
        offset &+= 1
        return true
    }

    /// Checks that only white space is left.
    public mutating func finish() throws(JSONSyntaxError) {
        skipSpace()
        if offset < end { throw error("unexpected text after the JSON value") }
    }

    // MARK: containers

    /// Steps into the object at `offset`; false when it is empty (then it has been read
    /// whole). Read each member with `key()` and its value, then ask `moreMembers()`:
    ///
    ///     if try s.enterObject() {
    ///         repeat { let k = try s.key(); try s.skipValue() } while try s.moreMembers()
    ///     }
    @inline(__always)
    public mutating func enterObject() throws(JSONSyntaxError) -> Bool {
        try enter()
        skipSpace()
        if take(UInt8(ascii: "}")) {
            depth &-= 1
            return false
        }
        return true
    }

    /// Reads a member's key and the colon after it; the value is next.
    @inline(__always)
    public mutating func key() throws(JSONSyntaxError) -> StringToken {
        guard offset < end, byte(offset) == UInt8(ascii: "\"") else { throw error("expected a string key") }
        let key = try string()
        skipSpace()
        guard take(UInt8(ascii: ":")) else { throw error("expected ':' after a key") }
        skipSpace()
        return key
    }

    /// After a member's value: true when another member follows, false after the
    /// object's closing brace.
    @inline(__always)
    public mutating func moreMembers() throws(JSONSyntaxError) -> Bool {
        try more(close: UInt8(ascii: "}"), "expected ',' or '}' in an object", "unexpected end of input in an object")
    }

    /// Steps into the array at `offset`; false when it is empty (then it has been read
    /// whole). Read each element, then ask `moreElements()`.
    @inline(__always)
    public mutating func enterArray() throws(JSONSyntaxError) -> Bool {
        try enter()
        skipSpace()
        if take(UInt8(ascii: "]")) {
            depth &-= 1
            return false
        }
        return true
    }

    /// After an element: true when another follows, false after the closing bracket.
    @inline(__always)
    public mutating func moreElements() throws(JSONSyntaxError) -> Bool {
        try more(close: UInt8(ascii: "]"), "expected ',' or ']' in an array", "unexpected end of input in an array")
    }

    @inline(__always)
    private mutating func enter() throws(JSONSyntaxError) {
        depth &+= 1
        if depth > JSONScanner.maxDepth { throw tooDeep() }
        offset &+= 1
    }

    @inline(__always)
    private mutating func more(close: UInt8, _ expected: String, _ ended: String) throws(JSONSyntaxError) -> Bool {
        skipSpace()
        if take(UInt8(ascii: ",")) {
            skipSpace()
            return true
        }
        if take(close) {
            depth &-= 1
            return false
        }
        throw error(isAtEnd ? ended : expected)
    }

    /// Steps over one whole value of any kind, checking it.
    public mutating func skipValue() throws(JSONSyntaxError) {
        try skipAny()
    }

    /// `skipValue()` written out where it is used, so that scalars cost no call; only
    /// objects and arrays recurse.
    @inline(__always)
    private mutating func skipAny() throws(JSONSyntaxError) {
        guard offset < end else { throw unexpected() }
        switch byte(offset) {
        case UInt8(ascii: "\""): _ = try string()
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): _ = try numberRange()
        case UInt8(ascii: "{"): try skipObject()
        case UInt8(ascii: "["): try skipArray()
        case UInt8(ascii: "t"), UInt8(ascii: "f"): _ = try bool()
        case UInt8(ascii: "n"): try null()
        default: throw unexpected()
        }
    }

    @inline(never)
    private mutating func skipObject() throws(JSONSyntaxError) {
        if try enterObject() {
            repeat {
                _ = try key()
                try skipAny()
            } while try moreMembers()
        }
    }

    @inline(never)
    private mutating func skipArray() throws(JSONSyntaxError) {
        if try enterArray() {
            repeat { try skipAny() } while try moreElements()
        }
    }

    // MARK: literals

    /// Reads `true` or `false`.
    @inline(__always)
    public mutating func bool() throws(JSONSyntaxError) -> Bool {
        // "true" and "alse" read as little-endian words.
        if offset &+ 4 <= end, word4(offset) == 0x6575_7274 {
            offset &+= 4
            return true
        }
        if offset &+ 5 <= end, byte(offset) == UInt8(ascii: "f"), word4(offset &+ 1) == 0x6573_6C61 {
            offset &+= 5
            return false
        }
        throw unexpected()
    }

    /// Reads `null`.
    @inline(__always)
    public mutating func null() throws(JSONSyntaxError) {
        // "null" read as a little-endian word.
        guard offset &+ 4 <= end, word4(offset) == 0x6C6C_756E else { throw unexpected() }
        offset &+= 4
    }

    /// The four bytes from `i` (at most `end`), the first in the lowest bits.
    @inline(__always)
    private func word4(_ i: Int) -> UInt32 {
        UInt32(littleEndian: base.loadUnaligned(fromByteOffset: i, as: UInt32.self))
    }
}
