import FormSystem
import Testing
@testable import FormReplay

/// A masker that upper-cases ASCII letters: what passed through the gate is upper-case.
struct UppercaseMasker: OutputMasker {
    func mask(_ bytes: UnsafeRawBufferPointer, emit: (UnsafeRawBufferPointer) -> Void) {
        let upper = bytes.map { $0 >= 0x61 && $0 <= 0x7A ? $0 - 0x20 : $0 }
        upper.withUnsafeBytes(emit)
    }
}

/// Replay writes every file through the output gate it is given (SPEC §6, "One gate").
@Suite struct ReplayGateTests {
    let gate = OutputGate(masker: UppercaseMasker())

    func replayer(update: Bool = false) -> Replayer {
        Replayer(runner: FakeShell().runner, environment: [:], workingDirectory: "/work/dir", jobs: 1, update: update, gate: gate)
    }

    @Test func theActualOutputIsWrittenThroughTheGate() throws {
        let ws = try Workspace()
        defer { ws.remove() }
        try ws.copy("wrong.t")
        #expect(replayer().replay(try ws.transcript("wrong.t")).verdict == .failed)
        let actual = try #require(ws.read("wrong.t.actual"))
        #expect(actual.hasPrefix("# A DELIBERATELY WRONG TRANSCRIPT"))
        #expect(actual == actual.uppercased())
    }

    @Test func anUpdateIsWrittenThroughTheGate() throws {
        let ws = try Workspace()
        defer { ws.remove() }
        try ws.copy("wrong.t")
        #expect(replayer(update: true).replay(try ws.transcript("wrong.t")).verdict == .updated)
        #expect(ws.read("wrong.t")?.contains("✓ HELLO ADA") == true)
    }

    @Test func theFailedListAndTheJUnitReportAreWrittenThroughTheGate() throws {
        let ws = try Workspace()
        defer { ws.remove() }
        try ws.copy("wrong.t")
        var run = ReplayRun(paths: [ws.file("wrong.t")])
        run.junit = ws.file("report.xml")
        let summary = try run.run(with: replayer(), stdout: gate.capture(), stderr: gate.capture())
        #expect(!summary.succeeded)
        #expect(ws.read(FailedRecord.fileName) == ws.file("wrong.t").uppercased() + "\n")
        #expect(ws.read("report.xml")?.hasPrefix("<?XML VERSION=\"1.0\" ENCODING=\"UTF-8\"?>\n") == true)
    }
}
