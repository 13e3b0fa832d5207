import FormCore

/// One field in two versions of a screen, and the changes between them: value shape,
/// wording, options, other props, visibility and rules.
struct FieldPair {
    let old: Field
    let new: Field
    let oldRaw: RawComponent?
    let newRaw: RawComponent?
    private(set) var changes: [SchemaChange] = []

    init(old: Field, new: Field, oldRaw: RawComponent?, newRaw: RawComponent?) {
        self.old = old
        self.new = new
        self.oldRaw = oldRaw
        self.newRaw = newRaw
    }

    /// Props compared on their own (or not at all: the stateKey matched the fields).
    static let comparedApart: Set<String> = ["label", "placeholder", "options", "stateKey", "valueType"]

    mutating func compare(oldHidden: Bool, newHidden: Bool) {
        let sameShape = old.kind.typeName == new.kind.typeName && old.shape == new.shape
        if old.kind.typeName != new.kind.typeName {
            changes.append(.inputTypeChanged(old, new))
        } else if old.shape != new.shape {
            changes.append(.valueShapeChanged(old, new))
        } else if old.shape == .text, old.valueType != new.valueType {
            changes.append(.valueTypeChanged(old, new))
        }
        if old.id != new.id, old.key == new.key { changes.append(.idChanged(old, new)) }
        if old.label != new.label { changes.append(.labelChanged(old, new, prop: "label", old.label, new.label)) }
        if (old.placeholder ?? "") != (new.placeholder ?? "") {
            changes.append(.labelChanged(old, new, prop: "placeholder", old.placeholder ?? "", new.placeholder ?? ""))
        }
        if sameShape { compareOptions() }  // a new shape already says the options changed
        compareOtherProps()
        if oldHidden && !newHidden {
            changes.append(.shownByDefault(old, new))
        } else if old.visibleWhen?.summary != new.visibleWhen?.summary {
            changes.append(.visibilityChanged(old, new))
        }
        compareRules()
    }

    private mutating func compareOptions() {
        let a = old.options
        let b = new.options
        // Options found by value, not by a pass over the other list each (a dropdown of 10,000 branches).
        let oldIndex = OptionIndex(a)
        let newIndex = OptionIndex(b)
        let fieldPointer = new.pointer
        for (i, o) in b.enumerated() {
            let pointer = { "\(fieldPointer)/props/options/\(i)" }
            guard let j = oldIndex.first(sameValueAs: o.value) else {
                changes.append(.optionAdded(new, o.value, at: pointer()))
                continue
            }
            let before = a[j]
            if before.label != o.label {
                changes.append(.optionLabelChanged(new, o.value, before.label, o.label, at: pointer() + "/label"))
            }
        }
        for (i, o) in a.enumerated() where newIndex.first(sameValueAs: o.value) == nil {
            changes.append(.optionRemoved(new, o.value, at: "\(old.pointer)/props/options/\(i)"))
        }
    }

    private mutating func compareOtherProps() {
        let a = oldRaw?.json["props"]?.objectValue ?? JSONObject()
        let b = newRaw?.json["props"]?.objectValue ?? JSONObject()
        var names = b.keys
        for k in a.keys where !names.contains(k) { names.append(k) }
        for name in names where !Self.comparedApart.contains(name) {
            if !JSONValue.sameData(a[name], b[name]) { changes.append(.propChanged(new, name, a[name], b[name])) }
        }
    }

    /// Rules paired by name in order; a rule left over in the new version was added, one
    /// left over in the old version was removed.
    private mutating func compareRules() {
        let a = oldRaw?.rules ?? []
        let b = newRaw?.rules ?? []
        var used = Set<Int>()
        for r in b {
            guard let i = a.indices.first(where: { !used.contains($0) && a[$0].name == r.name }) else {
                changes.append(.ruleAdded(new, r.name, at: r.pointer))
                continue
            }
            used.insert(i)
            compareRule(a[i].json, r.json, name: r.name, pointer: r.pointer)
        }
        for i in a.indices where !used.contains(i) { changes.append(.ruleRemoved(new, a[i].name, at: a[i].pointer)) }
    }

    private mutating func compareRule(_ a: JSONObject, _ b: JSONObject, name: String, pointer: String) {
        switch name {
        case "minLength", "maxLength", "min", "max":
            compareBound(a["value"], b["value"], name: name, lower: name.hasPrefix("min"), pointer: pointer + "/value")
        case "regex":
            if a["pattern"] != b["pattern"] {
                changes.append(
                    .parameterChanged(new, name, "pattern", a["pattern"], b["pattern"], at: pointer + "/pattern"))
            }
        case "equalsField":
            if a["field"] != b["field"] {
                changes.append(.parameterChanged(new, name, "field", a["field"], b["field"], at: pointer + "/field"))
            }
        default:
            break
        }
        if !JSONValue.sameData(a["when"], b["when"]) {
            changes.append(
                .whenChanged(new, name, a["when"], b["when"], at: b["when"] == nil ? pointer : pointer + "/when"))
        }
        if let m = a["errorMessage"]?.stringValue, let n = b["errorMessage"]?.stringValue, m != n {
            changes.append(.messageChanged(new, name, m, n, at: pointer + "/errorMessage"))
        }
    }

    /// A larger lower bound or a smaller upper bound tightens the rule.
    private mutating func compareBound(_ a: JSONValue?, _ b: JSONValue?, name: String, lower: Bool, pointer: String) {
        guard let a, let b, !a.sameData(as: b) else { return }
        guard let x = a.numberText.flatMap(ExactDecimal.init(json:)),
            let y = b.numberText.flatMap(ExactDecimal.init(json:))
        else {
            changes.append(.parameterChanged(new, name, "value", a, b, at: pointer))
            return
        }
        changes.append(.boundChanged(new, name, tighter: lower ? y > x : y < x, a, b, at: pointer))
    }
}
