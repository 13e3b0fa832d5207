import FormCore
import Testing

@testable import FormSubmit

/// A FORM given by URL (`HTTPSubmitter.fetchForm`) and formsh's own client.
@Suite struct FormFetchTests {
    /// What a fetch said and logged.
    final class Seen: @unchecked Sendable {
        var announced: [String] = []
        var logged: [HTTPExchange] = []
    }

    func fetch(_ url: String, seen: Seen, keepWaiting: @escaping () -> Bool = { true }) throws(FormFetchError)
        -> [UInt8]
    {
        try HTTPSubmitter().fetchForm(
            url, announce: { seen.announced.append($0) }, log: { seen.logged.append($0) }, keepWaiting: keepWaiting)
    }

    @Test func aTwoHundredGivesTheBodyAndTheExchange() throws {
        let server = try TestServer([.http("200 OK", body: #"{"screenId":"a"}"#)])
        defer { server.stop() }
        let seen = Seen()
        #expect(try fetch(server.url("/f.json"), seen: seen) == Array(#"{"screenId":"a"}"#.utf8))
        #expect(seen.announced.isEmpty)
        #expect(seen.logged.map(\.status) == [200])
        #expect(seen.logged.first?.requestHeaders.first?.name == "Host")
        #expect(seen.logged.first?.responseBody == #"{"screenId":"a"}"#)
        #expect(server.requests.first?.values("User-Agent") == ["formsh/1.0.0"])
    }

    @Test func anotherStatusIsRefusedWithIt() throws {
        let server = try TestServer([.http("404 Not Found", body: "no")])
        defer { server.stop() }
        let seen = Seen()
        #expect(throws: FormFetchError.status(404)) { try fetch(server.url("/f.json"), seen: seen) }
        #expect(FormFetchError.status(404).reason == "HTTP 404")
        #expect(seen.logged.map(\.status) == [404])
    }

    @Test func noAnswerSaysWhy() throws {
        let port = try TestServer.closedPort()
        let error = #expect(throws: FormFetchError.self) { try fetch("http://127.0.0.1:\(port)/f.json", seen: Seen()) }
        #expect(error == .noAnswer(.connection(host: "127.0.0.1:\(port)", reason: "connection refused")))
        #expect(error?.reason == "connection refused")
    }

    @Test func aLongWaitIsAnnouncedAndCanBeCancelled() throws {
        let server = try TestServer([.hang])
        defer { server.stop() }
        let seen = Seen()
        let started = ContinuousClock.now
        #expect(throws: FormFetchError.cancelled) {
            try fetch(server.url("/slow.json"), seen: seen) { ContinuousClock.now - started < .seconds(1.5) }
        }
        #expect(seen.announced == ["Loading \(server.url("/slow.json"))… (Ctrl-C cancels)"])
        #expect(seen.logged.map(\.error) == [.cancelled])
        #expect(FormFetchError.cancelled.reason == "cancelled")
    }

    @Test func formshsClientSendsTheCommandLinesHeadersAndMasksTheEnvironmentsValues() throws {
        let masker = SecretMasker()
        let submitter = try HTTPSubmitter(
            headerOptions: [.literal("X-Trace: t1"), .environment("X-Token=TOKEN")], environment: ["TOKEN": "tk"],
            maskingIn: masker, timeout: 5, caFile: nil)
        #expect(
            submitter.shownHeaders(.get, idempotencyKey: nil).map { "\($0.name): \($0.value)" } == [
                "User-Agent: formsh/1.0.0", "Accept: application/json", "X-Trace: t1",
                "X-Token: ••••",
            ])
        #expect(masker.masked("tk") != "tk")
    }

    @Test func aBadHeaderOptionIsRefused() {
        #expect(throws: HeaderOptionError.missingVariable(name: "X-Token", variable: "TOKEN")) {
            try HTTPSubmitter(
                headerOptions: [.environment("X-Token=TOKEN")], environment: [:], maskingIn: SecretMasker(),
                timeout: 5, caFile: nil)
        }
    }
}
