import FormCore
import Foundation
import TestSupport
import Testing

@testable import FormServe

/// A forms folder in `folder` with the delivery form and a reply file, and a scenario over it.
/// `prepare` sees the server before it starts.
private func scriptedServer(
    _ routes: String, in folder: TemporaryFolder,
    prepare: (MockServer) -> Void = { _ in }
) throws -> MockServer {
    let dir = folder.path
    try FileManager.default.createDirectory(atPath: dir + "/forms", withIntermediateDirectories: true)
    try FileManager.default.copyItem(atPath: Fixtures.forms + "/delivery.json", toPath: dir + "/forms/delivery.json")
    Fixtures.write(#"{"screenId": "done", "version": "1", "components": []}"#, to: dir + "/forms/reply.json")
    Fixtures.write(#"{"forms": "forms", "routes": \#(routes)}"#, to: dir + "/scenario.json")
    let scenario = try Scenario.load(path: dir + "/scenario.json")
    let server = MockServer(scenario: scenario, formsDirectory: scenario.formsDirectory)
    prepare(server)
    try server.start()
    return server
}

private let pickup = #"{"delivery_type":"pickup"}"#

@Suite struct ScenarioServerTests {
    @Test func routesMatchInOrderWithWhenAndTimes() throws {
        let folder = try TemporaryFolder("formserve-scenario")
        let server = try scriptedServer(
            """
            [{"path": "/api/v1/delivery", "when": {"delivery_type": "courier", "address": "Toshkent"}, "times": 2,
              "respond": {"status": 201, "json": {"n": 1}}},
             {"path": "/api/v1/delivery", "respond": {"status": 200, "file": "reply.json"}}]
            """, in: folder)
        defer { server.stop() }
        let courier = #"{"delivery_type":"courier","address":"Toshkent"}"#
        let first = try TestClient.exchange(port: server.port, "POST", "/api/v1/delivery", body: courier)
        #expect(first.status == 201)
        #expect(first.text == #"{"n":1}"#)
        #expect(first.header("Content-Type") == "application/json")
        #expect(try TestClient.exchange(port: server.port, "POST", "/api/v1/delivery", body: courier).status == 201)
        // `times` used up: the next route answers.
        let third = try TestClient.exchange(port: server.port, "POST", "/api/v1/delivery", body: courier)
        #expect(third.status == 200)
        #expect(third.body == Fixtures.read(server.formsDirectory + "/reply.json"))
        // `when` not met: the next route answers.
        #expect(try TestClient.exchange(port: server.port, "POST", "/api/v1/delivery", body: pickup).status == 200)
        #expect(server.uses(ofRoute: 0) == 2)
        #expect(server.uses(ofRoute: 1) == 2)
        #expect(server.uses(ofRoute: 2) == nil)
    }

    @Test func validationComesFirstUnlessTurnedOff() throws {
        let folder = try TemporaryFolder("formserve-scenario")
        let server = try scriptedServer(
            """
            [{"path": "/api/v1/delivery", "when": {"mode": "raw"}, "validate": false, "respond": {"status": 202, "body": "raw accepted"}},
             {"path": "/api/v1/delivery", "times": 1, "respond": {"status": 201, "json": {}}}]
            """, in: folder)
        defer { server.stop() }
        // Not valid for the form (unknown key, no delivery_type), but validation is off.
        let raw = try TestClient.exchange(port: server.port, "POST", "/api/v1/delivery", body: #"{"mode":"raw"}"#)
        #expect(raw.status == 202)
        #expect(raw.text == "raw accepted")
        #expect(raw.header("Content-Type") == "text/plain; charset=utf-8")
        #expect(server.requests.last?.bodyValid == nil)
        // Validation on: an invalid payload gets the form's 422, and the route keeps its one use.
        let invalid = try TestClient.exchange(
            port: server.port, "POST", "/api/v1/delivery", body: #"{"delivery_type":"courier"}"#)
        #expect(invalid.status == 422)
        #expect(invalid.text == #"{"errors":{"address":"Kuryer uchun manzil majburiy"}}"#)
        #expect(server.uses(ofRoute: 1) == 0)
        #expect(try TestClient.exchange(port: server.port, "POST", "/api/v1/delivery", body: pickup).status == 201)
        #expect(server.requests.last?.bodyValid == true)
        // Used up: the default validation answers.
        let fallback = try TestClient.exchange(port: server.port, "POST", "/api/v1/delivery", body: pickup)
        #expect(fallback.text == #"{"status":"ok","receivedKeys":["delivery_type"]}"#)
    }

    @Test func statusBodyAndHeaders() throws {
        let folder = try TemporaryFolder("formserve-scenario")
        let server = try scriptedServer(
            """
            [{"path": "/api/down", "respond": {"status": 503, "body": "try later", "headers": {"Retry-After": "7"}}},
             {"method": "GET", "path": "/api/empty", "respond": {"status": 204}},
             {"method": "PUT", "path": "/api/put", "respond": {}}]
            """, in: folder)
        defer { server.stop() }
        let down = try TestClient.exchange(port: server.port, "POST", "/api/down", body: "not json at all")
        #expect(down.status == 503)
        #expect(down.text == "try later")
        #expect(down.header("Retry-After") == "7")
        let empty = try TestClient.exchange(port: server.port, "GET", "/api/empty")
        #expect(empty.status == 204)
        #expect(empty.header("Content-Length") == nil)
        let put = try TestClient.exchange(port: server.port, "PUT", "/api/put", body: "{}")
        #expect(put.status == 200)
        #expect(put.header("Content-Length") == "0")
        let wrong = try TestClient.exchange(port: server.port, "POST", "/api/put", body: "{}")
        #expect(wrong.status == 405)
        #expect(wrong.header("Allow") == "PUT")
    }

    @Test func dropClosesWithoutAnAnswerThenTheNextRouteAnswers() throws {
        let folder = try TemporaryFolder("formserve-scenario")
        let server = try scriptedServer(
            """
            [{"path": "/api/v1/flaky", "times": 1, "respond": {"drop": true}},
             {"path": "/api/v1/flaky", "respond": {"json": {"ok": true}}}]
            """, in: folder)
        defer { server.stop() }
        let client = try TestClient(port: server.port)
        client.send(TestClient.request("POST", "/api/v1/flaky", body: "{}"))
        #expect(throws: TestClient.Failure.self) { try client.readResponse() }
        #expect(server.requests.last?.status == nil)
        let retry = try TestClient.exchange(port: server.port, "POST", "/api/v1/flaky", body: "{}")
        #expect(retry.text == #"{"ok":true}"#)
    }

    @Test func delayHoldsUpOnlyItsOwnConnection() throws {
        let folder = try TemporaryFolder("formserve-scenario")
        let server = try scriptedServer(
            """
            [{"path": "/api/v1/slow", "respond": {"delayMs": 1000, "json": {"slow": true}}},
             {"path": "/api/v1/fast", "respond": {"json": {"fast": true}}}]
            """, in: folder)
        defer { server.stop() }
        let order = Locked([String]())
        let done = DispatchGroup()
        done.enter()
        let slowClient = try TestClient(port: server.port)
        slowClient.send(TestClient.request("POST", "/api/v1/slow", body: "{}"))
        Thread {
            defer { done.leave() }
            if let r = try? slowClient.readResponse() { order.withLock { $0.append(r.text) } }
        }.start()
        let fast = try TestClient.exchange(port: server.port, "POST", "/api/v1/fast", body: "{}")
        order.withLock { $0.append(fast.text) }
        #expect(done.wait(timeout: .now() + 30) == .success)
        #expect(order.current == [#"{"fast":true}"#, #"{"slow":true}"#])
    }

    @Test func stopInterruptsADelay() throws {
        let folder = try TemporaryFolder("formserve-scenario")
        let delaying = DispatchSemaphore(value: 0)
        let server = try scriptedServer(
            #"[{"path": "/api/v1/slow", "respond": {"delayMs": 600000, "json": {}}}]"#,
            in: folder
        ) { $0.beforeDelay = { delaying.signal() } }
        let client = try TestClient(port: server.port)
        client.send(TestClient.request("POST", "/api/v1/slow", body: "{}"))
        // The server has read the request and waits out its delay.
        try #require(delaying.wait(timeout: .now() + 60) == .success)
        server.stop()
        // Interrupted, not waited out: the request is logged as cut short by the stop
        // (a delay served to its end would be an answered request with no error).
        #expect(client.isClosedByServer())
        #expect(server.requests.map(\.error) == ["server stopped"])
    }

    @Test func cardTransferFlow() throws {
        let scenario = try Scenario.load(path: Fixtures.cardTransfer + "/flow.json")
        let server = try Fixtures.server(scenario: scenario, forms: scenario.formsDirectory)
        defer { server.stop() }
        let client = try TestClient(port: server.port)
        // Step 1: a card failing Luhn is refused by the form's own rules; a good one moves on.
        let badCard = try client.exchange(
            "POST", "/api/v1/transfer/card", body: #"{"card_number":"8600 1234 5678 9013"}"#)
        #expect(badCard.status == 422)
        #expect(badCard.text == #"{"errors":{"card_number":"Karta raqami noto'g'ri"}}"#)
        let card = try client.exchange("POST", "/api/v1/transfer/card", body: #"{"card_number":"4111 1111 1111 1111"}"#)
        #expect(card.status == 200)
        #expect(card.body == Fixtures.read(Fixtures.cardTransfer + "/step2_amount.json"))
        // Step 3: the scripted wrong code, then a right one.
        let wrong = try client.exchange("POST", "/api/v1/transfer/confirm", body: #"{"otp":"000000"}"#)
        #expect(wrong.status == 422)
        #expect(wrong.text == #"{"errors":{"otp":"Kod noto'g'ri"}}"#)
        let right = try client.exchange("POST", "/api/v1/transfer/confirm", body: #"{"otp":"123456"}"#)
        #expect(right.status == 200)
        #expect(right.body == Fixtures.read(Fixtures.cardTransfer + "/success.json"))
        // Screens of the flow are served for navigation.
        #expect(try client.exchange("GET", "/forms/step3_otp.json").status == 200)
        #expect(server.requests.map(\.bodyValid) == [false, true, true, true, nil])
    }
}
