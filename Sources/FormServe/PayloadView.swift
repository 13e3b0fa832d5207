import FormCore

/// Reads a posted JSON payload where it lies, in the request buffer, without making
/// `String`s of its values (they may be card numbers; SPEC §8). Keys are field names
/// and do become strings. Used for `receivedKeys` and for `when` matching; validation
/// itself goes through `PayloadChecker`, which keeps values in the secret store.
enum PayloadView {
    /// The top-level object's keys with the byte ranges of their values, in payload
    /// order, or nil when the bytes are not exactly one JSON object.
    static func entries(_ bytes: UnsafeRawBufferPointer) -> [(key: String, value: Range<Int>)]? {
        var c = Cursor(bytes)
        c.space()
        guard c.take(UInt8(ascii: "{")) else { return nil }
        var out: [(key: String, value: Range<Int>)] = []
        c.space()
        if c.take(UInt8(ascii: "}")) {
            c.space()
            return c.atEnd ? out : nil
        }
        while true {
            c.space()
            guard let key = c.key() else { return nil }
            c.space()
            guard c.take(UInt8(ascii: ":")) else { return nil }
            c.space()
            let start = c.i
            guard c.skipValue() else { return nil }
            out.append((key, start..<c.i))
            c.space()
            if c.take(UInt8(ascii: ",")) { continue }
            if c.take(UInt8(ascii: "}")) { break }
            return nil
        }
        c.space()
        return c.atEnd ? out : nil
    }

    /// The payload's keys in order, each once (`receivedKeys`).
    static func keys(_ entries: [(key: String, value: Range<Int>)]) -> [String] {
        var seen = Set<String>()
        return entries.compactMap { seen.insert($0.key).inserted ? $0.key : nil }
    }

    /// Whether every `when` field is in the payload with a value equal to the given one
    /// (the last occurrence of a duplicated key counts, as for JSON objects).
    static func matches(_ bytes: UnsafeRawBufferPointer, entries: [(key: String, value: Range<Int>)],
                        when: [(key: String, value: JSONValue)]) -> Bool {
        when.allSatisfy { condition in
            guard let entry = entries.last(where: { $0.key == condition.key }) else { return false }
            return equals(bytes, entry.value, condition.value)
        }
    }

    /// JSON equality of the value at `range` and `expected`: strings by content (escapes
    /// decoded), numbers by exact decimal value, arrays in order, objects whatever the
    /// key order.
    static func equals(_ bytes: UnsafeRawBufferPointer, _ range: Range<Int>, _ expected: JSONValue) -> Bool {
        var c = Cursor(UnsafeRawBufferPointer(rebasing: bytes[range]))
        c.space()
        guard c.equals(expected) else { return false }
        c.space()
        return c.atEnd
    }

    /// A position in the bytes with strict RFC 8259 scanning.
    struct Cursor {
        let b: UnsafeRawBufferPointer
        var i = 0
        var depth = 0

        init(_ b: UnsafeRawBufferPointer) { self.b = b }

        var atEnd: Bool { i >= b.count }

        func peek(_ c: UInt8) -> Bool { i < b.count && b[i] == c }

        mutating func take(_ c: UInt8) -> Bool {
            guard peek(c) else { return false }
            i += 1
            return true
        }

        mutating func space() {
            while i < b.count, b[i] == 0x20 || b[i] == 0x09 || b[i] == 0x0A || b[i] == 0x0D { i += 1 }
        }

        mutating func literal(_ word: StaticString) -> Bool {
            let n = word.utf8CodeUnitCount
            guard i + n <= b.count else { return false }
            for k in 0..<n where b[i + k] != word.utf8Start[k] { return false }
            i += n
            return true
        }

        mutating func skipValue() -> Bool {
            guard i < b.count else { return false }
            switch b[i] {
            case UInt8(ascii: "{"), UInt8(ascii: "["): return skipContainer()
            case UInt8(ascii: "\""): return skipString()
            case UInt8(ascii: "t"): return literal("true")
            case UInt8(ascii: "f"): return literal("false")
            case UInt8(ascii: "n"): return literal("null")
            default: return skipNumber()
            }
        }

        private mutating func skipContainer() -> Bool {
            depth += 1
            defer { depth -= 1 }
            guard depth <= JSONParser.maxDepth else { return false }
            let isObject = b[i] == UInt8(ascii: "{")
            let close = isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
            i += 1
            space()
            if take(close) { return true }
            while true {
                space()
                if isObject {
                    guard peek(UInt8(ascii: "\"")), skipString() else { return false }
                    space()
                    guard take(UInt8(ascii: ":")) else { return false }
                    space()
                }
                guard skipValue() else { return false }
                space()
                if take(UInt8(ascii: ",")) { continue }
                return take(close)
            }
        }

        mutating func skipString() -> Bool {
            i += 1
            while i < b.count {
                let c = b[i]
                if c == UInt8(ascii: "\"") { i += 1; return true }
                if c < 0x20 { return false }
                if c == UInt8(ascii: "\\") {
                    var scratch: UInt32 = 0
                    guard escape(&scratch) else { return false }
                    continue
                }
                i += 1
            }
            return false
        }

        /// Reads an escape at `i` (the backslash) into a scalar value; surrogate pairs joined.
        mutating func escape(_ scalar: inout UInt32) -> Bool {
            guard i + 1 < b.count else { return false }
            let c = b[i + 1]
            i += 2
            switch c {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scalar = UInt32(c)
            case UInt8(ascii: "b"): scalar = 0x08
            case UInt8(ascii: "f"): scalar = 0x0C
            case UInt8(ascii: "n"): scalar = 0x0A
            case UInt8(ascii: "r"): scalar = 0x0D
            case UInt8(ascii: "t"): scalar = 0x09
            case UInt8(ascii: "u"):
                guard let high = hex4() else { return false }
                if (0xD800...0xDBFF).contains(high) {
                    guard i + 1 < b.count, b[i] == UInt8(ascii: "\\"), b[i + 1] == UInt8(ascii: "u") else { return false }
                    i += 2
                    guard let low = hex4(), (0xDC00...0xDFFF).contains(low) else { return false }
                    scalar = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
                } else if (0xDC00...0xDFFF).contains(high) {
                    return false
                } else {
                    scalar = high
                }
            default: return false
            }
            return true
        }

        private mutating func hex4() -> UInt32? {
            guard i + 4 <= b.count else { return nil }
            var v: UInt32 = 0
            for _ in 0..<4 {
                guard let d = HTTPParser.hexValue(b[i]) else { return nil }
                v = v << 4 | UInt32(d)
                i += 1
            }
            return v
        }

        mutating func skipNumber() -> Bool {
            let start = i
            _ = take(UInt8(ascii: "-"))
            let digits = i
            while i < b.count, HTTPParser.isDigit(b[i]) { i += 1 }
            guard i > digits, i - digits == 1 || b[digits] != UInt8(ascii: "0") else { return false }
            if take(UInt8(ascii: ".")) {
                let f = i
                while i < b.count, HTTPParser.isDigit(b[i]) { i += 1 }
                guard i > f else { return false }
            }
            if take(UInt8(ascii: "e")) || take(UInt8(ascii: "E")) {
                if !take(UInt8(ascii: "+")) { _ = take(UInt8(ascii: "-")) }
                let e = i
                while i < b.count, HTTPParser.isDigit(b[i]) { i += 1 }
                guard i > e else { return false }
            }
            return i > start
        }

        /// A key, unescaped (keys are field names, not values).
        mutating func key() -> String? {
            guard peek(UInt8(ascii: "\"")) else { return nil }
            i += 1
            var out: [UInt8] = []
            while i < b.count {
                let c = b[i]
                if c == UInt8(ascii: "\"") {
                    i += 1
                    return String(validating: out, as: UTF8.self)
                }
                if c < 0x20 { return nil }
                if c == UInt8(ascii: "\\") {
                    var scalar: UInt32 = 0
                    guard escape(&scalar), let u = Unicode.Scalar(scalar) else { return nil }
                    UTF8.encode(u) { out.append($0) }
                    continue
                }
                out.append(c)
                i += 1
            }
            return nil
        }

        /// Compares the value at `i` with `expected`, consuming it when equal.
        mutating func equals(_ expected: JSONValue) -> Bool {
            guard i < b.count else { return false }
            switch expected {
            case .null: return literal("null")
            case .bool(let v): return v ? literal("true") : literal("false")
            case .number(let text):
                let start = i
                guard b[i] == UInt8(ascii: "-") || HTTPParser.isDigit(b[i]), skipNumber() else { return false }
                let raw = UnsafeRawBufferPointer(rebasing: b[start..<i])
                if let bound = ExactDecimal(json: text), let order = ExactDecimal.compare(input: raw, with: bound) {
                    return order == 0
                }
                return ValueText.equal(raw, text)
            case .string(let s): return equalString(s)
            case .array(let items):
                guard take(UInt8(ascii: "[")) else { return false }
                space()
                if take(UInt8(ascii: "]")) { return items.isEmpty }
                var n = 0
                while true {
                    space()
                    guard n < items.count, nest({ $0.equals(items[n]) }) else { return false }
                    n += 1
                    space()
                    if take(UInt8(ascii: ",")) { continue }
                    return take(UInt8(ascii: "]")) && n == items.count
                }
            case .object(let o):
                guard take(UInt8(ascii: "{")) else { return false }
                let wanted = Set(o.keys)
                var found = Set<String>()
                space()
                if take(UInt8(ascii: "}")) { return wanted.isEmpty }
                while true {
                    space()
                    guard let k = key(), let value = o[k] else { return false }
                    found.insert(k)
                    space()
                    guard take(UInt8(ascii: ":")) else { return false }
                    space()
                    guard nest({ $0.equals(value) }) else { return false }
                    space()
                    if take(UInt8(ascii: ",")) { continue }
                    return take(UInt8(ascii: "}")) && found == wanted
                }
            }
        }

        private mutating func nest(_ body: (inout Cursor) -> Bool) -> Bool {
            depth += 1
            defer { depth -= 1 }
            return depth <= JSONParser.maxDepth && body(&self)
        }

        /// Compares a string at `i` with `expected`'s UTF-8, decoding escapes on the fly.
        private mutating func equalString(_ expected: String) -> Bool {
            guard take(UInt8(ascii: "\"")) else { return false }
            var want = expected.utf8.makeIterator()
            while i < b.count {
                let c = b[i]
                if c == UInt8(ascii: "\"") {
                    i += 1
                    return want.next() == nil
                }
                if c < 0x20 { return false }
                if c == UInt8(ascii: "\\") {
                    var scalar: UInt32 = 0
                    guard escape(&scalar), let u = Unicode.Scalar(scalar) else { return false }
                    var same = true
                    UTF8.encode(u) { unit in if want.next() != unit { same = false } }
                    guard same else { return false }
                    continue
                }
                guard want.next() == c else { return false }
                i += 1
            }
            return false
        }
    }
}
