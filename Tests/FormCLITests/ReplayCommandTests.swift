import FormCLI
import FormSystem
import Foundation
import Testing

/// `formsh replay` on a terminal: coloured diffs unless NO_COLOR is set.
@Suite struct ReplayCommandTests {
    func run(terminal: Bool, environment: [String: String]) throws -> String {
        let dir = NSTemporaryDirectory() + "formsh-replay-colors-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let text = try Fixtures.text("transcripts/delivery_happy.t")
        try Data(text.replacingOccurrences(of: "  ✓ ", with: "  ✓ changed ").utf8).write(to: URL(fileURLWithPath: dir + "/d.t"))
        let gate = OutputGate()
        let out = gate.capture()
        let io = CommandIO(gate: gate, stdout: out, stderr: gate.capture(), environment: environment,
                           workingDirectory: Fixtures.repository, stdoutIsTerminal: terminal)
        #expect(FormshCLI.run(["replay", dir + "/d.t"], io: io) == .failure)
        return out.text
    }

    @Test func diffsAreColouredOnATerminal() throws {
        let out = try run(terminal: true, environment: [:])
        #expect(out.contains("\u{1B}[31m-  ✓ changed "))
        #expect(out.contains("\u{1B}[32m+  ✓ "))
    }

    @Test(arguments: [(false, [String: String]()), (true, ["NO_COLOR": "1"])])
    func plainWhenNotATerminalOrNoColor(terminal: Bool, environment: [String: String]) throws {
        let out = try run(terminal: terminal, environment: environment)
        #expect(out.contains("\n-  ✓ changed "))
        #expect(!out.contains("\u{1B}["))
    }
}
