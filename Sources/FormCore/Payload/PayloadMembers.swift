/// The members of a payload's top-level object, read with `JSONScanner` in place: the
/// payload lies in a block of the secret store, strings are decoded over their own
/// escapes there, and values are byte ranges inside that block. Keys (field names)
/// become strings; nested objects are checked and skipped.
struct PayloadMembers {
    enum Scalar {
        /// The string's text (escapes decoded).
        case string(Range<Int>)
        /// The number as written.
        case number(Range<Int>)
        case bool(Bool)
        case null
    }

    enum Value {
        case scalar(Scalar)
        case array([Scalar])
        /// A nested object or an array holding arrays or objects.
        case nested(String)
    }

    /// The members in payload order; a repeated key is listed each time.
    let members: [(key: String, value: Value)]

    /// Reads the object in `block`, decoding strings in place.
    init(block: UnsafeMutableRawBufferPointer) throws(PayloadLineError) {
        let bytes = UnsafeRawBufferPointer(block)
        var s = JSONScanner(bytes)
        s.skipSpace()
        guard s.kind == .object else {
            if s.isAtEnd { throw .notAnObject("empty line") }
            // Not an object: tell JSON of another type from text that is not JSON at all.
            let start = s.offset
            do { try s.skipValue(); try s.finish() } catch { throw .invalid(error) }
            throw .notAnObject("expected a JSON object, found \(PayloadMembers.typeName(bytes[start]))")
        }
        var out: [(key: String, value: Value)] = []
        do {
            if try s.enterObject() {
                repeat {
                    let key = JSONScanner.text(try s.key(), in: bytes)
                    out.append((key, try PayloadMembers.value(&s, block)))
                } while try s.moreMembers()
            }
            try s.finish()
        } catch { throw .invalid(error) }
        members = out
    }

    private static func value(_ s: inout JSONScanner, _ block: UnsafeMutableRawBufferPointer) throws(JSONSyntaxError) -> Value {
        switch s.kind {
        case .object?:
            try s.skipValue()
            return .nested("an object")
        case .array?:
            var items: [Scalar] = []
            var nested = false
            if try s.enterArray() {
                repeat {
                    if s.kind == .object || s.kind == .array {
                        try s.skipValue()
                        nested = true
                    } else {
                        items.append(try scalar(&s, block))
                    }
                } while try s.moreElements()
            }
            return nested ? .nested("an array of arrays or objects") : .array(items)
        default:
            return .scalar(try scalar(&s, block))
        }
    }

    private static func scalar(_ s: inout JSONScanner, _ block: UnsafeMutableRawBufferPointer) throws(JSONSyntaxError) -> Scalar {
        switch s.kind {
        case .string?:
            let token = try s.string()
            let start = token.content.lowerBound
            guard token.hasEscapes, let base = block.baseAddress else { return .string(token.content) }
            let n = JSONScanner.decode(token, in: s.bytes, into: base + start)
            return .string(start..<start + n)
        case .number?: return .number(try s.number())
        case .bool?: return .bool(try s.bool())
        default:
            try s.null()
            return .null
        }
    }

    private static func typeName(_ first: UInt8) -> String {
        switch first {
        case UInt8(ascii: "["): return "an array"
        case UInt8(ascii: "\""): return "a string"
        case UInt8(ascii: "t"), UInt8(ascii: "f"): return "a boolean"
        case UInt8(ascii: "n"): return "null"
        default: return "a number"
        }
    }
}

/// Why a payload line could not be judged at all.
public enum PayloadLineError: Error, Equatable, Sendable, CustomStringConvertible {
    case invalidJSON(String)
    case notAnObject(String)
    case store(SecretStoreError)

    /// Bad JSON, said with the column where it went wrong.
    static func invalid(_ e: JSONSyntaxError) -> PayloadLineError { .invalidJSON("\(e.message) at column \(e.column)") }

    public var description: String {
        switch self {
        case .invalidJSON(let m): return "invalid JSON: \(m)"
        case .notAnObject(let m): return m
        case .store(let e): return e.description
        }
    }
}
