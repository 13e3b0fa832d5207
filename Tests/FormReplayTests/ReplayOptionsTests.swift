import FormSystem
import Foundation
import Synchronization
import Testing

@testable import FormReplay

/// `--update` safety, `--fail-fast`, `--failed`, `-k`, empty shards and coloured diffs.
@Suite struct ReplayOptionsTests {
    let environment = ["REPLAY_NAME": "Grace"]

    func replayer(update: Bool = false, failFast: Bool = false, jobs: Int = 1) -> Replayer {
        Replayer(
            runner: FakeShell().runner, environment: environment, workingDirectory: "/w", jobs: jobs,
            update: update, failFast: failFast, gate: OutputGate())
    }

    /// A transcript that expects a greeting, whose session is refused (exit 2) or whose form
    /// does not load (exit 3) this time.
    static func notStarting(_ code: Int32) -> String {
        """
        # The form is found and greets.
        $ formsh greet --exit \(code)
        Fake form · greet · endpoint: built-in mock ({{endpoint}})
        Loaded 1 field.
        name>
        > Ada
          ✓ hi Ada
        Submitted in {{ms}} ms
        [exit 0]

        """
    }

    @Test(arguments: [Int32(2), 3])
    func updateLeavesATranscriptWhoseSessionCouldNotStartByteForByte(code: Int32) throws {
        let ws = try Workspace()
        let text = Self.notStarting(code)
        try ws.write("a.t", text)
        let result = replayer(update: true).replay(try ws.transcript("a.t"))
        #expect(result.verdict == .failed)
        #expect(
            result.message
                == "a.t:2: the session could not start (exit \(code), expected 0); --update left the transcript as it was"
        )
        #expect(ws.read("a.t") == text)
        #expect(ws.exists("a.t.actual"))
    }

    @Test func updateStillRewritesWhenTheTranscriptExpectsTheFailureToStart() throws {
        let ws = try Workspace()
        try ws.write("a.t", Self.notStarting(3).replacingOccurrences(of: "[exit 0]", with: "[exit 3]"))
        let result = replayer(update: true).replay(try ws.transcript("a.t"))
        #expect(result.verdict == .updated)
        #expect(ws.read("a.t")?.contains("  ✓ hello Ada") == true)
    }

    @Test(arguments: [1, 2])
    func failFastStopsAtTheFirstFailure(jobs: Int) throws {
        let ws = try Workspace()
        try ws.copy("pass.t", "wrong.t")
        try ws.write("x.t", try #require(ws.read("pass.t")))
        let ts = try ["pass.t", "wrong.t", "x.t"].map { try ws.transcript($0) }
        let seen = Mutex<[String]>([])
        let results = replayer(failFast: true, jobs: jobs).replay(ts) { r in seen.withLock { $0.append(r.path) } }
        #expect(results.map(\.path) == ["pass.t", "wrong.t"])
        #expect(seen.withLock { $0 } == ["pass.t", "wrong.t"])
        #expect(replayer(jobs: jobs).replay(ts).count == 3)
    }

    @Test func failedRecordKeepsWhatWasNotReplayedAndNamesOnly() throws {
        let ws = try Workspace()
        let file = ws.file(FailedRecord.fileName)
        #expect(FailedRecord.read(file) == nil)
        try FailedRecord(["b.t", "a.t", "b.t"]).write(to: file, through: OutputGate())
        #expect(ws.read(FailedRecord.fileName) == "a.t\nb.t\n")
        let next = try #require(FailedRecord.read(file)).updated(ran: ["a.t", "c.t"], failed: ["c.t"])
        #expect(next.paths == ["b.t", "c.t"])
        try FailedRecord([]).write(to: file, through: OutputGate())
        #expect(!ws.exists(FailedRecord.fileName))
    }

    @Test func failedRecordLivesInTheWorkingDirectoryAndNamesTranscriptsRelativeToIt() {
        #expect(FailedRecord.location(workingDirectory: "/w") == "/w/.formsh-replay-failed")
        for file in ["/w/t/a.t", "/w/./t//a.t", "/w/x/../t/a.t"] {
            #expect(FailedRecord.key(file: file, workingDirectory: "/w") == "t/a.t")
        }
        #expect(FailedRecord.key(file: "/elsewhere/./a.t", workingDirectory: "/w") == "/elsewhere/a.t")
        #expect(FailedRecord.key(file: "/w/../w/t/a.t", workingDirectory: "/w/") == "t/a.t")
        #expect(FailedRecord.key(file: "/wx/a.t", workingDirectory: "/w") == "/wx/a.t")
        #expect(FailedRecord.key(file: "/a.t", workingDirectory: "/") == "a.t")
    }

    func candidates(_ files: [(String, String)]) -> [ReplaySelection.Candidate] {
        files.map { name, text in
            ReplaySelection.Candidate(
                path: name, loaded: Result { () throws(TranscriptError) in try Transcript.parse(text, path: name) })
        }
    }

    let files = [
        ("t/delivery.t", "# Pickup makes the address optional.\n$ formsh greet\n[exit 0]\n"),
        ("t/loan.t", "# Income other than salary.\n$ formsh greet\n[exit 0]\n"),
        ("t/otp.t", "$ formsh greet\n[exit 0]\n"),
        ("t/broken.t", "no session here\n"),
    ]

    func k(_ text: String) -> KeywordExpression {
        do { return try KeywordExpression(parsing: text) } catch {
            Issue.record("\(error)")
            return .phrase("")
        }
    }

    @Test func keywordMatchesPathOrCommentIgnoringCase() {
        let byPath = ReplaySelection(
            candidates(files), failed: nil, keyword: k("OTP"), shard: Shard(index: 1, count: 1))
        #expect(byPath.transcripts.map(\.path) == ["t/otp.t"])
        #expect(byPath.problems.isEmpty)
        let byComment = ReplaySelection(
            candidates(files), failed: nil, keyword: k("pickup"), shard: Shard(index: 1, count: 1))
        #expect(byComment.transcripts.map(\.path) == ["t/delivery.t"])
        let none = ReplaySelection(
            candidates(files), failed: nil, keyword: k("nothing"), shard: Shard(index: 1, count: 1))
        #expect(none.transcripts.isEmpty && none.notes == ["no transcripts selected"])
    }

    @Test func failedSelectsThePreviousFailuresOrAllWhenNoneIsSelected() {
        let some = ReplaySelection(
            candidates(files), failed: FailedRecord(["t/loan.t", "t/gone.t"]), keyword: nil,
            shard: Shard(index: 1, count: 1))
        #expect(some.transcripts.map(\.path) == ["t/loan.t"])
        #expect(some.notes == ["--failed: 1 of the previous run's 2 failures"])
        let working = candidates(files.filter { $0.0 != "t/broken.t" })
        let all = ReplaySelection(working, failed: FailedRecord([]), keyword: nil, shard: Shard(index: 1, count: 1))
        #expect(all.transcripts.count == 3)
        #expect(all.notes == ["--failed: no failures remembered from the previous run; replaying all"])
        // A stale list, or one whose failures -k leaves out: everything selected runs, as pytest's --lf.
        let stale = ReplaySelection(
            working, failed: FailedRecord(["t/gone.t"]), keyword: nil, shard: Shard(index: 1, count: 1))
        #expect(stale.transcripts.count == 3)
        #expect(
            stale.notes == [
                "--failed: none of the previous run's 1 failures is among the selected transcripts; replaying all"
            ])
        let other = ReplaySelection(
            working, failed: FailedRecord(["t/loan.t"]), keyword: k("otp or delivery"),
            shard: Shard(index: 1, count: 1))
        #expect(other.transcripts.map(\.path) == ["t/delivery.t", "t/otp.t"])
    }

    @Test(arguments: [
        ("otp", ["t/otp.t"]),
        ("OTP or pickup", ["t/delivery.t", "t/otp.t"]),
        ("t/ and not loan", ["t/delivery.t", "t/otp.t"]),
        ("not (otp or loan)", ["t/delivery.t"]),
        ("(salary or pickup) and not delivery", ["t/loan.t"]),
        ("other than", ["t/loan.t"]),
        ("than other", []),
        ("not not otp", ["t/otp.t"]),
    ])
    func keywordExpressions(expression: String, paths: [String]) {
        let working = candidates(files.filter { $0.0 != "t/broken.t" })
        #expect(
            ReplaySelection(working, failed: nil, keyword: k(expression), shard: Shard(index: 1, count: 1)).transcripts
                .map(\.path) == paths)
    }

    @Test(arguments: [
        ("", "-k expected a word, `not` or `(` at the end"),
        ("a and", "-k expected a word, `not` or `(` at the end"),
        ("or a", "-k expected a word, `not` or `(` before `or`"),
        ("(a or b", "-k has a `(` without its `)`"),
        ("a) b", "unexpected `)` in -k 'a) b'"),
        ("a not b", "unexpected `not` in -k 'a not b'"),
    ])
    func keywordSyntaxErrors(expression: String, message: String) {
        #expect(throws: KeywordExpression.SyntaxError(description: message)) {
            try KeywordExpression(parsing: expression)
        }
    }

    @Test func anEmptyShardSaysSoAndAMalformedTranscriptOutsideTheSelectionIsNotAProblem() {
        let fewer = candidates(Array(files.prefix(2)))
        let empty = ReplaySelection(fewer, failed: nil, keyword: nil, shard: Shard(index: 3, count: 3))
        #expect(empty.transcripts.isEmpty && empty.problems.isEmpty)
        #expect(empty.notes == ["shard 3/3 is empty: no transcripts to replay"])
        let broken = ReplaySelection(
            candidates(files), failed: nil, keyword: k("broken"), shard: Shard(index: 1, count: 1))
        #expect(broken.problems.count == 1)
        let others = ReplaySelection(
            candidates(files), failed: nil, keyword: k("loan"), shard: Shard(index: 1, count: 1))
        #expect(others.problems.isEmpty)
    }

    @Test func diffColoursChangedLinesOnly() {
        let diff = "--- a.t\n+++ a.t.actual\n@@ -1,2 +1,2 @@\n same\n-old\n+new\n"
        #expect(
            DiffColors.colored(diff) == """
                \u{1B}[1m--- a.t\u{1B}[0m
                \u{1B}[1m+++ a.t.actual\u{1B}[0m
                \u{1B}[36m@@ -1,2 +1,2 @@\u{1B}[0m
                 same
                \u{1B}[31m-old\u{1B}[0m
                \u{1B}[32m+new\u{1B}[0m

                """)
        let result = TranscriptResult(path: "a.t", verdict: .failed, sessions: 1, diff: diff)
        #expect(result.report(colored: false) == "FAIL a.t\n" + diff)
        #expect(result.report(colored: true) == "FAIL a.t\n" + DiffColors.colored(diff))
    }
}
