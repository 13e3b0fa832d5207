import FormCore
import Testing

@testable import FormReplay

/// `record --scenario-out` against an endpoint given for every step (docs/contract.md, "Submission"): the offline
/// replay posts each step to its own schema's submit path, so each recorded post is kept at
/// the path of the step that made it.
@Suite struct StepPathsTests {
    /// A screen whose one text field posts to `endpoint`, as a server's answer.
    static func screen(_ endpoint: String?) -> String {
        let submit = endpoint.map { #""submit": {"endpoint": "\#($0)", "method": "POST"}, "# } ?? ""
        return
            #"{"screenId": "s", "version": "1.0.0", "title": "S", \#(submit)"components": [{"id": "f", "type": "text_input", "props": {"label": "F", "stateKey": "f"}}]}"#
    }

    static let success =
        #"{"screenId": "done", "version": "1.0.0", "title": "Done", "components": [{"id": "t", "type": "text", "props": {"text": "ok"}}]}"#

    static func answer(_ status: Int, _ body: String) -> Result<HTTPResponse, HTTPClientError> {
        .success(HTTPResponse(status: status, body: Array(body.utf8)))
    }

    /// The inner submitter: hands out `answers` in order.
    final class Answers: Submitter {
        var answers: [Result<HTTPResponse, HTTPClientError>]
        init(_ answers: [Result<HTTPResponse, HTTPClientError>]) { self.answers = answers }
        func post(
            _ payload: UnsafeRawBufferPointer, to endpoint: String, idempotencyKey: String,
            progress: ((Double) -> Bool)?
        ) -> Result<HTTPResponse, HTTPClientError> { answers.removeFirst() }
        func get(_ url: String, progress: ((Double) -> Bool)?) -> Result<HTTPResponse, HTTPClientError> {
            answers.removeFirst()
        }
        func shownHeaders(_ method: HTTPMethod, idempotencyKey: String?) -> [(name: String, value: String)] { [] }
        func check(url: String) throws(HTTPClientError) {}
    }

    final class Told { var steps: [String] = [] }

    static func post(_ submitter: RecordingSubmitter, _ url: String) {
        _ = Array("{}".utf8).withUnsafeBytes { submitter.post($0, to: url, idempotencyKey: "k", progress: nil) }
    }

    @Test func eachPostAtTheRecordedEndpointIsKeptAtItsStepsOwnPath() {
        let inner = Answers([
            Self.answer(200, Self.screen("/api/v1/transfer/amount")), Self.answer(200, Self.screen("confirm")),
            Self.answer(422, #"{"errors": {"f": "bad"}}"#), Self.answer(200, Self.success),
        ])
        let recording = RecordingSubmitter(inner, masker: SecretMasker()) { [] }
        let told = Told()
        recording.replay(recordedPath: "/staging/v2/card", firstStep: "/api/v1/transfer/card") {
            told.steps.append("\($0) -> \($1)")
        }
        for _ in 0..<4 { Self.post(recording, "http://127.0.0.1:8080/staging/v2/card?x=1") }
        #expect(
            recording.exchanges(hiding: []).map(\.path)
                == [
                    "/api/v1/transfer/card", "/api/v1/transfer/amount", "/api/v1/transfer/confirm",
                    "/api/v1/transfer/confirm",
                ])
        #expect(
            told.steps == [
                "/api/v1/transfer/card -> /api/v1/transfer/amount",
                "/api/v1/transfer/amount -> /api/v1/transfer/confirm",
                "/api/v1/transfer/confirm -> /api/v1/transfer/confirm",
                "/api/v1/transfer/confirm -> /api/v1/transfer/confirm",
            ])
    }

    @Test func withoutReplayThePathsAreKeptAsRecorded() {
        let recording = RecordingSubmitter(Answers([Self.answer(200, Self.screen("/b"))]), masker: SecretMasker()) {
            []
        }
        Self.post(recording, "http://127.0.0.1:8080/staging")
        #expect(recording.exchanges(hiding: []).map(\.path) == ["/staging"])
    }

    @Test(arguments: [
        // A 2xx screen sets the next step's path; a 4xx keeps the step.
        ([("POST", 200, screen("/two")), ("POST", 422, #"{"errors": {"f": "x"}}"#)], "/two"),
        // A screen without a submit endpoint keeps the path, as the flow keeps its endpoint.
        ([("POST", 200, screen(nil))], "/one"),
        // A screen fetched by GET (after a navigate action) is the next step.
        (
            [
                ("POST", 200, #"{"action": {"type": "navigate", "route": "app://sdui/screen?path=/forms/b.json"}}"#),
                ("GET", 200, screen("/api/b")),
            ], "/api/b"
        ),
        // pop_to_root goes back to the first step's path; pop to the one before.
        (
            [
                ("POST", 200, screen("/two")), ("POST", 200, screen("/three")),
                ("POST", 200, #"{"action": {"type": "navigation_command", "command": "pop_to_root"}}"#),
            ], "/one"
        ),
        (
            [
                ("POST", 200, screen("/two")), ("POST", 200, screen("/three")),
                ("POST", 200, #"{"action": {"type": "navigation_command", "command": "pop"}}"#),
            ], "/two"
        ),
        // A failed connection keeps the step.
        ([("POST", 0, "")], "/one"),
    ])
    func answersMoveTheStep(answers: [(method: String, status: Int, body: String)], expected: String) {
        var steps = StepPaths(first: "/one")
        for a in answers {
            let response = a.status == 0 ? nil : HTTPResponse(status: a.status, body: Array(a.body.utf8))
            steps.answered(a.method, response)
        }
        #expect(steps.current == expected)
    }
}
