import FormSystem
import Foundation
import TestSupport
import Testing

@testable import FormServe

/// `formsh serve`'s loop. The only tests that install the stop signals: one at a time.
@Suite(.serialized) struct ServeUntilStoppedTests {
    /// Waits up to 10 s for `sink` to hold `text`.
    private func wait(for text: String, in sink: BufferSink) {
        let deadline = Date().addingTimeInterval(10)
        while !sink.text.contains(text) && Date() < deadline { SystemThread.sleep(milliseconds: 10) }
    }

    @Test func logsEachRequestAndStopsOnASignal() throws {
        let gate = OutputGate()
        let (output, errors) = (gate.capture(), gate.capture())
        let server = MockServer(formsDirectory: Fixtures.forms)
        let serving = try SystemThread.start {
            try? server.serveUntilStopped(workingDirectory: Repository.root, output: output, errors: errors)
        }
        // The handlers are in place before the announcement: a signal now stops the loop.
        wait(for: "(Ctrl-C stops)\n", in: output)
        let response = try TestClient.exchange(port: server.port, "GET", "/forms/delivery.json")
        #expect(response.status == 200)
        wait(for: "→ 200\n", in: output)
        kill(getpid(), SIGTERM)
        serving.join()
        #expect(
            output.text
                == "Serving forms from forms on http://127.0.0.1:\(server.port) (Ctrl-C stops)\n"
                + "GET /forms/delivery.json → 200\nStopped.\n")
        #expect(errors.text == "")
    }

    @Test func aServerThatCannotStartSaysNothingAndThrows() throws {
        let taken = try Fixtures.server()
        defer { taken.stop() }
        let gate = OutputGate()
        let (output, errors) = (gate.capture(), gate.capture())
        let server = MockServer(formsDirectory: Fixtures.forms, port: taken.port)
        #expect(throws: MockServerError.portInUse(taken.port)) {
            try server.serveUntilStopped(workingDirectory: Repository.root, output: output, errors: errors)
        }
        #expect(output.text == "" && errors.text == "")
    }
}
