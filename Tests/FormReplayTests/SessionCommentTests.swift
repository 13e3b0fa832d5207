import FormShell
import FormSystem
import Testing

@testable import FormReplay

/// Comments inside a session (docs/contract.md, "Transcripts"): a `# ` line is never
/// compared and stays where it stands in `NAME.t.actual` and after `--update`; an output
/// line that itself starts with `#` is written `\#…` and reads back as output.
@Suite struct SessionCommentTests {
    func replayer(update: Bool = false) -> Replayer {
        Replayer(
            runner: FakeShell().runner, environment: [:], workingDirectory: "/work/dir", jobs: 1, update: update,
            gate: OutputGate())
    }

    static let commented = """
        # Before the session.
        $ formsh greet
        # The header names the mock: Привет, Oʻzbek 🎉
        Fake form · greet · endpoint: built-in mock ({{endpoint}})
        # The count of fields.
        Loaded 1 field.
        name>
        # Typed next: a name.
        > Ada
        #   indented words, kept as written  
        # 
          ✓ hello Ada
        # Then the submission.
        {{...}}
        # Last words before the end.
        [exit 0]
        # After it.

        """

    @Test func commentsInsideASessionAreNeverCompared() throws {
        let ws = try Workspace()
        try ws.write("c.t", Self.commented)
        let result = replayer().replay(try ws.transcript("c.t"))
        #expect(result.verdict == .passed, "\(result.report)")
        #expect(!ws.exists("c.t.actual"))
    }

    @Test(arguments: [false, true])
    func theActualAndTheUpdateKeepEveryCommentInPlace(update: Bool) throws {
        let ws = try Workspace()
        try ws.write("c.t", Self.commented.replacingOccurrences(of: "$ formsh greet", with: "$ formsh greet --word hi"))
        let result = replayer(update: update).replay(try ws.transcript("c.t"))
        #expect(result.verdict == (update ? .updated : .failed))
        let written = try #require(ws.read(update ? "c.t" : "c.t.actual"))
        #expect(
            written
                == Self.commented
                .replacingOccurrences(of: "$ formsh greet", with: "$ formsh greet --word hi")
                .replacingOccurrences(of: "· greet ·", with: "· greet --word hi ·")
                .replacingOccurrences(of: "  ✓ hello Ada", with: "  ✓ hi Ada"))
        let again = replayer().replay(try ws.transcript(update ? "c.t" : "c.t.actual"))
        #expect(again.verdict == .passed, "\(again.report)")
    }

    /// The diff shows the comments as context, never as removed or added lines.
    @Test func theDiffShowsCommentsAsContext() throws {
        let ws = try Workspace()
        try ws.write(
            "c.t",
            "$ formsh greet\n{{...}}\nname>\n# typed next\n> Ada\n# the greeting\n  ✓ hi Ada\n{{...}}\n[exit 0]\n")
        let result = replayer().replay(try ws.transcript("c.t"))
        #expect(result.diff.contains("\n # the greeting\n-  ✓ hi Ada\n+  ✓ hello Ada\n"), "\(result.diff)")
        #expect(result.diff.contains("\n # typed next\n"))
    }

    /// An output line starting with `#` is written escaped in `.actual` and by `--update`,
    /// and the written transcript replays green.
    @Test(arguments: ["# not a comment: Привет ʻ 🎉", "#", "#hash"])
    func anOutputLineStartingWithAHashRoundTrips(said: String) throws {
        let ws = try Workspace()
        let quoted = "'" + said + "'"
        try ws.write(
            "h.t", "$ formsh greet --say \(quoted)\n{{...}}\nLoaded 1 field.\nsomething else\n{{...}}\n[exit 0]\n")
        let failed = replayer().replay(try ws.transcript("h.t"))
        #expect(failed.verdict == .failed)
        let actual = try #require(ws.read("h.t.actual"))
        #expect(actual.contains("\nLoaded 1 field.\n\\\(said)\n"), "\(actual)")
        #expect(replayer().replay(try ws.transcript("h.t.actual")).verdict == .passed)
        #expect(replayer(update: true).replay(try ws.transcript("h.t")).verdict == .updated)
        #expect(ws.read("h.t") == actual)
        #expect(replayer().replay(try ws.transcript("h.t")).verdict == .passed)
    }
}
