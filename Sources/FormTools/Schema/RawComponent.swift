import FormCore

/// A component object as the schema writes it, `children` included, with its JSON
/// Pointer: what `diff` compares for display components and for the document order,
/// and what it reads a field's rule objects from.
struct RawComponent {
    let id: String
    let type: String
    let pointer: String
    let json: JSONObject

    /// The text a person reads on a display component (`props.text` or `props.title`).
    var text: String? { json["props"]?["text"]?.stringValue ?? json["props"]?["title"]?.stringValue }

    /// The component without its `children` (those are compared on their own).
    var ownJSON: JSONValue {
        var o = json
        o.entries.removeAll { $0.key == "children" }
        return .object(o)
    }

    /// The rule objects of `validations` that name a rule.
    var rules: [RuleObject] { RuleObject.all(in: .object(json), at: pointer) }

    /// Every component with an `id` and a `type`, in document order (a section before
    /// its children).
    static func all(in root: JSONValue) -> [RawComponent] {
        var out: [RawComponent] = []
        func walk(_ list: [JSONValue], _ base: String) {
            for (i, item) in list.enumerated() {
                guard let o = item.objectValue else { continue }
                let pointer = "\(base)/\(i)"
                if let id = o["id"]?.stringValue, let type = o["type"]?.stringValue {
                    out.append(RawComponent(id: id, type: type, pointer: pointer, json: o))
                }
                if let children = o["children"]?.arrayValue { walk(children, pointer + "/children") }
            }
        }
        walk(root["components"]?.arrayValue ?? [], "/components")
        return out
    }
}

/// One object of a component's `validations` that names a rule, with its place and
/// 1-based number, as the schema writes it (the loader may have ignored it).
struct RuleObject {
    let json: JSONObject
    let name: String
    let pointer: String
    let number: Int

    /// The rule objects of the component at `pointer`.
    static func all(in component: JSONValue?, at pointer: String) -> [RuleObject] {
        (component?["validations"]?.arrayValue ?? []).enumerated().compactMap { i, item in
            guard let o = item.objectValue, let name = o["rule"]?.stringValue else { return nil }
            return RuleObject(json: o, name: name, pointer: "\(pointer)/validations/\(i)", number: i + 1)
        }
    }
}

extension JSONValue {
    /// Both absent, or both present and the same data.
    static func sameData(_ a: JSONValue?, _ b: JSONValue?) -> Bool {
        guard let a, let b else { return a == nil && b == nil }
        return a.sameData(as: b)
    }

    /// Equal as JSON data: object keys in any order, numbers by exact value (`1` = `1.0`).
    func sameData(as other: JSONValue) -> Bool {
        switch (self, other) {
        case (.number(let a), .number(let b)):
            guard let x = ExactDecimal(json: a), let y = ExactDecimal(json: b) else { return a == b }
            return x == y
        case (.array(let a), .array(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.sameData(as: $1) }
        case (.object(let a), .object(let b)):
            let keys = Set(a.keys)
            return keys == Set(b.keys)
                && keys.allSatisfy { k in
                    guard let x = a[k], let y = b[k] else { return false }
                    return x.sameData(as: y)
                }
        default:
            return self == other
        }
    }
}
