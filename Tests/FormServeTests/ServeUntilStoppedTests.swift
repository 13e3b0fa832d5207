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
        try #require(output.text.contains("→ 200\n"))
        kill(getpid(), SIGTERM)
        serving.join()
        #expect(
            output.text
                == "Serving forms from forms on http://127.0.0.1:\(server.port) (Ctrl-C stops)\n"
                + "GET /forms/delivery.json → 200\nStopped.\n")
        #expect(errors.text == "")
    }

    /// A request that comes while `serve` is still announcing itself (here, as its warning
    /// about a form that does not load is written) is accepted and logged only after the
    /// announcement: a script reading the output finds "Serving forms from …" first.
    @Test func nothingIsLoggedBeforeTheAnnouncement() throws {
        let folder = try TemporaryFolder("serve-order")
        try folder.write("broken.json", #"{"screenId": "broken", "components": 5}"#)
        try folder.write("delivery.json", Repository.text("forms/delivery.json"))
        let gate = OutputGate()
        let output = gate.capture()
        let server = MockServer(formsDirectory: folder.path)
        let errors = RequestOnFirstLine(port: { server.port }, capture: gate.capture())
        let serving = try SystemThread.start {
            try? server.serveUntilStopped(workingDirectory: folder.path, output: output, errors: errors)
        }
        wait(for: "→ 200\n", in: output)
        // A loop that never started would leave SIGTERM's default action: never send it then.
        try #require(output.text.contains("→ 200\n"))
        kill(getpid(), SIGTERM)
        serving.join()
        #expect(errors.capture.text.hasPrefix("warning: "))
        #expect(
            output.text
                == "Serving forms from . on http://127.0.0.1:\(server.port) (Ctrl-C stops)\n"
                + "GET /forms/delivery.json → 200\nStopped.\n")
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

/// A sink for `serve`'s warnings that, at its first line, sends a request from another
/// thread and gives it up to 2 s to be answered before the line is written, so that a
/// server accepting before its announcement would log the request first.
private final class RequestOnFirstLine: TextSink, @unchecked Sendable {
    let capture: BufferSink
    private let port: () -> Int
    private var sent = false

    init(port: @escaping () -> Int, capture: BufferSink) {
        self.port = port
        self.capture = capture
    }

    func write(_ text: String) {
        if !sent {
            sent = true
            let answered = DispatchSemaphore(value: 0)
            let port = port()
            Thread.detachNewThread {
                _ = try? TestClient.exchange(port: port, "GET", "/forms/delivery.json")
                answered.signal()
            }
            _ = answered.wait(timeout: .now() + 2)
        }
        capture.write(text)
    }

    func write(bytes: UnsafeRawBufferPointer) { capture.write(bytes: bytes) }
    func flush() { capture.flush() }
}
