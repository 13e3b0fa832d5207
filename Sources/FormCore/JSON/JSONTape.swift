/// A JSON document read once into a flat list of its values (a "tape"), in source order,
/// each pointing back into the bytes: what the schema loader decodes a screen from.
/// Reading a schema this way allocates one array, not one per object, array and string
/// as a `JSONValue` tree would; keys are compared as bytes where they lie, and a string
/// is made only for a value the loader keeps. The tape is read with `JSONScanner`, with
/// `JSONParser`'s checks in the same order, so a bad document gets the same error.
///
/// A value is named by its index on the tape. An object is followed by its members, each
/// a key then the key's value; an array by its elements; a container's entry holds the
/// index just past its last member or element, so that a reader steps over it at once.
/// A tape reads the bytes it was made from: use it only inside `read(_:_:)`.
struct JSONTape {
    enum Kind: UInt8 { case null, bool, number, string, array, object }

    private struct Entry {
        var kind: Kind
        /// Strings: whether the content has escapes. Booleans: the value.
        var flag: Bool
        /// Objects: members; arrays: elements.
        var count: Int32
        /// Strings and numbers: where the content starts in `bytes` (inside the quotes).
        var start: Int
        /// Strings and numbers: where the content ends; containers: the index past them.
        var end: Int
    }

    private let bytes: UnsafeRawBufferPointer
    private var entries: [Entry] = []

    private init(_ bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
        // About one value per eight bytes in a schema (measured on this repo's forms).
        entries.reserveCapacity(bytes.count / 8 + 16)
    }

    /// Reads `bytes` as one JSON text and hands its tape, whose root is value 0, to `body`.
    static func read<R>(_ bytes: UnsafeRawBufferPointer, _ body: (JSONTape) -> R) throws(JSONSyntaxError) -> R {
        var tape = JSONTape(bytes)
        var scanner = JSONScanner(bytes)
        scanner.skipSpace()
        try tape.append(&scanner)
        try scanner.finish()
        return body(tape)
    }

    // MARK: reading the bytes

    private mutating func append(_ s: inout JSONScanner) throws(JSONSyntaxError) {
        switch s.kind {
        case .object?: try appendObject(&s)
        case .array?: try appendArray(&s)
        case .string?:
            let t = try s.string()
            entries.append(Entry(kind: .string, flag: t.hasEscapes, count: 0, start: t.content.lowerBound, end: t.content.upperBound))
        case .number?:
            let r = try s.number()
            entries.append(Entry(kind: .number, flag: false, count: 0, start: r.lowerBound, end: r.upperBound))
        case .bool?:
            entries.append(Entry(kind: .bool, flag: try s.bool(), count: 0, start: 0, end: 0))
        case .null?, nil:
            try s.null()
            entries.append(Entry(kind: .null, flag: false, count: 0, start: 0, end: 0))
        }
    }

    private mutating func appendObject(_ s: inout JSONScanner) throws(JSONSyntaxError) {
        let at = entries.count
        entries.append(Entry(kind: .object, flag: false, count: 0, start: 0, end: 0))
        var count: Int32 = 0
        if try s.enterObject() {
            repeat {
                let k = try s.key()
                entries.append(Entry(kind: .string, flag: k.hasEscapes, count: 0, start: k.content.lowerBound, end: k.content.upperBound))
                try append(&s)
                count &+= 1
            } while try s.moreMembers()
        }
        entries[at].count = count
        entries[at].end = entries.count
    }

    private mutating func appendArray(_ s: inout JSONScanner) throws(JSONSyntaxError) {
        let at = entries.count
        entries.append(Entry(kind: .array, flag: false, count: 0, start: 0, end: 0))
        var count: Int32 = 0
        if try s.enterArray() {
            repeat {
                try append(&s)
                count &+= 1
            } while try s.moreElements()
        }
        entries[at].count = count
        entries[at].end = entries.count
    }

    // MARK: values

    func kind(_ i: Int) -> Kind { entries[i].kind }

    /// The JSON type's name, as `JSONValue.typeName` gives it.
    func typeName(_ i: Int) -> String {
        switch entries[i].kind {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }

    /// The index just past value `i` and everything in it.
    @inline(__always)
    private func after(_ i: Int) -> Int {
        let e = entries[i]
        return e.kind == .object || e.kind == .array ? e.end : i &+ 1
    }

    /// The value of `key` in object `i` (its last occurrence, as `JSONObject` finds it);
    /// nil when there is none or `i` is not an object.
    func member(_ i: Int, _ key: StaticString) -> Int? {
        member(i, UnsafeRawBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount))
    }

    /// `member(_:_:)` for a key held in a `String`.
    func member(_ i: Int, named key: String) -> Int? {
        var key = key
        return key.withUTF8 { member(i, UnsafeRawBufferPointer($0)) }
    }

    private func member(_ i: Int, _ key: UnsafeRawBufferPointer) -> Int? {
        guard entries[i].kind == .object else { return nil }
        var found: Int?
        var k = i &+ 1
        let end = entries[i].end
        while k < end {
            if isKey(k, key) { found = k &+ 1 }
            k = after(k &+ 1)
        }
        return found
    }

    /// Whether the key at `k` is `key`.
    func isKey(_ k: Int, _ key: StaticString) -> Bool {
        isKey(k, UnsafeRawBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount))
    }

    private func isKey(_ k: Int, _ key: UnsafeRawBufferPointer) -> Bool {
        let e = entries[k]
        if e.flag { return Array(string(k)?.utf8 ?? "".utf8).elementsEqual(key) }
        guard e.end &- e.start == key.count else { return false }
        return key.elementsEqual(UnsafeRawBufferPointer(rebasing: bytes[e.start..<e.end]))
    }

    /// The members of object `i` as (key, value) indices; none when `i` is not an object.
    func members(_ i: Int) -> Members {
        Members(tape: self, at: i &+ 1, end: entries[i].kind == .object ? entries[i].end : i &+ 1)
    }

    /// The elements of array `i`; nil when `i` is not an array.
    func elements(_ i: Int) -> Elements? {
        guard entries[i].kind == .array else { return nil }
        return Elements(tape: self, at: i &+ 1, end: entries[i].end)
    }

    /// How many members or elements container `i` has.
    func count(_ i: Int) -> Int { Int(entries[i].count) }

    func isObject(_ i: Int) -> Bool { entries[i].kind == .object }
    func isArray(_ i: Int) -> Bool { entries[i].kind == .array }

    /// The text of string `i`; nil when it is not a string.
    func string(_ i: Int) -> String? {
        let e = entries[i]
        guard e.kind == .string else { return nil }
        return JSONScanner.text(JSONScanner.StringToken(content: e.start..<e.end, hasEscapes: e.flag), in: bytes)
    }

    /// The text of number `i` as written; nil when it is not a number.
    func numberText(_ i: Int) -> String? {
        let e = entries[i]
        guard e.kind == .number else { return nil }
        return String(decoding: UnsafeRawBufferPointer(rebasing: bytes[e.start..<e.end]), as: UTF8.self)
    }

    /// Number `i` as an integer, as `JSONValue.intValue` reads it.
    func int(_ i: Int) -> Int? { numberText(i).flatMap { Int($0) } }

    /// Boolean `i`; nil when it is not a boolean.
    func bool(_ i: Int) -> Bool? { entries[i].kind == .bool ? entries[i].flag : nil }

    /// Value `i` as a `JSONValue` (for the few values a form keeps as JSON).
    func value(_ i: Int) -> JSONValue {
        switch entries[i].kind {
        case .null: return .null
        case .bool: return .bool(entries[i].flag)
        case .number: return .number(numberText(i) ?? "")
        case .string: return .string(string(i) ?? "")
        case .array: return .array((elements(i).map(Array.init) ?? []).map { value($0) })
        case .object: return .object(JSONObject(members(i).map { m -> (key: String, value: JSONValue) in (string(m.key) ?? "", value(m.value)) }))
        }
    }

    /// The members of an object, in source order.
    struct Members: Sequence, IteratorProtocol {
        let tape: JSONTape
        var at: Int
        let end: Int

        mutating func next() -> (key: Int, value: Int)? {
            guard at < end else { return nil }
            let k = at
            at = tape.after(k &+ 1)
            return (k, k &+ 1)
        }
    }

    /// The elements of an array, in source order.
    struct Elements: Sequence, IteratorProtocol {
        let tape: JSONTape
        var at: Int
        let end: Int

        mutating func next() -> Int? {
            guard at < end else { return nil }
            let i = at
            at = tape.after(i)
            return i
        }
    }
}
