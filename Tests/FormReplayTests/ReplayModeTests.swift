import FormSystem
import Testing

@testable import FormReplay

/// `--update`, `--review`, `--check` and `--list`: where each may run, and what it returns.
@Suite struct ReplayModeTests {
    @Test func updateAndReviewAreRefusedUnderCI() {
        let ci = ["CI": "true"]
        #expect(
            ReplayRun.Mode.update.refusal(environment: ci, onTerminal: true)
                == "--update rewrites transcripts and is refused when CI is set")
        #expect(
            ReplayRun.Mode.review.refusal(environment: ci, onTerminal: true)
                == "--review rewrites transcripts and is refused when CI is set")
        for mode in [ReplayRun.Mode.replay, .check, .list] {
            #expect(mode.refusal(environment: ci, onTerminal: false) == nil)
        }
    }

    @Test func reviewAsksOnATerminal() {
        #expect(
            ReplayRun.Mode.review.refusal(environment: [:], onTerminal: false)
                == "--review asks on a terminal: run it with standard input and output on one")
        #expect(ReplayRun.Mode.review.refusal(environment: [:], onTerminal: true) == nil)
        #expect(ReplayRun.Mode.flagged.map(\.rawValue) == ["--update", "--review", "--check", "--list"])
    }

    @Test func listAndCheckReportWithoutRunning() throws {
        let ws = try Workspace()
        try ws.copy("pass.t")
        let gate = OutputGate()
        let shell = FakeShell()
        let replayer = Replayer(runner: shell.runner, environment: [:], workingDirectory: ws.path, jobs: 1, gate: gate)
        let run = ReplayRun(paths: ["."])
        let out = gate.capture()
        #expect(try run.perform(.list, with: replayer, stdout: out, stderr: out))
        #expect(try run.perform(.check, with: replayer, stdout: out, stderr: out))
        #expect(out.text.hasSuffix("1 transcript checked: no problems\n"))
        #expect(shell.requests.isEmpty)
    }

    @Test func aReplayReturnsWhetherEveryTranscriptPassed() throws {
        let ws = try Workspace()
        try ws.copy("pass.t", "wrong.t")
        let gate = OutputGate()
        let replayer = Replayer(
            runner: FakeShell().runner, environment: ["REPLAY_NAME": "Grace"], workingDirectory: ws.path, jobs: 1,
            gate: gate)
        let out = gate.capture()
        #expect(try ReplayRun(paths: ["pass.t"]).perform(.replay, with: replayer, stdout: out, stderr: out))
        #expect(try !ReplayRun(paths: ["wrong.t"]).perform(.replay, with: replayer, stdout: out, stderr: out))
    }
}
