import FormSystem
import Foundation
import Testing

@testable import FormReplay

/// The runner around the replayer: `--list`, `--check`, `--review`, `--format github`,
/// `--durations` and where `--failed` remembers its list.
@Suite struct ReplayRunTests {
    let gate = OutputGate()

    func replayer(_ ws: Workspace, update: Bool = false) -> Replayer {
        Replayer(
            runner: FakeShell().runner, environment: ["REPLAY_NAME": "Grace"], workingDirectory: ws.path, jobs: 1,
            update: update, gate: gate)
    }

    /// Answers given in advance, as a terminal would type them.
    final class Answers: ReviewInput {
        var left: [String]
        init(_ answers: [String]) { left = answers }
        func answer() -> String? { left.isEmpty ? nil : left.removeFirst() }
    }

    @Test func listNamesTheSelectedTranscriptsAndTheirSessionsWithoutRunning() throws {
        let ws = try Workspace()
        try ws.copy("pass.t", "wrong.t")
        var run = ReplayRun(paths: ["."])
        run.keyword = try KeywordExpression(parsing: "greeting or wrong")
        let out = gate.capture()
        let shell = FakeShell()
        try run.list(
            with: Replayer(runner: shell.runner, environment: [:], workingDirectory: ws.path, jobs: 1, gate: gate),
            stdout: out)
        #expect(
            out.text == """
                ./pass.t
                  4  $ formsh greet --word hello
                  17  $ formsh greet --reads 1 --exit 1
                ./wrong.t
                  2  $ formsh greet
                2 transcripts, 3 sessions
                They read 1 variable from the environment:
                  REPLAY_NAME  name (./pass.t)

                """)
        #expect(shell.requests.isEmpty)
    }

    /// `--list` also names the variables the selected transcripts read, each with the
    /// field whose prompt reads it and the transcripts that do.
    @Test func listNamesTheVariablesTheSelectedTranscriptsRead() throws {
        let ws = try Workspace()
        try ws.write("a.t", "$ formsh greet\n{{...}}\nкод>\n> {{env:FORMSH_SECRET___}}\n{{...}}\n[exit 0]\n")
        try ws.write(
            "b.t",
            "$ formsh greet\n{{...}}\notp>\n> {{env:FORMSH_SECRET_OTP_2}}\n{{...}}\notp>\n"
                + "> {{env:FORMSH_SECRET_OTP}}\n{{...}}\n[exit 0]\n")
        try ws.write("c.t", "$ formsh greet\n{{...}}\notp>\n> :set otp {{env:FORMSH_SECRET_OTP}}\n{{...}}\n[exit 0]\n")
        let out = gate.capture()
        try ReplayRun(paths: ["."]).list(with: replayer(ws), stdout: out)
        #expect(
            out.text.hasSuffix(
                """
                3 transcripts, 3 sessions
                They read 3 variables from the environment:
                  FORMSH_SECRET_OTP    otp (./b.t, ./c.t)
                  FORMSH_SECRET_OTP_2  otp (./b.t)
                  FORMSH_SECRET___     код (./a.t)

                """), "\(out.text)")
    }

    @Test func checkListsEveryProblemOfEverySelectedTranscript() throws {
        let ws = try Workspace()
        try ws.copy("pass.t")
        try ws.write("bad.t", "$ formsh a\n> {{re:[0-9]+}}\nHi {{name}}\n$ formsh b\n[exit 0]\n")
        let out = gate.capture()
        let clean = try ReplayRun(paths: ["pass.t"]).check(with: replayer(ws), stdout: out)
        #expect(clean)
        #expect(out.text == "1 transcript checked: no problems\n")
        let out2 = gate.capture()
        #expect(try !ReplayRun(paths: ["."]).check(with: replayer(ws), stdout: out2))
        #expect(
            out2.text == """
                ./bad.t:2: `{{re:[0-9]+}}` in a typed line: only `{{env:NAME}}` works there (to type the text itself, write `\\{{re:[0-9]+}}`)
                ./bad.t:3: unknown placeholder `{{name}}`: an output line knows {{endpoint}}, {{ms}}, {{any}} and {{re:REGEX}} (for the text itself, write `\\{{name}}`)
                ./bad.t:4: the session started at line 1 has no `[exit N]`
                2 transcripts checked: 3 problems

                """)
    }

    @Test func reviewAcceptsSkipsAndQuits() throws {
        let ws = try Workspace()
        for name in ["a.t", "b.t", "c.t"] { try ws.write(name, FakeTexts.wrong) }
        try ws.copy("pass.t")
        let out = gate.capture()
        let summary = try ReplayRun(paths: ["."]).run(
            with: replayer(ws), stdout: out, stderr: gate.capture(),
            review: Answers(["x", "a", "s", "q"]))
        #expect(summary.line == "1 passed, 1 updated, 2 failed")
        #expect(!summary.succeeded)
        // a.t accepted: it now holds the run's text and passes; b.t skipped and c.t after quit keep theirs.
        #expect(ws.read("a.t")?.contains("  ✓ hello Ada") == true && !ws.exists("a.t.actual"))
        #expect(ws.read("b.t") == FakeTexts.wrong && ws.exists("b.t.actual"))
        #expect(ws.read("c.t") == FakeTexts.wrong && ws.exists("c.t.actual"))
        let text = out.text
        #expect(text.contains("FAIL ./a.t\nFAIL ./b.t\nFAIL ./c.t\nPASS ./pass.t\n"))
        #expect(
            text.contains(
                "Review: 3 failing transcripts; a accepts the new text, s skips, q quits.\n[1/3] ./a.t\n--- ./a.t\n"))
        #expect(
            text.contains(
                "Accept? [a]ccept, [s]kip, [q]uit: Type a, s or q.\nAccept? [a]ccept, [s]kip, [q]uit: accepted ./a.t\n")
        )
        #expect(text.contains("skipped ./b.t\n"))
        #expect(text.contains("quit: 1 not accepted\n"))
        #expect(replayer(ws).replay(try ws.transcript("a.t")).verdict == .passed)
    }

    @Test func reviewCannotAcceptWhatUpdateWouldRefuse() throws {
        let ws = try Workspace()
        try ws.copy("unread.t")
        let before = ws.read("unread.t")
        let out = gate.capture()
        let answers = Answers(["a"])
        let summary = try ReplayRun(paths: ["unread.t"]).run(
            with: replayer(ws), stdout: out, stderr: gate.capture(), review: answers)
        #expect(summary.line == "0 passed, 0 updated, 1 failed")
        #expect(ws.read("unread.t") == before)
        #expect(answers.left == ["a"])
        #expect(out.text.contains("cannot accept unread.t: --update would leave it as it is\n"))
    }

    /// Every failing transcript is counted and named, also one that could not run for
    /// want of a variable (it has no new text to accept, so it is not asked about).
    @Test func reviewCountsAndNamesEveryFailure() throws {
        let ws = try Workspace()
        try ws.write("a.t", FakeTexts.wrong)
        try ws.write("b.t", "$ formsh greet\n{{...}}\n> {{env:FORMSH_SECRET_MISSING_Z}}\n{{...}}\n[exit 0]\n")
        try ws.write("c.t", FakeTexts.wrong)
        let out = gate.capture()
        let answers = Answers(["s", "s"])
        let summary = try ReplayRun(paths: ["."]).run(
            with: replayer(ws), stdout: out, stderr: gate.capture(), review: answers)
        #expect(summary.line == "0 passed, 0 updated, 3 failed")
        let text = out.text
        #expect(text.contains("Review: 3 failing transcripts; a accepts the new text, s skips, q quits.\n"), "\(text)")
        #expect(text.contains("[1/3] ./a.t\n"))
        #expect(
            text.contains(
                "[2/3] ./b.t\n./b.t:3: environment variable FORMSH_SECRET_MISSING_Z is not set\n"
                    + "cannot accept ./b.t: it did not run\n[3/3] ./c.t\n"), "\(text)")
        #expect(answers.left.isEmpty)
    }

    @Test func githubAnnotationsAndDurations() throws {
        let ws = try Workspace()
        try ws.copy("wrong.t", "pass.t")
        var run = ReplayRun(paths: ["wrong.t", "pass.t"])
        run.githubAnnotations = true
        run.durations = 2
        let out = gate.capture()
        _ = try run.run(with: replayer(ws), stdout: out, stderr: gate.capture())
        let lines = out.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let annotation = try #require(lines.first { $0.hasPrefix("::error ") })
        #expect(
            annotation.hasPrefix(
                "::error file=wrong.t,line=7,title=formsh replay::the output differs from the transcript%0A--- wrong.t%0A+++ wrong.t.actual%0A@@ -4,6 +4,6 @@%0A"
            ))
        #expect(!annotation.hasSuffix("%0A"))
        let slowest = try #require(lines.firstIndex(of: "slowest 2 sessions:"))
        #expect(
            lines[slowest + 1].hasSuffix(" ms  wrong.t:2") || lines[slowest + 1].hasSuffix(" ms  pass.t:4")
                || lines[slowest + 1].hasSuffix(" ms  pass.t:17"))
        #expect(lines[slowest + 3] == "1 passed, 1 failed")
    }

    @Test func annotationEscapes() {
        let r = TranscriptResult(path: "t/a,b:c.t", verdict: .failed, sessions: 1, message: "50% done\r\nnext", line: 3)
        #expect(
            GitHubAnnotation.line(for: r)
                == "::error file=t/a%2Cb%3Ac.t,line=3,title=formsh replay::50%25 done%0D%0Anext")
    }

    @Test func slowestSessionsAreSortedAndAllForZero() {
        let results = [
            TranscriptResult(
                path: "a.t", verdict: .passed, sessions: 2,
                sessionTimes: [
                    .init(line: 1, duration: .milliseconds(3)), .init(line: 9, duration: .microseconds(12_345)),
                ]),
            TranscriptResult(
                path: "b.t", verdict: .passed, sessions: 1, sessionTimes: [.init(line: 2, duration: .milliseconds(150))]
            ),
        ]
        #expect(
            SlowestSessions.lines(results, count: 2) == [
                "slowest 2 sessions:", "     150.0 ms  b.t:2", "      12.3 ms  a.t:9",
            ])
        #expect(SlowestSessions.lines(results, count: 0).count == 4)
        #expect(SlowestSessions.lines([], count: 3).isEmpty)
    }

    /// The failed-list lives in the directory replay runs in, whatever the arguments, and
    /// names transcripts the same way however they were named.
    @Test(arguments: [["."], ["./"], ["wrong.t"], ["./wrong.t"], ["sub/.."]])
    func failedIsRememberedInTheWorkingDirectory(arguments: [String]) throws {
        let ws = try Workspace()
        try ws.copy("wrong.t", "pass.t")
        try FileManager.default.createDirectory(atPath: ws.file("sub"), withIntermediateDirectories: true)
        _ = try ReplayRun(paths: ["."]).run(with: replayer(ws), stdout: gate.capture(), stderr: gate.capture())
        #expect(ws.read(FailedRecord.fileName) == "wrong.t\n")
        var again = ReplayRun(paths: arguments)
        again.failedOnly = true
        let out = gate.capture()
        _ = try again.run(with: replayer(ws), stdout: out, stderr: gate.capture())
        #expect(out.text.hasPrefix("--failed: 1 of the previous run's 1 failures\nFAIL "))
    }
    @Test func transcriptsOutsideTheWorkingDirectoryOrGoneAreNotRemembered() throws {
        let ws = try Workspace()
        let outside = try Workspace()
        try outside.copy("wrong.t")
        try ws.copy("wrong.t")
        try ws.write(FailedRecord.fileName, "gone.t\nwrong.t\n")
        _ = try ReplayRun(paths: [outside.file("wrong.t")]).run(
            with: replayer(ws), stdout: gate.capture(), stderr: gate.capture())
        #expect(ws.read(FailedRecord.fileName) == "wrong.t\n")
    }
}

/// Transcript texts for the runner's tests.
enum FakeTexts {
    static let wrong = "$ formsh greet\nname>\n> Ada\n  ✓ hi Ada\n{{...}}\n[exit 0]\n"
}
