import TestSupport
import Testing

/// `formsh lint`: each code from a minimal fixture, with the exact line and exit status.
@Suite struct LintCommandTests {
    static let cases: [(fixture: String, line: String, status: Int32)] = [
        ("invalid-json", "invalid-json.json:4:18: error: invalid-json: unexpected character ','", 1),
        (
            "invalid-screen",
            "invalid-screen.json:4:17: error: invalid-screen: \"components\" must be an array, found an object (/components)",
            1
        ),
        ("missing-key", "missing-key.json:1:1: error: missing-key: missing required key \"version\" (root)", 1),
        (
            "duplicate-id",
            "duplicate-id.json:6:5: error: duplicate-id: skipped text_input \"name_field\": duplicate id \"name_field\" (/components/1)",
            1
        ),
        (
            "duplicate-state-key",
            "duplicate-state-key.json:6:5: error: duplicate-state-key: skipped text_input \"name_again\": duplicate stateKey \"name\" (/components/1)",
            1
        ),
        (
            "missing-state-key",
            "missing-state-key.json:5:5: error: missing-state-key: skipped text_input \"name_field\": an input needs props.stateKey (/components/0)",
            1
        ),
        (
            "unknown-component",
            "unknown-component.json:5:5: warning: unknown-component: skipped carousel \"promo\": unknown component type (/components/0)",
            0
        ),
        (
            "malformed-component",
            "malformed-component.json:5:5: error: malformed-component: skipped text_input \"broken\": \"props\" must be an object, found a string (/components/0)",
            1
        ),
        (
            "unknown-rule",
            "unknown-rule.json:7:8: error: unknown-rule: unknown rule \"isbn\" (ignored) (/components/0/validations/0/rule)",
            1
        ),
        (
            "missing-error-message",
            "missing-error-message.json:7:8: error: missing-error-message: rule \"required\" has no errorMessage (/components/0/validations/0)",
            1
        ),
        (
            "invalid-regex",
            "invalid-regex.json:7:8: error: invalid-regex: pattern does not compile: U_REGEX_BAD_INTERVAL at offset 8 (the field fails closed) (/components/0/validations/0/pattern)",
            1
        ),
        (
            "slow-regex",
            "slow-regex.json:7:8: warning: slow-regex: (\\w+\\s?)* at offset 1 nests quantifiers that can match the same text: a long value that does not match backtracks exponentially (ICU gives up after its time limit); use a possessive quantifier or an atomic group, or rewrite (/components/0/validations/0/pattern)",
            0
        ),
        (
            "unknown-field-reference",
            "unknown-field-reference.json:6:21: error: unknown-field-reference: visibleWhen names unknown field \"nickname\" (never true) (/components/0/visibleWhen)",
            1
        ),
        (
            "visibility-cycle",
            "visibility-cycle.json:6:21: error: visibility-cycle: visibleWhen conditions form a cycle: a → b → a (/components/0/visibleWhen)",
            1
        ),
        (
            "unsupported-client-version",
            "unsupported-client-version.json:1:1: error: unsupported-client-version: this screen needs client version 2.5.0 or newer; this client is 1.0.0 (--client-version emulates another) (/minSupportedClientVersion)",
            1
        ),
        (
            "client-version-type",
            "client-version-type.json:1:1: error: invalid-screen: \"minSupportedClientVersion\" must be a string (or null), found a number (/minSupportedClientVersion)",
            1
        ),
        (
            "hex-color",
            "hex-color.json:6:15: warning: hex-color: raw colour #FF0000 in props.textColor: use a design token (/components/0/props/textColor)",
            0
        ),
        (
            "contradictory-length",
            "contradictory-length.json:8:8: warning: contradictory-rules: minLength 10 (rule 1) is greater than maxLength 5 (rule 2): no non-empty value passes both (/components/0/validations/1)",
            0
        ),
        (
            "contradictory-range",
            "contradictory-range.json:8:8: warning: contradictory-rules: min 100.5 (rule 2) is greater than max 100 (rule 1): no non-empty value passes both (/components/0/validations/1)",
            0
        ),
        (
            "contradictory-hidden",
            "contradictory-hidden.json:9:21: warning: contradictory-rules: address is required but its visibleWhen can never be true (delivery_type has no option \"drone\"): the field is never shown (/components/1/visibleWhen)",
            0
        ),
        (
            "contradictory-default",
            "contradictory-default.json:6:15: warning: contradictory-rules: defaultValue \"EUR\" is not one of the options (UZS, USD): the field starts empty (/components/0/props/defaultValue)",
            0
        ),
        (
            "empty-options",
            "empty-options.json:5:5: error: empty-options: skipped dropdown \"term_field\": a dropdown needs a non-empty props.options (/components/0)",
            1
        ),
        (
            "malformed-rule",
            "malformed-rule.json:7:8: error: malformed-rule: rule \"minLength\": needs \"value\" (a non-negative integer) (rule ignored) (/components/0/validations/0)",
            1
        ),
        (
            "duplicate-key",
            "duplicate-key.json:1:1: warning: duplicate-key: key \"title\" appears more than once (the last one counts) (root)",
            0
        ),
        (
            "no-submit",
            "no-submit.json:1:1: warning: no-submit: the screen has 1 input field but no submit endpoint (submit.endpoint or an action_button's submit action): the app cannot send it (root)",
            0
        ),
        (
            "duplicate-option",
            "duplicate-option.json:8:28: error: duplicate-option: term lists the option value 12.0 twice (options 1 and 3): it is one option (/components/0/props/options/2/value)",
            1
        ),
        (
            "rule-not-applicable",
            "rule-not-applicable.json:8:8: warning: rule-not-applicable: minLength cannot apply to agree, a toggle_switch whose value is true or false: the rule never fails (/components/0/validations/1/rule)",
            0
        ),
        (
            "rule-never-fails",
            "rule-never-fails.json:7:8: warning: rule-never-fails: minLength 1 never fails: an empty value passes every rule but required, and any other value is at least 1 character long (/components/0/validations/0/value)",
            0
        ),
        (
            "rule-never-passes",
            "rule-never-passes.json:7:8: warning: rule-never-passes: maxLength 0 fails every value that is not empty: use a hidden field or remove the field (/components/0/validations/0/value)",
            0
        ),
        (
            "when-never-true",
            "when-never-true.json:10:17: warning: when-never-true: the when of required (rule 1) can never be true (delivery_type has no option \"Courier\"): the rule never applies (/components/1/validations/0/when)",
            0
        ),
        (
            "shared-message",
            "shared-message.json:10:8: warning: shared-message: \"Invalid phone\" is the message of required (phone, rule 1) and of regex (phone, rule 4), which fail for different reasons: a user cannot tell what to fix (/components/0/validations/3/errorMessage)",
            0
        ),
    ]

    @Test(arguments: cases)
    func reportsEachCodeOnItsOwn(_ c: (fixture: String, line: String, status: Int32)) {
        let run = CLIRun(["lint", "Tests/Fixtures/lint/\(c.fixture).json"])
        #expect(run.stdout == "Tests/Fixtures/lint/" + c.line + "\n")
        #expect(run.stderr == "")
        #expect(run.status == c.status)
    }

    /// Blocked: plain http to a public host, javascript:, data:, file:. Allowed: app:
    /// routes, http to loopback, https.
    @Test func blockedURLsAreEndpointsAndRoutesTheAppWouldNotOpen() {
        let run = CLIRun(["lint", "Tests/Fixtures/lint/blocked-url.json"])
        #expect(
            run.stdout == """
                Tests/Fixtures/lint/blocked-url.json:4:13: error: blocked-url: endpoint http://api.example.uz/v1/apply: plain http to the public host api.example.uz: the app only opens https there (/submit/endpoint)
                Tests/Fixtures/lint/blocked-url.json:8:43: error: blocked-url: route javascript:alert(1): the javascript: scheme is blocked by the app (only https, app and http to a local host) (/components/1/props/action/route)
                Tests/Fixtures/lint/blocked-url.json:12:8: error: blocked-url: route data:text/html,hi: the data: scheme is blocked by the app (only https, app and http to a local host) (/components/2/actions/1/route)
                Tests/Fixtures/lint/blocked-url.json:13:8: error: blocked-url: endpoint file:///etc/passwd: the file: scheme is blocked by the app (only https and http to a local host) (/components/2/actions/2/endpoint)

                """)
        #expect(run.status == 1)
    }

    @Test func aCleanSchemaHasNoFindings() {
        let run = CLIRun(["lint", "Tests/Fixtures/lint/clean.json"])
        #expect(run.stdout == "")
        #expect(run.status == 0)
    }

    /// Every sample screen is clean but for kitchen_sink.json's three intended defects.
    @Test(arguments: Fixtures.sampleForms)
    func sampleFormsHaveOnlyTheIntendedFindings(_ path: String) {
        let run = CLIRun(["lint", path])
        if path == "forms/kitchen_sink.json" {
            #expect(
                run.stdout == """
                    forms/kitchen_sink.json:46:16: warning: hex-color: raw colour #FF0000 in props.textColor: use a design token (/components/6/props/textColor)
                    forms/kitchen_sink.json:105:5: warning: unknown-component: skipped carousel "promo_carousel": unknown component type (/components/13)
                    forms/kitchen_sink.json:132:5: error: malformed-component: skipped text_input "broken_input": "props" must be an object, found a string (/components/16)

                    """)
            #expect(run.status == 1)
        } else {
            #expect(run.stdout == "")
            #expect(run.status == 0)
        }
    }

    @Test func findingsAreSortedByPositionAcrossTheLoaderAndTheLinter() {
        let run = CLIRun(["lint", "Tests/Fixtures/lint/many.json"])
        #expect(
            run.stdout == """
                Tests/Fixtures/lint/many.json:7:8: error: unknown-rule: unknown rule "isbn" (ignored) (/components/0/validations/0/rule)
                Tests/Fixtures/lint/many.json:8:8: warning: slow-regex: (a+)+ at offset 0 nests quantifiers that can match the same text: a long value that does not match backtracks exponentially (ICU gives up after its time limit); use a possessive quantifier or an atomic group, or rewrite (/components/0/validations/1/pattern)
                Tests/Fixtures/lint/many.json:10:5: warning: unknown-component: skipped carousel "promo": unknown component type (/components/1)
                Tests/Fixtures/lint/many.json:11:45: warning: hex-color: raw colour #00FF00 in props.textColor: use a design token (/components/2/props/textColor)

                """)
        #expect(run.status == 1)
    }

    @Test func jsonWritesOneObjectPerFinding() {
        let run = CLIRun([
            "lint", "--json", "Tests/Fixtures/lint/hex-color.json", "Tests/Fixtures/lint/rule-never-fails.json",
            "Tests/Fixtures/lint/invalid-json.json",
        ])
        #expect(
            run.stdout == """
                {"path":"Tests/Fixtures/lint/hex-color.json","pointer":"/components/0/props/textColor","field":null,"line":6,"column":15,"severity":"warning","code":"hex-color","message":"raw colour #FF0000 in props.textColor: use a design token"}
                {"path":"Tests/Fixtures/lint/rule-never-fails.json","pointer":"/components/0/validations/0/value","field":"name","line":7,"column":8,"severity":"warning","code":"rule-never-fails","message":"minLength 1 never fails: an empty value passes every rule but required, and any other value is at least 1 character long"}
                {"path":"Tests/Fixtures/lint/invalid-json.json","pointer":null,"field":null,"line":4,"column":18,"severity":"error","code":"invalid-json","message":"unexpected character ','"}

                """)
        #expect(run.status == 1)
    }

    @Test func anOlderClientVersionIsAFindingAndTheRestIsStillAnalysed() {
        let run = CLIRun([
            "lint", "--client-version", "3.0", "Tests/Fixtures/lint/unsupported-client-version.json",
            "Tests/Fixtures/lint/visibility-cycle.json",
        ])
        #expect(
            run.stdout
                == "Tests/Fixtures/lint/visibility-cycle.json:6:21: error: visibility-cycle: visibleWhen conditions form a cycle: a → b → a (/components/0/visibleWhen)\n"
        )
        #expect(run.status == 1)
    }

    @Test func aCycleDoesNotHideTheOtherFindings() {
        let run = CLIRun(["lint", "Tests/Fixtures/lint/cycle-and-more.json"])
        #expect(
            run.stdout == """
                Tests/Fixtures/lint/cycle-and-more.json:6:21: error: visibility-cycle: visibleWhen conditions form a cycle: a → b → a (/components/0/visibleWhen)
                Tests/Fixtures/lint/cycle-and-more.json:10:8: warning: contradictory-rules: minLength 4 (rule 1) is greater than maxLength 2 (rule 2): no non-empty value passes both (/components/1/validations/1)

                """)
        #expect(run.status == 1)
    }

    @Test func anUnreadableFileIsExitThreeAndTheOthersAreStillLinted() {
        let run = CLIRun(["lint", "Tests/Fixtures/lint/no-such-file.json", "Tests/Fixtures/lint/hex-color.json"])
        #expect(run.stderr == "Error: cannot read Tests/Fixtures/lint/no-such-file.json: no such file\n")
        #expect(run.stdout.hasPrefix("Tests/Fixtures/lint/hex-color.json:6:15: warning: hex-color:"))
        #expect(run.status == 3)
    }

    @Test(arguments: [
        (["lint"], "Error: missing FORM\nUsage: formsh lint FORM... [--json] [--client-version X]\n"),
        (
            ["lint", "--yaml", "a.json"],
            "Error: unknown option '--yaml'\nUsage: formsh lint FORM... [--json] [--client-version X]\n"
        ),
        (
            ["lint", "--client-version", "new", "a.json"],
            "Error: --client-version takes a version such as 1.2.0, not 'new'\nUsage: formsh lint FORM... [--json] [--client-version X]\n"
        ),
    ])
    func usageErrorsAreExitTwo(_ arguments: [String], _ stderr: String) {
        let run = CLIRun(arguments)
        #expect(run.stderr == stderr)
        #expect(run.stdout == "")
        #expect(run.status == 2)
    }
}
