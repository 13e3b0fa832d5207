import FormSystem
import Foundation
import Testing

@testable import FormReplay

/// A masker that upper-cases ASCII letters: what passed through the gate is upper-case.
struct UppercaseMasker: OutputMasker {
    func mask(_ bytes: UnsafeRawBufferPointer, emit: (UnsafeRawBufferPointer) -> Void) {
        let upper = bytes.map { $0 >= 0x61 && $0 <= 0x7A ? $0 - 0x20 : $0 }
        upper.withUnsafeBytes(emit)
    }
}

/// Replay writes every file through the output gate it is given (docs/contract.md, "Submission", "One gate").
@Suite struct ReplayGateTests {
    let gate = OutputGate(masker: UppercaseMasker())

    func replayer(update: Bool = false, in directory: String = "/work/dir") -> Replayer {
        Replayer(
            runner: FakeShell().runner, environment: [:], workingDirectory: directory, jobs: 1, update: update,
            gate: gate)
    }

    @Test func theActualOutputIsWrittenThroughTheGate() throws {
        let ws = try Workspace()
        try ws.copy("wrong.t")
        #expect(replayer().replay(try ws.transcript("wrong.t")).verdict == .failed)
        let actual = try #require(ws.read("wrong.t.actual"))
        #expect(actual.hasPrefix("# A DELIBERATELY WRONG TRANSCRIPT"))
        #expect(actual == actual.uppercased())
    }

    @Test func anUpdateIsWrittenThroughTheGate() throws {
        let ws = try Workspace()
        try ws.copy("wrong.t")
        #expect(replayer(update: true).replay(try ws.transcript("wrong.t")).verdict == .updated)
        #expect(ws.read("wrong.t")?.contains("✓ HELLO ADA") == true)
    }

    /// Issue 31, item 11: an update the gate cannot write was reported UPDATED.
    @Test func anUpdateThatCannotBeWrittenFailsAndClaimsNothing() throws {
        let ws = try Workspace()
        try ws.copy("wrong.t")
        let transcript = try ws.transcript("wrong.t")
        // A folder where the transcript was: the rename over it fails, as a full disk or a
        // folder without write permission makes a write fail.
        try FileManager.default.removeItem(atPath: ws.file("wrong.t"))
        try FileManager.default.createDirectory(atPath: ws.file("wrong.t/kept"), withIntermediateDirectories: true)
        let result = replayer(update: true, in: ws.path).replay(transcript)
        #expect(result.verdict == .failed)
        #expect(result.message?.hasPrefix("cannot write wrong.t: ") == true)
        #expect(result.message?.hasSuffix("; --update left the transcript as it was") == true)
        #expect(FileManager.default.fileExists(atPath: ws.file("wrong.t/kept")))
        #expect(ReplaySummary([result], updating: true).line == "0 passed, 0 updated, 1 failed")
    }

    @Test func theFailedListAndTheJUnitReportAreWrittenThroughTheGate() throws {
        let ws = try Workspace()
        try ws.copy("wrong.t")
        var run = ReplayRun(paths: ["wrong.t"])
        run.junit = "report.xml"
        let summary = try run.run(with: replayer(in: ws.path), stdout: gate.capture(), stderr: gate.capture())
        #expect(!summary.succeeded)
        #expect(ws.read(FailedRecord.fileName) == "WRONG.T\n")
        let report = try #require(ws.read("report.xml"))
        // Written as XML: text and attribute values through the masker, markup as it is.
        #expect(report.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"))
        // The diff in <failure>, the actual output in <system-out>: both through the gate.
        #expect(
            report.contains("<failure message=\"OUTPUT DIFFERS FROM THE TRANSCRIPT\" type=\"MISMATCH\">--- WRONG.T\n"))
        #expect(report.contains("<system-out># A DELIBERATELY WRONG TRANSCRIPT"))
    }
}
