import FormCore
import FormServe
import Foundation
import TestSupport
import Testing

@testable import FormSubmit

/// The libcurl submitter: what `--verbose` and `:last` show of its headers, the checks of
/// `:endpoint URL`, and a post to the mock backend on loopback.
@Suite struct HTTPSubmitterTests {
    @Test func headerEnvValuesAreMaskedAndLiteralOnesShown() {
        let s = HTTPSubmitter(
            userAgent: "formsh/test", headers: [("X-Token", "s3cr3t-value"), ("X-Trace", "t1")],
            maskedHeaders: ["x-token"], timeout: 5, caFile: nil)
        let shown = s.shownHeaders(.post, idempotencyKey: "k1")
        #expect(
            shown.map { "\($0.name): \($0.value)" } == [
                "User-Agent: formsh/test", "Accept: application/json", "Content-Type: application/json",
                "Idempotency-Key: k1", "X-Token: ••••", "X-Trace: t1",
            ])
    }

    @Test(
        arguments: [
            ("https://forms.example/api", nil), ("http://127.0.0.1:8/x", nil),
            ("ftp://x/y", HTTPClientError.unsupportedScheme("ftp")),
            ("http://forms.example/api", .insecureScheme(host: "forms.example")), ("nonsense", .invalidURL("nonsense")),
        ] as [(String, HTTPClientError?)])
    func checksAURLAsASendWould(url: String, expected: HTTPClientError?) {
        let s = HTTPSubmitter(userAgent: "formsh/test", headers: [], timeout: 5, caFile: nil)
        var refused: HTTPClientError?
        do { try s.check(url: url) } catch { refused = error }
        #expect(refused == expected)
    }

    @Test func postsThePayloadWithItsKeyToTheMock() throws {
        let forms = Repository.path("forms")
        let server = MockServer(
            scenario: Scenario(
                formsDirectory: forms,
                routes: [
                    Scenario.Route(method: "POST", path: "/api/v1/delivery", respond: .init(status: 204))
                ]), formsDirectory: forms)
        try server.start()
        defer { server.stop() }
        let s = HTTPSubmitter(userAgent: "formsh/test", headers: [], timeout: 5, caFile: nil)
        let result = Array(#"{"delivery_type":"pickup"}"#.utf8).withUnsafeBytes {
            s.post($0, to: server.url + "/api/v1/delivery", idempotencyKey: "k-1", progress: nil)
        }
        #expect(try result.get().status == 204)
        #expect(server.requests.map { $0.header("Idempotency-Key") } == ["k-1"])
    }
}
