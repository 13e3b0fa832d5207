import Testing

@testable import FormCore

/// Rule kinds are one closed set (`RuleKind`): each schema rule of docs/contract.md, "Validation and dependent fields"
/// decodes to its
/// kind with its parameters, beside the message and `when` every kind shares.
@Suite struct RuleKindTests {
    /// A kind in words: its case and parameters, read through an exhaustive switch.
    static func words(_ kind: RuleKind) -> String {
        switch kind {
        case .required: return "required"
        case .regex(let r):
            switch r.compiled {
            case .success(let c): return "regex \(r.pattern) (\(c.engine == .native ? "native" : "icu"))"
            case .failure(let e): return "regex \(r.pattern) (invalid at \(e.offset))"
            }
        case .length(let r): return "length \(r.bound) \(r.value)"
        case .range(let r): return "range \(r.bound) \(r.value)"
        case .equalsField(let r): return "equalsField \(r.other.key) #\(r.other.index)"
        case .luhn: return "luhn"
        }
    }

    @Test(arguments: [
        (#"{"rule": "required"}"#, "required", "required"),
        (#"{"rule": "regex", "pattern": "^[0-9]{6}$"}"#, "regex", "regex ^[0-9]{6}$ (native)"),
        (#"{"rule": "regex", "pattern": "^\\p{L}+$"}"#, "regex", "regex ^\\p{L}+$ (icu)"),
        (#"{"rule": "regex", "pattern": "(ab"}"#, "regex", "regex (ab (invalid at 3)"),
        (#"{"rule": "minLength", "value": 3}"#, "minLength", "length min 3"),
        (#"{"rule": "maxLength", "value": 0}"#, "maxLength", "length max 0"),
        (#"{"rule": "min", "value": -1.50}"#, "min", "range min -1.5"),
        (#"{"rule": "max", "value": 1e3}"#, "max", "range max 1000"),
        (#"{"rule": "equalsField", "field": "other"}"#, "equalsField", "equalsField other #0"),
        (#"{"rule": "equalsField", "field": "nobody"}"#, "equalsField", "equalsField nobody #-1"),
        (#"{"rule": "luhn"}"#, "luhn", "luhn"),
    ])
    func eachSchemaRuleDecodesToItsKind(json: String, name: String, kind: String) throws {
        let rule =
            String(json.dropLast())
            + #", "errorMessage": "message \#(name)", "when": {"field": "other", "filled": true}}"#
        let form = try loadScreen(textInput("other") + "," + textInput("v", rules: "[\(rule)]"))
        let rules = form.fields[1].rules
        try #require(rules.count == 1)
        #expect(RuleKindTests.words(rules[0].kind) == kind)
        #expect(rules[0].name == name)
        #expect(rules[0].message == "message \(name)")
        #expect(rules[0].condition?.summary == "other is filled")
        #expect(rules[0].isRequired == (name == "required"))
        #expect(rules[0].referencedFields == (name == "equalsField" ? [json.contains("other") ? 0 : -1] : []))
    }

    /// A rule whose name is not a kind, or whose parameter is missing, never becomes a
    /// rule: it is reported at load, and the rules around it keep their order.
    @Test func anUnknownOrMalformedRuleHasNoKind() throws {
        let form = try loadScreen(
            textInput(
                "v",
                rules: #"""
                    [{"rule": "luhn", "errorMessage": "1"}, {"rule": "phoneNumber", "errorMessage": "2"},
                     {"rule": "minLength", "errorMessage": "3"}, {"rule": "required", "errorMessage": "4"}]
                    """#))
        #expect(form.fields[0].rules.map { RuleKindTests.words($0.kind) } == ["luhn", "required"])
        #expect(form.issues.map(\.code) == ["unknown-rule", "malformed-rule"])
    }

    @Test func aFieldSaysWhetherItIsRequiredWhenShown() throws {
        let form = try loadScreen(
            [
                textInput("a", rules: #"[{"rule": "required", "errorMessage": "m"}]"#),
                textInput(
                    "b", rules: #"[{"rule": "required", "errorMessage": "m", "when": {"field": "a", "filled": true}}]"#),
                textInput("c", rules: #"[{"rule": "luhn", "errorMessage": "m"}]"#),
            ].joined(separator: ","))
        #expect(form.fields.map(\.hasRequiredRule) == [true, true, false])
        #expect(form.fields.map(\.hasUnconditionalRequired) == [true, false, false])
    }
}
