/// A JSON Pointer (RFC 6901) read into its reference tokens, and where the values that
/// one or two pointers name lie in a JSON text: `check --payload /payload --id /id` finds
/// a stored row's payload and its id in one pass over the row, without copying either.
///
/// docs/contract.md, "Schema evolution and server conformance" (payloads where they are
/// stored). A token names an object's member by its key (escapes decoded: `"d\u0430"`
/// is the key `dа`) or an array's element by its index (`0`, `12`; never `-` or `012`).
/// When an object holds a key twice, the last member counts, as it does for most
/// readers of the stored JSON (PostgreSQL's `jsonb`, Python's `json`).
public struct PointerPath: Equatable, Sendable, LosslessStringConvertible {
    /// The pointer as written (`/payload`, `""` for the whole text).
    public let text: String
    public var description: String { text }
    let tokens: [Token]

    struct Token: Equatable, Sendable {
        /// The key, `~0` and `~1` decoded.
        let key: [UInt8]
        /// The array index the token names, if it names one.
        let index: Int?
    }

    /// Reads a pointer; nil when it is not one (not empty and not starting with `/`, or a
    /// `~` not followed by `0` or `1`).
    public init?(_ text: String) {
        self.text = text
        guard !text.isEmpty else {
            tokens = []
            return
        }
        guard text.utf8.first == UInt8(ascii: "/") else { return nil }
        var tokens: [Token] = []
        for part in text.utf8.dropFirst().split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false) {
            var key: [UInt8] = []
            var tilde = false
            for b in part {
                if tilde {
                    guard b == UInt8(ascii: "0") || b == UInt8(ascii: "1") else { return nil }
                    key.append(b == UInt8(ascii: "0") ? UInt8(ascii: "~") : UInt8(ascii: "/"))
                    tilde = false
                } else if b == UInt8(ascii: "~") {
                    tilde = true
                } else {
                    key.append(b)
                }
            }
            if tilde { return nil }
            tokens.append(Token(key: key, index: PointerPath.index(key)))
        }
        self.tokens = tokens
    }

    /// Whether the pointer names the whole text.
    public var isWhole: Bool { tokens.isEmpty }

    /// The array index a token names: `0`, or digits not starting with `0`.
    private static func index(_ key: [UInt8]) -> Int? {
        guard let first = key.first, first != UInt8(ascii: "0") || key.count == 1,
            key.allSatisfy({ $0 &- UInt8(ascii: "0") < 10 })
        else { return nil }
        return Int(String(decoding: key, as: UTF8.self))
    }

    /// The byte ranges of the values `first` and `second` name in `bytes`, nil where
    /// nothing is there. The whole text is checked as JSON on the way.
    /// - Throws: the text's first syntax error.
    public static func locate(_ first: PointerPath, _ second: PointerPath?, in bytes: UnsafeRawBufferPointer)
        throws(JSONSyntaxError) -> (first: Range<Int>?, second: Range<Int>?)
    {
        var walk = Walk(paths: (first, second))
        var s = JSONScanner(bytes)
        s.skipSpace()
        try walk.value(&s, depth: 0, candidates: second == nil ? 0b01 : 0b11)
        try s.finish()
        return walk.found
    }

    /// One pass over a text, following up to two pointers at once: `candidates` holds a
    /// bit per pointer whose tokens so far match the path to the current value.
    private struct Walk {
        let paths: (PointerPath, PointerPath?)
        var found: (first: Range<Int>?, second: Range<Int>?) = (nil, nil)

        func tokens(_ k: Int) -> [Token] { k == 0 ? paths.0.tokens : paths.1?.tokens ?? [] }

        mutating func value(_ s: inout JSONScanner, depth: Int, candidates: UInt8) throws(JSONSyntaxError) {
            let start = s.offset
            var ends: UInt8 = 0
            var deeper: UInt8 = 0
            for k in 0..<2 where candidates & (1 << k) != 0 {
                if tokens(k).count == depth { ends |= 1 << k } else { deeper |= 1 << k }
            }
            switch s.kind {
            case .object? where deeper != 0:
                if try s.enterObject() {
                    repeat {
                        let key = try s.key()
                        let bytes = s.bytes
                        let next = matching(deeper, depth) { $0.matches(key, in: bytes) }
                        try member(&s, depth: depth, candidates: next)
                    } while try s.moreMembers()
                }
            case .array? where deeper != 0:
                var i = 0
                if try s.enterArray() {
                    repeat {
                        let next = matching(deeper, depth) { $0.index == i }
                        try member(&s, depth: depth, candidates: next)
                        i += 1
                    } while try s.moreElements()
                }
            default:
                try s.skipValue()
            }
            if ends & 0b01 != 0 { found.first = start..<s.offset }
            if ends & 0b10 != 0 { found.second = start..<s.offset }
        }

        private mutating func member(_ s: inout JSONScanner, depth: Int, candidates: UInt8) throws(JSONSyntaxError) {
            if candidates == 0 { try s.skipValue() } else { try value(&s, depth: depth + 1, candidates: candidates) }
        }

        /// The pointers among `candidates` whose token at `depth` names this member.
        private func matching(_ candidates: UInt8, _ depth: Int, _ names: (Token) -> Bool) -> UInt8 {
            var next: UInt8 = 0
            for k in 0..<2 where candidates & (1 << k) != 0 && names(tokens(k)[depth]) { next |= 1 << k }
            return next
        }
    }
}

extension PointerPath.Token {
    /// Whether a key read by the scanner is this token's key, escapes decoded.
    func matches(_ token: JSONScanner.StringToken, in bytes: UnsafeRawBufferPointer) -> Bool {
        guard token.hasEscapes else {
            return token.content.count == key.count && key.withUnsafeBytes { $0.elementsEqual(bytes[token.content]) }
        }
        var i = 0
        var same = true
        JSONScanner.forEachByte(of: token, in: bytes) { b in
            same = same && i < key.count && key[i] == b
            i += 1
        }
        return same && i == key.count
    }
}
