import FormCLI
import FormSystem
import Foundation
import TestSupport
import Testing

/// `formsh replay` on a terminal: coloured diffs unless NO_COLOR is set.
@Suite struct ReplayCommandTests {
    func run(terminal: Bool, environment: [String: String]) throws -> String {
        let folder = try TemporaryFolder("formsh-replay-colors")
        let text = try Repository.text("transcripts/delivery_happy.t")
        let transcript = try folder.write("d.t", text.replacingOccurrences(of: "  ✓ ", with: "  ✓ changed "))
        let gate = OutputGate()
        let out = gate.capture()
        let io = CommandIO(
            gate: gate, stdout: out, stderr: gate.capture(), environment: environment,
            workingDirectory: Repository.root, stdoutIsTerminal: terminal)
        #expect(FormshCLI.run(["replay", transcript], io: io) == .failure)
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
