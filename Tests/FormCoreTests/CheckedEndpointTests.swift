import Testing

@testable import FormCore

/// A submitter that sends nothing: it shows its headers and refuses what is not http(s).
final class ShowingSubmitter: Submitter {
    func post(
        _ payload: UnsafeRawBufferPointer, to endpoint: String, idempotencyKey: String,
        progress: ((Double) -> Bool)?
    ) -> Result<HTTPResponse, HTTPClientError> { .failure(.cancelled) }

    func get(_ url: String, progress: ((Double) -> Bool)?) -> Result<HTTPResponse, HTTPClientError> {
        .failure(.cancelled)
    }

    func shownHeaders(_ method: HTTPMethod, idempotencyKey: String?) -> [(name: String, value: String)] {
        [("User-Agent", "formsh/1")] + (idempotencyKey.map { [("Idempotency-Key", $0)] } ?? [])
    }

    func check(url: String) throws(HTTPClientError) {
        let scheme = URLParts.scheme(of: url) ?? ""
        guard ["http", "https"].contains(scheme) else { throw .unsupportedScheme(scheme) }
    }
}

@Suite struct CheckedEndpointTests {
    func choice(explicit: String? = nil, environment: [String: String] = [:], schemaEndpoint: String? = nil)
        throws(EndpointError) -> EndpointChoice
    {
        try EndpointResolver.resolve(
            explicit: explicit, environment: environment, schemaEndpoint: schemaEndpoint, schemaURL: nil,
            baseURL: nil, checkedBy: ShowingSubmitter())
    }

    @Test func anEndpointTheSubmitterTakesIsChosen() throws {
        #expect(try choice(explicit: "https://a.example/x") == .explicit(url: "https://a.example/x"))
        #expect(try choice() == .builtInMock)
    }

    @Test(
        arguments: [
            (
                nil, [:], "ftp://x/s",
                "the schema's submit endpoint 'ftp://x/s': ftp: URLs are not supported (only http and https)"
            ),
            ("ftp://x", [:], nil, "--endpoint 'ftp://x': ftp: URLs are not supported (only http and https)"),
            (
                nil, ["FORMSH_ENDPOINT": "ftp://e"], nil,
                "FORMSH_ENDPOINT 'ftp://e': ftp: URLs are not supported (only http and https)"
            ),
        ] as [(String?, [String: String], String?, String)])
    func aRefusedEndpointNamesItsSource(
        explicit: String?, environment: [String: String], schema: String?, message: String
    ) {
        do {
            _ = try choice(explicit: explicit, environment: environment, schemaEndpoint: schema)
            Issue.record("the endpoint was taken")
        } catch {
            #expect(error.description == message)
        }
    }

    @Test func onlyTheCommandLineAndTheEnvironmentFixTheEndpoint() {
        #expect(EndpointChoice.explicit(url: "https://a").isFixed)
        #expect(EndpointChoice.environment(url: "https://a").isFixed)
        #expect(!EndpointChoice.schema(url: "https://a").isFixed)
        #expect(!EndpointChoice.builtInMock.isFixed)
    }
}
