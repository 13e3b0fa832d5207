/// Decodes a condition's JSON (SPEC §2) and resolves its field names.
struct ConditionDecoder {
    let keyIndex: [String: Int]
    /// The options of each field, by index, against which literals are parsed.
    let fieldOptions: [[Option]]

    init(keyIndex: [String: Int], fieldOptions: [[Option]] = []) {
        self.keyIndex = keyIndex
        self.fieldOptions = fieldOptions
    }

    /// Problems of one condition: a malformed shape is fatal for the component; an
    /// unknown field is a warning and the reference is false at run time.
    enum Problem { case malformed(String), unknownField(String) }

    func decode(_ json: JSONValue, problems: inout [Problem]) -> Condition? {
        guard let o = json.objectValue else {
            problems.append(.malformed(ConditionDecoder.notAnObject(json)))
            return nil
        }
        if let list = o["all"] ?? o["any"] {
            guard let items = list.arrayValue, !items.isEmpty else {
                problems.append(.malformed(ConditionDecoder.badList))
                return nil
            }
            var cs: [Condition] = []
            for item in items {
                guard let c = decode(item, problems: &problems) else { return nil }
                cs.append(c)
            }
            return o["all"] != nil ? .all(cs) : .any(cs)
        }
        if let inner = o["not"] {
            return decode(inner, problems: &problems).map { .not($0) }
        }
        guard let key = o["field"]?.stringValue else {
            problems.append(.malformed(ConditionDecoder.noField))
            return nil
        }
        guard let index = keyIndex[key] else {
            problems.append(.unknownField(key))
            return .never(unknownField: key)
        }
        let ref = Condition.FieldRef(key: key, index: index)
        let options = index < fieldOptions.count ? fieldOptions[index] : []
        if let v = o["equals"], ConditionDecoder.isScalar(v) { return .equals(ref, ConditionLiteral(v, options: options)) }
        if let v = o["notEquals"], ConditionDecoder.isScalar(v) { return .notEquals(ref, ConditionLiteral(v, options: options)) }
        if let v = o["in"]?.arrayValue, v.allSatisfy(ConditionDecoder.isScalar) {
            return .oneOf(ref, v.map { ConditionLiteral($0, options: options) })
        }
        if let v = o["filled"]?.boolValue { return .filled(ref, v) }
        problems.append(.malformed(ConditionDecoder.noTest(key)))
        return nil
    }

    /// The first shape problem of a condition, found without resolving field names, so
    /// that a component with a malformed condition is skipped before fields are numbered.
    /// It checks what `decode` checks, in the same order, and builds nothing.
    static func shapeProblem(_ json: JSONValue) -> String? {
        guard let o = json.objectValue else { return notAnObject(json) }
        if let list = o["all"] ?? o["any"] {
            guard let items = list.arrayValue, !items.isEmpty else { return badList }
            for item in items { if let problem = shapeProblem(item) { return problem } }
            return nil
        }
        if let inner = o["not"] { return shapeProblem(inner) }
        guard let key = o["field"]?.stringValue else { return noField }
        if let v = o["equals"], isScalar(v) { return nil }
        if let v = o["notEquals"], isScalar(v) { return nil }
        if let v = o["in"]?.arrayValue, v.allSatisfy(isScalar) { return nil }
        if o["filled"]?.boolValue != nil { return nil }
        return noTest(key)
    }

    private static func notAnObject(_ json: JSONValue) -> String { "a condition must be an object, found \(json.typeName)" }
    private static let badList = "\"all\"/\"any\" takes a non-empty array of conditions"
    private static let noField = "a condition needs \"field\" (a stateKey) or all/any/not"
    private static func noTest(_ key: String) -> String {
        "condition on \"\(key)\" needs equals, notEquals, in (an array) or filled (a boolean)"
    }

    private static func isScalar(_ v: JSONValue) -> Bool {
        switch v {
        case .string, .number, .bool: return true
        default: return false
        }
    }
}

extension Condition {
    /// The condition in words, for `:rules` and `messages`: `delivery_type = courier`.
    public var summary: String {
        switch self {
        case .equals(let f, let v): return "\(f.key) = \(Condition.text(v.json))"
        case .notEquals(let f, let v): return "\(f.key) ≠ \(Condition.text(v.json))"
        case .oneOf(let f, let vs): return "\(f.key) in [\(vs.map { Condition.text($0.json) }.joined(separator: ", "))]"
        case .filled(let f, let b): return b ? "\(f.key) is filled" : "\(f.key) is empty"
        case .all(let cs): return cs.map { $0.parenthesised }.joined(separator: " and ")
        case .any(let cs): return cs.map { $0.parenthesised }.joined(separator: " or ")
        case .not(let c): return "not \(c.parenthesised)"
        case .never(let key): return "\(key) (unknown field: never true)"
        }
    }

    private var parenthesised: String {
        switch self {
        case .all, .any: return "(\(summary))"
        default: return summary
        }
    }

    static func text(_ v: JSONValue) -> String {
        switch v {
        case .string(let s): return s
        default: return JSONWriter.string(v)
        }
    }
}
