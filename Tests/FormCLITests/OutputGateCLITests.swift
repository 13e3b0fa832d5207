import FormCLI
import FormReplay
import FormShell
import FormSystem
import Foundation
import TestSupport
import Testing

/// A masker that upper-cases ASCII letters: what passed through the gate is upper-case.
struct UppercaseMasker: OutputMasker {
    func mask(_ bytes: UnsafeRawBufferPointer, emit: (UnsafeRawBufferPointer) -> Void) {
        let upper = bytes.map { $0 >= 0x61 && $0 <= 0x7A ? $0 - 0x20 : $0 }
        upper.withUnsafeBytes(emit)
    }
}

/// Commands write through the output gate they are given: streams, and the files they write.
@Suite struct OutputGateCLITests {
    func io(_ gate: OutputGate, _ out: BufferSink, _ err: BufferSink, input: [ScriptedLine]? = nil) -> CommandIO {
        CommandIO(
            gate: gate, stdout: out, stderr: err, environment: [:], workingDirectory: Repository.root,
            scriptedInput: input)
    }

    @Test func stdoutAndStderrPassTheGate() {
        let gate = OutputGate(masker: UppercaseMasker())
        let out = gate.capture()
        let err = gate.capture()
        #expect(FormshCLI.run(["graph", "forms/delivery.json"], io: io(gate, out, err)) == .success)
        #expect(out.text.hasPrefix("FLOWCHART "))
        #expect(out.text == out.text.uppercased())
        #expect(FormshCLI.run(["lint"], io: io(gate, out, err)) == .usage)
        #expect(err.text.hasPrefix("ERROR: MISSING FORM\nUSAGE: FORMSH LINT FORM..."))
    }

    /// `record` writes its transcript through the gate.
    @Test func recordWritesItsTranscriptThroughTheGate() throws {
        let folder = try TemporaryFolder("formsh-gate-record")
        let gate = OutputGate(masker: UppercaseMasker())
        let out = gate.capture()
        let err = gate.capture()
        let status = FormshCLI.run(
            ["record", "forms/delivery.json", "-o", folder.file("d.t")], io: io(gate, out, err, input: []))
        #expect(status == .failure)
        let text = try #require(folder.read("d.t"))
        #expect(text.hasPrefix("$ FORMSH FORMS/DELIVERY.JSON\n"))
        #expect(text.hasSuffix("[EXIT 1]\n"))
        #expect(err.text.hasPrefix("TRANSCRIPT WRITTEN TO "))
    }
}
