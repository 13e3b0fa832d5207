/// A parsed JSON value. Numbers keep their source text so that digits are never
/// rounded through binary floating point; objects keep their key order.
public enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    /// The number exactly as written in the source (RFC 8259 grammar).
    case number(String)
    case string(String)
    case array([JSONValue])
    case object(JSONObject)

    /// The JSON type's name, for messages ("expected a string, found a number").
    public var typeName: String { kind.typeName }

    /// The kind of value this is.
    public var kind: JSONScanner.Kind {
        switch self {
        case .null: return .null
        case .bool: return .bool
        case .number: return .number
        case .string: return .string
        case .array: return .array
        case .object: return .object
        }
    }

    public var stringValue: String? {
        if case .string(let s) = self { return s }
        return nil
    }
    public var boolValue: Bool? {
        if case .bool(let b) = self { return b }
        return nil
    }
    public var objectValue: JSONObject? {
        if case .object(let o) = self { return o }
        return nil
    }
    public var arrayValue: [JSONValue]? {
        if case .array(let a) = self { return a }
        return nil
    }
    public var numberText: String? {
        if case .number(let n) = self { return n }
        return nil
    }

    /// An integer value, if this is a number without fraction or exponent that fits `Int`.
    public var intValue: Int? {
        guard case .number(let n) = self else { return nil }
        return Int(n)
    }

    /// Looks up a key of an object (nil for non-objects).
    public subscript(key: String) -> JSONValue? { objectValue?[key] }
}

/// A JSON object with its keys in source order. Lookup finds the last occurrence of
/// a key, as most JSON parsers do; duplicates are reported by the parser.
public struct JSONObject: Equatable, Sendable {
    public var entries: [(key: String, value: JSONValue)]

    public init(_ entries: [(key: String, value: JSONValue)] = []) { self.entries = entries }

    @inline(__always)
    public subscript(key: String) -> JSONValue? {
        // Lengths first: most keys of an object differ from `key` in length, and comparing
        // lengths costs far less than comparing strings.
        let length = key.utf8.count
        var i = entries.count
        while i > 0 {
            i -= 1
            if entries[i].key.utf8.count == length && entries[i].key == key { return entries[i].value }
        }
        return nil
    }

    public var keys: [String] { entries.map(\.key) }

    public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
        lhs.entries.count == rhs.entries.count
            && zip(lhs.entries, rhs.entries).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    }
}
