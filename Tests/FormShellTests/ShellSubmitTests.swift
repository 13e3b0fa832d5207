import FormCore
import FormServe
import Foundation
import Testing
@testable import FormShell

/// The shell's submissions against the real mock backend on loopback: idempotency keys
/// across retries, values kept after failures and wiped after success.
@Suite struct ShellSubmitTests {
    /// Runs the delivery form against a mock with the given routes for /api/v1/delivery.
    func run(_ routes: [Scenario.Route], _ lines: [String]) throws -> (output: String, status: Int32, requests: [RecordedRequest], store: SecretStore) {
        let forms = ShellHarness.root.appendingPathComponent("forms").path
        let server = MockServer(scenario: Scenario(formsDirectory: forms, routes: routes), formsDirectory: forms)
        try server.start()
        defer { server.stop() }
        let sink = BufferShellSink()
        let store = try SecretStore(capacity: 1 << 20)
        let config = ShellConfiguration(endpoint: server.url + "/api/v1/delivery", endpointDescription: "mock", colors: false,
                                        submitter: HTTPSubmitter(userAgent: "formsh-test", headers: [], timeout: 5, caFile: nil),
                                        loaderOptions: FormLoader.Options())
        let shell = try Shell(form: try ShellHarness.form("forms/delivery.json"), store: store,
                              source: ScriptedLineSource(lines.map { ScriptedLine(value: $0) }, output: sink), output: sink,
                              configuration: config)
        let status = shell.run()
        return (sink.output, status, server.requests, store)
    }

    func key(_ r: RecordedRequest) -> String? {
        r.headers.first { $0.name.lowercased() == "idempotency-key" }?.value
    }

    @Test func aRetryReusesTheKeyAndAChangeMakesANewOne() throws {
        let routes = [
            Scenario.Route(method: "POST", path: "/api/v1/delivery", times: 1, respond: .init(drop: true)),
            Scenario.Route(method: "POST", path: "/api/v1/delivery", times: 1, respond: .init(status: 500, body: .text("down"))),
            Scenario.Route(method: "POST", path: "/api/v1/delivery", respond: .init(status: 204)),
        ]
        let (out, status, requests, store) = try run(routes, ["pickup", "", "", ":submit", ":submit", ":payload", ":set comment tez", ":submit"])
        #expect(status == 0)
        let posts = requests.filter { $0.method == "POST" }
        #expect(posts.count == 3)
        let keys = posts.map(key)
        #expect(keys[0] != nil && keys[0] == keys[1])
        #expect(keys[2] != nil && keys[2] != keys[1])
        // Kept after both failures (the payload still shows them), wiped after success.
        #expect(out.contains("Your values are kept; :submit retries."))
        #expect(out.contains("  {\"delivery_type\":\"pickup\"}\n"))
        #expect(out.contains("Submitted (HTTP 204)."))
        #expect(store.bytesInUse == 0)
        #expect(store.withRawRegion { !$0.contains { $0 != 0 } })
    }

    @Test func fieldErrorsKeepEveryValueAndNameTheField() throws {
        let routes = [Scenario.Route(method: "POST", path: "/api/v1/delivery",
                                     respond: .init(status: 422, body: .json(try JSONParser.parse(#"{"errors":{"address":"Manzil topilmadi"}}"#))),
                                     validate: false)]
        let (out, status, _, _) = try run(routes, ["courier", "Chilonzor", "", ":submit", ":payload"])
        #expect(status == 1)
        #expect(out.contains("  ✗ address: server: Manzil topilmadi\n"))
        #expect(out.contains("  {\"delivery_type\":\"courier\",\"address\":\"Chilonzor\"}\n"))
    }
}
