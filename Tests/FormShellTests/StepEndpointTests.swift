import FormCore
import Testing

@testable import FormShell

/// docs/contract.md, "Submission", endpoints across steps: the endpoint given for the session is every step's; a
/// next step's own one is taken when it passes the start checks and stays on the origin
/// (any origin with --follow-endpoints), otherwise refused with both origins named and the
/// values kept; each step's banner names its endpoint.
@Suite struct StepEndpointTests {
    static let delivery = "forms/delivery.json"

    /// The delivery flow's first step answered by a next step whose submit endpoint is `next`.
    static func flowAtNextStep(_ next: String, policy: EndpointPolicy) throws -> (Flow, [FlowEffect]) {
        var flow = try Flow(
            form: try ShellHarness.form(delivery), store: try SecretStore(capacity: 1 << 20),
            endpoint: "http://127.0.0.1:9/api/v1/delivery", endpointDescription: "test", canSubmit: true,
            checkEndpoint: { url in (try? HTTPClientCheck.check(url)) ?? nil }, loaderOptions: FormLoader.Options(),
            endpointPolicy: policy)
        _ = flow.handle(.start)
        for line in ["pickup", "", "", ":submit"] { _ = flow.handle(.line(try FlowTests.typed(line, flow))) }
        let step =
            #"{"screenId":"s2","version":"1","submit":{"endpoint":"\#(next)"},"components":[{"id":"c","type":"text_input","props":{"label":"Kod","stateKey":"code"}}]}"#
        let effects = flow.handle(FlowTests.answer(200, step))
        return (flow, effects)
    }

    static func screenLine(_ effects: [FlowEffect]) -> String? {
        for case .screen(let s, let endpoint) in effects { return ShellText.screen(s, endpoint: endpoint) }
        return nil
    }

    @Test func aRelativeStepEndpointOnTheSameOriginIsTakenAndNamed() throws {
        var (flow, effects) = try Self.flowAtNextStep("/api/v1/confirm", policy: .steps(followOrigins: false))
        #expect(Self.screenLine(effects) == "s2 · s2 v1 · 1 field · endpoint: http://127.0.0.1:9/api/v1/confirm")
        _ = flow.handle(.line(try FlowTests.typed("7", flow)))
        let post = flow.handle(.line(try FlowTests.typed(":submit", flow)))
        #expect(post.last.map(FlowTests.describe) == "post http://127.0.0.1:9/api/v1/confirm")
    }

    @Test func anotherOriginIsRefusedNamingBothAndTheValuesAreKept() throws {
        var (flow, effects) = try Self.flowAtNextStep(
            "http://127.0.0.1:8/api/v1/confirm", policy: .steps(followOrigins: false))
        #expect(Self.screenLine(effects) == "s2 · s2 v1 · 1 field · endpoint: http://127.0.0.1:8/api/v1/confirm")
        let warning = ShellNote.stepEndpointOtherOrigin(
            url: "http://127.0.0.1:8/api/v1/confirm", origin: "http://127.0.0.1:8",
            flowOrigin: "http://127.0.0.1:9")
        #expect(effects.contains(.note(warning)))
        _ = flow.handle(.line(try FlowTests.typed("7", flow)))
        let refused = flow.handle(.line(try FlowTests.typed(":submit", flow)))
        #expect(refused.contains(.note(.notSent(warning))))
        #expect(!refused.contains { if case .post = $0 { true } else { false } })
        #expect(flow.state.hasValue(0))
        let text = ShellText.note(.notSent(warning), style: Style(enabled: false))
        #expect(
            text
                == "Not sent. Your values are kept. This step posts to http://127.0.0.1:8/api/v1/confirm, on another origin "
                + "(http://127.0.0.1:8) than this flow's (http://127.0.0.1:9): :submit will not send there (--follow-endpoints allows it; "
                + ":endpoint URL chooses one).")
    }

    @Test func followEndpointsTakesAnotherOrigin() throws {
        var (flow, _) = try Self.flowAtNextStep(
            "http://127.0.0.1:8/api/v1/confirm", policy: .steps(followOrigins: true))
        _ = flow.handle(.line(try FlowTests.typed("7", flow)))
        let post = flow.handle(.line(try FlowTests.typed(":submit", flow)))
        #expect(post.last.map(FlowTests.describe) == "post http://127.0.0.1:8/api/v1/confirm")
    }

    @Test func aStepEndpointThatFailsTheStartChecksIsRefused() throws {
        let (_, effects) = try Self.flowAtNextStep(
            "http://example.com/api/v1/confirm", policy: .steps(followOrigins: true))
        #expect(
            effects.contains {
                if case .note(.stepEndpointNotAllowed(let url, _)) = $0 {
                    url == "http://example.com/api/v1/confirm"
                } else {
                    false
                }
            })
    }

    @Test func theGivenEndpointIsEveryStepsEndpoint() throws {
        var (flow, effects) = try Self.flowAtNextStep("http://127.0.0.1:8/api/v1/confirm", policy: .fixed)
        #expect(Self.screenLine(effects) == "s2 · s2 v1 · 1 field · endpoint: http://127.0.0.1:9/api/v1/delivery")
        _ = flow.handle(.line(try FlowTests.typed("7", flow)))
        let post = flow.handle(.line(try FlowTests.typed(":submit", flow)))
        #expect(post.last.map(FlowTests.describe) == "post http://127.0.0.1:9/api/v1/delivery")
    }
}

/// The start checks as the libcurl submitter makes them, without libcurl: http only to loopback.
enum HTTPClientCheck {
    static func check(_ url: String) throws -> HTTPClientError? {
        guard url.hasPrefix("https://") || url.hasPrefix("http://127.0.0.1") else {
            return .insecureScheme(host: "example.com")
        }
        return nil
    }
}
