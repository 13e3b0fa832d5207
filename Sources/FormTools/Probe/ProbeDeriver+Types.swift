import FormCore

/// The `types` family (docs/contract.md, "Schema evolution and server conformance"): the
/// field's value in another JSON type, which formsh judges by type and a lax server
/// converts — a number or a boolean as a string, a whole number written `12.0`, a
/// multi-choice with an option twice, `null` for a field left out. Each is judged by
/// `check` and kept only when formsh says what the case expects of it.
extension ProbeDeriver {
    /// The `types` cases of one field, shown under the valid payload.
    func typeCases(field: Field) -> [ProbeCase] {
        guard let t = trial(valid), t.failures[field.index] != nil else { return [] }
        return typeVariants(field: field, value: valid[field.key]).compactMap { v in
            typeCase(field: field, value: v.value, label: v.label, step: v.step, cause: v.cause)
        }
    }

    private struct Variant {
        let label: String
        let value: JSONValue
        let step: ProbeCase.Step
        let cause: ProbeCause
    }

    /// The other spellings of the field's value (nil: left out) worth sending.
    private func typeVariants(field: Field, value: JSONValue?) -> [Variant] {
        guard let value else {
            return [Variant(label: ProbeText.nullForLeftOut, value: .null, step: .breaking, cause: .nullAsLeftOut)]
        }
        var out: [Variant] = []
        switch (field.shape, value) {
        case (.text, .number(let n)):
            out.append(
                Variant(label: ProbeText.numberAsString, value: .string(n), step: .breaking, cause: .convertsTypes))
            if field.valueType == .integer, let whole = ProbeDeriver.withFraction(n) {
                out.append(
                    Variant(
                        label: ProbeText.wholeWithFraction, value: .number(whole), step: .boundary,
                        cause: .numbersAsText))
            }
        case (.boolean, .bool(let b)):
            out.append(
                Variant(
                    label: ProbeText.booleanAsString, value: .string(b ? "true" : "false"), step: .breaking,
                    cause: .convertsTypes))
        case (.choice, .number(let n)):
            if let whole = ProbeDeriver.withFraction(n) {
                out.append(
                    Variant(
                        label: ProbeText.wholeWithFraction, value: .number(whole), step: .boundary,
                        cause: .numbersAsText))
            }
        case (.choices, .array(let items)):
            if let first = items.first {
                out.append(
                    Variant(
                        label: ProbeText.optionTwice, value: .array(items + [first]), step: .breaking,
                        cause: .optionTwice))
            }
            let spelled = items.map { item in
                item.numberText.flatMap(ProbeDeriver.withFraction).map { JSONValue.number($0) } ?? item
            }
            if spelled != items {
                out.append(
                    Variant(
                        label: ProbeText.wholeWithFraction, value: .array(spelled), step: .boundary,
                        cause: .numbersAsText))
            }
        default: break
        }
        return out
    }

    /// The case of one variant, when `check` judges it as the case expects: rejected for
    /// this field alone (its message is formsh's), or accepted.
    private func typeCase(field: Field, value: JSONValue, label: String, step: ProbeCase.Step, cause: ProbeCause)
        -> ProbeCase?
    {
        let payload = setting(field.key, to: value, in: valid)
        guard case .success(let verdict) = check(payload) else { return nil }
        switch step {
        case .breaking:
            guard verdict.errors.count == 1, verdict.errors[0].key == field.key else { return nil }
            return ProbeCase(
                field: field, ruleIndex: nil, step: .breaking, label: label, outcome: .payload(payload),
                family: .types, cause: cause, message: verdict.errors[0].message)
        case .boundary, .whenFalse:
            guard verdict.isValid else { return nil }
            return ProbeCase(
                field: field, ruleIndex: nil, step: .boundary, label: label, outcome: .payload(payload),
                family: .types, cause: cause)
        }
    }

    /// A whole number's JSON spelling with `.0` (`12` → `12.0`); nil for any other.
    static func withFraction(_ number: String) -> String? {
        guard !number.isEmpty, number.allSatisfy({ $0.isASCIIDigit || $0 == "-" }) else { return nil }
        return number + ".0"
    }
}
