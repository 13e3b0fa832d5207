import FormCore
import Testing

@testable import FormTools

/// The headers a `curl` line writes: a `--header` as given, a `--header-env` as its
/// variable, never its value.
@Suite struct ProbeCurlTests {
    @Test func headersKeepTheirOrderAndNameTheirVariables() {
        let headers = ProbeCurl.headers([
            .literal("X-A:  b "), .environment("Authorization=API_TOKEN"), .literal("no colon"),
            .environment("no equals"),
        ])
        #expect(
            headers == [.literal(name: "X-A", value: "b"), .environment(name: "Authorization", variable: "API_TOKEN")])
        let line = ProbeCurl(endpoint: "http://x/", headers: headers).command(body: JSONObject([]))
        #expect(line.contains(#"--header 'X-A: b' --header 'Authorization: '"$API_TOKEN" --data-raw"#))
    }
}
