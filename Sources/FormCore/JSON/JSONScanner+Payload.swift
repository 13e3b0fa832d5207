/// Reading a posted payload where it lies (a request buffer, a block of the secret
/// store) without making `String`s of its values: keys become strings, values stay
/// byte ranges that are compared in place.
extension JSONScanner {
    /// The top-level object's keys with the byte ranges of their values, in payload
    /// order (a repeated key twice), or nil when the bytes are not exactly one JSON object.
    public static func members(of bytes: UnsafeRawBufferPointer) -> [(key: String, value: Range<Int>)]? {
        var s = JSONScanner(bytes)
        var out: [(key: String, value: Range<Int>)] = []
        s.skipSpace()
        guard s.kind == .object else { return nil }
        do {
            if try s.enterObject() {
                repeat {
                    let key = text(try s.key(), in: bytes)
                    let start = s.offset
                    try s.skipValue()
                    out.append((key, start..<s.offset))
                } while try s.moreMembers()
            }
            try s.finish()
        } catch { return nil }
        return out
    }

    /// JSON equality of the value at `range` and `expected`: strings by their text
    /// (escapes decoded), numbers by exact decimal value, arrays in order, objects
    /// whatever the key order. False for anything that is not one well-formed value.
    public static func value(in bytes: UnsafeRawBufferPointer, at range: Range<Int>, equals expected: JSONValue) -> Bool
    {
        var s = JSONScanner(UnsafeRawBufferPointer(rebasing: bytes[range]))
        s.skipSpace()
        guard (try? s.valueEquals(expected)) == true else { return false }
        s.skipSpace()
        return s.isAtEnd
    }

    /// Reads the value at `offset` and tells whether it equals `expected`.
    mutating func valueEquals(_ expected: JSONValue) throws(JSONSyntaxError) -> Bool {
        switch (kind, expected) {
        case (.null?, .null):
            try null()
            return true
        case (.bool?, .bool(let v)):
            return try bool() == v
        case (.number?, .number(let text)):
            let raw = UnsafeRawBufferPointer(rebasing: bytes[try number()])
            guard let a = ExactDecimal(json: raw), let b = ExactDecimal(json: text) else {
                return ValueText.equal(raw, text)
            }
            return a == b
        case (.string?, .string(let text)):
            let token = try string()
            var want = text.utf8.makeIterator()
            var same = true
            JSONScanner.forEachByte(of: token, in: bytes) { b in if same, want.next() != b { same = false } }
            return same && want.next() == nil
        case (.array?, .array(let items)):
            var n = 0
            var same = true
            if try enterArray() {
                repeat {
                    if same, n < items.count { same = try valueEquals(items[n]) } else { try skipValue() }
                    n += 1
                } while try moreElements()
            }
            return same && n == items.count
        case (.object?, .object(let o)):
            var found = Set<String>()
            var same = true
            if try enterObject() {
                repeat {
                    let k = JSONScanner.text(try key(), in: bytes)
                    found.insert(k)
                    if same, let v = o[k] {
                        same = try valueEquals(v)
                    } else {
                        same = false
                        try skipValue()
                    }
                } while try moreMembers()
            }
            return same && found == Set(o.keys)
        default:
            try skipValue()
            return false
        }
    }
}
