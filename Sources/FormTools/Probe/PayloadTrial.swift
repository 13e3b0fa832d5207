import FormCore

/// A payload read into a form state as `check` reads one, and each visible field's rules
/// judged one by one, so that a derived payload can be shown to break exactly one rule
/// (the validator stops at a field's first failure; a probe must know all of them).
struct PayloadTrial {
    /// Per field, in schema order: nil when hidden, else the positions (in `field.rules`)
    /// of the rules that apply and fail.
    let failures: [[Int]?]
    /// Keys of fields that are hidden under this payload but have a value in it.
    let hiddenKeys: [String]
    /// Per condition asked about: whether it holds under this payload.
    let conditions: [Bool]

    /// Reads `payload` into a fresh state over `store` and judges it. Nil when a value
    /// does not fit its field (a wrong JSON type, a choice that is no option) or the store is full.
    static func run(
        _ payload: JSONObject, form: Form, store: SecretStore, options: OptionLookup,
        conditions: [Condition] = []
    ) -> PayloadTrial? {
        var bytes: [UInt8] = []
        var pending: [(field: Int, input: Pending)] = []
        for (key, value) in payload.entries {
            guard let index = form.index(ofKey: key),
                let input = pendingInput(value, field: form.fields[index], options: options, bytes: &bytes)
            else {
                return nil
            }
            pending.append((index, input))
        }
        return bytes.withUnsafeBytes { buffer -> PayloadTrial? in
            let inputs: [(field: Int, input: ParsedInput)] = pending.map { p in
                switch p.input {
                case .text(let range): return (p.field, .text(UnsafeRawBufferPointer(rebasing: buffer[range])))
                case .ready(let input): return (p.field, input)
                }
            }
            guard let state = try? FormState(form: form, store: store, defaults: false) else { return nil }
            defer { state.release() }
            guard let hidden = try? state.load(inputs) else { return nil }
            let failures = form.fields.map { f in state.isVisible(f.index) ? failingRules(of: f, in: state) : nil }
            return PayloadTrial(
                failures: failures, hiddenKeys: hidden.map { form.fields[$0].key },
                conditions: conditions.map { $0.evaluate(state) })
        }
    }

    /// The rules of a field that apply (their `when` holds, and the value is not blank
    /// unless the rule is `required`) and fail, in order.
    static func failingRules(of field: Field, in state: FormState) -> [Int] {
        state.withValue(field.index) { value in
            field.rules.indices.filter { i in
                let rule = field.rules[i]
                return Validator.applies(rule, toBlank: value.isBlank, in: state)
                    && rule.evaluate(value, reader: state, scratch: state.store) != .pass
            }
        }
    }

    /// A value before its text is placed in the shared buffer.
    private enum Pending {
        case text(Range<Int>)
        case ready(ParsedInput)
    }

    /// A payload value as the field's input: text from a string (or a number for number
    /// fields), an option by its value, a list of options, a boolean.
    private static func pendingInput(_ value: JSONValue, field: Field, options: OptionLookup, bytes: inout [UInt8])
        -> Pending?
    {
        func text(_ s: String) -> Pending {
            let start = bytes.count
            bytes.append(contentsOf: s.utf8)
            return .text(start..<bytes.count)
        }
        switch (field.shape, value) {
        case (.text, .string(let s)) where field.valueType == .string: return text(s)
        case (.text, .number(let n)) where field.valueType != .string: return text(n)
        case (.choice, _): return options.position(of: value, in: field).map { .ready(.choice($0)) }
        case (.choices, .array(let items)):
            var chosen: [Int] = []
            for item in items {
                guard let i = options.position(of: item, in: field), !chosen.contains(i) else { return nil }
                chosen.append(i)
            }
            return .ready(chosen.isEmpty ? .empty : .choices(chosen))
        case (.boolean, .bool(let b)): return .ready(.boolean(b))
        default: return nil
        }
    }

    /// Whether two option values are the same: strings by text, numbers by exact value.
    static func sameOptionValue(_ a: JSONValue, _ b: JSONValue) -> Bool {
        switch (a, b) {
        case (.string(let x), .string(let y)): return x == y
        case (.number(let x), .number(let y)):
            guard let dx = ExactDecimal(json: x), let dy = ExactDecimal(json: y) else { return x == y }
            return dx == dy
        default: return false
        }
    }
}
