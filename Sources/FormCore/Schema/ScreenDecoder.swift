/// Decodes a screen defensively (docs/contract.md, "Form schema"): one bad component never sinks the screen.
/// Components are decoded in two passes: the first finds every input's stateKey, the
/// second decodes rules and conditions, which may name any field of the screen. The
/// screen is read from its tape: values are tape indices, and strings are made only for
/// what the form keeps.
struct ScreenDecoder {
    let tape: JSONTape
    let options: FormLoader.Options
    var issues: [SchemaIssue] = []
    var skipped: [SkippedComponent] = []
    /// A problem that stops the screen from loading at all (the first one found).
    var failure: FormLoadError?

    /// A component that passed the first pass.
    private struct Pending {
        /// The component's object on the tape.
        let json: Int
        let id: String
        let type: String
        let pointer: String
        /// The options of a choice input (none for other components).
        let options: [Option]
        /// Conditions of enclosing sections, which also hide this component.
        let sectionConditions: [Int]
        let sectionPointers: [String]
    }

    /// Whether `type` names a display component.
    static func isDisplayType(_ type: String) -> Bool {
        switch type {
        case "header", "text", "divider", "space", "action_button", "section": return true
        default: return false
        }
    }

    /// Whether `type` names an input component.
    static func isInputType(_ type: String) -> Bool {
        switch type {
        case "text_input", "secure_input", "dropdown", "radio_group", "checkbox", "toggle_switch": return true
        default: return false
        }
    }

    init(tape: JSONTape, options: FormLoader.Options) {
        self.tape = tape
        self.options = options
    }

    /// The screen's display items and fields, and the submit endpoint of its first
    /// submit button.
    mutating func decodeComponents(_ list: Int) -> (items: [ScreenItem], fields: [Field], actionEndpoint: String?) {
        var pending: [Pending] = []
        let count = tape.count(list)
        pending.reserveCapacity(count)
        var ids = Set<String>(minimumCapacity: count)
        var stateKeys = [String: Int](minimumCapacity: count)
        collect(
            list, at: "/components", sections: [], sectionPointers: [], into: &pending, ids: &ids, stateKeys: &stateKeys
        )

        var fieldOptions: [[Option]] = []
        fieldOptions.reserveCapacity(stateKeys.count)
        for p in pending where ScreenDecoder.isInputType(p.type) { fieldOptions.append(p.options) }
        let decoder = ConditionDecoder(tape: tape, keyIndex: stateKeys, fieldOptions: fieldOptions)
        var items: [ScreenItem] = []
        var fields: [Field] = []
        var actionEndpoint: String?
        for p in pending {
            guard let visibleWhen = condition(p, decoder) else { continue }
            if ScreenDecoder.isInputType(p.type) {
                guard let field = decodeField(p, index: fields.count, visibleWhen: visibleWhen, decoder: decoder) else {
                    continue
                }
                items.append(.field(fields.count))
                fields.append(field)
            } else if let item = decodeDisplay(p, visibleWhen: visibleWhen) {
                if actionEndpoint == nil, let e = self.actionEndpoint(p.json) { actionEndpoint = e }
                items.append(.display(item))
            }
        }
        return (items, fields, actionEndpoint)
    }

    // MARK: first pass

    /// A component that passed the first pass's checks.
    private struct Admitted {
        let type: String
        let id: String
        /// The stateKey of an input (nil for a display component).
        let key: String?
        /// Its `props` and `visibleWhen` on the tape.
        let props: Int?
        let visibleWhen: Int?
    }

    private mutating func collect(
        _ list: Int, at base: String, sections: [Int], sectionPointers: [String],
        into pending: inout [Pending], ids: inout Set<String>, stateKeys: inout [String: Int]
    ) {
        guard let elements = tape.elements(list) else { return }
        for (i, o) in elements.enumerated() {
            let pointer = JSONPointer.appending(i, to: base)
            guard let c = admitted(o, at: pointer, ids: &ids, stateKeys: stateKeys) else { continue }
            // Everything that can skip a component is decided before its stateKey is
            // numbered: a skip after numbering would shift every later field's index.
            if let key = c.key { stateKeys[key] = stateKeys.count }
            let isInput = ScreenDecoder.isInputType(c.type)
            pending.append(
                Pending(
                    json: o, id: c.id, type: c.type, pointer: pointer,
                    options: isInput ? options(c.props) : [],
                    sectionConditions: sections, sectionPointers: sectionPointers))
            if c.type == "section", let children = tape.member(o, .children) {
                guard tape.isArray(children) else {
                    issues.append(
                        SchemaIssue(
                            .error, "malformed-component", "\"children\" must be an array", at: pointer + "/children"))
                    continue
                }
                let inner = c.visibleWhen.map { sections + [$0] } ?? sections
                let innerPointers =
                    c.visibleWhen != nil ? sectionPointers + [pointer + "/visibleWhen"] : sectionPointers
                collect(
                    children, at: pointer + "/children", sections: inner, sectionPointers: innerPointers,
                    into: &pending, ids: &ids, stateKeys: &stateKeys)
            }
        }
    }

    /// The component at `o` when it is well formed, of a known type, and its id (and an
    /// input's stateKey) new; nil when it is skipped (each skip reported once). Inlined,
    /// as are its two helpers, into `collect`'s loop: as calls they cost 5 % of the first
    /// pass of a 10,000-field schema.
    @inline(__always)
    private mutating func admitted(_ o: Int, at pointer: String, ids: inout Set<String>, stateKeys: [String: Int])
        -> Admitted?
    {
        guard tape.isObject(o) else {
            skip(
                nil, nil, pointer, "a component must be an object, found \(tape.typeName(o))",
                code: "malformed-component")
            return nil
        }
        // An empty string is an id, as the app's `id: String` decodes it; only a missing
        // or non-string id or type skips the component.
        let typeValue = tape.member(o, .type)
        let idValue = tape.member(o, .id)
        let type = typeValue.flatMap(tape.string)
        let id = idValue.flatMap(tape.string)
        guard let type, let id else {
            skip(
                type, id, pointer, idOrTypeProblem(idValue: idValue, typeValue: typeValue), code: "malformed-component")
            return nil
        }
        let isInput = ScreenDecoder.isInputType(type)
        guard isInput || ScreenDecoder.isDisplayType(type) else {
            skip(type, id, pointer, "unknown component type", code: "unknown-component", severity: .warning)
            return nil
        }
        let props = tape.member(o, .props)
        if let problem = shapeProblem(o, props: props, type: type) {
            skip(type, id, pointer, problem, code: "malformed-component")
            return nil
        }
        if !ids.insert(id).inserted {
            skip(type, id, pointer, "duplicate id \"\(id)\"", code: "duplicate-id")
            return nil
        }
        var key: String?
        if isInput {
            guard let k = stateKey(props, type: type, id: id, at: pointer, stateKeys: stateKeys) else { return nil }
            key = k
        }
        if let problem = optionsProblem(props, type: type) {
            skip(type, id, pointer, problem, code: "empty-options")
            return nil
        }
        let visibleWhen = tape.member(o, .visibleWhen)
        if let v = visibleWhen, let problem = ConditionDecoder.shapeProblem(tape, v) {
            skip(type, id, pointer, "visibleWhen: \(problem)", code: "malformed-component")
            return nil
        }
        return Admitted(type: type, id: id, key: key, props: props, visibleWhen: visibleWhen)
    }

    /// Why a component's id or type cannot be read: missing, or not a string.
    private func idOrTypeProblem(idValue: Int?, typeValue: Int?) -> String {
        guard let idValue else { return "missing \"id\"" }
        guard let typeValue else { return "missing \"type\"" }
        if tape.kind(idValue) != .string { return "\"id\" must be a string, found \(tape.typeName(idValue))" }
        return "\"type\" must be a string, found \(tape.typeName(typeValue))"
    }

    /// Props or validations of the wrong JSON type, which make the component malformed.
    @inline(__always)
    private func shapeProblem(_ o: Int, props: Int?, type: String) -> String? {
        if let props, !tape.isObject(props) { return "\"props\" must be an object, found \(tape.typeName(props))" }
        if let props, let problem = propTypeProblem(props, type: type) { return problem }
        if let v = tape.member(o, .validations), !tape.isArray(v) {
            return "\"validations\" must be an array, found \(tape.typeName(v))"
        }
        return nil
    }

    /// An input's stateKey, or nil when it is missing or taken (the input is skipped) or
    /// holds a control character (the screen does not load).
    @inline(__always)
    private mutating func stateKey(
        _ props: Int?, type: String, id: String, at pointer: String, stateKeys: [String: Int]
    ) -> String? {
        guard let k = tape.string(props, .stateKey), !k.isEmpty else {
            skip(type, id, pointer, "an input needs props.stateKey", code: "missing-state-key")
            return nil
        }
        // Control characters are single bytes in UTF-8 (every byte of a longer
        // sequence is 0x80 or more), so the bytes tell without decoding scalars.
        if k.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F }) {
            let name = VisibleText.escaping("\(type) \"\(id)\"")
            failure = failure ?? .invalidStateKey(component: name, pointer: pointer + "/props/stateKey")
            return nil
        }
        if stateKeys[k] != nil {
            skip(type, id, pointer, "duplicate stateKey \"\(k)\"", code: "duplicate-state-key")
            return nil
        }
        return k
    }

    /// A choice input without options, which cannot be answered.
    private func optionsProblem(_ props: Int?, type: String) -> String? {
        let count = tape.member(props, .options).flatMap { tape.isArray($0) ? tape.count($0) : nil }
        switch type {
        case "dropdown", "radio_group": return (count ?? 0) == 0 ? "a \(type) needs a non-empty props.options" : nil
        case "checkbox": return count == 0 ? "props.options is empty" : nil
        default: return nil
        }
    }

    /// A prop of the wrong JSON type, which makes the component malformed.
    private func propTypeProblem(_ props: Int, type: String) -> String? {
        // Most components are fine: one pass over the props says so before the checks
        // that name the first problem in a fixed order.
        guard tape.members(props).contains(where: { mayBeWrong($0.key, $0.value) }) else { return nil }
        let strings: [JSONTape.Key] = [
            .label, .placeholder, .text, .title, .stateKey, .keyboardType, .valueType, .mask, .textColor, .typography,
        ]
        for key in strings {
            if let v = tape.member(props, key), tape.kind(v) != .string {
                return "props.\(key.name) must be a string, found \(tape.typeName(v))"
            }
        }
        if let v = tape.member(props, .options) {
            guard let list = tape.elements(v) else {
                return "props.options must be an array, found \(tape.typeName(v))"
            }
            for (i, o) in list.enumerated() {
                guard tape.isObject(o) else { return "props.options[\(i)] must be an object" }
                switch tape.member(o, .value).map(tape.kind) {
                case .string?, .number?: break
                default: return "props.options[\(i)].value must be a string or a number"
                }
                if let l = tape.member(o, .label), tape.kind(l) != .string {
                    return "props.options[\(i)].label must be a string"
                }
            }
        }
        if let k = tape.string(props, .keyboardType), KeyboardType(rawValue: k) == nil {
            return "unknown keyboardType \"\(k)\""
        }
        if let v = tape.string(props, .valueType), Field.ValueType(rawValue: v) == nil {
            return "unknown valueType \"\(v)\""
        }
        if let m = tape.string(props, .mask), SecureInputKind.Mask(rawValue: m) == nil {
            return "unknown mask \"\(m)\""
        }
        return nil
    }

    /// Whether one prop may be of the wrong type (options are always checked in full).
    private func mayBeWrong(_ key: Int, _ value: Int) -> Bool {
        if tape.isKey(key, .label) || tape.isKey(key, .placeholder) || tape.isKey(key, .text) || tape.isKey(key, .title)
            || tape.isKey(key, .stateKey) || tape.isKey(key, .textColor) || tape.isKey(key, .typography)
        {
            return tape.kind(value) != .string
        }
        if tape.isKey(key, .keyboardType) { return tape.string(value).flatMap(KeyboardType.init) == nil }
        if tape.isKey(key, .valueType) { return tape.string(value).flatMap(Field.ValueType.init) == nil }
        if tape.isKey(key, .mask) { return tape.string(value).flatMap(SecureInputKind.Mask.init) == nil }
        return tape.isKey(key, .options)
    }

    // MARK: second pass

    /// The component's own visibleWhen combined with its sections'; nil when malformed (skipped).
    private mutating func condition(_ p: Pending, _ decoder: ConditionDecoder) -> Condition?? {
        let own = tape.member(p.json, .visibleWhen)
        if p.sectionConditions.isEmpty && own == nil { return .some(nil) }
        var all: [Condition] = []
        all.reserveCapacity(p.sectionConditions.count + 1)
        for (json, pointer) in zip(p.sectionConditions, p.sectionPointers) {
            guard let c = condition(json, at: pointer, isOwn: pointer.hasPrefix(p.pointer), of: p, decoder) else {
                return nil
            }
            all.append(c)
        }
        if let own {
            guard let c = condition(own, at: p.pointer + "/visibleWhen", isOwn: true, of: p, decoder) else {
                return nil
            }
            all.append(c)
        }
        switch all.count {
        case 0: return .some(nil)
        case 1: return .some(all[0])
        default: return .some(.all(all))
        }
    }

    /// One visibleWhen of `p` (its own or a section's, at `pointer`), with its problems
    /// reported when it is the component's own; nil when it is malformed.
    private mutating func condition(
        _ json: Int, at pointer: @autoclosure () -> String, isOwn: Bool, of p: Pending,
        _ decoder: ConditionDecoder
    ) -> Condition? {
        var problems: [ConditionDecoder.Problem] = []
        let c = decoder.decode(json, problems: &problems)
        guard isOwn else { return c }
        for problem in problems {
            switch problem {
            case .malformed(let m):
                skip(p.type, p.id, p.pointer, "visibleWhen: \(m)", code: "malformed-component")
                return nil
            case .unknownField(let key):
                issues.append(
                    SchemaIssue(
                        .error, "unknown-field-reference",
                        "visibleWhen names unknown field \"\(key)\" (never true)", at: pointer()))
            }
        }
        return c
    }

    /// The options listed in `props.options` (string or number values).
    private func options(_ props: Int?) -> [Option] {
        guard let list = tape.member(props, .options).flatMap(tape.elements) else { return [] }
        return list.compactMap { o -> Option? in
            guard let v = tape.member(o, .value) else { return nil }
            let value: JSONValue
            let text: String
            switch tape.kind(v) {
            case .string:
                text = tape.string(v) ?? ""
                value = .string(text)
            case .number:
                text = tape.numberText(v) ?? ""
                value = .number(text)
            default: return nil
            }
            return Option(value: value, label: tape.string(o, .label) ?? text)
        }
    }

    private mutating func decodeField(_ p: Pending, index: Int, visibleWhen: Condition?, decoder: ConditionDecoder)
        -> Field?
    {
        let props = tape.member(p.json, .props)
        let key = tape.string(props, .stateKey) ?? p.id
        let options = p.options
        let kind: any InputKind
        switch p.type {
        case "text_input": kind = TextInputKind()
        case "secure_input":
            kind = SecureInputKind(mask: tape.string(props, .mask).flatMap(SecureInputKind.Mask.init) ?? .all)
        case "dropdown", "radio_group":
            if options.isEmpty {
                skip(p.type, p.id, p.pointer, "a \(p.type) needs a non-empty props.options", code: "empty-options")
                return nil
            }
            kind = ChoiceKind(typeName: p.type)
        case "checkbox":
            if tape.member(props, .options) != nil && options.isEmpty {
                skip(p.type, p.id, p.pointer, "props.options is empty", code: "empty-options")
                return nil
            }
            kind = options.isEmpty ? BooleanKind(typeName: "checkbox") : MultiChoiceKind()
        default: kind = BooleanKind(typeName: "toggle_switch")
        }
        let rules = decodeRules(p, decoder: decoder, kind: kind)
        return Field(
            index: index, id: p.id, key: key, label: tape.string(props, .label) ?? key, kind: kind,
            placeholder: tape.string(props, .placeholder),
            keyboard: tape.string(props, .keyboardType).flatMap(KeyboardType.init) ?? .default,
            filterKeyboard: options.isEmpty ? self.options.keyboardFilter : false,
            valueType: tape.string(props, .valueType).flatMap(Field.ValueType.init) ?? .string,
            options: options, defaultValue: tape.member(props, .defaultValue).map(tape.value), rules: rules,
            visibleWhen: visibleWhen, pointer: p.pointer)
    }

    private mutating func decodeRules(_ p: Pending, decoder: ConditionDecoder, kind: any InputKind) -> [ValidationRule]
    {
        guard let validations = tape.member(p.json, .validations), let list = tape.elements(validations) else {
            return []
        }
        var rules: [ValidationRule] = []
        rules.reserveCapacity(tape.count(validations))
        for (i, r) in list.enumerated() {
            // Only a problem needs the pointer: built then, not for every rule.
            let base = p.pointer
            var pointer: String { base + "/validations/" + String(i) }
            guard let name = tape.string(r, .rule) else {
                issues.append(
                    SchemaIssue(
                        .error, "malformed-rule", "a rule must be an object with a \"rule\" name (ignored)", at: pointer
                    ))
                continue
            }
            let message: String
            if let m = tape.string(r, .errorMessage) {
                message = m
            } else {
                issues.append(
                    SchemaIssue(.error, "missing-error-message", "rule \"\(name)\" has no errorMessage", at: pointer))
                message = "Invalid value (\(name))"
            }
            var when: Condition?
            if let w = tape.member(r, .when) {
                var problems: [ConditionDecoder.Problem] = []
                when = decoder.decode(w, problems: &problems)
                var malformed = false
                for problem in problems {
                    switch problem {
                    case .malformed(let m):
                        malformed = true
                        issues.append(
                            SchemaIssue(.error, "malformed-rule", "when: \(m) (rule ignored)", at: pointer + "/when"))
                    case .unknownField(let key):
                        issues.append(
                            SchemaIssue(
                                .error, "unknown-field-reference",
                                "when names unknown field \"\(key)\" (never true)", at: pointer + "/when"))
                    }
                }
                if malformed { continue }
            }
            if let rule = makeRule(name, r, message: message, when: when, pointer: pointer, decoder: decoder) {
                rules.append(rule)
            }
        }
        return rules
    }

    private mutating func makeRule(
        _ name: String, _ r: Int, message: String, when: Condition?,
        pointer: @autoclosure () -> String, decoder: ConditionDecoder
    ) -> ValidationRule? {
        guard let kind = ruleKind(name, r, pointer: pointer(), decoder: decoder) else { return nil }
        return ValidationRule(kind, message: message, condition: when)
    }

    /// The kind a schema rule names, with its parameters; nil (reported) for an unknown
    /// name or a missing or malformed parameter.
    private mutating func ruleKind(
        _ name: String, _ r: Int, pointer: @autoclosure () -> String,
        decoder: ConditionDecoder
    ) -> RuleKind? {
        func parameterProblem(_ text: String) -> RuleKind? {
            issues.append(
                SchemaIssue(.error, "malformed-rule", "rule \"\(name)\": \(text) (rule ignored)", at: pointer()))
            return nil
        }
        switch name {
        case "required": return .required
        case "regex":
            guard let pattern = tape.string(r, .pattern) else {
                return parameterProblem("needs \"pattern\" (a string)")
            }
            let rule = RegexRule(pattern: pattern)
            if case .failure(let e) = rule.compiled {
                issues.append(
                    SchemaIssue(
                        .error, "invalid-regex",
                        "pattern does not compile: \(e.icuError) at offset \(e.offset) (the field fails closed)",
                        at: pointer() + "/pattern"))
            }
            return .regex(rule)
        case "minLength", "maxLength":
            guard let v = tape.member(r, .value).flatMap(tape.int), v >= 0 else {
                return parameterProblem("needs \"value\" (a non-negative integer)")
            }
            return .length(LengthRule(bound: name == "minLength" ? .min : .max, value: v))
        case "min", "max":
            guard let n = tape.member(r, .value).flatMap(tape.numberText), let d = ExactDecimal(json: n) else {
                return parameterProblem("needs \"value\" (a number)")
            }
            return .range(RangeRule(bound: name == "min" ? .min : .max, value: d))
        case "equalsField":
            guard let key = tape.string(r, .field) else { return parameterProblem("needs \"field\" (a stateKey)") }
            guard let index = decoder.keyIndex[key] else {
                issues.append(
                    SchemaIssue(
                        .error, "unknown-field-reference", "equalsField names unknown field \"\(key)\" (never equal)",
                        at: pointer()))
                return .equalsField(EqualsFieldRule(other: Condition.FieldRef(key: key, index: -1)))
            }
            return .equalsField(EqualsFieldRule(other: Condition.FieldRef(key: key, index: index)))
        case "luhn": return .luhn
        default:
            issues.append(
                SchemaIssue(.error, "unknown-rule", "unknown rule \"\(name)\" (ignored)", at: pointer() + "/rule"))
            return nil
        }
    }

    private mutating func decodeDisplay(_ p: Pending, visibleWhen: Condition?) -> DisplayItem? {
        guard let kind = DisplayItem.Kind(rawValue: p.type) else { return nil }
        let props = tape.member(p.json, .props)
        let textColor = tape.string(props, .textColor)
        let typography = tape.string(props, .typography)
        for (key, value) in [("textColor", textColor), ("typography", typography)] {
            if let v = value, TextStyle.isHexColor(v) {
                issues.append(
                    SchemaIssue(
                        .warning, "hex-color", "raw colour \(v) in props.\(key): use a design token",
                        at: p.pointer + "/props/\(key)"))
            }
        }
        return DisplayItem(
            id: p.id, kind: kind, text: tape.string(props, .text) ?? tape.string(props, .title) ?? "",
            style: TextStyle.of(textColor: textColor, typography: typography),
            visibleWhen: visibleWhen, pointer: p.pointer)
    }

    /// An action button's submit endpoint, from `props.action`, `action` or `actions`.
    private func actionEndpoint(_ o: Int) -> String? {
        let props = tape.member(o, .props)
        // Most components have none: no arrays are made for them.
        guard
            tape.member(o, .action) != nil || tape.member(o, .actions) != nil || tape.member(props, .action) != nil
                || tape.member(props, .actions) != nil
        else { return nil }
        let lists = [tape.member(o, .actions), tape.member(props, .actions)].compactMap { $0 }.flatMap {
            tape.elements($0).map(Array.init) ?? []
        }
        let candidates = [tape.member(props, .action), tape.member(o, .action)].compactMap { $0 } + lists
        for a in candidates where tape.string(a, .type) == "submit" {
            if let e = tape.string(a, .endpoint) { return e }
        }
        return nil
    }

    private mutating func skip(
        _ type: String?, _ id: String?, _ pointer: String, _ reason: String,
        code: String, severity: SchemaIssue.Severity = .error
    ) {
        let s = SkippedComponent(type: type, id: id, pointer: pointer, reason: reason)
        skipped.append(s)
        issues.append(SchemaIssue(severity, code, "skipped \(s.subject): \(reason)", at: pointer))
    }
}
