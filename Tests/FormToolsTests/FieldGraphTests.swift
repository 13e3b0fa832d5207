import FormCore
import Testing

@testable import FormTools

/// `FieldGraph`: which edges a schema's conditions and rules make, and how each format
/// draws them.
@Suite struct FieldGraphTests {
    static func graph(_ components: String) throws -> FieldGraph {
        let text = #"{"screenId": "s", "version": "1", "components": [\#(components)]}"#
        return FieldGraph(form: try FormLoader.load(Array(text.utf8)))
    }

    static let choice =
        #"{"id": "k", "type": "dropdown", "props": {"stateKey": "kind", "label": "Kind", "options": [{"value": "a"}, {"value": "b"}]}}"#
    static let email = #"{"id": "e", "type": "text_input", "props": {"stateKey": "email", "label": "E-mail"}}"#

    static func edges(_ g: FieldGraph) -> [String] {
        g.edges.map { "\($0.from) -\($0.kind.rawValue)-> \($0.to): \($0.label)" }
    }

    @Test func visibleWhenRuleWhenAndEqualsFieldEachMakeAnEdge() throws {
        let g = try Self.graph(
            Self.choice + "," + Self.email + "," + #"""
                {"id": "c", "type": "text_input", "visibleWhen": {"field": "email", "filled": true},
                 "props": {"stateKey": "confirm", "label": "Again"},
                 "validations": [{"rule": "equalsField", "field": "email", "errorMessage": "m"},
                                 {"rule": "required", "when": {"field": "kind", "equals": "a"}, "errorMessage": "m"}]}
                """#)
        #expect(
            Self.edges(g) == [
                "email -visibleWhen-> confirm: email is filled",
                "email -equalsField-> confirm: equalsField",
                "kind -when-> confirm: required when kind = a",
            ])
    }

    @Test func aSectionConditionReachesItsChildrenAndEveryFieldNamedIsASource() throws {
        let g = try Self.graph(
            Self.choice + "," + Self.email + "," + #"""
                {"id": "sec", "type": "section", "visibleWhen": {"any": [{"field": "kind", "equals": "b"}, {"field": "email", "filled": true}]},
                 "children": [{"id": "n", "type": "text_input", "props": {"stateKey": "note", "label": "Note"}}]}
                """#)
        #expect(
            Self.edges(g) == [
                "kind -visibleWhen-> note: kind = b or email is filled",
                "email -visibleWhen-> note: kind = b or email is filled",
            ])
        #expect(g.nodes.map(\.hiddenByDefault) == [false, false, true])
    }

    @Test func unknownFieldsAndRepeatedReferencesMakeNoExtraEdges() throws {
        let g = try Self.graph(
            Self.choice + "," + #"""
                {"id": "x", "type": "text_input", "visibleWhen": {"all": [{"field": "kind", "equals": "a"}, {"field": "kind", "notEquals": "b"}, {"field": "ghost", "filled": true}]},
                 "props": {"stateKey": "x", "label": "X"}, "validations": [{"rule": "equalsField", "field": "ghost", "errorMessage": "m"}]}
                """#)
        #expect(g.edges.count == 1)
        #expect(g.edges.first?.from == "kind")
    }

    @Test func noDependenciesNoEdges() throws {
        let g = try Self.graph(Self.choice + "," + Self.email)
        #expect(g.edges.isEmpty)
        #expect(
            g.mermaid == """
                flowchart LR
                  %% s: dotted = visibleWhen, solid = rule when, thick = equalsField; dashed box = hidden by default
                  kind["Kind<br/>kind"]
                  email["E-mail<br/>email"]

                """)
    }

    @Test func mermaidStylesEdgesByKindAndDashesHiddenFields() throws {
        let g = try Self.graph(
            Self.choice + "," + #"""
                {"id": "end", "type": "text_input", "visibleWhen": {"field": "kind", "equals": "a"}, "props": {"stateKey": "end", "label": "Say \"when\" <now>"},
                 "validations": [{"rule": "equalsField", "field": "kind", "errorMessage": "m"}]}
                """#)
        let lines = g.mermaid.split(separator: "\n").map(String.init)
        #expect(lines.contains(#"  f_end["Say #quot;when#quot; #lt;now#gt;<br/>end<br/><i>hidden by default</i>"]"#))
        #expect(lines.contains(#"  kind -.->|"kind = a"| f_end"#))
        #expect(lines.contains(#"  kind ==>|"equalsField"| f_end"#))
        #expect(lines.contains("  class f_end hidden"))
        #expect(lines.contains("  linkStyle 0 stroke:#1f77b4"))
        #expect(lines.contains("  linkStyle 1 stroke:#2ca02c"))
    }

    @Test func dotQuotesEverythingAndStylesEdgesByKind() throws {
        let g = try Self.graph(
            Self.choice + "," + #"""
                {"id": "n", "type": "text_input", "props": {"stateKey": "note", "label": "A \"quoted\\\" label"},
                 "validations": [{"rule": "required", "when": {"field": "kind", "in": ["a"]}, "errorMessage": "m"}]}
                """#)
        #expect(
            g.dot == #"""
                digraph "s" {
                  rankdir=LR;
                  node [shape=box];
                  "kind" [label="Kind\nkind"];
                  "note" [label="A \"quoted\\\" label\nnote"];
                  "kind" -> "note" [label="required when kind in [a]", style=solid, color="#ff7f0e"];
                }

                """#)
    }

    @Test func jsonLinesHaveNodesThenEdges() throws {
        let g = try Self.graph(
            Self.choice + ","
                + #"{"id": "n", "type": "text_input", "visibleWhen": {"field": "kind", "equals": "b"}, "props": {"stateKey": "note", "label": "Note"}}"#
        )
        #expect(
            g.jsonLines == """
                {"node":"kind","label":"Kind","type":"dropdown","hiddenByDefault":false}
                {"node":"note","label":"Note","type":"text_input","hiddenByDefault":true}
                {"edge":"visibleWhen","from":"kind","to":"note","label":"kind = b"}

                """)
    }
}
