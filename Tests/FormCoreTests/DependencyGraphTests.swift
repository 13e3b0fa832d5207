import Testing

@testable import FormCore

/// The dependency graph (docs/contract.md, "Validation and dependent fields" "When errors show"): a change revalidates
/// the field and
/// every field whose rules or visibility depend on it. A field's value changes only when it
/// is typed or hidden, so a change spreads on only through visibility: revalidation cost
/// depends on the dependents, not on the size of the form.
@Suite struct DependencyGraphTests {
    func keys(_ form: Form, affectedBy key: String) -> [String] {
        form.graph.affected(by: form.index(ofKey: key)!).map { form.fields[$0].key }
    }

    @Test func visibilityChainsAreFollowed() throws {
        let form = try loadScreen(
            [
                textInput("a"),
                textInput("b", extra: #", "visibleWhen": {"field": "a", "filled": true}"#),
                textInput("c", extra: #", "visibleWhen": {"field": "b", "filled": true}"#),
                textInput(
                    "d", rules: #"[{"rule": "required", "errorMessage": "d", "when": {"field": "c", "filled": true}}]"#),
                textInput("z"),
            ].joined(separator: ","))
        #expect(keys(form, affectedBy: "a") == ["b", "c", "d"])
        #expect(keys(form, affectedBy: "c") == ["d"])
        #expect(keys(form, affectedBy: "d") == [])
    }

    @Test func ruleDependentsAreRevalidatedButNotFollowed() throws {
        let form = try loadScreen(
            [
                textInput("a"),
                textInput("b", rules: #"[{"rule": "equalsField", "field": "a", "errorMessage": "b"}]"#),
                textInput("c", rules: #"[{"rule": "equalsField", "field": "b", "errorMessage": "c"}]"#),
                textInput("d", extra: #", "visibleWhen": {"field": "b", "filled": true}"#),
            ].joined(separator: ","))
        #expect(keys(form, affectedBy: "a") == ["b"])
        #expect(Set(keys(form, affectedBy: "b")) == ["c", "d"])
    }

    @Test func aLongRuleChainStaysLocal() throws {
        let chain = (0..<500).map { i in
            i == 0
                ? textInput("f0")
                : textInput(
                    "f\(i)", rules: #"[{"rule": "equalsField", "field": "f\#(i - 1)", "errorMessage": "f\#(i)"}]"#)
        }
        let form = try loadScreen(chain.joined(separator: ","))
        let fromStart = keys(form, affectedBy: "f0")
        #expect(fromStart.count == 1)
        #expect(fromStart.first == "f1")
        let fromMiddle = keys(form, affectedBy: "f250")
        #expect(fromMiddle.count == 1)
        #expect(fromMiddle.first == "f251")
        let s = try Session(form)
        try s.type("f1", "x")
        try s.type("f2", "x")
        let report = try s.type("f0", "x")
        #expect(s.flips(report) == ["f1: invalid(f1) → valid"])
    }

    @Test func dependentsComeInVisibilityOrder() throws {
        let form = try loadScreen(
            [
                textInput("c", extra: #", "visibleWhen": {"field": "b", "filled": true}"#),
                textInput("b", extra: #", "visibleWhen": {"field": "a", "filled": true}"#),
                textInput("a"),
            ].joined(separator: ","))
        #expect(keys(form, affectedBy: "a") == ["b", "c"])
        let s = try Session(form)
        try s.type("a", "1")
        try s.type("b", "2")
        try s.type("c", "3")
        let report = s.state.clear(s.index("a"))
        #expect(s.flips(report) == ["b: valid → hidden", "c: valid → hidden"])
        #expect(s.text("b") == nil && s.text("c") == nil)
    }
}
