import FormCore
import FormSystem
import Testing

@testable import FormReplay
@testable import FormShell

/// `cover`'s replay: every session of the transcripts in order, and of the verdicts each
/// shows, the errors with the rule behind them.
@Suite struct ShownMessagesTests {
    static let transcript = """
        $ formsh run a.json
        > x
        [exit 0]

        $ formsh run b.json
        > {{env:NAME}}
        [exit 1]

        """

    func verdict(_ key: String, _ verdict: Verdict, rule: RuleIdentity?) -> FieldVerdict {
        FieldVerdict(
            field: 0, key: key, verdict: verdict, rule: rule, chosen: nil, showsValue: false, context: .entered)
    }

    @Test func eachSessionRunsInOrderAndItsErrorsAreCounted() throws {
        let transcript = try Transcript.parse(Self.transcript, path: "t.t")
        let replayer = Replayer(
            runner: { _ in SessionResult(output: "", exitCode: 0, endpoint: nil) }, environment: ["NAME": "Ada"],
            workingDirectory: "/w", jobs: 1, gate: OutputGate())
        var ran: [[String]] = []
        let (messages, sessions) = replayer.shownMessages(of: [transcript, transcript]) { _ in
            Issue.record("no transcript is skipped")
        } run: { request, observer in
            ran.append(request.arguments + request.input.map(\.value))
            observer(
                "s",
                verdict("name", .invalid(message: "m", warning: nil), rule: RuleIdentity(index: 1, name: "minLength")))
            observer("s", verdict("name", .valid, rule: nil))
            observer("s", verdict("name", .invalid(message: "m", warning: nil), rule: nil))
            return SessionResult(output: "", exitCode: 0, endpoint: nil)
        }
        #expect(sessions == 4)
        #expect(
            ran == [
                ["run", "a.json", "x"], ["run", "b.json", "Ada"], ["run", "a.json", "x"], ["run", "b.json", "Ada"],
            ])
        #expect(
            messages.map { "\($0.screenId) \($0.key) \($0.ruleIndex) \($0.rule)" }
                == Array(repeating: "s name 1 minLength", count: 4))
    }

    @Test func aTranscriptThatCannotBeSetUpIsSkipped() throws {
        let transcript = try Transcript.parse(Self.transcript, path: "t.t")
        let replayer = Replayer(
            runner: { _ in SessionResult(output: "", exitCode: 0, endpoint: nil) }, environment: [:],
            workingDirectory: "/w", jobs: 1, gate: OutputGate())
        var skipped: [String] = []
        let (messages, sessions) = replayer.shownMessages(of: [transcript]) {
            skipped.append($0.description)
        } run: { _, _ in
            Issue.record("no session runs")
            return SessionResult(output: "", exitCode: 0, endpoint: nil)
        }
        #expect(sessions == 0 && messages.isEmpty)
        #expect(skipped == ["t.t:6: environment variable NAME is not set"])
    }
}
