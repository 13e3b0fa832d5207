import FormCore

/// Small builders for JSON Schema values, simplifying `true`/`false` as they go.
enum SchemaJSON {
    /// The blank scalars (`BlankScalars`, what the app's trim removes) as the inside of a
    /// character class that ECMA-262 and Python's `re` read alike: `\u0009-\u000D\u0020…`.
    /// Not `\s`, which is White_Space in neither (ECMA-262's holds U+FEFF and lacks U+0085;
    /// none holds U+200B).
    static let blankClass: String = BlankScalars.ranges.map { r in
        r.count == 1 ? escaped(r.lowerBound) : escaped(r.lowerBound) + "-" + escaped(r.upperBound)
    }.joined()

    /// A pattern that a blank value does not match: some character is not blank.
    static let nonBlank = "[^" + blankClass + "]"

    /// A pattern that only a blank value matches.
    static let blankOnly = "^[" + blankClass + "]*$"

    /// `\uXXXX` for a code point of the Basic Multilingual Plane.
    private static func escaped(_ v: UInt32) -> String {
        let hex = String(v, radix: 16, uppercase: true)
        return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    static func object(_ entries: [(String, JSONValue)]) -> JSONValue {
        .object(JSONObject(entries.map { (key: $0.0, value: $0.1) }))
    }

    /// The property is present and its value satisfies `schema`.
    static func present(_ key: String, _ schema: JSONValue) -> JSONValue {
        if schema == .bool(true) { return object([("required", .array([.string(key)]))]) }
        return object([("required", .array([.string(key)])), ("properties", object([(key, schema)]))])
    }

    static func not(_ s: JSONValue) -> JSONValue {
        if case .bool(let b) = s { return .bool(!b) }
        if case .object(let o) = s, o.entries.count == 1, o.entries[0].key == "not" { return o.entries[0].value }
        return object([("not", s)])
    }

    static func all(_ items: [JSONValue]) -> JSONValue {
        if items.contains(.bool(false)) { return .bool(false) }
        let kept = items.filter { $0 != .bool(true) }
        if kept.isEmpty { return .bool(true) }
        return kept.count == 1 ? kept[0] : object([("allOf", .array(kept))])
    }

    static func any(_ items: [JSONValue]) -> JSONValue {
        if items.contains(.bool(true)) { return .bool(true) }
        let kept = items.filter { $0 != .bool(false) }
        if kept.isEmpty { return .bool(false) }
        return kept.count == 1 ? kept[0] : object([("anyOf", .array(kept))])
    }
}
