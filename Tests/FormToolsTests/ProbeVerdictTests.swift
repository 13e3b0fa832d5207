import Testing

@testable import FormCore
@testable import FormTools

@Suite struct ProbeVerdictTests {
    @Test func theSameMessageForTheFieldIsSame() {
        let answer = ServerAnswer(status: 422, fieldErrors: [("name", ["too short"])])
        #expect(ProbeVerdict.judge(key: "name", message: "too short", answer: answer) == (.same, "too short"))
    }

    @Test func anotherMessageForTheFieldIsOtherWording() {
        let answer = ServerAnswer(status: 422, fieldErrors: [("name", ["min 3", "letters only"])])
        #expect(
            ProbeVerdict.judge(key: "name", message: "too short", answer: answer) == (
                .otherWording, "min 3 | letters only"
            ))
    }

    @Test func anAcceptedPayloadIsServerAccepts() {
        #expect(
            ProbeVerdict.judge(key: "name", message: "m", answer: ServerAnswer(status: 200)) == (.serverAccepts, nil))
        #expect(
            ProbeVerdict.judge(key: "name", message: "m", answer: ServerAnswer(status: 204)) == (.serverAccepts, nil))
    }

    @Test func errorsOnlyForOtherFieldsAreServerRejectsValid() {
        let answer = ServerAnswer(status: 422, fieldErrors: [("other", ["no"])])
        #expect(ProbeVerdict.judge(key: "name", message: "m", answer: answer) == (.serverRejectsValid, "other: no"))
    }

    @Test func aRejectionWithoutFieldErrorsIsOtherWording() {
        #expect(
            ProbeVerdict.judge(key: "name", message: "m", answer: ServerAnswer(status: 500, text: "boom")) == (
                .otherWording, "boom"
            ))
        #expect(
            ProbeVerdict.judge(key: "name", message: "m", answer: ServerAnswer(status: 422, formErrors: ["bad"])) == (
                .otherWording, "bad"
            ))
    }

    @Test func theValidPayloadMustBeAccepted() {
        #expect(ProbeVerdict.judgeValid(ServerAnswer(status: 200)) == (.same, nil))
        #expect(
            ProbeVerdict.judgeValid(ServerAnswer(status: 422, fieldErrors: [("a", ["x"])])) == (
                .serverRejectsValid, "a: x"
            ))
    }
}

@Suite struct ProbeReportTests {
    @Test func controlCharactersFromTheSchemaAndTheServerAreEscaped() throws {
        let form = try loadScreen(textInput("x", rules: #"[{"rule": "required", "errorMessage": "bad\u001b[31m"}]"#))
        let store = try SecretStore(capacity: 64 * 1024)
        let valid = try payload(#"{"x": "a"}"#)
        let c = ProbeDeriver(form: form, valid: valid, store: store).derive(field: form.fields[0], rule: 0)[0]
        let lines = ProbeReport(form: form, valid: valid).lines(
            ProbeResult(c, answer: ServerAnswer(status: 422, fieldErrors: [("x", ["no\u{202e}"])])))
        #expect(
            lines == [
                "x 1. required: left out: other wording", "  sent:   x left out", "  local:  bad\\x1b[31m",
                "  server: HTTP 422 no\\u{202e}",
            ])
    }

    @Test func aBoundaryCaseTheServerRejectsIsServerRejectsValid() throws {
        let form = try loadScreen(
            textInput("ism", rules: #"[{"rule": "maxLength", "value": 3, "errorMessage": "Ism 3 belgidan oshmasin"}]"#))
        let store = try SecretStore(capacity: 64 * 1024)
        let valid = try payload(#"{"ism": "Oʻg"}"#)
        let cases = ProbeDeriver(form: form, valid: valid, store: store).derive(field: form.fields[0], rule: 0)
        let at = try #require(cases.first { $0.label == "at (👍🏽)" })
        let rejected = ProbeResult(at, answer: ServerAnswer(status: 422, fieldErrors: [("ism", ["too long"])]))
        #expect(rejected.verdict == .serverRejectsValid)
        #expect(
            ProbeReport(form: form, valid: valid).lines(rejected) == [
                "ism 1. maxLength 3: at (👍🏽): server rejects valid", "  sent:   ism = \"Oʻ👍🏽\"", "  local:  accepted",
                "  server: HTTP 422 ism: too long",
                "  cause:  server counts code points",
            ])
        #expect(ProbeResult(at, answer: ServerAnswer(status: 200)).verdict == .same)
        let above = try #require(cases.first { $0.label == "above" })
        #expect(ProbeResult(above, answer: ServerAnswer(status: 200)).verdict == .serverAccepts)
    }
}
