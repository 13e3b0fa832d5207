import FormCore
import Foundation
import Glibc
import TestSupport
import Testing

@testable import FormServe

@Suite struct MockServerTests {
    @Test func bindsLoopbackOnAnEphemeralPort() throws {
        let server = try Fixtures.server()
        defer { server.stop() }
        #expect(server.port > 0)
        #expect(server.url == "http://127.0.0.1:\(server.port)")
        #expect(try TestClient.exchange(port: server.port, "GET", "/forms/delivery.json").status == 200)
        #expect(server.warnings.isEmpty)
    }

    @Test func courierWithoutAddressIsRefusedWithTheFormsMessage() throws {
        let server = try Fixtures.server()
        defer { server.stop() }
        let r = try TestClient.exchange(
            port: server.port, "POST", "/api/v1/delivery", body: #"{"delivery_type":"courier"}"#)
        #expect(r.status == 422)
        #expect(r.header("Content-Type") == "application/json")
        #expect(r.text == #"{"errors":{"address":"Kuryer uchun manzil majburiy"}}"#)
        #expect(server.requests.last?.bodyValid == false)
        #expect(server.requests.last?.status == 422)
    }

    @Test func pickupIsAcceptedWithTheReceivedKeys() throws {
        let server = try Fixtures.server()
        defer { server.stop() }
        let r = try TestClient.exchange(
            port: server.port, "POST", "/api/v1/delivery?x=1",
            body: #"{"delivery_type":"pickup","comment":"eshik oldida"}"#)
        #expect(r.status == 200)
        #expect(r.text == #"{"status":"ok","receivedKeys":["delivery_type","comment"]}"#)
        let logged = try #require(server.requests.last)
        #expect(logged.method == "POST")
        #expect(logged.path == "/api/v1/delivery")
        #expect(logged.bodyValid == true)
        #expect(logged.header("content-type") == "application/json")
    }

    @Test func structuralAndSyntaxErrors() throws {
        let server = try Fixtures.server()
        defer { server.stop() }
        let unknown = try TestClient.exchange(
            port: server.port, "POST", "/api/v1/delivery", body: #"{"delivery_type":"pickup","x":1}"#)
        #expect(unknown.status == 422)
        #expect(unknown.text == #"{"errors":{"x":"unknown key: no field has it"}}"#)
        let notJSON = try TestClient.exchange(
            port: server.port, "POST", "/api/v1/delivery", body: "delivery_type=pickup")
        #expect(notJSON.status == 400)
        #expect(notJSON.text.hasPrefix(#"{"error":"#))
        #expect(server.requests.last?.bodyValid == false)
    }

    @Test func servesFormsAndRefusesToLeaveTheFolder() throws {
        let server = try Fixtures.server()
        defer { server.stop() }
        let ok = try TestClient.exchange(port: server.port, "GET", "/forms/delivery.json")
        #expect(ok.status == 200)
        #expect(ok.header("Content-Type") == "application/json")
        #expect(ok.body == Fixtures.read(Fixtures.forms + "/delivery.json"))
        let nested = try TestClient.exchange(port: server.port, "GET", "/forms/card_transfer/step1_card.json")
        #expect(nested.status == 200)
        let head = try TestClient.exchange(port: server.port, "HEAD", "/forms/delivery.json")
        #expect(head.status == 200)
        #expect(head.body.isEmpty)
        #expect(try TestClient.exchange(port: server.port, "GET", "/forms/nope.json").status == 404)
        #expect(try TestClient.exchange(port: server.port, "GET", "/forms/").status == 404)
        #expect(try TestClient.exchange(port: server.port, "GET", "/forms/card_transfer").status == 404)
        for escape in [
            "/forms/../Package.swift", "/forms/%2e%2e/Package.swift", "/forms/card_transfer/../../Package.swift",
            "/forms//etc/passwd", "/forms/%2Fetc%2Fpasswd", "/forms/./delivery.json",
        ] {
            let r = try TestClient.exchange(port: server.port, "GET", escape)
            #expect(r.status == 403, "\(escape)")
            #expect(r.text == #"{"error":"refused: the name leaves the forms folder"}"#)
        }
    }

    @Test func symlinksMayNotEscapeTheFormsFolder() throws {
        let outsideFolder = try TemporaryFolder("formserve-outside")
        let formsFolder = try TemporaryFolder("formserve-forms")
        let outside = outsideFolder.path
        let forms = formsFolder.path
        Fixtures.write("secret", to: outside + "/secret.txt")
        Fixtures.write("{}", to: forms + "/real.json")
        try FileManager.default.createSymbolicLink(
            atPath: forms + "/inside.json", withDestinationPath: forms + "/real.json")
        try FileManager.default.createSymbolicLink(
            atPath: forms + "/escape.txt", withDestinationPath: outside + "/secret.txt")
        try FileManager.default.createSymbolicLink(atPath: forms + "/dir", withDestinationPath: outside)
        let server = try Fixtures.server(forms: forms)
        defer { server.stop() }
        #expect(try TestClient.exchange(port: server.port, "GET", "/forms/inside.json").text == "{}")
        #expect(try TestClient.exchange(port: server.port, "GET", "/forms/escape.txt").status == 403)
        #expect(try TestClient.exchange(port: server.port, "GET", "/forms/dir/secret.txt").status == 403)
    }

    @Test func unknownPathsAndWrongMethods() throws {
        let server = try Fixtures.server()
        defer { server.stop() }
        let missing = try TestClient.exchange(port: server.port, "POST", "/api/nowhere", body: "{}")
        #expect(missing.status == 404)
        #expect(missing.text == #"{"error":"no route for POST /api/nowhere"}"#)
        let wrong = try TestClient.exchange(port: server.port, "GET", "/api/v1/delivery")
        #expect(wrong.status == 405)
        #expect(wrong.header("Allow") == "POST")
    }

    @Test func keepAliveServesManyRequestsOnOneConnection() throws {
        let server = try Fixtures.server()
        defer { server.stop() }
        let client = try TestClient(port: server.port)
        for _ in 0..<5 {
            let r = try client.exchange("POST", "/api/v1/delivery", body: #"{"delivery_type":"pickup"}"#)
            #expect(r.status == 200)
            #expect(r.header("Connection") == nil)
        }
        // Pipelined: two requests in one write, two answers in order.
        client.send(
            TestClient.request("GET", "/forms/nope.json")
                + TestClient.request("POST", "/api/v1/delivery", body: #"{"delivery_type":"pickup"}"#))
        #expect(try client.readResponse().status == 404)
        #expect(try client.readResponse().status == 200)
        let last = try client.exchange("GET", "/forms/delivery.json", headers: ["Connection: close"])
        #expect(last.header("Connection") == "close")
        #expect(client.isClosedByServer())
    }

    @Test func http10ClosesUnlessAskedToKeepAlive() throws {
        let server = try Fixtures.server()
        defer { server.stop() }
        let client = try TestClient(port: server.port)
        client.send("GET /forms/delivery.json HTTP/1.0\r\n\r\n")
        let r = try client.readResponse()
        #expect(r.status == 200)
        #expect(r.header("Connection") == "close")
        #expect(client.isClosedByServer())
        let kept = try TestClient(port: server.port)
        kept.send("GET /forms/delivery.json HTTP/1.0\r\nConnection: keep-alive\r\n\r\n")
        #expect(try kept.readResponse().header("Connection") == "keep-alive")
        kept.send("GET /forms/delivery.json HTTP/1.0\r\n\r\n")
        #expect(try kept.readResponse().status == 200)
    }

    @Test func expectContinueGetsAnInterimAnswer() throws {
        let server = try Fixtures.server()
        defer { server.stop() }
        let client = try TestClient(port: server.port)
        let body = #"{"delivery_type":"pickup"}"#
        client.send(
            "POST /api/v1/delivery HTTP/1.1\r\nHost: a\r\nExpect: 100-continue\r\nContent-Length: \(body.utf8.count)\r\n\r\n"
        )
        // The interim answer arrives before any body byte is sent.
        var scratch = [UInt8](repeating: 0, count: 64)
        let n = recv(client.fd, &scratch, scratch.count, 0)
        #expect(String(decoding: scratch[..<max(n, 0)], as: UTF8.self) == "HTTP/1.1 100 Continue\r\n\r\n")
        client.send(body)
        #expect(try client.readResponse().status == 200)
    }

    @Test func oversizedRequestIs413AndTheServerGoesOn() throws {
        let server = try Fixtures.server()
        defer { server.stop() }
        let client = try TestClient(port: server.port)
        let size = (1 << 20) + 1
        client.send("POST /api/v1/delivery HTTP/1.1\r\nHost: a\r\nContent-Length: \(size)\r\n\r\n")
        client.send([UInt8](repeating: UInt8(ascii: "a"), count: size))
        let r = try client.readResponse()
        #expect(r.status == 413)
        #expect(r.header("Connection") == "close")
        #expect(client.isClosedByServer())
        #expect(server.requests.last?.status == 413)
        let next = try TestClient.exchange(
            port: server.port, "POST", "/api/v1/delivery", body: #"{"delivery_type":"pickup"}"#)
        #expect(next.status == 200)
    }

    @Test func oversizedHeadIs431() throws {
        let server = try Fixtures.server()
        defer { server.stop() }
        let client = try TestClient(port: server.port)
        client.send("GET / HTTP/1.1\r\nHost: a\r\nX-Big: " + String(repeating: "b", count: 70_000) + "\r\n\r\n")
        #expect(try client.readResponse().status == 431)
        #expect(try TestClient.exchange(port: server.port, "GET", "/forms/delivery.json").status == 200)
    }

    @Test(arguments: [
        "NOT HTTP AT ALL\r\n\r\n", "GET / HTTP/1.1\nHost: a\n\n", "\u{16}\u{03}\u{01}\u{00}\u{a5}",
        "POST /api/v1/delivery HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n",
    ])
    func malformedRequestIs4xxAndTheServerGoesOn(_ garbage: String) throws {
        let server = try Fixtures.server()
        defer { server.stop() }
        let client = try TestClient(port: server.port)
        client.send(garbage)
        let r = try client.readResponse()
        #expect([400, 411].contains(r.status))
        #expect(r.header("Connection") == "close")
        #expect(client.isClosedByServer())
        #expect(server.requests.last?.error != nil)
        #expect(try TestClient.exchange(port: server.port, "GET", "/forms/delivery.json").status == 200)
    }

    @Test func stalledSenderGets408() throws {
        let server = try Fixtures.server(options: MockServer.Options(stallTimeout: 0.3))
        defer { server.stop() }
        let client = try TestClient(port: server.port)
        client.send("POST /api/v1/delivery HTTP/1.1\r\nHost: a\r\nContent-Length: 100\r\n\r\n{\"deliv")
        let r = try client.readResponse()
        #expect(r.status == 408)
        #expect(r.text == #"{"error":"\#(MockServer.stalled(0.3))"}"#)
        #expect(client.isClosedByServer())
        let halfHead = try TestClient(port: server.port)
        halfHead.send("GET /forms/deliv")
        #expect(try halfHead.readResponse().status == 408)
        #expect(try TestClient.exchange(port: server.port, "GET", "/forms/delivery.json").status == 200)
    }

    @Test func idleKeptAliveConnectionIsClosedQuietly() throws {
        let server = try Fixtures.server(options: MockServer.Options(stallTimeout: 0.2, idleTimeout: 0.2))
        defer { server.stop() }
        let client = try TestClient(port: server.port)
        #expect(try client.exchange("GET", "/forms/delivery.json").status == 200)
        #expect(client.isClosedByServer())
        #expect(server.requests.count == 1)
    }

    @Test func fiftyClientsTimesTwentySubmissionsLoseNothing() throws {
        let server = try Fixtures.server()
        defer { server.stop() }
        let clients = 50
        let each = 20
        let answers = Locked([Int: Int]())
        let failures = Locked([String]())
        let done = DispatchGroup()
        for c in 0..<clients {
            done.enter()
            let thread = Thread {
                defer { done.leave() }
                do {
                    let client = try TestClient(port: server.port)
                    for i in 0..<each {
                        let body =
                            i % 2 == 0
                            ? #"{"delivery_type":"pickup","comment":"c\#(c)-\#(i)"}"# : #"{"delivery_type":"courier"}"#
                        let r = try client.exchange("POST", "/api/v1/delivery", body: body)
                        answers.withLock { $0[r.status, default: 0] += 1 }
                    }
                } catch {
                    failures.withLock { $0.append("client \(c): \(error)") }
                }
            }
            thread.start()
        }
        #expect(done.wait(timeout: .now() + 120) == .success)
        #expect(failures.current == [])
        #expect(answers.current == [200: clients * each / 2, 422: clients * each / 2])
        #expect(server.requests.count == clients * each)
        #expect(server.requests.filter { $0.bodyValid == true }.count == clients * each / 2)
    }

    @Test func requestBytesAreZeroedOnceAnswered() throws {
        let server = MockServer(formsDirectory: Fixtures.forms)
        let seen = Locked([(zeroed: Bool, hasMarker: Bool)]())
        let marker = Array("4111111111111111".utf8)
        server.afterAnswer = { raw in
            let zeroed = raw.allSatisfy { $0 == 0 }
            let hasMarker =
                raw.count >= marker.count
                && (0...(raw.count - marker.count)).contains { i in
                    (0..<marker.count).allSatisfy { raw[i + $0] == marker[$0] }
                }
            seen.withLock { $0.append((zeroed, hasMarker)) }
        }
        try server.start()
        defer { server.stop() }
        let client = try TestClient(port: server.port)
        let valid = try client.exchange(
            "POST", "/api/v1/delivery", body: #"{"delivery_type":"pickup","comment":"4111111111111111"}"#)
        #expect(valid.status == 200)
        let invalid = try client.exchange(
            "POST", "/api/v1/delivery", body: #"{"delivery_type":"courier","comment":"4111111111111111"}"#)
        #expect(invalid.status == 422)
        // A refused request (unknown key) and a malformed one are wiped too.
        client.send(
            "POST /api/v1/delivery HTTP/1.1\r\nHost: a\r\nContent-Length: 20\r\nBad Header: 4111111111111111\r\n\r\n")
        #expect(try client.readResponse().status == 400)
        #expect(client.isClosedByServer())
        // The server reads what a refused client still sends before it lets go of the buffer.
        let deadline = Date().addingTimeInterval(10)
        while seen.current.count < 3 && Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        let results = seen.current
        #expect(results.count == 3)
        #expect(results.allSatisfy { $0.zeroed && !$0.hasMarker })
    }

    @Test func stopClosesTheListenerAndJoinsConnections() throws {
        let server = try Fixtures.server()
        let port = server.port
        let idle = try TestClient(port: port)
        #expect(try idle.exchange("GET", "/forms/delivery.json").status == 200)
        let partial = try TestClient(port: port)
        partial.send("POST /api/v1/delivery HTTP/1.1\r\n")
        let started = Date()
        server.stop()
        #expect(Date().timeIntervalSince(started) < 5)
        #expect(idle.isClosedByServer())
        #expect(partial.isClosedByServer())
        #expect(throws: TestClient.Failure.self) { try TestClient(port: port) }
        server.stop()
    }

    @Test func portInUseAndRestartAreErrors() throws {
        let first = try Fixtures.server()
        defer { first.stop() }
        let second = MockServer(formsDirectory: Fixtures.forms, port: first.port)
        #expect(throws: MockServerError.portInUse(first.port)) { try second.start() }
        #expect(throws: MockServerError.alreadyStarted) { try first.start() }
        let noForms = MockServer(formsDirectory: "/nonexistent/forms")
        #expect(throws: MockServerError.formsDirectory(path: "/nonexistent/forms", reason: "no such directory")) {
            try noForms.start()
        }
    }

    @Test func connectionsPastTheLimitGet503() throws {
        let server = try Fixtures.server(options: MockServer.Options(maxConnections: 2))
        defer { server.stop() }
        let first = try TestClient(port: server.port)
        let second = try TestClient(port: server.port)
        #expect(try first.exchange("GET", "/forms/delivery.json").status == 200)
        #expect(try second.exchange("GET", "/forms/delivery.json").status == 200)
        let third = try TestClient(port: server.port)
        #expect(try third.readResponse().status == 503)
        #expect(third.isClosedByServer())
    }

    @Test(arguments: [
        ("/api/v1/x", "/api/v1/x"), ("/api/v1/x?a=1", "/api/v1/x"),
        ("https://staging.example.com/api/v1/x#f", "/api/v1/x"),
        ("http://h:8080", "/"), ("/a%20b", "/a b"), ("relative/path", nil), ("", nil),
    ])
    func submitEndpointPaths(_ endpoint: String, _ path: String?) {
        #expect(FormIndex.endpointPath(endpoint) == path)
    }

    @Test func warnsAboutFormsThatDoNotLoadAndEndpointConflicts() throws {
        let folder = try TemporaryFolder("formserve-forms")
        let forms = folder.path
        let form = #"{"screenId": "s", "version": "1", "submit": {"endpoint": "/x"}, "components": []}"#
        Fixtures.write(form, to: forms + "/a.json")
        Fixtures.write(form, to: forms + "/b.json")
        Fixtures.write(#"{"screenId": "broken", "components": []}"#, to: forms + "/broken.json")
        Fixtures.write(#"{"routes": []}"#, to: forms + "/scenario.json")
        let server = try Fixtures.server(forms: forms)
        defer { server.stop() }
        #expect(server.warnings.count == 2)
        #expect(server.warnings.contains("b.json and a.json both submit to POST /x; a.json validates it"))
        #expect(server.warnings.contains { $0.hasPrefix("broken.json: not served as a form: ") })
    }
}
