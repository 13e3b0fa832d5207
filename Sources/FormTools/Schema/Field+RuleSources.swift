import FormCore

/// A loaded rule with the JSON object it came from and its place in the schema.
struct RuleSource {
    let rule: ValidationRule
    let json: JSONObject
    let pointer: String
    /// 1-based position in the field's `validations`.
    let number: Int
}

extension Field {
    /// The field's loaded rules, each paired with its object in `validations`. The loaded
    /// rules are those objects in order minus the ones the loader ignored, so each is the
    /// next object with the same rule name and message.
    func ruleSources(in root: JSONValue) -> [RuleSource] {
        let list = PointerPath(pointer)?.value(in: root)?["validations"]?.arrayValue ?? []
        var out: [RuleSource] = []
        var next = 0
        for rule in rules {
            while next < list.count {
                let i = next
                next += 1
                guard let o = list[i].objectValue, o["rule"]?.stringValue == rule.name,
                    (o["errorMessage"]?.stringValue ?? "Invalid value (\(rule.name))") == rule.message
                else { continue }
                out.append(RuleSource(rule: rule, json: o, pointer: "\(pointer)/validations/\(i)", number: i + 1))
                break
            }
        }
        return out
    }
}
