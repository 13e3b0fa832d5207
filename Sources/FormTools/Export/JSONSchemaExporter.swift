import FormCore

/// `formsh export --json-schema`: a form's payload rules as JSON Schema 2020-12, for
/// servers and API tooling, with an `x-formsh-notes` array naming every place where
/// JSON Schema's meaning differs from formsh's (docs/contract.md, "Validation and dependent fields", "Payload").
///
/// The mapping:
/// - each field is a property: `type` (`string`, `number`/`integer` by `valueType`,
///   `boolean`), `enum` for a choice, an array of `enum` items with `uniqueItems` for a
///   multi-choice checkbox; the label as `title`, the schema's `defaultValue` as `default`;
/// - rules without `when`: `regex` → `pattern` anchored as `^(?:…)$`, `minLength` /
///   `maxLength`, `min` / `max` → `minimum` / `maximum` (number fields), `required` →
///   the top-level `required` (a non-blank `pattern` for text, `minItems: 1` for a
///   multi-choice, `const: true` for yes/no); a second rule for the same keyword goes
///   into the property's `allOf`;
/// - rules with `when`, required fields with `visibleWhen`, and hidden fields (their
///   property must be absent while the condition is false) as `if`/`then` in `allOf`;
/// - `additionalProperties: false`: a key no field has is an error, as in `check`.
public enum JSONSchemaExporter {
    public static let dialect = "https://json-schema.org/draft/2020-12/schema"

    /// The schema as a JSON value.
    public static func schema(for form: Form) -> JSONValue {
        var builder = Builder(form: form)
        return builder.build()
    }

    /// The schema as indented text with a final newline (deterministic).
    public static func text(for form: Form) -> String {
        JSONWriter.string(schema(for: form), style: .pretty) + "\n"
    }

    private struct Builder {
        let form: Form
        var conditions: SchemaConditionTranslator
        var notes = ExportNotes()

        init(form: Form) {
            self.form = form
            conditions = SchemaConditionTranslator(form: form)
        }

        mutating func build() -> JSONValue {
            var properties: [(String, JSONValue)] = []
            var required: [JSONValue] = []
            var rules: [JSONValue] = []
            for field in form.fields {
                properties.append((field.key, property(field)))
                let shown = conditions.visible(field.index)
                if shown != .bool(true) {
                    rules += conditional(
                        SchemaJSON.not(shown),
                        SchemaJSON.object([("not", SchemaJSON.object([("required", .array([.string(field.key)]))]))]))
                }
                for rule in field.rules where rule.isRequired {
                    let when = rule.condition.map { conditions.schema($0) } ?? .bool(true)
                    let trigger = SchemaJSON.all([shown, when])
                    if trigger == .bool(true) {
                        required.append(.string(field.key))
                    } else {
                        rules += conditional(trigger, SchemaJSON.present(field.key, requiredValue(field)))
                    }
                }
                for rule in field.rules where !rule.isRequired {
                    guard let c = rule.condition else { continue }
                    let constraints = self.constraints(rule, field)
                    guard !constraints.isEmpty else { continue }
                    rules += conditional(
                        conditions.schema(c),
                        SchemaJSON.object([
                            ("properties", SchemaJSON.object([(field.key, SchemaJSON.object(constraints))]))
                        ]))
                }
            }
            var top: [(String, JSONValue)] = [
                ("$schema", .string(JSONSchemaExporter.dialect)),
                ("title", .string(form.title)),
                ("description", .string("Payload of \(form.screenId) v\(form.version), as formsh validates it")),
                ("type", .string("object")),
                ("properties", SchemaJSON.object(properties)),
            ]
            if !required.isEmpty { top.append(("required", .array(required))) }
            if !rules.isEmpty { top.append(("allOf", .array(rules))) }
            top.append(("additionalProperties", .bool(false)))
            notes.conditions = conditions.notes
            top.append(("x-formsh-notes", .array(notes.all(form: form).map { .string($0) })))
            return SchemaJSON.object(top)
        }

        /// `if`/`then`, or `then` alone when the condition always holds, or nothing.
        private func conditional(_ condition: JSONValue, _ then: JSONValue) -> [JSONValue] {
            switch condition {
            case .bool(true): return [then]
            case .bool(false): return []
            default: return [SchemaJSON.object([("if", condition), ("then", then)])]
            }
        }

        private mutating func property(_ field: Field) -> JSONValue {
            var entries: [(String, JSONValue)] = [("title", .string(field.label))]
            if field.distinctOptionValues.count < field.options.count { notes.duplicateOptions.append(field.key) }
            switch field.shape {
            case .text:
                let type: String
                switch field.valueType {
                case .string: type = "string"
                case .number: type = "number"
                case .integer: type = "integer"  // check, like JSON Schema, takes 20.0 and 2e1 as 20
                }
                entries.append(("type", .string(type)))
            case .choice:
                entries.append(("enum", .array(field.distinctOptionValues)))
            case .choices:
                entries.append(("type", .string("array")))
                entries.append(("items", SchemaJSON.object([("enum", .array(field.distinctOptionValues))])))
                entries.append(("uniqueItems", .bool(true)))
            case .boolean:
                entries.append(("type", .string("boolean")))
            }
            if let d = field.defaultValue { entries.append(("default", d)) }
            var extra: [JSONValue] = []
            func add(_ keyword: String, _ value: JSONValue) {
                if entries.contains(where: { $0.0 == keyword }) {
                    extra.append(SchemaJSON.object([(keyword, value)]))
                } else {
                    entries.append((keyword, value))
                }
            }
            for rule in field.rules where rule.condition == nil && !rule.isRequired {
                for (k, v) in constraints(rule, field) { add(k, v) }
            }
            if field.hasUnconditionalRequired {
                if case .object(let o) = requiredValue(field) {
                    for (k, v) in o.entries { add(k, v) }
                }
            }
            if !extra.isEmpty { entries.append(("allOf", .array(extra))) }
            return SchemaJSON.object(entries)
        }

        /// What `required` asks of a present value: non-blank text, a chosen item, true.
        private mutating func requiredValue(_ field: Field) -> JSONValue {
            switch field.shape {
            case .text:
                guard field.valueType == .string, !blankExcludedByPattern(field) else { return .bool(true) }
                notes.nonBlank.append(field.key)
                return SchemaJSON.object([("pattern", .string(SchemaJSON.nonBlank))])
            case .choices: return SchemaJSON.object([("minItems", .number("1"))])
            case .boolean: return SchemaJSON.object([("const", .bool(true))])
            case .choice: return .bool(true)
            }
        }

        /// Whether an unconditional pattern of the field already rejects every blank value.
        private func blankExcludedByPattern(_ field: Field) -> Bool {
            field.rules.contains { rule in
                guard rule.condition == nil else { return false }
                switch rule.kind {
                case .regex(let r):
                    guard case .success = r.compiled else { return false }
                    return !PatternAnalysis.canMatchBlank(r.pattern)
                case .required, .length, .range, .equalsField, .luhn:
                    return false
                }
            }
        }

        /// The keywords one non-required rule adds to its field's property.
        private mutating func constraints(_ rule: ValidationRule, _ field: Field) -> [(String, JSONValue)] {
            // Rules on choice and yes/no fields other than `required` never fail in formsh.
            guard field.shape == .text else { return [] }
            let isString = field.valueType == .string
            switch rule.kind {
            case .regex(let r):
                guard isString else {
                    notes.textRulesOnNumbers.append("\(field.key) (regex)")
                    return []
                }
                notes.patterns.append(field.key)
                for construct in PatternAnalysis.icuOnlyConstructs(in: r.pattern) {
                    notes.icuOnly.append("\(field.key): its pattern uses \(construct), which ECMA-262 lacks")
                }
                if case .failure(let e) = r.compiled {
                    notes.invalidPatterns.append(
                        "\(field.key): its pattern does not compile (offset \(e.offset)); formsh fails every non-blank value, exported as a blank-only pattern"
                    )
                    return [("pattern", .string(SchemaJSON.blankOnly))]
                }
                return [("pattern", .string("^(?:\(r.pattern))$"))]
            case .length(let r):
                guard isString else {
                    notes.textRulesOnNumbers.append("\(field.key) (\(rule.name))")
                    return []
                }
                notes.lengths.append(field.key)
                return [(r.bound == .min ? "minLength" : "maxLength", .number(String(r.value)))]
            case .range(let r):
                guard !isString else {
                    notes.decimalStrings.append(field.key)
                    return []
                }
                notes.numbers.append(field.key)
                return [(r.bound == .min ? "minimum" : "maximum", .number(r.value.description))]
            case .equalsField(let r):
                notes.equalsField.append("\(field.key) must equal \(r.other.key)")
                return []
            case .luhn:
                notes.luhn.append(field.key)
                return []
            case .required:
                return []
            }
        }
    }
}
