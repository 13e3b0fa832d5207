import FormCore

/// Changes to a payload that may make a condition (a rule's `when`, a field's
/// `visibleWhen`) true. Each change is a guess that the caller applies and checks: a
/// change that hides a field the condition reads, or that breaks another rule, is
/// thrown away there.
enum ConditionSolver {
    /// Keys to set (or, with nil, to leave out of the payload), in order.
    typealias Change = [(key: String, value: JSONValue?)]

    /// The most changes tried for one condition.
    static let limit = 24

    /// Changes that may make `condition` come out as `truth`, the smallest first.
    static func changes(
        _ condition: Condition, truth: Bool = true, form: Form, payload: JSONObject, options: OptionLookup
    ) -> [Change] {
        switch condition {
        case .equals(let f, let literal):
            return truth
                ? set(f, to: [literal.json], form: form, payload: payload, options: options)
                : avoid(f, [literal.json], form: form)
        case .notEquals(let f, let literal):
            return truth
                ? avoid(f, [literal.json], form: form)
                : set(f, to: [literal.json], form: form, payload: payload, options: options)
        case .oneOf(let f, let literals):
            let values = literals.map(\.json)
            return truth
                ? set(f, to: values, form: form, payload: payload, options: options) : avoid(f, values, form: form)
        case .filled(let f, let wanted):
            if wanted != truth { return [[(f.key, nil)]] }
            if payload[f.key] != nil { return [[]] }
            return SampleValues.values(for: form.fields[f.index]).map { [(f.key, $0)] }
        case .all(let parts):
            return truth
                ? product(parts.map { changes($0, form: form, payload: payload, options: options) })
                : Array(
                    parts.flatMap { changes($0, truth: false, form: form, payload: payload, options: options) }.prefix(
                        limit))
        case .any(let parts):
            return truth
                ? Array(parts.flatMap { changes($0, form: form, payload: payload, options: options) }.prefix(limit))
                : product(parts.map { changes($0, truth: false, form: form, payload: payload, options: options) })
        case .not(let inner):
            return changes(inner, truth: !truth, form: form, payload: payload, options: options)
        case .never:
            return truth ? [] : [[]]
        }
    }

    /// Changes that give the field one of the literals.
    private static func set(
        _ f: Condition.FieldRef, to literals: [JSONValue], form: Form, payload: JSONObject, options: OptionLookup
    ) -> [Change] {
        let field = form.fields[f.index]
        return literals.prefix(limit).compactMap { literal -> Change? in
            switch field.shape {
            case .choice:
                return options.position(of: literal, in: field).map { [(f.key, field.options[$0].value)] }
            case .choices:
                // `equals` on a multi-choice means "contains": add the option to those chosen.
                guard let i = options.position(of: literal, in: field) else { return nil }
                let chosen = (payload[f.key]?.arrayValue ?? []).compactMap { options.position(of: $0, in: field) }
                let all = field.options.indices.filter { chosen.contains($0) || $0 == i }
                return [(f.key, .array(all.map { field.options[$0].value }))]
            case .boolean:
                switch literal {
                case .bool(let b): return [(f.key, .bool(b))]
                case .string(let s) where s == "true" || s == "false": return [(f.key, .bool(s == "true"))]
                default: return nil
                }
            case .text:
                switch literal {
                case .string(let s): return [(f.key, SampleValues.text(s, for: field))]
                case .number(let n): return [(f.key, SampleValues.text(n, for: field))]
                default: return nil
                }
            }
        }
    }

    /// Changes that give the field none of the literals: another option, the other
    /// boolean, or no value at all (a hidden or empty field equals nothing).
    private static func avoid(_ f: Condition.FieldRef, _ literals: [JSONValue], form: Form) -> [Change] {
        let field = form.fields[f.index]
        switch field.shape {
        case .boolean:
            return [true, false].filter { b in
                !literals.contains { $0 == .bool(b) || $0 == .string(b ? "true" : "false") }
            }
            .map { [(f.key, .bool($0))] }
        case .choice, .choices:
            let others = field.options.lazy.filter { o in
                !literals.contains { PayloadTrial.sameOptionValue(o.value, $0) }
            }.prefix(limit)
            let values: [JSONValue] = others.map { field.shape == .choice ? $0.value : .array([$0.value]) }
            return [[(f.key, nil)]] + values.map { [(f.key, $0)] }
        case .text:
            return [[(f.key, nil)]]
        }
    }

    /// Every combination of one change from each list, merged, up to `limit`.
    private static func product(_ lists: [[Change]]) -> [Change] {
        var result: [Change] = [[]]
        for list in lists {
            var next: [Change] = []
            for prefix in result {
                for change in list where next.count < limit { next.append(prefix + change) }
            }
            result = next
        }
        return result
    }
}
