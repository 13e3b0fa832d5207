import FormCore
import Foundation
import Testing

@testable import FormSubmit

/// The client against a real server on loopback (`TestServer`).
@Suite struct HTTPClientTests {
    let userAgent = "formsh/9.9.9-test"

    /// Sends `request` and returns the error it throws, or nil.
    func failure(_ client: HTTPClient, _ request: HTTPRequest, progress: ((Double) -> Bool)? = nil) -> HTTPClientError?
    {
        do {
            _ = try client.send(request, progress: progress)
            return nil
        } catch {
            return error
        }
    }

    @Test(arguments: [100, 200 * 1024])
    func postSendsDefaultAndCustomHeadersAndTheExactBody(size: Int) throws {
        let server = try TestServer([
            .http("200 OK", headers: ["Content-Type: application/json"], body: #"{"ok":true}"#)
        ])
        defer { server.stop() }
        let body = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
        let client = HTTPClient(userAgent: userAgent)
        let response = try body.withUnsafeBytes { bytes in
            try client.send(
                HTTPRequest(
                    method: .post, url: server.url("/api/v1/loan/apply"),
                    headers: [
                        ("Idempotency-Key", "6f1c2a9e-0000-4000-8000-000000000001"),
                        ("X-Trace", "abc 123"), ("X-Empty", ""),
                    ],
                    body: bytes))
        }
        #expect(response.status == 200)
        #expect(response.body.bytes == Array(#"{"ok":true}"#.utf8))
        #expect(response.header("content-type") == "application/json")
        #expect(response.elapsedMilliseconds > 0)
        let request = try #require(server.requests.first)
        #expect(server.requests.count == 1)
        #expect(request.requestLine == "POST /api/v1/loan/apply HTTP/1.1")
        #expect(request.values("Content-Type") == ["application/json"])
        #expect(request.values("Accept") == ["application/json"])
        #expect(request.values("User-Agent") == ["formsh/9.9.9-test"])
        #expect(request.values("Idempotency-Key") == ["6f1c2a9e-0000-4000-8000-000000000001"])
        #expect(request.values("X-Trace") == ["abc 123"])
        #expect(request.values("X-Empty") == [""])
        #expect(request.values("Expect") == [])
        #expect(request.values("Content-Length") == ["\(size)"])
        #expect(request.body == body)
    }

    @Test func getSendsAcceptButNoContentTypeAndNoBody() throws {
        let server = try TestServer([.http("200 OK", body: #"{"components":[]}"#)])
        defer { server.stop() }
        let response = try HTTPClient(userAgent: userAgent).send(
            HTTPRequest(method: .get, url: server.url("/forms/step2.json")))
        #expect(response.status == 200)
        let request = try #require(server.requests.first)
        #expect(request.requestLine == "GET /forms/step2.json HTTP/1.1")
        #expect(request.values("Accept") == ["application/json"])
        #expect(request.values("Content-Type") == [])
        #expect(request.body == [])
    }

    @Test func aRequestHeaderReplacesTheDefaultOfTheSameName() throws {
        let server = try TestServer([.http("204 No Content")])
        defer { server.stop() }
        let request = HTTPRequest(method: .post, url: server.url(), headers: [("accept", "application/problem+json")])
        _ = try HTTPClient(userAgent: userAgent).send(request)
        let received = try #require(server.requests.first)
        #expect(received.values("Accept") == ["application/problem+json"])
        #expect(received.values("Content-Length") == ["0"])
    }

    @Test func aRedirectIsReturnedNotFollowed() throws {
        let elsewhere = try TestServer([.http("200 OK", body: "followed")])
        defer { elsewhere.stop() }
        let server = try TestServer([.http("302 Found", headers: ["Location: \(elsewhere.url("/x"))"])])
        defer { server.stop() }
        let response = try HTTPClient(userAgent: userAgent).send(HTTPRequest(method: .post, url: server.url()))
        #expect(response.status == 302)
        #expect(response.header("Location") == elsewhere.url("/x"))
        #expect(elsewhere.connectionCount == 0)
        #expect(server.requests.count == 1)
    }

    /// Screen loads reuse the connection; a POST never does (docs/contract.md, "Submission": libcurl would re-send
    /// it on its own when a reused connection turns out closed; Tests/System's
    /// test-secrets-resend counts the POSTs a real server receives).
    @Test func getsReuseTheConnection() throws {
        let server = try TestServer([.http("200 OK", body: "one", keepAlive: true), .http("200 OK", body: "two")])
        defer { server.stop() }
        let client = HTTPClient(userAgent: userAgent)
        let first = try client.send(HTTPRequest(method: .get, url: server.url("/a")))
        let second = try client.send(HTTPRequest(method: .get, url: server.url("/b")))
        #expect(first.body.bytes == Array("one".utf8))
        #expect(second.body.bytes == Array("two".utf8))
        #expect(server.requests.map(\.requestLine) == ["GET /a HTTP/1.1", "GET /b HTTP/1.1"])
        #expect(server.connectionCount == 1)
    }

    @Test func onlyTheFinalResponsesHeadersAreKept() throws {
        let bytes =
            "HTTP/1.1 100 Continue\r\nX-Interim: yes\r\n\r\nHTTP/1.1 200 OK\r\nX-Final: yes\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}"
        let server = try TestServer([.respond(Array(bytes.utf8))])
        defer { server.stop() }
        let response = try HTTPClient(userAgent: userAgent).send(HTTPRequest(method: .post, url: server.url()))
        #expect(response.status == 200)
        #expect(response.headers.map(\.name) == ["X-Final", "Content-Length", "Connection"])
    }

    @Test func aTrickledAnswerArrivesWholeAndProgressIsReported() throws {
        let body = Array(#"{"status":"ok"}"#.utf8)
        let head = Array("HTTP/1.1 200 OK\r\nContent-Length: \(body.count)\r\nConnection: close\r\n\r\n".utf8)
        let server = try TestServer([.trickle(head: head, body: body)])
        defer { server.stop() }
        let seen = Box<[Double]>([])
        let response = try HTTPClient(userAgent: userAgent).send(HTTPRequest(method: .post, url: server.url())) {
            elapsed in
            seen.value.append(elapsed)
            return true
        }
        #expect(response.body.bytes == body)
        #expect(!seen.value.isEmpty)
        #expect(seen.value == seen.value.sorted())
        #expect(seen.value.allSatisfy { $0 >= 0 })
    }

    @Test func progressReturningFalseCancels() throws {
        let server = try TestServer([.hang])
        defer { server.stop() }
        let calls = Box(0)
        let error = failure(
            HTTPClient(userAgent: userAgent), HTTPRequest(method: .post, url: server.url(), timeout: 20)
        ) { _ in
            calls.value += 1
            return calls.value < 3
        }
        #expect(error == .cancelled)
        #expect(calls.value == 3)
    }

    @Test(arguments: [
        // Content-Length announces 2 MiB.
        "HTTP/1.1 200 OK\r\nContent-Length: 2097152\r\nConnection: close\r\n\r\n",
        // No length: the body runs until the connection closes.
        "HTTP/1.1 200 OK\r\nConnection: close\r\n\r\n",
    ])
    func aTwoMebibyteAnswerIsRefused(head: String) throws {
        let server = try TestServer([.respond(Array(head.utf8) + [UInt8](repeating: 0x61, count: 2 << 20))])
        defer { server.stop() }
        #expect(
            failure(HTTPClient(userAgent: userAgent), HTTPRequest(method: .post, url: server.url()))
                == .bodyTooLarge(limit: 1_048_576))
    }

    @Test func anAnnouncedLengthOverTheLimitIsRefusedBeforeTheBodyArrives() throws {
        let server = try TestServer([
            .respond(Array("HTTP/1.1 200 OK\r\nContent-Length: 5000000\r\n\r\n0123456789".utf8))
        ])
        defer { server.stop() }
        #expect(
            failure(HTTPClient(userAgent: userAgent), HTTPRequest(method: .post, url: server.url()))
                == .bodyTooLarge(limit: 1_048_576))
    }

    @Test func anAnswerOfExactlyTheLimitIsAccepted() throws {
        let head = Array("HTTP/1.1 200 OK\r\nContent-Length: 1048576\r\nConnection: close\r\n\r\n".utf8)
        let server = try TestServer([.respond(head + [UInt8](repeating: 0x62, count: 1 << 20))])
        defer { server.stop() }
        let response = try HTTPClient(userAgent: userAgent).send(HTTPRequest(method: .post, url: server.url()))
        #expect(response.body.count == 1_048_576)
    }

    @Test func headersOverTheLimitAreRefused() throws {
        let big = "X-Big: " + String(repeating: "h", count: 70_000) + "\r\n"
        let server = try TestServer([.respond(Array("HTTP/1.1 200 OK\r\n\(big)Content-Length: 0\r\n\r\n".utf8))])
        defer { server.stop() }
        #expect(
            failure(HTTPClient(userAgent: userAgent), HTTPRequest(method: .post, url: server.url()))
                == .headersTooLarge(limit: 65_536))
    }

    @Test func aBodyShorterThanItsContentLengthIsAConnectionError() throws {
        let server = try TestServer([.respond(Array("HTTP/1.1 200 OK\r\nContent-Length: 100\r\n\r\n0123456789".utf8))])
        defer { server.stop() }
        let error = failure(HTTPClient(userAgent: userAgent), HTTPRequest(method: .post, url: server.url()))
        #expect(
            error
                == .connection(
                    host: "127.0.0.1:\(server.port)", reason: "connection closed before the whole answer arrived"))
    }

    @Test func aServerThatClosesWithoutAnsweringIsAConnectionError() throws {
        let server = try TestServer([.close])
        defer { server.stop() }
        let error = failure(HTTPClient(userAgent: userAgent), HTTPRequest(method: .post, url: server.url()))
        #expect(
            error
                == .connection(
                    host: "127.0.0.1:\(server.port)", reason: "server closed the connection without answering"))
        #expect(
            error?.description
                == "No connection to 127.0.0.1:\(server.port): server closed the connection without answering")
    }

    @Test func aServerThatClosesWhileTheBodyIsSentIsAConnectionError() throws {
        let server = try TestServer([.raw([])])
        defer { server.stop() }
        let body = [UInt8](repeating: 0x7B, count: 8 << 20)
        let error = body.withUnsafeBytes { bytes in
            failure(HTTPClient(userAgent: userAgent), HTTPRequest(method: .post, url: server.url(), body: bytes))
        }
        guard case .connection(let host, _)? = error else {
            Issue.record("expected a connection error, got \(String(describing: error))")
            return
        }
        #expect(host == "127.0.0.1:\(server.port)")
    }

    @Test func aResetIsAConnectionError() throws {
        let server = try TestServer([.reset])
        defer { server.stop() }
        let error = failure(HTTPClient(userAgent: userAgent), HTTPRequest(method: .post, url: server.url()))
        #expect(error == .connection(host: "127.0.0.1:\(server.port)", reason: "connection reset"))
    }

    @Test func aServerThatNeverAnswersTimesOut() throws {
        let server = try TestServer([.hang])
        defer { server.stop() }
        let error = failure(HTTPClient(userAgent: userAgent), HTTPRequest(method: .post, url: server.url(), timeout: 1))
        #expect(error == .timeout(host: "127.0.0.1:\(server.port)", seconds: 1))
        #expect(error?.description == "No connection to 127.0.0.1:\(server.port): timed out after 1 s")
    }

    @Test func aClosedPortIsConnectionRefused() throws {
        let port = try TestServer.closedPort()
        let error = failure(
            HTTPClient(userAgent: userAgent), HTTPRequest(method: .post, url: "http://127.0.0.1:\(port)/x"))
        #expect(error == .connection(host: "127.0.0.1:\(port)", reason: "connection refused"))
        #expect(error?.description == "No connection to 127.0.0.1:\(port): connection refused")
    }

    @Test func httpsToAPlainServerIsATLSError() throws {
        let server = try TestServer([.raw(Array("HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n".utf8))])
        defer { server.stop() }
        let error = failure(
            HTTPClient(userAgent: userAgent), HTTPRequest(method: .post, url: "https://127.0.0.1:\(server.port)/"))
        guard case .tls(let host, let reason)? = error else {
            Issue.record("expected a TLS error, got \(String(describing: error))")
            return
        }
        #expect(host == "127.0.0.1:\(server.port)")
        #expect(reason.hasPrefix("handshake failed"))
    }

    @Test func anUnreadableCAFileIsATLSError() throws {
        let server = try TestServer([.raw([])])
        defer { server.stop() }
        let request = HTTPRequest(
            method: .get, url: "https://127.0.0.1:\(server.port)/", caCertificatePath: "/nonexistent/formsh-ca.pem")
        guard case .tls(let host, let reason)? = failure(HTTPClient(userAgent: userAgent), request) else {
            Issue.record("expected a TLS error")
            return
        }
        #expect(host == "127.0.0.1:\(server.port)")
        #expect(reason.hasPrefix("cannot read the CA file"))
    }

    @Test func localhostMayUsePlainHTTP() throws {
        let server = try TestServer([.http("204 No Content")])
        defer { server.stop() }
        let response = try HTTPClient(userAgent: userAgent).send(
            HTTPRequest(method: .post, url: "http://localhost:\(server.port)/"))
        #expect(response.status == 204)
    }

    @Test func theLoopbackCheckSeesTheHostAsLibcurlDoes() throws {
        // libcurl normalises 127.1 to 127.0.0.1; the check uses the same parser, so it agrees.
        let server = try TestServer([.http("204 No Content")])
        defer { server.stop() }
        let response = try HTTPClient(userAgent: userAgent).send(
            HTTPRequest(method: .post, url: "http://127.1:\(server.port)/"))
        #expect(response.status == 204)
    }

    @Test(arguments: [
        ("http://example.invalid/x", HTTPClientError.insecureScheme(host: "example.invalid")),
        ("http://10.1.2.3:8080/api", .insecureScheme(host: "10.1.2.3:8080")),
        ("HTTP://user:secret@example.invalid/", .insecureScheme(host: "example.invalid")),
        ("http://[::2]:8080/", .insecureScheme(host: "[::2]:8080")),
        ("http://127.0.0.1.example.invalid/", .insecureScheme(host: "127.0.0.1.example.invalid")),
        ("http://foo.localhost/", .insecureScheme(host: "foo.localhost")),
        ("ftp://example.invalid/file", .unsupportedScheme("ftp")),
        ("javascript:alert(1)", .unsupportedScheme("javascript")),
        ("file:///etc/passwd", .unsupportedScheme("file")),
        ("example.invalid/x", .invalidURL("example.invalid/x")),
        ("http://", .invalidURL("http://")),
        ("https://exa mple.invalid/", .invalidURL("https://exa mple.invalid/")),
    ])
    func urlsAreRefusedBeforeAnyConnection(url: String, expected: HTTPClientError) {
        #expect(failure(HTTPClient(userAgent: userAgent), HTTPRequest(method: .post, url: url)) == expected)
    }

    @Test func theLibcurlVersionIsReported() {
        let parts = HTTPClient.libcurlVersion.split(separator: ".")
        #expect(parts.count == 3)
        #expect(parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isNumber) })
    }

    @Test func insecureSchemeIsRefusedWithoutResolving() throws {
        // A DNS lookup of a .invalid name fails, which would be a connection error instead.
        let error = failure(
            HTTPClient(userAgent: userAgent), HTTPRequest(method: .post, url: "http://example.invalid/x"))
        #expect(error == .insecureScheme(host: "example.invalid"))
        #expect(
            error?.description
                == "Refused http://example.invalid: plain http is allowed only for loopback hosts; use https")
    }

    @Test func errorsNeverContainHeaderValues() throws {
        let server = try TestServer([.close])
        defer { server.stop() }
        let secret = "Bearer s3cr3t-t0ken"
        for url in [server.url(), "http://example.invalid/"] {
            let error = failure(
                HTTPClient(userAgent: userAgent),
                HTTPRequest(method: .post, url: url, headers: [("Authorization", secret)]))
            let text = try #require(error).description
            #expect(!text.contains("s3cr3t"))
        }
    }
}

/// A mutable value shared with a callback in a test.
final class Box<Value>: @unchecked Sendable {
    var value: Value
    init(_ value: Value) { self.value = value }
}
