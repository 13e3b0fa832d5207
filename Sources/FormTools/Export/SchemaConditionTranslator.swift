import FormCore

/// Translates formsh conditions (docs/contract.md, "Validation and dependent fields") into JSON Schema subschemas over
/// the whole
/// payload object, for `formsh export --json-schema`.
///
/// A payload with a value for a hidden field is invalid anyway (the exported schema
/// says so with its own `if`/`then`), so "field f equals v" can be read as "f is present
/// and its value matches v". Exceptions kept exact: a missing yes/no field counts as
/// false while it is shown; a hidden field counts as empty.
struct SchemaConditionTranslator {
    let form: Form
    /// Places where the translation is approximate, in words, for the export's notes.
    private(set) var notes: [String] = []

    init(form: Form) { self.form = form }

    /// The subschema that holds exactly when the condition is true.
    mutating func schema(_ c: Condition) -> JSONValue {
        switch c {
        case .never: return .bool(false)
        case .equals(let f, let v): return matches(f, [v])
        case .oneOf(let f, let vs): return matches(f, vs)
        case .notEquals(let f, let v): return SchemaJSON.not(matches(f, [v]))
        case .filled(let f, let wanted):
            let filled = isFilled(f)
            return wanted ? filled : SchemaJSON.not(filled)
        case .all(let cs): return SchemaJSON.all(cs.map { schema($0) })
        case .any(let cs): return SchemaJSON.any(cs.map { schema($0) })
        case .not(let inner): return SchemaJSON.not(schema(inner))
        }
    }

    /// Whether a field is shown: its visibleWhen, or true.
    mutating func visible(_ index: Int) -> JSONValue {
        guard form.fields.indices.contains(index) else { return .bool(false) }
        return form.fields[index].visibleWhen.map { schema($0) } ?? .bool(true)
    }

    /// `equals`/`in`: the field holds a value matching one of the literals.
    private mutating func matches(_ ref: Condition.FieldRef, _ literals: [ConditionLiteral]) -> JSONValue {
        guard form.fields.indices.contains(ref.index) else { return .bool(false) }
        let field = form.fields[ref.index]
        let key = field.key
        switch field.shape {
        case .choice, .choices:
            var values: [JSONValue] = []  // each value once, as the field's enum lists it
            for i in Set(literals.flatMap(\.matchingOptions)).sorted() {
                if !values.contains(where: { $0.sameData(as: field.options[i].value) }) {
                    values.append(field.options[i].value)
                }
            }
            guard !values.isEmpty else { return .bool(false) }
            let match: JSONValue =
                field.shape == .choice
                ? SchemaJSON.object([("enum", .array(values))])
                : SchemaJSON.object([("contains", SchemaJSON.object([("enum", .array(values))]))])
            return SchemaJSON.present(key, match)
        case .boolean:
            let wantsTrue = literals.contains { $0.matches(.boolean(true)) }
            let wantsFalse = literals.contains { $0.matches(.boolean(false)) }
            switch (wantsTrue, wantsFalse) {
            case (false, false): return .bool(false)
            case (true, true): return visible(ref.index)
            case (true, false): return SchemaJSON.present(key, SchemaJSON.object([("const", .bool(true))]))
            case (false, true):
                // Shown, and false or missing (a missing yes/no field is false).
                return SchemaJSON.all([
                    visible(ref.index),
                    SchemaJSON.object([
                        ("properties", SchemaJSON.object([(key, SchemaJSON.object([("const", .bool(false))]))]))
                    ]),
                ])
            }
        case .text:
            var consts: [JSONValue] = []
            for literal in literals {
                if let c = textConstant(field, literal.json) { consts.append(c) }
            }
            guard !consts.isEmpty else { return .bool(false) }
            let match: JSONValue =
                consts.count == 1
                ? SchemaJSON.object([("const", consts[0])]) : SchemaJSON.object([("enum", .array(consts))])
            return SchemaJSON.present(key, match)
        }
    }

    /// The payload value a text field has when it equals a literal, or nil when none can.
    private mutating func textConstant(_ field: Field, _ literal: JSONValue) -> JSONValue? {
        switch (field.valueType, literal) {
        case (.string, .string(let s)): return .string(s)
        case (.string, .bool(let b)): return .string(b ? "true" : "false")
        case (.string, .number(let n)):
            note(
                "\(field.key): a condition compares its text with the number \(n); formsh compares numerically (\"\(n).0\" or \" \(n) \" also match), the schema only the text \"\(n)\""
            )
            return .string(n)
        case (_, .number(let n)): return .number(n)
        case (_, .string(let s)):
            guard ExactDecimal(json: s) != nil, (try? JSONParser.parse(s))?.numberText != nil else { return nil }
            note(
                "\(field.key): a condition compares its number with the text \"\(s)\"; formsh compares the digits as sent, the schema the numeric value"
            )
            return .number(s)
        default: return nil
        }
    }

    /// `filled: true`: the field is shown and holds a non-blank value.
    private mutating func isFilled(_ ref: Condition.FieldRef) -> JSONValue {
        guard form.fields.indices.contains(ref.index) else { return .bool(false) }
        let field = form.fields[ref.index]
        switch field.shape {
        case .boolean: return visible(ref.index)
        case .choice: return SchemaJSON.present(field.key, .bool(true))
        case .choices: return SchemaJSON.present(field.key, SchemaJSON.object([("minItems", .number("1"))]))
        case .text:
            guard field.valueType == .string else { return SchemaJSON.present(field.key, .bool(true)) }
            return SchemaJSON.present(field.key, SchemaJSON.object([("pattern", .string(SchemaJSON.nonBlank))]))
        }
    }

    private mutating func note(_ text: String) {
        if !notes.contains(text) { notes.append(text) }
    }
}
