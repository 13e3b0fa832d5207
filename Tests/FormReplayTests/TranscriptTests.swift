import Testing

@testable import FormReplay

@Suite struct TranscriptTests {
    /// Parses text that must be well-formed.
    func parse(_ text: String) throws -> Transcript {
        try Transcript.parse(text, path: "t.t")
    }

    /// The `file:line: what` of a malformed text, or nil when it parses.
    func problem(_ text: String) -> String? {
        do {
            _ = try Transcript.parse(text, path: "t.t")
            return nil
        } catch {
            return error.description
        }
    }

    @Test func everyConstruct() throws {
        let t = try parse(
            """
            # Delivery: a comment
            #another

            $ formsh forms/delivery.json --header 'X-A: b c'
            Header ({{endpoint}}) took {{ms}} ms
            {{...}}
            delivery_type>
            > 1
            >
            > {{env:CODE}}
            \\> not typed
            \\$ not a command
            \\[exit 0] not an end
            # a comment inside a session
            #not a comment: output
            \\# output, not a comment

            [exit 1]

            # second
            $ formsh lint "a b.json"
            [exit 0]
            """)
        #expect(t.sessions.count == 2)
        #expect(t.sessions[0].arguments == ["forms/delivery.json", "--header", "X-A: b c"])
        #expect(t.sessions[0].exitCode == 1)
        #expect(t.sessions[1].arguments == ["lint", "a b.json"])
        #expect(t.sessions[1].exitCode == 0)
        let kinds = t.lines.map(\.kind)
        #expect(kinds[0] == .comment)
        #expect(kinds[1] == .comment)
        #expect(kinds[2] == .blank)
        #expect(kinds[5] == .gap)
        #expect(kinds[7] == .input(try InputTemplate(parsing: "1")))
        #expect(kinds[8] == .input(try InputTemplate(parsing: "")))
        #expect(kinds[9] == .input(try InputTemplate(parsing: "{{env:CODE}}")))
        #expect(kinds[10] == .output(try LinePattern(parsing: "> not typed")))
        #expect(kinds[11] == .output(try LinePattern(parsing: "$ not a command")))
        #expect(kinds[12] == .output(try LinePattern(parsing: "[exit 0] not an end")))
        #expect(kinds[13] == .comment)
        #expect(kinds[14] == .output(try LinePattern(parsing: "#not a comment: output")))
        #expect(kinds[15] == .output(try LinePattern(parsing: "# output, not a comment")))
        #expect(kinds[16] == .output(try LinePattern(parsing: "")))
        #expect(kinds[17] == .exit(1))
        #expect(kinds[18] == .blank)
        #expect(kinds[19] == .comment)
        #expect(t.lines[3].number == 4)
        #expect(t.lines[3].text == "$ formsh forms/delivery.json --header 'X-A: b c'")
    }

    @Test func bodyAndExpectedRanges() throws {
        let t = try parse("$ formsh a\none\n> x\n[exit 0]\n")
        #expect(t.sessions[0].body == 1..<3)
        #expect(t.sessions[0].expected == 1...3)
    }

    @Test func crlfLineEndingsAreRead() throws {
        let t = try parse("# c\r\n$ formsh a\r\nout\r\n[exit 2]\r\n")
        #expect(t.lines.map(\.text) == ["# c", "$ formsh a", "out", "[exit 2]"])
        #expect(t.sessions[0].exitCode == 2)
    }

    @Test func trailingSpacesAfterExitAndGap() throws {
        let t = try parse("$ formsh a\n{{...}}  \n[exit 3] \n")
        #expect(t.lines[1].kind == .gap)
        #expect(t.sessions[0].exitCode == 3)
    }

    @Test func unknownPlaceholderIsLiteral() throws {
        let t = try parse("$ formsh a\nMust be {{min}} chars {{Any}}\n[exit 0]\n")
        guard case .output(let p) = t.lines[1].kind else {
            Issue.record("not output")
            return
        }
        #expect(!p.hasPlaceholders)
        #expect(p.matches("Must be {{min}} chars {{Any}}", endpoint: nil))
    }

    @Test(arguments: [
        ("", "t.t:1: no session: a transcript needs at least one `$ formsh ARGS` line"),
        ("# only a comment\n", "t.t:1: no session: a transcript needs at least one `$ formsh ARGS` line"),
        (
            "# c\n> 1\n$ formsh a\n[exit 0]\n",
            "t.t:2: input line outside a session: a session starts with `$ formsh ARGS` and ends with `[exit N]`"
        ),
        (
            "# c\nHeader\n$ formsh a\n[exit 0]\n",
            "t.t:2: expected output outside a session: a session starts with `$ formsh ARGS` (comments start with `#`)"
        ),
        (
            "{{...}}\n$ formsh a\n[exit 0]\n",
            "t.t:1: `{{...}}` outside a session: a session starts with `$ formsh ARGS`"
        ),
        (
            "# session without $\nout\n[exit 0]\n",
            "t.t:2: expected output outside a session: a session starts with `$ formsh ARGS` (comments start with `#`)\n"
                + "t.t:3: `[exit N]` without a session: no `$ formsh ARGS` line opened one"
        ),
        ("[exit 0]\n", "t.t:1: `[exit N]` without a session: no `$ formsh ARGS` line opened one"),
        (
            "$ formsh a\n[exit 0]\nstray\n",
            "t.t:3: expected output outside a session: a session starts with `$ formsh ARGS` (comments start with `#`)"
        ),
        ("$ formsh a\n[exit one]\n", "t.t:2: expected `[exit N]` with N a number from 0 to 255, found `[exit one]`"),
        ("$ formsh a\n[exit]\n", "t.t:2: expected `[exit N]` with N a number from 0 to 255, found `[exit]`"),
        ("$ formsh a\n[exit 256]\n", "t.t:2: expected `[exit N]` with N a number from 0 to 255, found `[exit 256]`"),
        ("$ formsh a\n[exit -1]\n", "t.t:2: expected `[exit N]` with N a number from 0 to 255, found `[exit -1]`"),
        ("$ formsh a\n[exited]\n", "t.t:2: expected `[exit N]` with N a number from 0 to 255, found `[exited]`"),
        (
            "$ formsh a\n[exit 1] done\n",
            "t.t:2: expected `[exit N]` with N a number from 0 to 255, found `[exit 1] done`"
        ),
        ("$ formsh 'forms/a.json\n[exit 0]\n", "t.t:1: unterminated single quote in the arguments"),
        ("$ formsh \"forms/a.json\n[exit 0]\n", "t.t:1: unterminated double quote in the arguments"),
        ("$ formsh a\\\n[exit 0]\n", "t.t:1: backslash at the end of the arguments"),
        (
            "$ formsh a.json 2>&1\n[exit 0]\n",
            "t.t:1: unquoted `>` in the arguments: replay runs no shell (no pipes or redirections); quote it to pass it to formsh"
        ),
        (
            "$ formsh a.json | cat\n[exit 0]\n",
            "t.t:1: unquoted `|` in the arguments: replay runs no shell (no pipes or redirections); quote it to pass it to formsh"
        ),
        ("$ ls\n[exit 0]\n", "t.t:1: a session runs formsh: expected `$ formsh ARGS`, found `$ ls`"),
        ("$\n[exit 0]\n", "t.t:1: a session runs formsh: expected `$ formsh ARGS`, found `$`"),
        (
            "$ FOO=1 formsh a\n[exit 0]\n",
            "t.t:1: a session runs formsh: expected `$ formsh ARGS`, found `$ FOO=1 formsh a`"
        ),
        ("$ formsh a\nout\n", "t.t:2: the session started at line 1 has no `[exit N]`"),
        ("$ formsh a\nout\n$ formsh b\n[exit 0]\n", "t.t:3: the session started at line 1 has no `[exit N]`"),
        (
            "$ formsh a\nsee {{...}} here\n[exit 0]\n",
            "t.t:2: `{{...}}` stands for whole lines and must be alone on its line; use `{{any}}` within a line"
        ),
        (
            "$ formsh a\n> {{env:1X}}\n[exit 0]\n",
            "t.t:2: `{{env:1X}}` is not a variable: write `{{env:NAME}}` with NAME letters, digits and `_`"
        ),
        (
            "$ formsh a\n> {{env:}}\n[exit 0]\n",
            "t.t:2: `{{env:}}` is not a variable: write `{{env:NAME}}` with NAME letters, digits and `_`"
        ),
        (
            "$ formsh a\n> {{env:A B}}\n[exit 0]\n",
            "t.t:2: `{{env:A B}}` is not a variable: write `{{env:NAME}}` with NAME letters, digits and `_`"
        ),
        (
            "$ formsh a\n> {{env:OPEN\n[exit 0]\n",
            "t.t:2: `{{env:OPEN` is not a variable: write `{{env:NAME}}` with NAME letters, digits and `_`"
        ),
    ])
    func malformed(text: String, message: String) {
        #expect(problem(text) == message)
    }

    /// A malformed transcript reports every problem, each on its line, not only the first.
    @Test func everyProblemIsReported() {
        let text = """
            # Several mistakes.
            $ formsh a
            > {{re:[0-9]+}}
            ok {{re:(}}
            [exit x]
            $ formsh b
            out
            $ formsh c
            [exit 0]
            stray
            """
        #expect(
            problem(text) == """
                t.t:3: `{{re:[0-9]+}}` in a typed line: only `{{env:NAME}}` works there (to type the text itself, write `\\{{re:[0-9]+}}`)
                t.t:4: `{{re:(}}` is not a regex placeholder (U_REGEX_MISMATCHED_PAREN at offset 1): write `{{re:REGEX}}` with an ICU regex
                t.t:5: expected `[exit N]` with N a number from 0 to 255, found `[exit x]`
                t.t:8: the session started at line 6 has no `[exit N]`
                t.t:10: expected output outside a session: a session starts with `$ formsh ARGS` (comments start with `#`)
                """)
    }

    /// `replay --check` adds what replay reads literally: placeholder-shaped text that is no placeholder.
    @Test func checkAlsoReportsUnknownPlaceholders() {
        let text = "$ formsh a\nHello {{name}} \\{{kept}} {{any}}\n> {{nick}}\n\\{{Endpoint}}\n[exit 0]\n"
        #expect(
            TranscriptCheck.problems(bytes: Array(text.utf8), path: "t.t").map(\.description) == [
                "t.t:2: unknown placeholder `{{name}}`: an output line knows {{endpoint}}, {{ms}}, {{any}} and {{re:REGEX}} (for the text itself, write `\\{{name}}`)",
                "t.t:3: `{{nick}}` in a typed line: only `{{env:NAME}}` works there (for the text itself, write `\\{{nick}}`)",
                "t.t:4: unknown placeholder `{{Endpoint}}`: an output line knows {{endpoint}}, {{ms}}, {{any}} and {{re:REGEX}} (for the text itself, write `\\{{Endpoint}}`)",
            ])
        #expect(TranscriptCheck.problems(bytes: Array("$ formsh a\n[exit 0]\n".utf8), path: "t.t").isEmpty)
    }

    /// A `#` line inside a session that is not a `# ` comment is output; `--check` says so,
    /// since it reads like a comment.
    @Test func checkReportsAHashLineThatIsNoComment() {
        let text = "# before\n$ formsh a\n# a comment, Привет ʻ 🎉\n#not a comment\n#\n\\# escaped output\n[exit 0]\n"
        #expect(
            TranscriptCheck.problems(bytes: Array(text.utf8), path: "t.t").map(\.description) == [
                "t.t:4: `#not a comment` is an output line, not a comment: a comment inside a session starts with `# `; "
                    + "write `\\#not a comment` to expect the output",
                "t.t:5: `#` is an output line, not a comment: a comment inside a session starts with `# `; "
                    + "write `\\#` to expect the output",
            ])
    }

    @Test func notUTF8() {
        #expect(throws: TranscriptError.malformed(path: "t.t", line: 2, problem: .notUTF8)) {
            try Transcript.parse(
                bytes: Array("$ formsh a\n".utf8) + [0xFF, 0x0A] + Array("[exit 0]\n".utf8), path: "t.t")
        }
    }

    @Test func loadReportsAMissingFile() {
        #expect(throws: TranscriptError.unreadable(path: "nope.t", reason: "no such file")) {
            try Transcript.load(path: "nope.t", filePath: "/nonexistent/nope.t")
        }
    }
}

/// Line kinds are told by bytes: a space followed by a combining mark is one Swift
/// `Character`, so `> ` + such a value must still read as a typed line.
@Suite struct TranscriptCombiningMarkTests {
    @Test(arguments: ["> \u{301}x", "\\\u{301}x"])
    func aCombiningMarkAfterThePrefixKeepsTheLineKind(line: String) throws {
        let t = try Transcript.parse("$ formsh f.json\n\(line)\n[exit 0]\n", path: "t.t")
        let kind = t.lines[1].kind
        if line.hasPrefix(">") {
            guard case .input(let template) = kind else {
                Issue.record("not input: \(kind)")
                return
            }
            #expect(try template.value(in: [:]).get() == "\u{301}x")
        } else {
            guard case .output = kind else {
                Issue.record("not output: \(kind)")
                return
            }
        }
    }
}
