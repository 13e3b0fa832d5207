import Foundation
import Synchronization
import Testing

@testable import FormCore
@testable import FormSystem
@testable import FormTools

/// A server in memory: it judges each payload with its own form's rules, as `formsh serve`
/// does (422 with `{"errors": …}`, else 200), and keeps what it was sent.
final class RulesServer: Submitter, @unchecked Sendable {
    let form: Form
    private let log = Mutex<[(key: String, body: String)]>([])
    private let store: SecretStore

    init(_ form: Form) throws {
        self.form = form
        store = try SecretStore(capacity: 256 * 1024)
    }

    /// The Idempotency-Key and body of every request, in the order they came.
    var requests: [(key: String, body: String)] { log.withLock { $0 } }

    func post(
        _ payload: UnsafeRawBufferPointer, to endpoint: String, idempotencyKey: String,
        progress: ((Double) -> Bool)?
    ) -> Result<HTTPResponse, HTTPClientError> {
        log.withLock { $0.append((idempotencyKey, String(decoding: payload, as: UTF8.self))) }
        let verdict = log.withLock { _ in PayloadChecker.check(payload, form: form, store: store) }
        guard case .success(let v) = verdict, !v.isValid else {
            return .success(HTTPResponse(status: 200, body: Array(#"{"status":"ok"}"#.utf8)))
        }
        let errors = JSONObject(v.errors.map { ($0.key, .string($0.message)) })
        return .success(
            HTTPResponse(
                status: 422, body: Array(JSONWriter.string(.object(JSONObject([("errors", .object(errors))]))).utf8)))
    }

    func get(_ url: String, progress: ((Double) -> Bool)?) -> Result<HTTPResponse, HTTPClientError> {
        .failure(.invalidURL(url))
    }
    func shownHeaders(_ method: HTTPMethod, idempotencyKey: String?) -> [(name: String, value: String)] { [] }
    func check(url: String) throws(HTTPClientError) {}
}

/// The pauses a probe asked for (`--delay`), in milliseconds.
final class Pauses {
    var list: [Int] = []
}

/// `ProbeRun`: verdicts against servers that are off by one, the requests it sends (a
/// fresh key each, `--delay` between starts, several in flight with `--jobs`), `--only`.
@Suite struct ProbeRunTests {
    static let client =
        textInput(
            "ism",
            rules:
                #"[{"rule": "required", "errorMessage": "Ismingizni kiriting"}, {"rule": "minLength", "value": 2, "errorMessage": "Ism kamida 2 belgi"}, {"rule": "maxLength", "value": 5, "errorMessage": "Ism 5 belgidan oshmasin"}]"#
        )
        + ","
        + textInput(
            "yosh", rules: #"[{"rule": "min", "value": 18, "errorMessage": "Yosh kamida 18"}]"#,
            props: #", "valueType": "integer""#)
    static let valid = #"{"ism": "Oʻg", "yosh": 30}"#

    /// Runs a probe of the client form against a server with other rules; the report's lines.
    func probe(
        server components: String, jobs: Int = 1, delay: Int = 0, only: Set<String>? = nil,
        pauses: Pauses? = nil
    ) throws -> (ProbeRun.Outcome, [String], RulesServer) {
        let form = try loadScreen(Self.client)
        let server = try RulesServer(try loadScreen(components))
        let gate = OutputGate()
        let out = gate.capture()
        let notes = gate.capture()
        let run = ProbeRun(
            form: form, valid: try payload(Self.valid), store: try SecretStore(capacity: 256 * 1024),
            options: .init(
                endpoint: "http://127.0.0.1:1/x", delay: delay, jobs: jobs, only: only,
                families: [.boundaries, .graphemes]),
            makeSubmitter: { server }, out: out, notes: notes,
            pause: { ms in pauses?.list.append(ms) })
        let outcome = try run.run()
        return (outcome, out.text.split(separator: "\n").map(String.init), server)
    }

    @Test func aServerThatAgreesGivesSameEverywhere() throws {
        let (outcome, lines, server) = try probe(server: Self.client)
        #expect(outcome.allSame)
        #expect(
            lines.last
                == "12 cases: 12 same, 0 other wording, 0 server accepts, 0 server rejects valid, 0 without a payload")
        // The valid payload, then one request per case, each with its own key.
        #expect(server.requests.count == 13)
        #expect(Set(server.requests.map { $0.key }).count == 13)
    }

    @Test func aServerOffByOneEachWayIsCaughtFromBothSides() throws {
        // minLength 3 where the app says 2 (rejects the boundary), maxLength 6 where the app
        // says 5 (accepts one over), min 17 where the app says 18.
        let server =
            textInput(
                "ism",
                rules:
                    #"[{"rule": "required", "errorMessage": "Ismingizni kiriting"}, {"rule": "minLength", "value": 3, "errorMessage": "Ism kamida 2 belgi"}, {"rule": "maxLength", "value": 6, "errorMessage": "Ism 5 belgidan oshmasin"}]"#
            )
            + ","
            + textInput(
                "yosh", rules: #"[{"rule": "min", "value": 17, "errorMessage": "Yosh kamida 18"}]"#,
                props: #", "valueType": "integer""#)
        let (outcome, lines, _) = try probe(server: server)
        #expect(!outcome.allSame)
        let verdicts = lines.filter { !$0.hasPrefix(" ") }
        #expect(verdicts.contains("ism 2. minLength 2: at: server rejects valid"))
        #expect(verdicts.contains("ism 3. maxLength 5: above: server accepts"))
        #expect(verdicts.contains("yosh 1. min 18: below: server accepts"))
        #expect(verdicts.contains("ism 2. minLength 2: below: same"))
        #expect(verdicts.contains("yosh 1. min 18: at: same"))
    }

    @Test func delayIsWaitedBeforeEveryCaseAndJobsKeepTheOrder() throws {
        let pauses = Pauses()
        let (_, one, _) = try probe(server: Self.client, delay: 5, pauses: pauses)
        #expect(pauses.list == Array(repeating: 5, count: 12))
        let (_, three, server) = try probe(server: Self.client, jobs: 3)
        #expect(three == one)
        #expect(Set(server.requests.map { $0.key }).count == 13)
    }

    @Test func jobsPutSeveralRequestsInFlight() throws {
        let form = try loadScreen(Self.client)
        let server = try GatheringServer(RulesServer(form), gather: 3)
        let gate = OutputGate()
        let outcome = try ProbeRun(
            form: form, valid: try payload(Self.valid), store: try SecretStore(capacity: 256 * 1024),
            options: .init(endpoint: "http://127.0.0.1:1/x", jobs: 3), makeSubmitter: { server },
            out: gate.capture(), notes: gate.capture()
        ).run()
        #expect(outcome.allSame)
        #expect(server.most == 3)
    }

    @Test func onlyProbesThoseFields() throws {
        let (_, lines, server) = try probe(server: Self.client, only: ["yosh"])
        #expect(
            lines.filter { !$0.hasPrefix(" ") }.dropFirst().dropLast() == [
                "yosh 1. min 18: below: same", "yosh 1. min 18: at: same",
            ])
        #expect(server.requests.count == 3)
    }

    @Test func aValidPayloadTheServerRejectsStopsTheProbe() throws {
        let server = Self.client.replacingOccurrences(
            of: #""value": 2, "errorMessage": "Ism kamida 2 belgi""#, with: #""value": 4, "errorMessage": "x""#)
        let (outcome, lines, requests) = try probe(server: server)
        #expect(!outcome.validAccepted && !outcome.allSame && outcome.results.isEmpty)
        #expect(lines == ["valid payload: accepted locally; server: HTTP 422 ism: x, server rejects valid"])
        #expect(requests.requests.count == 1)
    }
}

/// A server that holds the cases' first requests (the valid payload is posted alone) until
/// `gather` of them are in flight at once (or a few seconds have passed, so that a probe
/// posting one at a time still ends), and remembers the most it saw.
final class GatheringServer: Submitter, @unchecked Sendable {
    private let inner: RulesServer
    private let gather: Int
    private let condition = NSCondition()
    private var inFlight = 0
    private var gathered = false
    private var seen = 0
    private(set) var most = 0

    init(_ inner: RulesServer, gather: Int) {
        self.inner = inner
        self.gather = gather
    }

    func post(
        _ payload: UnsafeRawBufferPointer, to endpoint: String, idempotencyKey: String,
        progress: ((Double) -> Bool)?
    ) -> Result<HTTPResponse, HTTPClientError> {
        condition.lock()
        seen += 1
        inFlight += 1
        most = max(most, inFlight)
        if inFlight >= gather {
            gathered = true
            condition.broadcast()
        }
        let deadline = Date().addingTimeInterval(5)
        while seen > 1 && !gathered && condition.wait(until: deadline) {}
        condition.unlock()
        let answer = inner.post(payload, to: endpoint, idempotencyKey: idempotencyKey, progress: progress)
        condition.lock()
        inFlight -= 1
        condition.unlock()
        return answer
    }

    func get(_ url: String, progress: ((Double) -> Bool)?) -> Result<HTTPResponse, HTTPClientError> {
        inner.get(url, progress: progress)
    }
    func shownHeaders(_ method: HTTPMethod, idempotencyKey: String?) -> [(name: String, value: String)] { [] }
    func check(url: String) throws(HTTPClientError) {}
}
