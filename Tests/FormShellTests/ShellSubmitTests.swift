import FormCore
import Testing

@testable import FormShell

/// A submitter that answers from a script and remembers what was sent: the shell's side
/// of a submission without a network (FormSubmitTests post to the mock for real).
final class ScriptedSubmitter: Submitter {
    struct Sent {
        let method: HTTPMethod
        let url: String
        let idempotencyKey: String?
        let payload: String
    }

    private var answers: [Result<HTTPResponse, HTTPClientError>]
    private(set) var sent: [Sent] = []
    /// Every response handed out, to see that the shell zeroed their bodies.
    private(set) var responses: [HTTPResponse] = []

    init(_ answers: [Result<HTTPResponse, HTTPClientError>]) { self.answers = answers }

    func post(
        _ payload: UnsafeRawBufferPointer, to endpoint: String, idempotencyKey: String,
        progress: ((Double) -> Bool)?
    ) -> Result<HTTPResponse, HTTPClientError> {
        sent.append(
            Sent(
                method: .post, url: endpoint, idempotencyKey: idempotencyKey,
                payload: String(decoding: payload, as: UTF8.self)))
        return next()
    }

    func get(_ url: String, progress: ((Double) -> Bool)?) -> Result<HTTPResponse, HTTPClientError> {
        sent.append(Sent(method: .get, url: url, idempotencyKey: nil, payload: ""))
        return next()
    }

    func shownHeaders(_ method: HTTPMethod, idempotencyKey: String?) -> [(name: String, value: String)] {
        [("Idempotency-Key", idempotencyKey ?? "-")]
    }

    func check(url: String) throws(HTTPClientError) {
        if url.hasPrefix("http://example") { throw .insecureScheme(host: "example") }
    }

    private func next() -> Result<HTTPResponse, HTTPClientError> {
        let answer = answers.isEmpty ? .failure(.cancelled) : answers.removeFirst()
        if case .success(let r) = answer { responses.append(r) }
        return answer
    }
}

/// The shell's submissions: idempotency keys across retries, values kept after failures
/// and wiped after success, answers zeroed once shown.
@Suite struct ShellSubmitTests {
    static let endpoint = "http://127.0.0.1:9/api/v1/delivery"

    /// Runs the delivery form with `submitter`.
    func run(_ submitter: ScriptedSubmitter, _ lines: [String]) throws -> (
        output: String, status: Int32, store: SecretStore
    ) {
        let sink = BufferShellSink()
        let store = try SecretStore(capacity: 1 << 20)
        let scripted = lines.map { ScriptedLine(value: $0) }
        let plan = SessionPlan(
            form: try ShellHarness.form("forms/delivery.json"), endpoint: Self.endpoint,
            endpointDescription: "mock", mockURL: nil, submitter: submitter,
            loaderOptions: FormLoader.Options(), input: .scripted(scripted), colors: false,
            output: sink, exchangeLog: nil, observer: nil)
        let shell = try Shell(plan: plan, store: store, source: ScriptedLineSource(scripted, output: sink))
        let status = shell.run()
        return (sink.output, status, store)
    }

    static func answer(_ status: Int, _ body: String = "") -> Result<HTTPResponse, HTTPClientError> {
        .success(HTTPResponse(status: status, body: Array(body.utf8)))
    }

    @Test func aRetryReusesTheKeyAndAChangeMakesANewOne() throws {
        let submitter = ScriptedSubmitter([
            .failure(.connection(host: "127.0.0.1:9", reason: "server closed the connection without answering")),
            Self.answer(500, "down"), Self.answer(204),
        ])
        let (out, status, store) = try run(
            submitter, ["pickup", "", "", ":submit", ":submit", ":payload", ":set comment tez", ":submit"])
        #expect(status == 0)
        let posts = submitter.sent
        #expect(
            posts.map(\.payload) == [
                #"{"delivery_type":"pickup"}"#, #"{"delivery_type":"pickup"}"#,
                #"{"delivery_type":"pickup","comment":"tez"}"#,
            ])
        #expect(posts.allSatisfy { $0.method == .post && $0.url == Self.endpoint })
        let keys = posts.map(\.idempotencyKey)
        #expect(keys[0] != nil && keys[0] == keys[1])
        #expect(keys[2] != nil && keys[2] != keys[1])
        // Kept after both failures (the payload still shows them), wiped after success.
        #expect(
            out.contains(
                "No connection to 127.0.0.1:9: server closed the connection without answering. Your values are kept; :submit retries."
            ))
        #expect(out.contains("The server answered HTTP 500: down. Your values are kept; :submit retries."))
        #expect(out.contains("  {\"delivery_type\":\"pickup\"}\n"))
        #expect(out.contains("Submitted (HTTP 204)."))
        #expect(store.bytesInUse == 0)
        #expect(store.withRawRegion { !$0.contains { $0 != 0 } })
        #expect(submitter.responses.allSatisfy { $0.body.count == 0 })
    }

    @Test func fieldErrorsKeepEveryValueAndNameTheField() throws {
        let submitter = ScriptedSubmitter([Self.answer(422, #"{"errors":{"address":"Manzil topilmadi"}}"#)])
        let (out, status, _) = try run(submitter, ["courier", "Chilonzor", "", ":submit", ":payload"])
        #expect(status == 1)
        #expect(out.contains("  ✗ address: server: Manzil topilmadi\n"))
        #expect(out.contains("  {\"delivery_type\":\"courier\",\"address\":\"Chilonzor\"}\n"))
        #expect(submitter.responses.allSatisfy { $0.body.count == 0 })
    }

    @Test func aNavigateLoadsTheScreenWithGetAndLastShowsTheExchange() throws {
        let next =
            #"{"screenId":"s2","version":"1","components":[{"id":"c","type":"text_input","props":{"label":"Kod","stateKey":"code"}}]}"#
        let submitter = ScriptedSubmitter([
            Self.answer(200, #"{"action":{"type":"navigate","route":"app://sdui/screen?path=/forms/s2.json"}}"#),
            Self.answer(200, next),
        ])
        let (out, _, _) = try run(submitter, ["pickup", "", "", ":submit", ":last"])
        #expect(
            submitter.sent.map { "\($0.method.rawValue) \($0.url)" } == [
                "POST \(Self.endpoint)", "GET http://127.0.0.1:9/forms/s2.json",
            ])
        #expect(out.contains("[1/1] Kod\ncode>\n"))
        #expect(
            ShellHarness.reply(out.replacingOccurrences(of: "\u{1E}", with: "> "), after: ":last")
                == [
                    "  > GET http://127.0.0.1:9/forms/s2.json", "  > Host: 127.0.0.1:9", "  > Idempotency-Key: -",
                    "  < HTTP 200 in 0 ms",
                ])
    }

    @Test func endpointAsksTheSubmittersCheck() throws {
        let (out, _, _) = try run(
            ScriptedSubmitter([]), [":endpoint http://example.uz/x", ":endpoint https://example.uz/x"])
        #expect(
            out.contains("  ✗ plain http is allowed only for loopback hosts; use https; the endpoint is unchanged\n"))
        #expect(out.contains("  endpoint: https://example.uz/x\n"))
    }
}
