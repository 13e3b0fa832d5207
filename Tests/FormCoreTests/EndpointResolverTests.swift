import Testing

@testable import FormCore

@Suite struct EndpointResolverTests {
    func resolve(
        explicit: String? = nil, environment: [String: String] = [:], schemaEndpoint: String? = nil,
        schemaURL: String? = nil, baseURL: String? = nil
    ) -> EndpointChoice {
        EndpointResolver.resolve(
            explicit: explicit, environment: environment, schemaEndpoint: schemaEndpoint,
            schemaURL: schemaURL, baseURL: baseURL)
    }

    @Test func theExplicitEndpointWins() {
        #expect(
            resolve(
                explicit: "https://a.example/x", environment: ["FORMSH_ENDPOINT": "https://b.example/y"],
                schemaEndpoint: "/api", baseURL: "https://c.example") == .explicit(url: "https://a.example/x"))
    }

    @Test func thenTheEnvironment() {
        #expect(
            resolve(
                environment: ["FORMSH_ENDPOINT": " https://b.example/y "], schemaEndpoint: "/api",
                baseURL: "https://c.example") == .environment(url: "https://b.example/y"))
    }

    @Test func emptyValuesCountAsAbsent() {
        #expect(
            resolve(
                explicit: "", environment: ["FORMSH_ENDPOINT": "  "], schemaEndpoint: "/api",
                baseURL: "https://c.example") == .schema(url: "https://c.example/api"))
        #expect(resolve(explicit: "", environment: ["FORMSH_ENDPOINT": ""], schemaEndpoint: "") == .builtInMock)
    }

    @Test(
        arguments: [
            // (schema endpoint, schema URL, base URL, expected)
            (
                "/api/v1/loan/apply", "https://forms.example/forms/loan.json", nil,
                EndpointChoice.schema(url: "https://forms.example/api/v1/loan/apply")
            ),
            ("apply", "https://forms.example/forms/loan.json", nil, .schema(url: "https://forms.example/forms/apply")),
            (
                "../api/apply", "http://127.0.0.1:8080/forms/loan.json", nil,
                .schema(url: "http://127.0.0.1:8080/api/apply")
            ),
            (
                "/api/v1/loan/apply", "forms/loan.json", "http://127.0.0.1:8080",
                .schema(url: "http://127.0.0.1:8080/api/v1/loan/apply")
            ),
            (
                "/api/v1/loan/apply", nil, "https://staging.example/app/",
                .schema(url: "https://staging.example/api/v1/loan/apply")
            ),
            ("api/apply", nil, "https://staging.example/app/", .schema(url: "https://staging.example/app/api/apply")),
            (
                "/api/v1/loan/apply", "https://cdn.example/loan.json", "https://api.example",
                .schema(url: "https://api.example/api/v1/loan/apply")
            ),
            ("https://api.example/submit", "forms/loan.json", nil, .schema(url: "https://api.example/submit")),
            ("/api/v1/loan/apply", "forms/loan.json", nil, .builtInMock),
            ("/api/v1/loan/apply", "file:///work/forms/loan.json", nil, .builtInMock),
            ("/api/v1/loan/apply", nil, nil, .builtInMock),
        ] as [(String, String?, String?, EndpointChoice)])
    func theSchemaEndpoint(endpoint: String, schemaURL: String?, baseURL: String?, expected: EndpointChoice) {
        #expect(resolve(schemaEndpoint: endpoint, schemaURL: schemaURL, baseURL: baseURL) == expected)
    }

    @Test func nothingMeansTheBuiltInMock() {
        #expect(resolve() == .builtInMock)
        #expect(resolve().url == nil)
        #expect(EndpointChoice.explicit(url: "https://x").url == "https://x")
        #expect(EndpointChoice.environment(url: "https://y").url == "https://y")
        #expect(EndpointChoice.schema(url: "https://z").url == "https://z")
    }

    @Test(arguments: [
        ("https://api.example/v1/apply?x=1", String?.some("https://api.example")),
        ("HTTP://User:Pass@LocalHost:8080/x", .some("http://localhost:8080")),
        ("http://[::1]:40123/api", .some("http://[::1]:40123")),
        ("https://api.example:443", .some("https://api.example:443")),
        ("app://sdui/screen?path=/x", .some("app://sdui")),
        ("/relative/path", nil),
        ("mailto:someone@example.com", nil),
        ("https://", nil),
    ])
    func origin(url: String, origin: String?) {
        #expect(EndpointResolver.origin(of: url) == origin)
    }
}
