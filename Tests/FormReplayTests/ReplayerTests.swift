import FormShell
import FormSystem
import Foundation
import Synchronization
import Testing

@testable import FormReplay

@Suite struct ReplayerTests {
    let environment = ["REPLAY_NAME": "Grace", "HOME": "/nonexistent"]

    func replayer(_ shell: FakeShell, update: Bool = false, jobs: Int = 1, environment: [String: String]? = nil)
        -> Replayer
    {
        Replayer(
            runner: shell.runner, environment: environment ?? self.environment, workingDirectory: "/work/dir",
            jobs: jobs, update: update, gate: OutputGate())
    }

    @Test func passingTranscriptPassesAndRemovesAStaleActual() throws {
        let ws = try Workspace()
        try ws.copy("pass.t")
        try ws.write("pass.t.actual", "stale\n")
        let shell = FakeShell()
        let result = replayer(shell).replay(try ws.transcript("pass.t"))
        #expect(result.verdict == .passed)
        #expect(result.report == "PASS pass.t\n")
        #expect(result.sessions == 2)
        #expect(!ws.exists("pass.t.actual"))
    }

    @Test func sessionsGetArgumentsInputEnvironmentAndDirectory() throws {
        let ws = try Workspace()
        try ws.copy("pass.t")
        let shell = FakeShell()
        _ = replayer(shell).replay(try ws.transcript("pass.t"))
        let requests = shell.requests
        #expect(
            requests.map(\.arguments) == [["greet", "--word", "hello"], ["greet", "--reads", "1", "--exit", "1"]])
        #expect(
            requests[0].input == [
                ScriptedLine(value: "Ada"), ScriptedLine(value: "Grace", shown: "{{env:REPLAY_NAME}}"),
            ])
        #expect(requests[1].input == [ScriptedLine(value: "Bob")])
        #expect(requests.allSatisfy { $0.environment == environment && $0.workingDirectory == "/work/dir" })
    }

    @Test func wrongTranscriptGivesTheDiffAndWritesActual() throws {
        let ws = try Workspace()
        try ws.copy("wrong.t")
        let result = replayer(FakeShell()).replay(try ws.transcript("wrong.t"))
        #expect(result.verdict == .failed)
        #expect(
            result.report == """
                FAIL wrong.t
                --- wrong.t
                +++ wrong.t.actual
                @@ -4,6 +4,6 @@
                 Loaded 1 field.
                 name>
                 > Ada
                -  ✓ hi Ada
                +  ✓ hello Ada
                 Submitted in {{ms}} ms
                -[exit 1]
                +[exit 0]

                """)
        #expect(
            ws.read("wrong.t.actual") == """
                # A deliberately wrong transcript: the greeting word and the exit status differ.
                $ formsh greet
                Fake form · greet · endpoint: built-in mock ({{endpoint}})
                Loaded 1 field.
                name>
                > Ada
                  ✓ hello Ada
                Submitted in {{ms}} ms
                [exit 0]

                """)
        #expect(ReplaySummary([result], updating: false).line == "0 passed, 1 failed")
        #expect(!ReplaySummary([result], updating: false).succeeded)
    }

    @Test func actualOutputWritesTheMockAsEndpoint() throws {
        let ws = try Workspace()
        try ws.write("header.t", "$ formsh greet\nFake form\nLoaded 1 field.\nSubmitted in {{ms}} ms\n[exit 0]\n")
        let result = replayer(FakeShell()).replay(try ws.transcript("header.t"))
        #expect(
            result.diff == """
                --- header.t
                +++ header.t.actual
                @@ -1,5 +1,5 @@
                 $ formsh greet
                -Fake form
                +Fake form · greet · endpoint: built-in mock ({{endpoint}})
                 Loaded 1 field.
                 Submitted in {{ms}} ms
                 [exit 0]

                """)
    }

    @Test func missingVariableFailsTheTranscriptWithoutRunningIt() throws {
        let ws = try Workspace()
        try ws.copy("pass.t")
        let shell = FakeShell()
        let result = replayer(shell, environment: [:]).replay(try ws.transcript("pass.t"))
        #expect(result.verdict == .failed)
        #expect(result.report == "FAIL pass.t\npass.t:11: environment variable REPLAY_NAME is not set\n")
        #expect(shell.requests.isEmpty)
        #expect(!ws.exists("pass.t.actual"))
    }

    @Test func updateRoundTripKeepsPlaceholdersInputsAndComments() throws {
        let ws = try Workspace()
        try ws.copy("roundtrip.t")
        try ws.write("roundtrip.t.actual", "from an earlier run\n")
        let result = replayer(FakeShell(), update: true).replay(try ws.transcript("roundtrip.t"))
        #expect(result.verdict == .updated)
        #expect(
            result.report == """
                UPDATED roundtrip.t
                --- roundtrip.t
                +++ roundtrip.t (updated)
                @@ -4,6 +4,6 @@
                 {{...}}
                 name>
                 > {{env:REPLAY_NAME}}
                -  ✓ hello {{any}}
                +  ✓ hey Grace
                 Submitted in {{ms}} ms
                -[exit 3]
                +[exit 0]

                """)
        #expect(
            ws.read("roundtrip.t") == """
                # Round trip: after --update this transcript passes as written.
                $ formsh greet --word hey
                Fake form · greet --word hey · endpoint: built-in mock ({{endpoint}})
                {{...}}
                name>
                > {{env:REPLAY_NAME}}
                  ✓ hey Grace
                Submitted in {{ms}} ms
                [exit 0]

                """)
        #expect(!ws.exists("roundtrip.t.actual"))
        let again = replayer(FakeShell()).replay(try ws.transcript("roundtrip.t"))
        #expect(again.verdict == .passed)
        #expect(ReplaySummary([result], updating: true).line == "0 passed, 1 updated, 0 failed")
    }

    /// Typed lines the session never read: the transcript fails naming them, `--update`
    /// leaves it byte for byte, and `.actual` (without them) replays green.
    @Test(arguments: [false, true])
    func aTypedLineTheSessionNeverReadFailsAndUpdateLeavesTheFile(update: Bool) throws {
        let ws = try Workspace()
        try ws.copy("unread.t")
        let before = ws.read("unread.t")
        let result = replayer(FakeShell(), update: update).replay(try ws.transcript("unread.t"))
        #expect(result.verdict == .failed)
        #expect(ws.read("unread.t") == before)
        let suffix = update ? "; --update left the transcript as it was" : ""
        #expect(result.message == "unread.t:9: the session ended (exit 0) before reading `> never read`" + suffix)
        #expect(result.refusal == "unread.t:9: the session ended (exit 0) before reading `> never read`")
        #expect(
            result.diff == """
                --- unread.t
                +++ unread.t.actual
                @@ -4,7 +4,5 @@
                 name>
                 > Ada
                   ✓ hello Ada
                -  ✓ a line that went away
                 Submitted in {{ms}} ms
                -> never read
                 [exit 0]

                """)
        #expect(
            ws.read("unread.t.actual") == """
                # The session stops after one line: --update keeps the unread input.
                $ formsh greet --reads 1
                {{...}}
                name>
                > Ada
                  ✓ hello Ada
                Submitted in {{ms}} ms
                [exit 0]

                """)
        try ws.write("again.t", try #require(ws.read("unread.t.actual")))
        #expect(replayer(FakeShell()).replay(try ws.transcript("again.t")).verdict == .passed)
    }

    @Test func updateLeavesAPassingTranscriptAlone() throws {
        let ws = try Workspace()
        try ws.copy("pass.t")
        let before = ws.read("pass.t")
        let result = replayer(FakeShell(), update: true).replay(try ws.transcript("pass.t"))
        #expect(result.verdict == .passed)
        #expect(ws.read("pass.t") == before)
    }

    @Test func transcriptsRunInParallelAndReportInOrder() throws {
        let ws = try Workspace()
        var transcripts: [Transcript] = []
        for i in 0..<24 {
            let name = "t\(i < 10 ? "0" : "")\(i).t"
            let wrong = i % 5 == 0
            try ws.write(
                name, "$ formsh greet --word \(wrong ? "hi" : "hello")\n{{...}}\n> x\n  ✓ hello x\n{{...}}\n[exit 0]\n")
            transcripts.append(try ws.transcript(name))
        }
        let delivered = Mutex<[String]>([])
        let shell = FakeShell()
        let results = replayer(shell, jobs: 4).replay(transcripts) { r in delivered.withLock { $0.append(r.path) } }
        #expect(results.map(\.path) == transcripts.map(\.path))
        #expect(delivered.withLock { $0 } == transcripts.map(\.path))
        #expect(results.filter { $0.verdict == .failed }.map(\.path) == ["t00.t", "t05.t", "t10.t", "t15.t", "t20.t"])
        #expect(shell.requests.count == 24)
        #expect(ReplaySummary(results, updating: false).line == "19 passed, 5 failed")
    }
}
