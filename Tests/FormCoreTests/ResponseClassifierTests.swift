import Testing

@testable import FormCore

/// Every row of docs/contract.md, "Submission"'s table.
@Suite struct ResponseClassifierTests {
    func classify(_ status: Int, _ body: String) -> SubmitOutcome {
        ResponseClassifier.classify(HTTPResponse(status: status, body: Array(body.utf8)), masker: SecretMasker())
    }

    func snippet(_ text: String) -> String {
        Array(text.utf8).withUnsafeBytes { ResponseClassifier.snippet(of: $0, masker: SecretMasker()) }
    }

    func fields(_ pairs: (String, [String])...) -> [(key: String, messages: [String])] {
        pairs.map { (key: $0.0, messages: $0.1) }
    }

    @Test(arguments: [200, 201, 299])
    func aScreenWithComponentsIsAScreen(status: Int) throws {
        let body = #"{"screenId":"step2","version":"1.0.0","components":[{"id":"a","type":"text_input"}]}"#
        let expected = try #require(try JSONParser.parse(body).objectValue)
        #expect(classify(status, body) == .screen(expected))
    }

    @Test func aScreenWithoutInputsIsStillAScreenForTheCallerToJudge() throws {
        let body = #"{"screenId":"done","version":"1","components":[]}"#
        #expect(classify(200, body) == .screen(try #require(try JSONParser.parse(body).objectValue)))
    }

    @Test func aNavigateActionIsNavigate() {
        #expect(
            classify(200, #"{"action":{"type":"navigate","route":"app://sdui/screen?path=/forms/step2.json"}}"#)
                == .navigate(route: "app://sdui/screen?path=/forms/step2.json"))
    }

    @Test(arguments: [
        ("pop_to_root", NavigationCommand.popToRoot), ("pop", .pop), ("dismiss", .dismiss),
    ])
    func navigationCommandsInBothForms(name: String, command: NavigationCommand) {
        #expect(
            classify(200, #"{"action":{"type":"navigation_command","command":"\#(name)"}}"#) == .navigation(command))
        #expect(
            classify(200, #"{"action":{"type":"navigate","route":"app://navigation/\#(name)"}}"#)
                == .navigation(command))
    }

    @Test(arguments: [
        (204, ""),
        (200, "   \n"),
        (200, #"{"status":"ok","receivedKeys":["user_phone"]}"#),
        (200, "OK"),
        (200, "[1,2]"),
        (200, #"{"action":{"type":"open_camera"}}"#),
        (200, #"{"action":{"type":"navigation_command","command":"teleport"}}"#),
        (200, #"{"action":{"type":"navigate"}}"#),
        (201, "<html>done</html>"),
    ])
    func anyOtherSuccessIsCompleted(status: Int, body: String) {
        #expect(classify(status, body) == .completed(status: status))
    }

    @Test(arguments: [400, 422])
    func errorsObjectWithStringsAndArrays(status: Int) {
        let body = #"{"errors":{"otp":"Kod noto'g'ri","amount":["Too small","Not a number"],"ignored":5}}"#
        #expect(
            classify(status, body)
                == .fieldErrors(
                    fields: fields(("otp", ["Kod noto'g'ri"]), ("amount", ["Too small", "Not a number"])),
                    formErrors: []))
    }

    @Test func fieldErrorsListMergesRepeatedKeysInOrder() {
        let body =
            #"{"fieldErrors":[{"field":"b","message":"B1"},{"field":"a","message":"A1"},{"field":"b","message":"B2"},{"message":"Whole form"}]}"#
        #expect(
            classify(422, body)
                == .fieldErrors(fields: fields(("b", ["B1", "B2"]), ("a", ["A1"])), formErrors: ["Whole form"]))
    }

    @Test func problemDetailsWithPointers() {
        let body = #"""
            {"type":"https://example.net/validation-error","title":"Your request is not valid.","status":422,
             "errors":[{"detail":"must be a positive integer","pointer":"#/age"},
                       {"detail":"must be 'green', 'red' or 'blue'","pointer":"/profile/color"},
                       {"detail":"bad tag","pointer":"/tags/0"},
                       {"detail":"a~b","pointer":"/a~1b~0c"},
                       {"detail":"about everything","pointer":""}]}
            """#
        #expect(
            classify(422, body)
                == .fieldErrors(
                    fields: fields(
                        ("age", ["must be a positive integer"]), ("profile", ["must be 'green', 'red' or 'blue'"]),
                        ("tags", ["bad tag"]), ("a/b~c", ["a~b"])),
                    formErrors: ["about everything"]))
    }

    @Test(arguments: [
        (
            #"{"type":"about:blank","title":"Limit exceeded","detail":"Daily limit is 5 000 000 so'm","status":400}"#,
            "Daily limit is 5 000 000 so'm"
        ),
        (#"{"title":"Limit exceeded","status":422}"#, "Limit exceeded"),
        (#"{"title":"Ignored title","detail":"Shown detail","errors":[]}"#, "Shown detail"),
    ])
    func problemDetailsWithoutFieldErrorsGiveFormText(body: String, text: String) {
        #expect(classify(422, body) == .fieldErrors(fields: [], formErrors: [text]))
    }

    @Test func aProblemsTitleIsNotAddedWhenThereAreFieldErrors() {
        let body = #"{"title":"Invalid","errors":[{"pointer":"/otp","detail":"Kod noto'g'ri"}]}"#
        #expect(classify(422, body) == .fieldErrors(fields: fields(("otp", ["Kod noto'g'ri"])), formErrors: []))
    }

    @Test(arguments: [
        (422, #"{"message":"nope"}"#, #"{"message":"nope"}"#),
        (400, #"{"errors":{}}"#, #"{"errors":{}}"#),
        (422, "Bad things\r\nhappened", "Bad things  happened"),
        (400, "", ""),
    ])
    func unrecognisedValidationAnswersAreHTTPErrors(status: Int, body: String, snippet: String) {
        #expect(classify(status, body) == .httpError(status: status, snippet: snippet))
    }

    @Test(arguments: [
        (500, "Internal Server Error", "Internal Server Error"),
        (503, "\u{1B}[31mdown\u{1B}[0m\tfor\u{7F} maintenance\u{0}", #"\x1b[31mdown\x1b[0m for\x7f maintenance\x00"#),
        (401, #"{"errors":{"token":"expired"}}"#, #"{"errors":{"token":"expired"}}"#),
        (302, "", ""),
        (404, "  \n not found \n", "not found"),
        (418, "evil\u{202E}txt.exe", #"evil\u{202e}txt.exe"#),
    ])
    func otherStatusesAreHTTPErrorsWithACleanSnippet(status: Int, body: String, snippet: String) {
        #expect(classify(status, body) == .httpError(status: status, snippet: snippet))
    }

    @Test func theSnippetIsAtMost300Characters() {
        let exact = String(repeating: "x", count: 300)
        #expect(snippet(exact) == exact)
        let long = String(repeating: "ab", count: 400)
        let snippet = snippet(long)
        #expect(snippet.count == 300)
        #expect(snippet == String(long.prefix(299)) + "…")
        let emoji = String(repeating: "👍🏽", count: 301)
        #expect(self.snippet(emoji) == String(repeating: "👍🏽", count: 299) + "…")
    }

    @Test func invalidUTF8IsReplaced() {
        #expect(
            [UInt8]([0x61, 0xFF, 0x62]).withUnsafeBytes {
                ResponseClassifier.classify(status: 500, body: $0, masker: SecretMasker())
            } == .httpError(status: 500, snippet: "a\u{FFFD}b"))
    }

    @Test func equalityComparesFieldErrorsInOrder() {
        let ab = SubmitOutcome.fieldErrors(fields: fields(("a", ["1"]), ("b", ["2"])), formErrors: [])
        let ba = SubmitOutcome.fieldErrors(fields: fields(("b", ["2"]), ("a", ["1"])), formErrors: [])
        #expect(ab == ab)
        #expect(ab != ba)
        #expect(ab != .fieldErrors(fields: fields(("a", ["1"]), ("b", ["2"])), formErrors: ["x"]))
    }
}

/// docs/contract.md, "Submission": the body of an unexpected status is masked before the 300-character cut.
@Suite struct ResponseClassifierMaskingTests {
    @Test func aCardNumberAtTheCutIsMaskedBeforeTheCut() {
        let padding = String(repeating: "x", count: 290)
        let body = Array("\(padding) 4111111111111111 tail".utf8)
        let outcome = ResponseClassifier.classify(HTTPResponse(status: 500, body: body), masker: SecretMasker())
        guard case .httpError(500, let snippet) = outcome else {
            Issue.record("expected httpError, got \(outcome)")
            return
        }
        #expect(!snippet.contains("4111"))
        #expect(snippet.count <= ResponseClassifier.snippetLimit)
        #expect(snippet.hasPrefix(padding + " ••••"))
    }

    @Test func fieldErrorsAndScreensAreMasked() throws {
        let errors = #"{"errors": {"card": "4111111111111111 declined", "pan 4111 1111 1111 1111": "x"}}"#
        let outcome = ResponseClassifier.classify(
            HTTPResponse(status: 422, body: Array(errors.utf8)), masker: SecretMasker())
        #expect(
            outcome
                == .fieldErrors(
                    fields: [(key: "card", messages: ["•••• 1111 declined"]), (key: "pan •••• 1111", messages: ["x"])],
                    formErrors: []))
        let screen =
            #"{"screenId": "s", "version": "1", "components": [{"type": "text", "props": {"text": "paid with 4111111111111111"}}]}"#
        guard
            case .screen(let object) = ResponseClassifier.classify(
                HTTPResponse(status: 200, body: Array(screen.utf8)), masker: SecretMasker())
        else {
            Issue.record("expected a screen")
            return
        }
        #expect(object["components"]?.arrayValue?.first?["props"]?["text"]?.stringValue == "paid with •••• 1111")
    }
}
