import FormCore
import Foundation
import Testing

@testable import FormTools

/// `SchemaDiff` on a table of schema pairs: one change per pair, each with the class,
/// code and pointer docs/contract.md, "Schema evolution and server conformance" gives it; then the version checks.
@Suite struct SchemaDiffTests {
    static let header = #"{"id": "hdr", "type": "header", "props": {"text": "Title"}}"#
    static let kind =
        #"{"id": "kind_f", "type": "dropdown", "props": {"label": "Kind", "stateKey": "kind", "options": [{"value": "a", "label": "A"}, {"value": "b", "label": "B"}]}, "validations": [{"rule": "required", "errorMessage": "Choose"}]}"#
    static let name =
        #"{"id": "name_f", "type": "text_input", "props": {"label": "Name", "stateKey": "name", "placeholder": "Ali"}, "validations": [{"rule": "minLength", "value": 2, "errorMessage": "Short"}, {"rule": "maxLength", "value": 10, "errorMessage": "Long"}, {"rule": "regex", "pattern": "^[A-Z].*$", "errorMessage": "Capital"}]}"#
    static let section =
        #"{"id": "sec", "type": "section", "visibleWhen": {"field": "kind", "equals": "a"}, "children": [{"id": "age_f", "type": "text_input", "props": {"label": "Age", "stateKey": "age", "valueType": "integer"}, "validations": [{"rule": "required", "errorMessage": "Age?", "when": {"field": "kind", "equals": "a"}}, {"rule": "min", "value": 18, "errorMessage": "Adult"}]}]}"#
    static let ok = #"{"id": "ok_f", "type": "toggle_switch", "props": {"label": "OK", "stateKey": "ok"}}"#
    static let terms = #"{"id": "terms_f", "type": "checkbox", "props": {"label": "Terms", "stateKey": "terms"}}"#
    static let base = [header, kind, name, section, ok, terms]

    static func screen(_ components: [String], version: String = "1.0.0", minClient: String = "1.0.0") -> LoadedSchema?
    {
        let text =
            #"{"screenId": "s", "version": "\#(version)", "minSupportedClientVersion": "\#(minClient)", "title": "T", "submit": {"endpoint": "/x"}, "components": [\#(components.joined(separator: ",\n"))]}"#
        return try? LoadedSchema(Array(text.utf8))
    }

    /// The base screen with text replaced, as the new version 2.0.0 (a major raise, so that
    /// the version check stays quiet).
    static func changed(_ edits: [(String, String)], components: [String] = base) -> [String] {
        guard let old = screen(base) else { return ["old schema does not load"] }
        var list = components.joined(separator: "\n\u{1}")
        for (from, to) in edits {
            guard list.contains(from) else { return ["no \(from) in the base"] }
            list = list.replacingOccurrences(of: from, with: to)
        }
        guard let new = screen(list.components(separatedBy: "\n\u{1}"), version: "2.0.0") else {
            return ["new schema does not load"]
        }
        return SchemaDiff.changes(from: old, to: new).map { "\($0.kind.rawValue) \($0.code) \($0.pointer)" }
    }

    static let extra = #"{"id": "phone_f", "type": "text_input", "props": {"label": "Phone", "stateKey": "phone"}"#

    @Test(
        arguments: [
            ("nothing changed", [], []),
            // breaking
            (
                "stateKey renamed, same id", [(#""stateKey": "ok""#, #""stateKey": "agree""#)],
                ["breaking state-key-renamed /components/4/props/stateKey"]
            ),
            (
                "input type changed", [(#""type": "toggle_switch""#, #""type": "checkbox""#)],
                ["breaking input-type-changed /components/4/type"]
            ),
            (
                "single to multi choice",
                [(#""stateKey": "terms"}"#, #""stateKey": "terms", "options": [{"value": "x", "label": "X"}]}"#)],
                ["breaking value-shape-changed /components/5/props/options"]
            ),
            (
                "valueType in a section's children", [(#""valueType": "integer""#, #""valueType": "number""#)],
                ["breaking value-type-changed /components/3/children/0/props/valueType"]
            ),
            (
                "option removed", [(#", {"value": "b", "label": "B"}"#, "")],
                ["breaking option-removed /components/1/props/options/1"]
            ),
            (
                "rule added",
                [
                    (
                        #""errorMessage": "Capital"}"#,
                        #""errorMessage": "Capital"}, {"rule": "required", "errorMessage": "Name?"}"#
                    )
                ], ["breaking rule-added /components/2/validations/3"]
            ),
            (
                "minLength raised", [(#""value": 2"#, #""value": 3"#)],
                ["breaking rule-tightened /components/2/validations/0/value"]
            ),
            (
                "maxLength lowered", [(#""value": 10"#, #""value": 8"#)],
                ["breaking rule-tightened /components/2/validations/1/value"]
            ),
            (
                "min raised in children", [(#""value": 18"#, #""value": 21"#)],
                ["breaking rule-tightened /components/3/children/0/validations/1/value"]
            ),
            (
                "pattern changed", [("^[A-Z].*$", "^[A-Z][a-z]*$")],
                ["breaking pattern-changed /components/2/validations/2/pattern"]
            ),
            (
                "when removed",
                [(#""errorMessage": "Age?", "when": {"field": "kind", "equals": "a"}"#, #""errorMessage": "Age?""#)],
                ["breaking when-removed /components/3/children/0/validations/0"]
            ),
            (
                "when changed",
                [
                    (
                        #""errorMessage": "Age?", "when": {"field": "kind", "equals": "a"}"#,
                        #""errorMessage": "Age?", "when": {"field": "kind", "equals": "b"}"#
                    )
                ], ["breaking when-changed /components/3/children/0/validations/0/when"]
            ),
            (
                "required visible field added",
                [(ok, ok + ", " + extra + #", "validations": [{"rule": "required", "errorMessage": "Phone?"}]}"#)],
                ["breaking required-field-added /components/5"]
            ),
            (
                "field shown by default",
                [(#""type": "section", "visibleWhen": {"field": "kind", "equals": "a"}, "#, #""type": "section", "#)],
                [
                    "breaking field-shown-by-default /components/3/children/0",
                    "compatible display-changed /components/3",
                ]
            ),
            // compatible
            (
                "id renamed, same stateKey", [(#""id": "ok_f""#, #""id": "ok_toggle""#)],
                ["compatible id-changed /components/4/id"]
            ),
            ("optional field added", [(ok, ok + ", " + extra + "}")], ["compatible field-added /components/5"]),
            (
                "required field added hidden by default",
                [
                    (
                        ok,
                        ok + ", " + extra
                            + #", "visibleWhen": {"field": "kind", "equals": "b"}, "validations": [{"rule": "required", "errorMessage": "Phone?"}]}"#
                    )
                ], ["compatible field-added /components/5"]
            ),
            (
                "option added",
                [(#"{"value": "b", "label": "B"}"#, #"{"value": "b", "label": "B"}, {"value": "c", "label": "C"}"#)],
                ["compatible option-added /components/1/props/options/2"]
            ),
            (
                "rule removed", [(#", {"rule": "regex", "pattern": "^[A-Z].*$", "errorMessage": "Capital"}"#, "")],
                ["compatible rule-removed /components/2/validations/2"]
            ),
            (
                "maxLength raised", [(#""value": 10"#, #""value": 20"#)],
                ["compatible rule-loosened /components/2/validations/1/value"]
            ),
            (
                "when added",
                [
                    (
                        #""value": 2, "errorMessage": "Short""#,
                        #""value": 2, "errorMessage": "Short", "when": {"field": "kind", "equals": "a"}"#
                    )
                ], ["compatible when-added /components/2/validations/0/when"]
            ),
            (
                "visibility changed, still hidden by default",
                [
                    (
                        #""type": "section", "visibleWhen": {"field": "kind", "equals": "a"}"#,
                        #""type": "section", "visibleWhen": {"field": "kind", "in": ["a", "b"]}"#
                    )
                ],
                ["compatible visibility-changed /components/3/children/0", "compatible display-changed /components/3"]
            ),
            (
                "display text changed", [(#""text": "Title""#, #""text": "Heading""#)],
                ["compatible display-changed /components/0"]
            ),
            (
                "prop changed", [(#""placeholder": "Ali""#, #""placeholder": "Ali", "keyboardType": "default""#)],
                ["compatible prop-changed /components/2/props/keyboardType"]
            ),
            (
                "fields swapped: one moved", [(kind + "\n\u{1}" + name, name + "\n\u{1}" + kind)],
                ["compatible component-moved /components/1"]
            ),
            // wording
            (
                "label", [(#""label": "Name""#, #""label": "Full name""#)],
                ["wording label-changed /components/2/props/label"]
            ),
            (
                "placeholder", [(#""placeholder": "Ali""#, #""placeholder": "Vali""#)],
                ["wording placeholder-changed /components/2/props/placeholder"]
            ),
            (
                "errorMessage", [(#""errorMessage": "Short""#, #""errorMessage": "Too short""#)],
                ["wording message-changed /components/2/validations/0/errorMessage"]
            ),
            (
                "option label", [(#""label": "B""#, #""label": "Bee""#)],
                ["wording option-label-changed /components/1/props/options/1/label"]
            ),
        ] as [(String, [(String, String)], [String])])
    func classifiesOneChange(_ name: String, _ edits: [(String, String)], _ expected: [String]) {
        #expect(Self.changed(edits) == expected, "\(name)")
    }

    @Test func fieldRemovedIsBreaking() {
        #expect(
            Self.changed([], components: Self.base.filter { $0 != Self.ok }) == ["breaking field-removed /components/4"]
        )
    }

    @Test func displayRemovedIsCompatible() {
        #expect(
            Self.changed([], components: Array(Self.base.dropFirst())) == ["compatible display-removed /components/0"])
    }

    @Test func keysReorderedAndNumbersRespeltAreNoChange() {
        #expect(Self.changed([(#""rule": "minLength", "value": 2"#, #""value": 2.0, "rule": "minLength""#)]) == [])
    }

    @Test func breakingChangeWithoutMajorVersionIsReported() throws {
        let old = try #require(Self.screen(Self.base))
        let new = try #require(Self.screen(Self.base.filter { $0 != Self.ok }, version: "1.1.0"))
        let changes = SchemaDiff.changes(from: old, to: new)
        #expect(changes.map(\.code) == ["field-removed", "major-version-not-raised"])
        #expect(
            changes.last?.line
                == "breaking major-version-not-raised /version: 1 breaking change but version 1.0.0 → 1.1.0 keeps the major version"
        )
    }

    @Test func compatibleChangeNeedsNoMajorVersion() throws {
        let old = try #require(Self.screen(Self.base))
        let new = try #require(Self.screen(Self.base + [Self.extra + "}"], version: "1.1.0"))
        #expect(SchemaDiff.changes(from: old, to: new).map(\.code) == ["field-added"])
    }

    @Test func unknownComponentTypeNeedsARaisedMinimumClient() throws {
        let rating = #"{"id": "stars", "type": "star_rating", "props": {"stateKey": "stars"}}"#
        let old = try #require(Self.screen(Self.base))
        let same = try #require(Self.screen(Self.base + [rating], version: "1.1.0"))
        #expect(
            SchemaDiff.changes(from: old, to: same).map { "\($0.kind.rawValue) \($0.code)" }
                == ["compatible display-added", "breaking min-client-version-not-raised"])
        let raised = try #require(Self.screen(Self.base + [rating], version: "1.1.0", minClient: "1.2.0"))
        #expect(
            SchemaDiff.changes(from: old, to: raised).map { "\($0.kind.rawValue) \($0.code)" }
                == ["compatible min-client-version-changed", "compatible display-added"])
    }

    @Test func wordingShowsOldAndNewText() throws {
        let old = try #require(Self.screen(Self.base))
        let new = try #require(
            Self.screen(Self.base.map { $0.replacingOccurrences(of: "\"Short\"", with: "\"Juda qisqa\"") }))
        let change = try #require(SchemaDiff.changes(from: old, to: new).first)
        #expect(
            change.line
                == #"wording message-changed /components/2/validations/0/errorMessage: name: minLength message "Short" → "Juda qisqa""#
        )
        #expect(
            change.json()
                == #"{"class":"wording","code":"message-changed","pointer":"/components/2/validations/0/errorMessage","field":"name","message":"name: minLength message \"Short\" → \"Juda qisqa\"","old":"Short","new":"Juda qisqa"}"#
        )
    }

    /// Patterns and stateKeys read as `messages` shows them, not JSON-escaped.
    @Test func patternsAreShownAsMessagesShowsThem() throws {
        let phone =
            #"{"id": "p", "type": "text_input", "props": {"label": "Telefon", "stateKey": "telefon"}, "validations": [{"rule": "regex", "pattern": "^\\+998[0-9]{9}$", "errorMessage": "Format"}, {"rule": "equalsField", "field": "kind", "errorMessage": "="}]}"#
        let old = try #require(Self.screen(Self.base + [phone]))
        let new = try #require(
            Self.screen(
                Self.base + [
                    phone.replacingOccurrences(of: "{9}", with: "{12}").replacingOccurrences(
                        of: #""field": "kind""#, with: #""field": "name""#)
                ], version: "2.0.0"))
        let lines = SchemaDiff.changes(from: old, to: new).map(\.line)
        #expect(
            lines == [
                #"breaking pattern-changed /components/6/validations/0/pattern: telefon: regex pattern ^\+998[0-9]{9}$ → ^\+998[0-9]{12}$"#,
                #"breaking rule-changed /components/6/validations/1/field: telefon: equalsField field kind → name"#,
            ])
        #expect(SchemaDiff.changes(from: old, to: new)[0].json().contains(#""old":"^\\+998[0-9]{9}$""#))
    }

    @Test func boundsAreJSONNumbers() throws {
        let old = try #require(Self.screen(Self.base))
        let new = try #require(
            Self.screen(Self.base.map { $0.replacingOccurrences(of: #""value": 18"#, with: #""value": 16.5"#) }))
        let change = try #require(SchemaDiff.changes(from: old, to: new).first)
        #expect(change.json().contains(#""old":18,"new":16.5"#))
        #expect(change.kind == .compatible && change.code == "rule-loosened")
    }

    @Test(arguments: [([0, 2, 1, 3], [0, 2, 3]), ([3, 0, 1, 2], [1, 2, 3]), ([], []), ([5], [0])])
    func longestRunKeepsTheMostInOrder(_ values: [Int], _ expected: [Int]) {
        #expect(SchemaDiff.longestIncreasingRun(values) == expected)
    }
}
