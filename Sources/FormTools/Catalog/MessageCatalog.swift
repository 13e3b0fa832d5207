import FormCore

/// `formsh messages --json`: one object per field, for a program to read. Beside the
/// words `RuleCatalog` prints, conditions are the schema's own JSON and parameters keep
/// their JSON type (a length or a bound is a number, a pattern or a stateKey a string).
public enum MessageCatalog {
    /// `{"key", "label", "type", "valueType", "pointer", "visibleWhen", "rules": [{"rule",
    /// "parameter", "when", "message"}]}`; `visibleWhen` is the field's condition, combined
    /// with its sections' as `{"all": [...]}` (outermost first), or null.
    public static func json(for field: Field, root: JSONValue) -> JSONValue {
        let rules: [JSONValue] = field.ruleSources(in: root).map { s in
            .object(
                JSONObject([
                    ("rule", .string(s.rule.name)),
                    ("parameter", parameter(s) ?? .null),
                    ("when", s.json["when"] ?? .null),
                    ("message", .string(s.rule.message)),
                ]))
        }
        let conditions = visibility(of: field.pointer, in: root)
        return .object(
            JSONObject([
                ("key", .string(field.key)),
                ("label", .string(field.label)),
                ("type", .string(field.kind.typeName)),
                ("valueType", field.shape == .text ? .string(field.valueType.rawValue) : .null),
                ("pointer", .string(field.pointer)),
                (
                    "visibleWhen",
                    conditions.isEmpty
                        ? .null
                        : conditions.count == 1 ? conditions[0] : .object(JSONObject([("all", .array(conditions))]))
                ),
                ("rules", .array(rules)),
            ]))
    }

    /// The rule's parameter as the schema wrote it: `pattern`, `value` or `field`.
    static func parameter(_ s: RuleSource) -> JSONValue? {
        switch s.rule.kind {
        case .regex: return s.json["pattern"]
        case .length, .range: return s.json["value"]
        case .equalsField: return s.json["field"]
        case .required, .luhn: return nil
        }
    }

    /// The `visibleWhen` of the component at `pointer` and of each section around it,
    /// outermost first.
    static func visibility(of pointer: String, in root: JSONValue) -> [JSONValue] {
        var out: [JSONValue] = []
        var p = pointer
        while true {
            if let c = PointerPath(p)?.value(in: root)?["visibleWhen"] { out.insert(c, at: 0) }
            guard let r = p.ranges(of: "/children/").last else { break }
            p = String(p[..<r.lowerBound])
        }
        return out
    }
}
