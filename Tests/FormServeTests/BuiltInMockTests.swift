import FormCore
import TestSupport
import Testing

@testable import FormServe

/// The mock `run` starts when no endpoint is configured: a replayed session's reads its
/// scenario once per process and accepts from its first request on.
@Suite struct BuiltInMockTests {
    /// A submitter that sends nothing.
    final class Silent: Submitter {
        func post(
            _ payload: UnsafeRawBufferPointer, to endpoint: String, idempotencyKey: String,
            progress: ((Double) -> Bool)?
        ) -> Result<HTTPResponse, HTTPClientError> { .failure(.cancelled) }
        func get(_ url: String, progress: ((Double) -> Bool)?) -> Result<HTTPResponse, HTTPClientError> {
            .failure(.cancelled)
        }
        func shownHeaders(_ method: HTTPMethod, idempotencyKey: String?) -> [(name: String, value: String)] { [] }
        func check(url: String) throws(HTTPClientError) {}
    }

    static func start(_ folder: TemporaryFolder, pooled: Bool) throws -> BuiltInMock {
        try BuiltInMock.start(
            form: "form.json", scenario: nil, isURL: false, pooled: pooled, resolve: { folder.file($0) })
    }

    @Test func aPooledMockReadsItsScenarioOncePerProcess() throws {
        let folder = try TemporaryFolder("builtin-mock")
        let flow = try folder.write("flow.json", #"{"forms": ".", "routes": []}"#)
        let mock = try Self.start(folder, pooled: true)
        defer { mock.stop() }
        #expect(mock.scenario == "flow.json")
        let kept = ProcessState.scenarios.value(flow, file: flow) { () -> Scenario in
            Issue.record("the scenario was not kept")
            return Scenario(formsDirectory: folder.path, routes: [])
        }
        #expect(kept.routes.isEmpty)
        #expect(mock.submitter(wrapping: Silent()) is MockStartingSubmitter)
    }

    @Test func aTerminalRunsMockReadsItsOwnAndPostsThroughTheSubmitterGiven() throws {
        let folder = try TemporaryFolder("builtin-mock")
        let flow = try folder.write("flow.json", #"{"forms": ".", "routes": []}"#)
        let mock = try Self.start(folder, pooled: false)
        defer { mock.stop() }
        var loaded = false
        _ = ProcessState.scenarios.value(flow, file: flow) { () -> Scenario in
            loaded = true
            return Scenario(formsDirectory: folder.path, routes: [])
        }
        #expect(loaded)
        let inner = Silent()
        #expect(mock.submitter(wrapping: inner) === inner)
    }
}
