import FormCore
import Testing

@testable import FormTools

/// `Linter`'s own checks on schemas written inline: which conditions can never hold,
/// which bounds contradict each other, and which do not.
@Suite struct LinterTests {
    /// A screen with a dropdown `d` (a, b), a toggle `t`, a text `x` and one more field.
    static func screen(_ extra: String) -> [UInt8] {
        Array(
            """
            {"screenId": "s", "version": "1", "submit": {"endpoint": "/x"}, "components": [
            {"id": "d", "type": "dropdown", "props": {"stateKey": "d", "options": [{"value": "a"}, {"value": "b"}]}},
            {"id": "t", "type": "toggle_switch", "props": {"stateKey": "t"}},
            {"id": "x", "type": "text_input", "props": {"stateKey": "x"}},
            \(extra)]}
            """.utf8)
    }

    static func messages(_ extra: String) -> [String] {
        Linter.lint(screen(extra)).map { "\($0.code): \($0.message)" }
    }

    @Test func aFilesFindingsAreALineEachOrAnObjectEach() {
        let findings = Linter.lint(Self.screen(#"{"id": "y", "type": "text_input"}"#))
        #expect(
            LintFinding.text(findings, path: "f.json", json: false)
                == #"f.json:5:1: error: missing-state-key: skipped text_input "y": an input needs props.stateKey (/components/3)"#
                + "\n")
        #expect(
            LintFinding.text(findings, path: "f.json", json: true)
                == #"{"path":"f.json","pointer":"/components/3","field":null,"line":5,"column":1,"severity":"error","code":"missing-state-key","message":"skipped text_input \"y\": an input needs props.stateKey"}"#
                + "\n")
        #expect(LintFinding.text([], path: "f.json", json: false).isEmpty)
    }

    static let required = #""validations": [{"rule": "required", "errorMessage": "m"}]"#

    @Test(arguments: [
        (
            #"{"all": [{"field": "d", "equals": "a"}, {"field": "d", "equals": "b"}]}"#,
            "d cannot take all of those values at once"
        ),
        (#"{"field": "d", "in": ["c", "e"]}"#, #"d has no option among "c", "e""#),
        (#"{"field": "t", "equals": "maybe"}"#, #"t is true or false, never "maybe""#),
        (#"{"not": {"field": "d", "notEquals": "z"}}"#, "its negation always holds"),
        (
            #"{"any": [{"field": "d", "equals": "z"}, {"field": "d", "equals": 3}]}"#,
            #"d has no option "z"; d has no option 3"#
        ),
    ])
    func requiredButNeverShown(_ condition: String, _ reason: String) {
        let found = Self.messages(
            #"{"id": "y", "type": "text_input", "props": {"stateKey": "y"}, "visibleWhen": \#(condition), \#(Self.required)}"#
        )
        #expect(
            found == [
                "contradictory-rules: y is required but its visibleWhen can never be true (\(reason)): the field is never shown"
            ])
    }

    @Test func aFieldBehindANeverShownFieldIsNeverShownEither() {
        let found = Self.messages(
            """
            {"id": "y", "type": "dropdown", "props": {"stateKey": "y", "options": [{"value": "on"}]}, "visibleWhen": {"field": "d", "equals": "z"}},
            {"id": "w", "type": "text_input", "props": {"stateKey": "w"}, "visibleWhen": {"field": "y", "equals": "on"}, \(Self.required)}
            """)
        #expect(
            found == [
                "contradictory-rules: w is required but its visibleWhen can never be true (y is never shown): the field is never shown"
            ])
    }

    @Test(arguments: [
        #"{"field": "d", "equals": "a"}"#,
        #"{"field": "t", "equals": false}"#,
        #"{"field": "x", "equals": "anything"}"#,
        #"{"all": [{"field": "d", "in": ["a", "b"]}, {"field": "d", "equals": "b"}]}"#,
        #"{"field": "d", "notEquals": "z"}"#,
    ])
    func reachableConditionsAreNotReported(_ condition: String) {
        #expect(
            Self.messages(
                #"{"id": "y", "type": "text_input", "props": {"stateKey": "y"}, "visibleWhen": \#(condition), \#(Self.required)}"#
            ) == [])
    }

    @Test func anOptionalFieldThatIsNeverShownIsNotReported() {
        #expect(
            Self.messages(
                #"{"id": "y", "type": "text_input", "props": {"stateKey": "y"}, "visibleWhen": {"field": "d", "equals": "z"}}"#
            ) == [])
    }

    @Test func boundsUnderDifferentConditionsAreNotCompared() {
        let found = Self.messages(
            """
            {"id": "y", "type": "text_input", "props": {"stateKey": "y"}, "validations": [
              {"rule": "minLength", "value": 10, "errorMessage": "m", "when": {"field": "d", "equals": "a"}},
              {"rule": "maxLength", "value": 5, "errorMessage": "m", "when": {"field": "d", "equals": "b"}},
              {"rule": "min", "value": 3, "errorMessage": "n"}, {"rule": "max", "value": 3, "errorMessage": "n"}]}
            """)
        #expect(found == [])
    }

    @Test func multiChoiceDefaultsAreCheckedItemByItem() {
        let found = Self.messages(
            #"{"id": "y", "type": "checkbox", "props": {"stateKey": "y", "options": [{"value": "p"}, {"value": "q"}], "defaultValue": ["q", "r"]}}"#
        )
        #expect(found == [#"contradictory-rules: defaultValue "r" is not one of the options (p, q): it is ignored"#])
    }

    @Test func aRootThatIsNotAnObjectIsAnInvalidScreen() {
        let findings = Linter.lint(Array(#"["not a screen"]"#.utf8))
        #expect(
            findings == [
                LintFinding(
                    .error, "invalid-screen", "a schema must be a JSON object, found an array", pointer: "", line: 1,
                    column: 1)
            ])
        let text = Linter.lint(Array(#""text""#.utf8))
        #expect(
            text.map { $0.line(path: "p") } == [
                #"p: error: invalid-screen: a schema must be a JSON object, found a string (root)"#
            ])
    }

    @Test func textRulesOnChoicesAndTogglesCannotApply() {
        let found = Self.messages(
            #"{"id": "y", "type": "checkbox", "props": {"stateKey": "y"}, "validations": [{"rule": "required", "errorMessage": "r"}, {"rule": "regex", "pattern": "^x$", "errorMessage": "p"}]}"#
        )
        #expect(
            found == [
                "rule-not-applicable: regex cannot apply to y, a checkbox whose value is true or false: the rule never fails"
            ])
        let choice = Self.messages(
            #"{"id": "y", "type": "radio_group", "props": {"stateKey": "y", "options": [{"value": 1}]}, "validations": [{"rule": "max", "value": 3, "errorMessage": "p"}]}"#
        )
        #expect(
            choice == [
                "rule-not-applicable: max cannot apply to y, a radio_group whose value is one of its options: the rule never fails"
            ])
    }

    @Test(arguments: [
        (
            #"{"rule": "minLength", "value": 0, "errorMessage": "p"}"#,
            "rule-never-fails: minLength 0 never fails: an empty value passes every rule but required, and any other value is at least 1 character long"
        ),
        (
            #"{"rule": "equalsField", "field": "y", "errorMessage": "p"}"#,
            "rule-never-fails: equalsField names y itself: a value always equals itself"
        ),
        (
            #"{"rule": "maxLength", "value": 0, "errorMessage": "p"}"#,
            "rule-never-passes: maxLength 0 fails every value that is not empty: use a hidden field or remove the field"
        ),
        (
            #"{"rule": "luhn", "errorMessage": "p", "when": {"field": "t", "equals": "yes"}}"#,
            #"when-never-true: the when of luhn (rule 1) can never be true (t is true or false, never "yes"): the rule never applies"#
        ),
    ])
    func rulesDecidedBeforeAnyValue(_ rule: String, _ finding: String) {
        #expect(
            Self.messages(#"{"id": "y", "type": "text_input", "props": {"stateKey": "y"}, "validations": [\#(rule)]}"#)
                == [finding])
    }

    @Test func usefulRulesAreNotReported() {
        let found = Self.messages(
            #"{"id": "y", "type": "text_input", "props": {"stateKey": "y"}, "validations": [{"rule": "minLength", "value": 2, "errorMessage": "2 to 5"}, {"rule": "maxLength", "value": 5, "errorMessage": "2 to 5"}, {"rule": "equalsField", "field": "x", "errorMessage": "same", "when": {"field": "t", "equals": true}}]}"#
        )
        #expect(found == [])
    }

    @Test func aMessageSharedAcrossFieldsForTheSameReasonIsFine() {
        let found = Self.messages(
            #"{"id": "y", "type": "text_input", "props": {"stateKey": "y"}, "validations": [{"rule": "required", "errorMessage": "Required"}]}, {"id": "z", "type": "text_input", "props": {"stateKey": "z"}, "validations": [{"rule": "required", "errorMessage": "Required"}, {"rule": "luhn", "errorMessage": "Required"}]}"#
        )
        #expect(
            found == [
                #"shared-message: "Required" is the message of required (y, rule 1) and of luhn (z, rule 2), which fail for different reasons: a user cannot tell what to fix"#
            ])
    }

    @Test(arguments: [
        (
            #"[{"value": "a"}, {"value": "b"}, {"value": "a"}]"#,
            [#"duplicate-option: y lists the option value "a" twice (options 1 and 3): it is one option"#]
        ),
        (#"[{"value": "1"}, {"value": 1}]"#, []),
    ])
    func duplicateOptionValues(_ options: String, _ expected: [String]) {
        #expect(
            Self.messages(#"{"id": "y", "type": "dropdown", "props": {"stateKey": "y", "options": \#(options)}}"#)
                == expected)
    }

    /// A `minSupportedClientVersion` the app's `String?` cannot decode is an error, and the
    /// rest of the screen is still analysed.
    @Test(arguments: ["99", "true", "[\"1.0\"]"])
    func aMinimumClientVersionThatIsNotAStringIsAnError(json: String) {
        var bytes = LinterTests.screen(
            ##"{"id": "h", "type": "header", "props": {"text": "Салом 👋", "textColor": "#FF0000"}}"##)
        bytes.insert(contentsOf: Array(#""minSupportedClientVersion": \#(json), "#.utf8), at: 1)
        let findings = Linter.lint(bytes)
        let version = findings.filter { $0.pointer == "/minSupportedClientVersion" }
        #expect(version.map(\.severity) == [.error])
        #expect(
            version.first?.message.hasPrefix("\"minSupportedClientVersion\" must be a string (or null), found ") == true
        )
        #expect(findings.contains { $0.code == "hex-color" })
    }

    @Test func aNullMinimumClientVersionIsNoFinding() {
        var bytes = LinterTests.screen(#"{"id": "y", "type": "text_input", "props": {"stateKey": "y"}}"#)
        bytes.insert(contentsOf: Array(#""minSupportedClientVersion": null, "#.utf8), at: 1)
        #expect(Linter.lint(bytes).isEmpty)
    }

    /// An empty id is an id: one is fine, a second is a duplicate.
    @Test func anEmptyIdIsAnIdAndTwoAreADuplicate() {
        let one = #"{"id": "", "type": "text_input", "props": {"stateKey": "y"}}"#
        #expect(LinterTests.messages(one).isEmpty)
        let two = one + "," + #"{"id": "", "type": "text_input", "props": {"stateKey": "z"}}"#
        #expect(LinterTests.messages(two) == [#"duplicate-id: skipped text_input "": duplicate id """#])
    }
}
