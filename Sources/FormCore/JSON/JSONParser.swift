/// Builds `JSONValue`s with `JSONScanner`: exact number text, key order, the scanner's
/// depth limit, and errors with line and column. For schemas, scenarios and answers;
/// payloads are read with the scanner directly.
public struct JSONParser {
    /// Deepest nesting accepted; deeper input is an error, never a stack overflow.
    public static let maxDepth = JSONScanner.maxDepth

    private var scanner: JSONScanner
    /// Whether positions and duplicate keys are recorded (for a `JSONDocument`); a plain
    /// parse returns the value alone, so it neither builds pointers nor looks for duplicates.
    private let recordPositions: Bool
    /// JSON Pointer → byte offset of every object and array (only when recording).
    private var positions: [String: Int] = [:]
    /// Duplicate keys seen, as (pointer of the object, key, byte offset).
    private var duplicateKeys: [(pointer: String, key: String, offset: Int)] = []
    /// Members of the objects being read, innermost last: one buffer for every object,
    /// so that each object's entries are allocated once, at their final size.
    private let members = MoveStack<(key: String, value: JSONValue)>()
    /// Elements of the arrays being read, innermost last (as `members`).
    private let elements = MoveStack<JSONValue>()
    /// Recently read short keys: a schema repeats a few dozen keys thousands of times,
    /// and taking a `String` from here costs less than making it again.
    private var shortKeys = ShortStringCache()

    private init(_ bytes: UnsafeRawBufferPointer, recordPositions: Bool) {
        scanner = JSONScanner(bytes)
        self.recordPositions = recordPositions
    }

    /// Parses one complete JSON text.
    public static func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
        var copy = text
        let result = copy.withUTF8 { buffer in Result { () throws(JSONSyntaxError) in try parse(buffer) } }
        return try result.get()
    }

    /// Parses one complete JSON text from bytes.
    public static func parse(_ bytes: UnsafeBufferPointer<UInt8>) throws(JSONSyntaxError) -> JSONValue {
        var parser = JSONParser(UnsafeRawBufferPointer(bytes), recordPositions: false)
        return try parser.parseDocument()
    }

    /// Parses a document and records where each object and array starts, for diagnostics.
    public static func parseWithPositions(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONDocument {
        let result = bytes.withUnsafeBufferPointer { buffer in
            Result { () throws(JSONSyntaxError) in
                var parser = JSONParser(UnsafeRawBufferPointer(buffer), recordPositions: true)
                // A position per object and array: room for one per 64 bytes of text (a
                // schema's option is about 90), so that the table is seldom rebuilt as it
                // grows (a list of 10,000 options is 10,000 objects).
                parser.positions.reserveCapacity(buffer.count / 64 &+ 16)
                let value = try parser.parseDocument()
                return JSONDocument(
                    root: value, positions: parser.positions,
                    duplicateKeys: parser.duplicateKeys, lineStarts: JSONDocument.lineStarts(of: buffer))
            }
        }
        return try result.get()
    }

    private mutating func parseDocument() throws(JSONSyntaxError) -> JSONValue {
        scanner.skipSpace()
        let value = try parseValue(pointer: "")
        try scanner.finish()
        return value
    }

    private mutating func parseValue(pointer: String) throws(JSONSyntaxError) -> JSONValue {
        switch scanner.kind {
        case .object?: return try parseObject(pointer: pointer)
        case .array?: return try parseArray(pointer: pointer)
        case .string?: return .string(JSONScanner.text(try scanner.string(), in: scanner.bytes))
        case .number?:
            return .number(
                String(decoding: UnsafeRawBufferPointer(rebasing: scanner.bytes[try scanner.number()]), as: UTF8.self))
        case .bool?: return .bool(try scanner.bool())
        case .null?, nil:
            try scanner.null()
            return .null
        }
    }

    /// The text of a key, from the cache when it is short.
    private mutating func keyText(_ token: JSONScanner.StringToken) -> String {
        guard !token.hasEscapes, token.content.count <= ShortStringCache.maxLength else {
            return JSONScanner.text(token, in: scanner.bytes)
        }
        let padded = token.content.lowerBound &+ ShortStringCache.maxLength <= scanner.bytes.count
        return shortKeys.string(UnsafeRawBufferPointer(rebasing: scanner.bytes[token.content]), padded: padded)
    }

    private mutating func parseObject(pointer: String) throws(JSONSyntaxError) -> JSONValue {
        if recordPositions { positions[pointer] = scanner.offset }
        guard try scanner.enterObject() else { return .object(JSONObject()) }
        let members = self.members
        let base = members.count
        defer { members.truncate(to: base) }
        var seen: Set<String>?
        repeat {
            let keyOffset = scanner.offset
            let key = keyText(try scanner.key())
            // Copied only for a duplicate, so that the member can take the key itself.
            let duplicate: String? = recordPositions && isDuplicate(key, since: base, seen: &seen) ? key : nil
            // Pointers only where a position is recorded (objects and arrays, when
            // recording): otherwise a constant, with nothing to build or release.
            let value =
                recordPositions && atContainer
                ? try parseValue(pointer: pointer + "/" + JSONPointer.escape(key))
                : try parseValue(pointer: "")
            members.push((key, value))
            if let duplicate { duplicateKeys.append((pointer, duplicate, keyOffset)) }
        } while try scanner.moreMembers()
        return .object(JSONObject(members.pop(from: base)))
    }

    /// Whether the value at the scanner is an object or an array (whose position is recorded).
    private var atContainer: Bool {
        let kind = scanner.kind
        return kind == .object || kind == .array
    }

    /// Whether the object whose members start at `base` already has `key`. Objects in
    /// schemas have a handful of keys, so a scan beats hashing every key into a set;
    /// a large object switches to one (`seen`), so that reading it stays linear.
    private func isDuplicate(_ key: String, since base: Int, seen: inout Set<String>?) -> Bool {
        let count = members.count - base
        if count < 16 {
            var i = base
            let length = key.utf8.count
            while i < members.count {
                if members[i].key.utf8.count == length && members[i].key == key { return true }
                i += 1
            }
            return false
        }
        if seen == nil { seen = Set((base..<members.count).map { members[$0].key }) }
        return seen?.insert(key).inserted == false
    }

    private mutating func parseArray(pointer: String) throws(JSONSyntaxError) -> JSONValue {
        if recordPositions { positions[pointer] = scanner.offset }
        guard try scanner.enterArray() else { return .array([]) }
        let elements = self.elements
        let base = elements.count
        defer { elements.truncate(to: base) }
        repeat {
            let value =
                recordPositions && atContainer
                ? try parseValue(pointer: JSONPointer.appending(elements.count - base, to: pointer))
                : try parseValue(pointer: "")
            elements.push(value)
        } while try scanner.moreElements()
        return .array(elements.pop(from: base))
    }
}
