import Testing

@testable import FormCore

@Suite struct HTTPExchangeTests {
    /// `--verbose` and `:last` show the headers as `curl -v` does: `Host` first (with the
    /// port when the URL has one), `Content-Length` of a body last.
    @Test func requestHeadersAreShownAsCurlShowsThem() {
        let own: [(name: String, value: String)] = [("User-Agent", "formsh/1"), ("Idempotency-Key", "k")]
        let post = HTTPExchange.requestHeaders(url: "http://127.0.0.1:8080/api/v1/kredit?x=1", own, bodyLength: 52)
        #expect(
            post.map { "\($0.name): \($0.value)" } == [
                "Host: 127.0.0.1:8080", "User-Agent: formsh/1", "Idempotency-Key: k", "Content-Length: 52",
            ])
        let get = HTTPExchange.requestHeaders(url: "https://Forms.Example.uz/step2.json", [], bodyLength: nil)
        #expect(get.map { "\($0.name): \($0.value)" } == ["Host: forms.example.uz"])
    }

    @Test func aRequestShowsTheSubmittersHeaders() {
        let e = HTTPExchange(
            .post, url: "https://a.example/x", idempotencyKey: "k", bodyLength: 2, shownBy: ShowingSubmitter())
        #expect(e.method == .post)
        #expect(e.requestBody == nil)
        #expect(
            e.requestHeaders.map { "\($0.name): \($0.value)" } == [
                "Host: a.example", "User-Agent: formsh/1", "Idempotency-Key: k", "Content-Length: 2",
            ])
    }

    @Test func anAnswerIsKeptWithItsBodyMasked() {
        let masker = SecretMasker()
        masker.remember("s3cret-token", howeverShort: true)
        var e = HTTPExchange(.get, url: "https://a.example/x", shownBy: ShowingSubmitter())
        e.answer(
            .success(HTTPResponse(status: 401, headers: [("X", "y")], body: Array("no: s3cret-token".utf8))),
            maskedBy: masker)
        #expect(e.status == 401)
        #expect(e.responseHeaders.map(\.name) == ["X"])
        #expect(!e.responseBody.contains("s3cret-token"))
        #expect(e.error == nil)
    }

    @Test func noAnswerKeepsWhy() {
        var e = HTTPExchange(.get, url: "https://a.example/x", shownBy: ShowingSubmitter())
        e.answer(.failure(.timeout(host: "a.example", seconds: 1)), maskedBy: SecretMasker())
        #expect(e.status == nil)
        #expect(e.error == .timeout(host: "a.example", seconds: 1))
    }
}
