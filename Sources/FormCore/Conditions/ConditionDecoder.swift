/// Decodes a condition's JSON (docs/contract.md, "Validation and dependent fields") from a schema's tape and resolves
/// its field names.
struct ConditionDecoder {
    let tape: JSONTape
    let keyIndex: [String: Int]
    /// Parses literals against the options of the field they name, once each at load.
    let literals: ConditionLiterals

    init(tape: JSONTape, keyIndex: [String: Int], fieldOptions: [[Option]] = []) {
        self.tape = tape
        self.keyIndex = keyIndex
        self.literals = ConditionLiterals(fieldOptions: fieldOptions)
    }

    /// Problems of one condition: a malformed shape is fatal for the component; an
    /// unknown field is a warning and the reference is false at run time.
    enum Problem {
        case malformed(String)
        case unknownField(String)
    }

    /// The condition that is value `json` of the tape.
    func decode(_ json: Int, problems: inout [Problem]) -> Condition? {
        guard tape.isObject(json) else {
            problems.append(.malformed(ConditionDecoder.notAnObject(tape, json)))
            return nil
        }
        let all = tape.member(json, .allOf)
        if let list = all ?? tape.member(json, .anyOf) {
            guard let items = tape.elements(list), tape.count(list) > 0 else {
                problems.append(.malformed(ConditionDecoder.badList))
                return nil
            }
            var cs: [Condition] = []
            for item in items {
                guard let c = decode(item, problems: &problems) else { return nil }
                cs.append(c)
            }
            return all != nil ? .all(cs) : .any(cs)
        }
        if let inner = tape.member(json, .not) {
            return decode(inner, problems: &problems).map { .not($0) }
        }
        guard let key = tape.string(json, .field) else {
            problems.append(.malformed(ConditionDecoder.noField))
            return nil
        }
        guard let index = keyIndex[key] else {
            problems.append(.unknownField(key))
            return .never(unknownField: key)
        }
        let ref = Condition.FieldRef(key: key, index: index)
        if let v = tape.member(json, .equals), isScalar(v) {
            return .equals(ref, literals.literal(tape.value(v), field: index))
        }
        if let v = tape.member(json, .notEquals), isScalar(v) {
            return .notEquals(ref, literals.literal(tape.value(v), field: index))
        }
        if let v = tape.member(json, .oneOf), let items = tape.elements(v), items.allSatisfy(isScalar) {
            return .oneOf(ref, items.map { literals.literal(tape.value($0), field: index) })
        }
        if let v = tape.member(json, .filled).flatMap(tape.bool) { return .filled(ref, v) }
        problems.append(.malformed(ConditionDecoder.noTest(key)))
        return nil
    }

    /// The first shape problem of a condition, found without resolving field names, so
    /// that a component with a malformed condition is skipped before fields are numbered.
    /// It checks what `decode` checks, in the same order, and builds nothing.
    static func shapeProblem(_ tape: JSONTape, _ json: Int) -> String? {
        guard tape.isObject(json) else { return notAnObject(tape, json) }
        if let list = tape.member(json, .allOf) ?? tape.member(json, .anyOf) {
            guard let items = tape.elements(list), tape.count(list) > 0 else { return badList }
            for item in items { if let problem = shapeProblem(tape, item) { return problem } }
            return nil
        }
        if let inner = tape.member(json, .not) { return shapeProblem(tape, inner) }
        guard let field = tape.member(json, .field), tape.kind(field) == .string else { return noField }
        let scalar = { (v: Int) in isScalar(tape, v) }
        if let v = tape.member(json, .equals), scalar(v) { return nil }
        if let v = tape.member(json, .notEquals), scalar(v) { return nil }
        if let v = tape.member(json, .oneOf), let items = tape.elements(v), items.allSatisfy(scalar) { return nil }
        if tape.member(json, .filled).flatMap(tape.bool) != nil { return nil }
        return noTest(tape.string(field) ?? "")
    }

    private static func notAnObject(_ tape: JSONTape, _ json: Int) -> String {
        "a condition must be an object, found \(tape.typeName(json))"
    }
    private static let badList = "\"all\"/\"any\" takes a non-empty array of conditions"
    private static let noField = "a condition needs \"field\" (a stateKey) or all/any/not"
    private static func noTest(_ key: String) -> String {
        "condition on \"\(key)\" needs equals, notEquals, in (an array) or filled (a boolean)"
    }

    private func isScalar(_ v: Int) -> Bool { ConditionDecoder.isScalar(tape, v) }

    private static func isScalar(_ tape: JSONTape, _ v: Int) -> Bool {
        switch tape.kind(v) {
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
