import Testing

@testable import FormCore

/// Loading a screen (docs/contract.md, "Form schema"): required keys, version gating, invalid JSON, the sample forms.
@Suite struct FormLoaderTests {
    // MARK: the sample forms

    @Test(arguments: [
        ("forms/delivery.json", "delivery", 3),
        ("forms/loan_application.json", "loan_apply", 11),
        ("forms/card_transfer/step1_card.json", "card_transfer_card", 2),
        ("forms/card_transfer/step2_amount.json", "card_transfer_amount", 2),
        ("forms/card_transfer/step3_otp.json", "card_transfer_otp", 1),
        ("forms/card_transfer/success.json", "card_transfer_success", 0),
    ])
    func aSampleFormLoadsWithNoSkipsAndNoIssues(path: String, screenId: String, fields: Int) throws {
        let analysis = try Repo.analysis(path)
        #expect(analysis.failure == nil)
        let form = try #require(analysis.form)
        #expect(form.screenId == screenId)
        #expect(form.fields.count == fields)
        #expect(form.skipped == [])
        // Order among issues is not part of the contract: compare them sorted by pointer.
        #expect(form.issues.sorted { $0.pointer < $1.pointer } == [])
        #expect(form.hasInputs == (fields > 0))
    }

    @Test func theKitchenSinkSkipsExactlyTheCarouselAndTheBrokenInput() throws {
        let form = try Repo.form("forms/kitchen_sink.json")
        #expect(
            form.skipped == [
                SkippedComponent(
                    type: "carousel", id: "promo_carousel", pointer: "/components/13", reason: "unknown component type"),
                SkippedComponent(
                    type: "text_input", id: "broken_input", pointer: "/components/16",
                    reason: #""props" must be an object, found a string"#),
            ])
        // Order among issues is not part of the contract: compare them sorted by pointer.
        #expect(
            form.issues.sorted { $0.pointer < $1.pointer } == [
                SchemaIssue(
                    .warning, "unknown-component", #"skipped carousel "promo_carousel": unknown component type"#,
                    at: "/components/13"),
                SchemaIssue(
                    .error, "malformed-component",
                    #"skipped text_input "broken_input": "props" must be an object, found a string"#,
                    at: "/components/16"),
                SchemaIssue(
                    .warning, "hex-color", "raw colour #FF0000 in props.textColor: use a design token",
                    at: "/components/6/props/textColor"),
            ])
        #expect(
            form.fields.map(\.key) == [
                "full_name", "email", "email_confirm", "age", "card_number", "pin", "delivery_type",
                "address", "postcode", "contact_method", "interests", "promo_code", "courier_note",
                "agree_terms", "newsletter",
            ])
        #expect(
            form.fields.map(\.kind.typeName) == [
                "text_input", "text_input", "text_input", "text_input", "secure_input",
                "secure_input", "dropdown", "text_input", "text_input", "radio_group",
                "checkbox", "text_input", "text_input", "checkbox", "toggle_switch",
            ])
    }

    @Test func theLoanFormsFieldsAndKinds() throws {
        let form = try Repo.form("forms/loan_application.json")
        #expect(form.title == "Kredit arizasi")
        #expect(form.version == "2.1.0")
        #expect(form.submit == SubmitTarget(endpoint: "/api/v1/loan/apply", method: "POST"))
        #expect(
            form.fields.map(\.key) == [
                "user_phone", "full_name", "passport", "amount", "term_months", "income_source",
                "income_other", "employer", "purposes", "insurance", "agree_terms",
            ])
        #expect(
            form.fields.map(\.shape) == [
                .text, .text, .text, .text, .choice, .choice, .text, .text, .choices, .boolean, .boolean,
            ])
        #expect(form.fields.filter(\.isSecret).map(\.key) == ["passport"])
        #expect(form.fields[0].keyboard == .phonePad)
        #expect(form.fields[3].valueType == .number)
    }

    // MARK: required keys

    @Test(arguments: [
        (#"{"components": []}"#, ["screenId", "version"]),
        (#"{"screenId": "x", "components": []}"#, ["version"]),
        (#"{"screenId": "x", "version": "1"}"#, ["components"]),
        (#"{"title": "x"}"#, ["screenId", "version", "components"]),
    ])
    func missingRequiredKeysRefuseTheScreenNamingThem(json: String, missing: [String]) {
        let failure = loadFailure(Array(json.utf8))
        #expect(failure == .missingKeys(missing))
        let names = missing.map { "\"\($0)\"" }.joined(separator: ", ")
        #expect(failure?.description == "missing required \(missing.count == 1 ? "key" : "keys") \(names)")
    }

    @Test func theMessageForAllThreeMissing() {
        #expect(
            loadFailure(Array("{}".utf8))?.description == #"missing required keys "screenId", "version", "components""#)
    }

    @Test(arguments: [
        (
            #"{"screenId": 1, "version": "1", "components": []}"#,
            FormLoadError.wrongType(key: "screenId", expected: "a string", found: "a number")
        ),
        (
            #"{"screenId": "x", "version": 1.0, "components": []}"#,
            .wrongType(key: "version", expected: "a string", found: "a number")
        ),
        (
            #"{"screenId": "x", "version": "1", "components": {}}"#,
            .wrongType(key: "components", expected: "an array", found: "an object")
        ),
        (#"[1, 2]"#, .notAnObject(found: "an array")),
    ])
    func aWrongTypeRefusesTheScreen(json: String, error: FormLoadError) {
        #expect(loadFailure(Array(json.utf8)) == error)
    }

    // MARK: invalid JSON

    @Test(arguments: [
        ("{\n  \"screenId\": \"x\",\n  \"version\": 1.0.0\n}", 3, 17, "expected ',' or '}' in an object"),
        (
            "{\"screenId\": \"x\",\n\"version\": \"1\",\n\"components\": [\n  {\"id\": \"a\", \"type\": \"header\",},\n]}",
            4, 32, "expected a string key"
        ),
        ("{\"a\": \"Oʻzbek\u{0001}\"}", 1, 14, "control character 0x1 in a string (escape it)"),
        ("{\"a\": @}", 1, 7, "unexpected character '@'"),
        ("", 1, 1, "unexpected end of input"),
        ("{\"a\": 1} x", 1, 10, "unexpected text after the JSON value"),
        ("{\"a\": \"x", 1, 7, "unterminated string"),
    ])
    func invalidJSONNamesLineAndColumn(json: String, line: Int, column: Int, message: String) {
        guard case .invalidJSON(let e)? = loadFailure(Array(json.utf8)) else {
            Issue.record("expected invalid JSON")
            return
        }
        #expect(e.line == line)
        #expect(e.column == column)
        #expect(e.message == message)
        #expect(
            FormLoadError.invalidJSON(e).description == "invalid JSON at line \(line), column \(column): \(message)")
    }

    // MARK: version gating

    @Test(arguments: [
        ("1.0.0", "1.0.0", true),
        ("1.10.0", "1.0.0", false),
        ("1.10.0", "1.9.0", false),
        ("1.9.0", "1.10.0", true),
        ("1.10.0", "1.10.0", true),
        ("1.10", "1.10.0", true),
        ("1.10.0.1", "1.10.0", false),
        ("2", "10.0", true),
        ("0.9.99", "1", true),
    ])
    func minSupportedClientVersionComparesNumerically(required: String, client: String, loads: Bool) {
        let bytes = screen(textInput("a"), extraKeys: #" "minSupportedClientVersion": "\#(required)","#)
        let failure = loadFailure(bytes, options: FormLoader.Options(clientVersion: ClientVersion(client)))
        if loads {
            #expect(failure == nil)
        } else {
            #expect(failure == .unsupportedClientVersion(required: required, client: client))
            let text = failure?.description ?? ""
            #expect(text.contains(required) && text.contains(client), "\(text)")
        }
    }

    @Test func theRefusalMessageNamesBothVersions() {
        let bytes = screen(textInput("a"), extraKeys: #" "minSupportedClientVersion": "1.10.0","#)
        #expect(
            loadFailure(bytes)?.description
                == "this screen needs client version 1.10.0 or newer; this client is 1.0.0 (--client-version emulates another)"
        )
    }

    /// The app decodes `minSupportedClientVersion` as `String?`: any other JSON type fails
    /// the whole screen there, so it is an error of the screen here, whatever the client.
    @Test(arguments: [
        ("99", "a number"), ("1.5", "a number"), ("true", "a boolean"),
        (#"["2.0"]"#, "an array"), (#"{"iOS": "2.0"}"#, "an object"),
    ])
    func aMinimumClientVersionThatIsNotAStringIsAnErrorOfTheScreen(json: String, found: String) {
        let bytes = screen(textInput("a"), extraKeys: #" "minSupportedClientVersion": \#(json),"#)
        for client in ["1.0.0", "999"] {
            let failure = loadFailure(bytes, options: FormLoader.Options(clientVersion: ClientVersion(client)))
            #expect(
                failure == .wrongType(key: "minSupportedClientVersion", expected: "a string (or null)", found: found))
            #expect(
                failure?.description
                    == "\"minSupportedClientVersion\" must be a string (or null), found \(found) (at /minSupportedClientVersion)"
            )
        }
    }

    @Test func aNullMinimumClientVersionIsNoneAsTheAppsOptionalDecodesIt() throws {
        let form = try loadScreen(textInput("a"), extraKeys: #" "minSupportedClientVersion": null,"#)
        #expect(form.minSupportedClientVersion == nil)
        #expect(form.fields.map(\.key) == ["a"])
    }

    // MARK: cycles

    @Test(arguments: [
        ([("a", "b"), ("b", "a")], ["a", "b"]),
        ([("a", "a")], ["a"]),
        ([("a", "c"), ("b", "a"), ("c", "b")], ["a", "c", "b"]),
    ])
    func aVisibilityCycleIsALoadErrorNamingTheFields(edges: [(String, String)], cycle: [String]) {
        let components = edges.map {
            textInput($0.0, extra: #", "visibleWhen": {"field": "\#($0.1)", "filled": true}"#)
        }
        let failure = loadFailure(screen((components + [textInput("free")]).joined(separator: ",")))
        guard case .visibilityCycle(let keys)? = failure else {
            Issue.record("expected a cycle, got \(String(describing: failure))")
            return
        }
        #expect(Set(keys) == Set(cycle))
        #expect(keys.count == cycle.count)
        #expect(
            failure?.description == "visibleWhen conditions form a cycle: "
                + (keys + [keys[0]]).joined(separator: " → "))
        #expect(failure?.code == "visibility-cycle")
    }

    @Test func ruleDependenciesInBothDirectionsAreNotACycle() throws {
        let form = try loadScreen(
            [
                textInput("a", rules: #"[{"rule": "equalsField", "field": "b", "errorMessage": "a≠b"}]"#),
                textInput("b", rules: #"[{"rule": "equalsField", "field": "a", "errorMessage": "b≠a"}]"#),
            ].joined(separator: ","))
        let s = try Session(form)
        try s.type("a", "x")
        let report = try s.type("b", "y")
        #expect(report.verdict == .invalid(message: "b≠a", warning: nil))
        #expect(s.flips(report) == [])
        let fixed = try s.type("b", "x")
        #expect(fixed.verdict == .valid)
        #expect(s.flips(fixed) == ["a: invalid(a≠b) → valid"])
    }
}
