/// Reads a payload's top-level JSON object from bytes without turning its string values
/// into `String`s: each string is unescaped straight into a block of the secret store.
/// Keys (field names) are ordinary strings. Nested objects are validated and skipped.
struct PayloadScanner {
    enum Scalar {
        case string(SecretHandle)
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

    private let bytes: UnsafeRawBufferPointer
    private let store: SecretStore
    private var i = 0
    private var depth = 0
    /// Every block allocated, freed by `release()` whatever happens.
    private(set) var blocks: [SecretHandle] = []

    init(_ bytes: UnsafeRawBufferPointer, store: SecretStore) {
        self.bytes = bytes
        self.store = store
    }

    func release() { for b in blocks { store.free(b) } }

    /// The entries of the top-level object, in order.
    mutating func entries() throws(PayloadLineError) -> [(key: String, value: Value)] {
        skipSpace()
        guard i < bytes.count else { throw .notAnObject("empty line") }
        guard bytes[i] == UInt8(ascii: "{") else {
            // Not an object: tell JSON of another type from text that is not JSON at all.
            let parsed = bytes.withMemoryRebound(to: UInt8.self) { b in Result { () throws(JSONSyntaxError) in try JSONParser.parse(b) } }
            switch parsed {
            case .success(let v): throw .notAnObject("expected a JSON object, found \(v.typeName)")
            case .failure(let e): throw .invalidJSON("\(e.message) at column \(e.column)")
            }
        }
        i += 1
        var out: [(String, Value)] = []
        skipSpace()
        if peek("}") { i += 1; try end(); return out }
        while true {
            skipSpace()
            guard peek("\"") else { throw syntax("expected a string key") }
            let keyHandle = try string()
            let key = store.withBytes(keyHandle) { String(decoding: $0, as: UTF8.self) }
            skipSpace()
            guard peek(":") else { throw syntax("expected ':' after a key") }
            i += 1
            skipSpace()
            out.append((key, try value()))
            skipSpace()
            if peek(",") { i += 1; continue }
            if peek("}") { i += 1; break }
            throw syntax("expected ',' or '}'")
        }
        try end()
        return out
    }

    private mutating func end() throws(PayloadLineError) {
        skipSpace()
        if i < bytes.count { throw syntax("unexpected text after the object") }
    }

    private mutating func value() throws(PayloadLineError) -> Value {
        guard i < bytes.count else { throw syntax("unexpected end of line") }
        if peek("[") {
            i += 1
            var items: [Scalar] = []
            var nested = false
            skipSpace()
            if peek("]") { i += 1; return .array(items) }
            while true {
                skipSpace()
                if peek("[") || peek("{") { try skipNested(); nested = true } else { items.append(try scalar()) }
                skipSpace()
                if peek(",") { i += 1; continue }
                if peek("]") { i += 1; break }
                throw syntax("expected ',' or ']'")
            }
            return nested ? .nested("an array of arrays or objects") : .array(items)
        }
        if peek("{") { try skipNested(); return .nested("an object") }
        return .scalar(try scalar())
    }

    private mutating func scalar() throws(PayloadLineError) -> Scalar {
        guard i < bytes.count else { throw syntax("unexpected end of line") }
        switch bytes[i] {
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try word("true"); return .bool(true)
        case UInt8(ascii: "f"): try word("false"); return .bool(false)
        case UInt8(ascii: "n"): try word("null"); return .null
        default: return .number(try number())
        }
    }

    private mutating func skipNested() throws(PayloadLineError) {
        depth += 1
        defer { depth -= 1 }
        guard depth < JSONParser.maxDepth else { throw syntax("nesting too deep") }
        let close: UInt8 = bytes[i] == UInt8(ascii: "[") ? UInt8(ascii: "]") : UInt8(ascii: "}")
        let isObject = close == UInt8(ascii: "}")
        i += 1
        skipSpace()
        if i < bytes.count, bytes[i] == close { i += 1; return }
        while true {
            skipSpace()
            if isObject {
                guard peek("\"") else { throw syntax("expected a string key") }
                _ = try string()
                skipSpace()
                guard peek(":") else { throw syntax("expected ':' after a key") }
                i += 1
                skipSpace()
            }
            if peek("[") || peek("{") { try skipNested() } else { _ = try scalar() }
            skipSpace()
            if peek(",") { i += 1; continue }
            if i < bytes.count, bytes[i] == close { i += 1; return }
            throw syntax("expected ',' or a closing bracket")
        }
    }

    /// Unescapes a string into a new store block.
    private mutating func string() throws(PayloadLineError) -> SecretHandle {
        i += 1
        let start = i
        var hasEscape = false
        while i < bytes.count, bytes[i] != UInt8(ascii: "\"") {
            if bytes[i] < 0x20 { throw syntax("control character in a string") }
            if bytes[i] == UInt8(ascii: "\\") { hasEscape = true; i += 1 }
            i += 1
        }
        guard i < bytes.count else { throw syntax("unterminated string") }
        let raw = UnsafeRawBufferPointer(rebasing: bytes[start..<i])
        i += 1
        let h: SecretHandle
        do { h = try store.allocate(capacity: raw.count) } catch { throw .store(error) }
        blocks.append(h)
        var failure: String?
        store.update(h) { out in
            guard hasEscape else {
                out.copyMemory(from: raw)
                return raw.count
            }
            var n = 0
            var k = 0
            while k < raw.count {
                let b = raw[k]
                k += 1
                guard b == UInt8(ascii: "\\") else { out[n] = b; n += 1; continue }
                let c = raw[k]
                k += 1
                switch c {
                case UInt8(ascii: "n"): out[n] = 0x0A
                case UInt8(ascii: "t"): out[n] = 0x09
                case UInt8(ascii: "r"): out[n] = 0x0D
                case UInt8(ascii: "b"): out[n] = 0x08
                case UInt8(ascii: "f"): out[n] = 0x0C
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out[n] = c
                case UInt8(ascii: "u"):
                    guard var scalar = PayloadScanner.hex4(raw, &k) else { failure = "invalid \\u escape"; return n }
                    if (0xD800...0xDBFF).contains(scalar), k + 1 < raw.count, raw[k] == UInt8(ascii: "\\"), raw[k + 1] == UInt8(ascii: "u") {
                        k += 2
                        guard let low = PayloadScanner.hex4(raw, &k), (0xDC00...0xDFFF).contains(low) else { failure = "unpaired surrogate"; return n }
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let u = Unicode.Scalar(scalar) else { failure = "unpaired surrogate"; return n }
                    // The escape took at least 6 bytes and UTF-8 needs at most 4: it fits.
                    UTF8.encode(u) { unit in out[n] = unit; n += 1 }
                    continue
                default: failure = "invalid escape"; return n
                }
                n += 1
            }
            return n
        }
        if let failure { throw syntax(failure) }
        let valid = store.withBytes(h) { ValueText.isValidUTF8($0) }
        if !valid { throw syntax("invalid UTF-8 in a string") }
        return h
    }

    private static func hex4(_ raw: UnsafeRawBufferPointer, _ k: inout Int) -> UInt32? {
        guard k + 4 <= raw.count else { return nil }
        var v: UInt32 = 0
        for _ in 0..<4 {
            guard let d = Character(Unicode.Scalar(raw[k])).hexDigitValue else { return nil }
            v = v << 4 | UInt32(d)
            k += 1
        }
        return v
    }

    private mutating func number() throws(PayloadLineError) -> Range<Int> {
        let start = i
        if peek("-") { i += 1 }
        let digitsStart = i
        while i < bytes.count, isDigit(bytes[i]) { i += 1 }
        guard i > digitsStart else { throw syntax("unexpected character") }
        if i - digitsStart > 1, bytes[digitsStart] == UInt8(ascii: "0") { throw syntax("leading zeros are not allowed in numbers") }
        if peek(".") {
            i += 1
            let f = i
            while i < bytes.count, isDigit(bytes[i]) { i += 1 }
            guard i > f else { throw syntax("digits expected after '.'") }
        }
        if peek("e") || peek("E") {
            i += 1
            if peek("+") || peek("-") { i += 1 }
            let e = i
            while i < bytes.count, isDigit(bytes[i]) { i += 1 }
            guard i > e else { throw syntax("digits expected in the exponent") }
        }
        return start..<i
    }

    private mutating func word(_ w: String) throws(PayloadLineError) {
        for c in w.utf8 {
            guard i < bytes.count, bytes[i] == c else { throw syntax("unexpected character") }
            i += 1
        }
    }

    private mutating func skipSpace() {
        while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x09 || bytes[i] == 0x0A || bytes[i] == 0x0D { i += 1 }
    }

    private func peek(_ c: Unicode.Scalar) -> Bool { i < bytes.count && bytes[i] == UInt8(c.value) }
    private func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }
    private func syntax(_ m: String) -> PayloadLineError { .invalidJSON("\(m) at column \(i + 1)") }
}

/// Why a payload line could not be judged at all.
public enum PayloadLineError: Error, Equatable, Sendable, CustomStringConvertible {
    case invalidJSON(String)
    case notAnObject(String)
    case store(SecretStoreError)

    public var description: String {
        switch self {
        case .invalidJSON(let m): return "invalid JSON: \(m)"
        case .notAnObject(let m): return m
        case .store(let e): return e.description
        }
    }
}
