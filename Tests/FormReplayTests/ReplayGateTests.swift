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

    func replayer(update: Bool = false, in directory: String = "/work/dir") -> Replayer {
        Replayer(runner: FakeShell().runner, environment: [:], workingDirectory: directory, jobs: 1, update: update, gate: gate)
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
        var run = ReplayRun(paths: ["wrong.t"])
        run.junit = "report.xml"
        let summary = try run.run(with: replayer(in: ws.path), stdout: gate.capture(), stderr: gate.capture())
        #expect(!summary.succeeded)
        #expect(ws.read(FailedRecord.fileName) == "WRONG.T\n")
        let report = try #require(ws.read("report.xml"))
        #expect(report.hasPrefix("<?XML VERSION=\"1.0\" ENCODING=\"UTF-8\"?>\n"))
        // The diff in <failure>, the actual output in <system-out>: both through the gate.
        #expect(report.contains("<FAILURE MESSAGE=\"OUTPUT DIFFERS FROM THE TRANSCRIPT\" TYPE=\"MISMATCH\">--- WRONG.T\n"))
        #expect(report.contains("<SYSTEM-OUT># A DELIBERATELY WRONG TRANSCRIPT"))
    }
}
