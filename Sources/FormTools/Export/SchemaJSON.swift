import FormCore

/// Small builders for JSON Schema values, simplifying `true`/`false` as they go.
enum SchemaJSON {
    /// A pattern that a blank value (empty after trimming white space) does not match.
    static let nonBlank = "\\S"

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
