/// Decodes a condition's JSON (SPEC §2) and resolves its field names.
struct ConditionDecoder {
    let keyIndex: [String: Int]
    /// The options of each field, by index, against which literals are parsed.
    let fieldOptions: [[Option]]
    /// Off for a shape check: every field name is then taken as known.
    var resolve = true

    init(keyIndex: [String: Int], fieldOptions: [[Option]] = [], resolve: Bool = true) {
        self.keyIndex = keyIndex
        self.fieldOptions = fieldOptions
        self.resolve = resolve
    }

    /// Problems of one condition: a malformed shape is fatal for the component; an
    /// unknown field is a warning and the reference is false at run time.
    enum Problem { case malformed(String), unknownField(String) }

    func decode(_ json: JSONValue, problems: inout [Problem]) -> Condition? {
        guard let o = json.objectValue else {
            problems.append(.malformed("a condition must be an object, found \(json.typeName)"))
            return nil
        }
        if let list = o["all"] ?? o["any"] {
            guard let items = list.arrayValue, !items.isEmpty else {
                problems.append(.malformed("\"all\"/\"any\" takes a non-empty array of conditions"))
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
            problems.append(.malformed("a condition needs \"field\" (a stateKey) or all/any/not"))
            return nil
        }
        guard let index = resolve ? keyIndex[key] : -1 else {
            problems.append(.unknownField(key))
            return .never(unknownField: key)
        }
        let ref = Condition.FieldRef(key: key, index: index)
        let options = index >= 0 && index < fieldOptions.count ? fieldOptions[index] : []
        if let v = o["equals"], isScalar(v) { return .equals(ref, ConditionLiteral(v, options: options)) }
        if let v = o["notEquals"], isScalar(v) { return .notEquals(ref, ConditionLiteral(v, options: options)) }
        if let v = o["in"]?.arrayValue, v.allSatisfy(isScalar) { return .oneOf(ref, v.map { ConditionLiteral($0, options: options) }) }
        if let v = o["filled"]?.boolValue { return .filled(ref, v) }
        problems.append(.malformed("condition on \"\(key)\" needs equals, notEquals, in (an array) or filled (a boolean)"))
        return nil
    }

    /// The first shape problem of a condition, found without resolving field names, so
    /// that a component with a malformed condition is skipped before fields are numbered.
    static func shapeProblem(_ json: JSONValue) -> String? {
        var problems: [Problem] = []
        _ = ConditionDecoder(keyIndex: [:], resolve: false).decode(json, problems: &problems)
        for case .malformed(let m) in problems { return m }
        return nil
    }

    private func isScalar(_ v: JSONValue) -> Bool {
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
