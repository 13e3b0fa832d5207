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
/// Each key carries a tag (its length and first bytes, `Key`), so that looking a member
/// up compares one number per member and reads the bytes of the one that matches.
/// A tape reads the bytes it was made from: use it only inside `read(_:_:)`.
struct JSONTape {
    typealias Kind = JSONScanner.Kind

    private struct Entry {
        var kind: Kind
        /// Strings: whether the content has escapes. Booleans: the value.
        var flag: Bool
        /// Objects: members; arrays: elements; keys: their tag.
        var count: Int32
        /// Strings and numbers: where the content starts in `bytes` (inside the quotes).
        var start: Int
        /// Strings and numbers: where the content ends; containers: the index past them.
        var end: Int
    }

    private let bytes: UnsafeRawBufferPointer
    private let entries: UnsafeBufferPointer<Entry>

    /// Reads `bytes` as one JSON text and hands its tape, whose root is value 0, to `body`.
    static func read<R>(_ bytes: UnsafeRawBufferPointer, _ body: (JSONTape) -> R) throws(JSONSyntaxError) -> R {
        // About one value per eight bytes in a schema (measured on this repo's forms).
        var writer = Writer(capacity: bytes.count / 8 + 16)
        defer { writer.storage.deallocate() }
        var scanner = JSONScanner(bytes)
        scanner.skipSpace()
        try writer.append(&scanner)
        try scanner.finish()
        return body(JSONTape(bytes: bytes, entries: UnsafeBufferPointer(start: writer.storage, count: writer.count)))
    }

    /// Writes the tape as the scanner reads the bytes, into storage that grows by doubling.
    private struct Writer {
        var storage: UnsafeMutablePointer<Entry>
        var count = 0
        var capacity: Int

        init(capacity: Int) {
            self.capacity = capacity
            storage = .allocate(capacity: capacity)
        }

        @inline(__always)
        private mutating func push(_ entry: Entry) {
            if count == capacity {
                let bigger = UnsafeMutablePointer<Entry>.allocate(capacity: capacity * 2)
                bigger.moveInitialize(from: storage, count: count)
                storage.deallocate()
                storage = bigger
                capacity *= 2
            }
            (storage + count).initialize(to: entry)
            count &+= 1
        }

        @inline(__always)
        private mutating func pushString(_ t: JSONScanner.StringToken, tag: Int32 = 0) {
            push(
                Entry(
                    kind: .string, flag: t.hasEscapes, count: tag, start: t.content.lowerBound,
                    end: t.content.upperBound))
        }

        mutating func append(_ s: inout JSONScanner) throws(JSONSyntaxError) {
            switch s.kind {
            case .object?: try appendObject(&s)
            case .array?: try appendArray(&s)
            case .string?: pushString(try s.string())
            case .number?:
                let r = try s.number()
                push(Entry(kind: .number, flag: false, count: 0, start: r.lowerBound, end: r.upperBound))
            case .bool?: push(Entry(kind: .bool, flag: try s.bool(), count: 0, start: 0, end: 0))
            case .null?, nil:
                try s.null()
                push(Entry(kind: .null, flag: false, count: 0, start: 0, end: 0))
            }
        }

        private mutating func appendObject(_ s: inout JSONScanner) throws(JSONSyntaxError) {
            let at = count
            push(Entry(kind: .object, flag: false, count: 0, start: 0, end: 0))
            var members: Int32 = 0
            if try s.enterObject() {
                repeat {
                    let key = try s.key()
                    pushString(key, tag: Key.tag(s.base + key.content.lowerBound, key.content.count))
                    try append(&s)
                    members &+= 1
                } while try s.moreMembers()
            }
            storage[at].count = members
            storage[at].end = count
        }

        private mutating func appendArray(_ s: inout JSONScanner) throws(JSONSyntaxError) {
            let at = count
            push(Entry(kind: .array, flag: false, count: 0, start: 0, end: 0))
            var elements: Int32 = 0
            if try s.enterArray() {
                repeat {
                    try append(&s)
                    elements &+= 1
                } while try s.moreElements()
            }
            storage[at].count = elements
            storage[at].end = count
        }
    }

    // MARK: values

    func kind(_ i: Int) -> Kind { entries[i].kind }

    /// The JSON type's name, for messages.
    func typeName(_ i: Int) -> String { entries[i].kind.typeName }

    /// The index just past value `i` and everything in it.
    @inline(__always)
    private func after(_ i: Int) -> Int {
        let e = entries[i]
        return e.kind == .object || e.kind == .array ? e.end : i &+ 1
    }

    /// A key to look members up by: its name, and a tag of its length and first three
    /// bytes, which tells most keys apart at one compare.
    struct Key {
        let name: StaticString
        let tag: Int32

        init(_ name: StaticString) {
            self.name = name
            tag = Key.tag(UnsafeRawPointer(name.utf8Start), name.utf8CodeUnitCount)
        }

        /// The tag of the `count` bytes at `p`.
        @inline(__always)
        static func tag(_ p: UnsafeRawPointer, _ count: Int) -> Int32 {
            var t = Int32(truncatingIfNeeded: min(count, 127)) << 24
            if count > 0 { t |= Int32(p.load(as: UInt8.self)) << 16 }
            if count > 1 { t |= Int32(p.load(fromByteOffset: 1, as: UInt8.self)) << 8 }
            if count > 2 { t |= Int32(p.load(fromByteOffset: 2, as: UInt8.self)) }
            return t
        }
    }

    /// The value of `key` in object `i` (its last occurrence, as `JSONObject` finds it);
    /// nil when there is none or `i` is not an object.
    @inline(__always)
    func member(_ i: Int, _ key: Key) -> Int? {
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

    /// `member(_:_:)` of an object that may be absent (a component without props, say).
    func member(_ i: Int?, _ key: Key) -> Int? { i.flatMap { member($0, key) } }

    /// The text of member `key` of object `i`; nil when there is none or it is not a string.
    func string(_ i: Int?, _ key: Key) -> String? { member(i, key).flatMap(string) }

    /// Whether the member key at `k` is `key`.
    @inline(__always)
    func isKey(_ k: Int, _ key: Key) -> Bool {
        let e = entries[k]
        if e.flag {
            return string(k).map {
                $0.utf8.elementsEqual(UnsafeBufferPointer(start: key.name.utf8Start, count: key.name.utf8CodeUnitCount))
            } ?? false
        }
        let n = key.name.utf8CodeUnitCount
        guard e.count == key.tag, e.end &- e.start == n, let base = bytes.baseAddress else { return false }
        // The tag holds the first three bytes.
        let p = key.name.utf8Start
        var j = 3
        while j < n {
            if p[j] != base.load(fromByteOffset: e.start &+ j, as: UInt8.self) { return false }
            j &+= 1
        }
        return true
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
        case .object:
            return .object(
                JSONObject(
                    members(i).map { m -> (key: String, value: JSONValue) in (string(m.key) ?? "", value(m.value)) }))
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
