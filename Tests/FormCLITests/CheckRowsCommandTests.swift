import Foundation
import TestSupport
import Testing

/// `check` and `diff --payloads` over stored rows: `--payload POINTER` finds each line's
/// payload, `--id POINTER` names its verdicts and witnesses.
@Suite struct CheckRowsCommandTests {
    static let form = "Tests/Fixtures/check/summary/form.json"
    static let rows = "Tests/Fixtures/check/rows/rows.jsonl"
    static let pointers = ["--payload", "/payload", "--id", "/id"]

    @Test func textVerdictsAreNamedByIdAndMatchTheGolden() throws {
        let run = CLIRun(["check", Self.form, Self.rows] + Self.pointers)
        #expect(run.stdout == (try Repository.text("Tests/Fixtures/check/rows/expected.txt")))
        #expect(
            run.stdout.hasPrefix("1017: ok\n1018: telefon: Format: +998XXXXXXXXX\nариза-7: ism: Ism kamida 2 belgi\n"))
        #expect(run.stdout.contains("\n1021: error: no payload at /payload\nline 5: ok\n"))
        #expect(run.stdout.hasSuffix("11 payloads: 2 valid, 9 invalid\n"))
        #expect(run.status == 1)
    }

    @Test func jsonNamesEachVerdictByIdAndLine() throws {
        let run = CLIRun(["check", "--json", Self.form, Self.rows, "--payload=/payload", "--id=/id"])
        #expect(run.stdout == (try Repository.text("Tests/Fixtures/check/rows/expected.jsonl")))
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(
            lines[1]
                == #"{"id": 1018, "line": 2, "valid": false, "errors": {"telefon": "Format: +998XXXXXXXXX"}, "rules": {"telefon": "regex"}}"#
        )
        #expect(lines[3] == #"{"id": 1021, "line": 4, "valid": false, "error": "no payload at /payload"}"#)
        #expect(lines[4] == #"{"id": null, "line": 5, "valid": true, "errors": {}, "rules": {}}"#)
        #expect(run.stderr == "11 payloads: 2 valid, 9 invalid\n")
    }

    /// Ids come from others' data: in text, control characters are escapes and a newline
    /// cannot start a verdict line of its own; JSON keeps the id exactly.
    @Test func controlCharactersInAnIdDoNotReachTheTerminal() {
        let text = CLIRun(["check", Self.form, Self.rows] + Self.pointers).stdout
        #expect(text.contains(#"x\x1b[2J\x0aline 99: yetkazish: "dron" is not one of the options"#))
        #expect(!text.contains("\u{1B}"))
        #expect(!text.split(separator: "\n").contains { $0.hasPrefix("line 99") })
        let json = CLIRun(["check", "--json", Self.form, Self.rows] + Self.pointers).stdout
        #expect(json.contains(#"{"id": "x\u001b[2J\nline 99", "line": 9, "valid": false"#))
    }

    /// A row with nothing at the payload pointer is an error and fails the run, even when
    /// every other row is valid.
    @Test func aRowWithoutAPayloadFailsTheRun() throws {
        let file = try TemporaryFile(lines: [
            #"{"id": 7, "payload": {"ism": "Дилноза", "telefon": "+998901234567", "yetkazish": "kuryer"}}"#,
            #"{"id": 8, "data": {"ism": "Gʻayrat 🙂"}}"#,
        ])
        let run = CLIRun(["check", Self.form, file.path] + Self.pointers)
        #expect(run.stdout == "7: ok\n8: error: no payload at /payload\n2 payloads: 1 valid, 1 invalid\n")
        #expect(run.status == 1)
        let bare = CLIRun(["check", Self.form, file.path, "--payload", "/payload"])
        #expect(bare.stdout == "1: ok\n2: error: no payload at /payload\n2 payloads: 1 valid, 1 invalid\n")
    }

    @Test(arguments: [["--jobs", "2"], ["--jobs", "3", "--json"], ["--jobs", "2", "--summary"]])
    func jobsWriteWhatOneJobWrites(_ options: [String]) throws {
        let many = try TemporaryFile(contents: String(repeating: try Repository.text(Self.rows), count: 500))
        let one = CLIRun(
            ["check", Self.form, many.path] + Self.pointers + options.filter { $0 == "--json" || $0 == "--summary" })
        let parallel = CLIRun(["check", Self.form, many.path] + Self.pointers + options)
        #expect(parallel.stdout == one.stdout)
        #expect(parallel.stderr == one.stderr)
        #expect(one.stdout.utf8.count > 1 << 17, "more than one batch of verdicts")
    }

    @Test func theSummaryIsUnchanged() {
        let run = CLIRun(["check", Self.form, Self.rows, "--summary"] + Self.pointers)
        #expect(
            run.stdout.hasSuffix(
                """
                11 payloads: 2 valid, 9 invalid
                failures per field and rule:
                  2  telefon regex
                  1  ism minLength
                  1  yetkazish option
                  1  izoh maxLength
                  1  sharh unknownKey
                  4  (lines that are not a JSON object)

                """))
    }

    @Test(arguments: [
        (
            ["check", form, rows, "--payload", "payload"],
            "Error: --payload takes a JSON Pointer such as /payload, not 'payload'"
        ),
        (["check", form, rows, "--id", "/a~2"], "Error: --id takes a JSON Pointer such as /payload, not '/a~2'"),
        (
            ["check", form, "--vectors", rows, "--payload", "/payload"],
            "Error: --vectors takes neither --payload nor --id"
        ),
        (
            ["diff", "forms/delivery.json", "forms/delivery.json", "--id", "/id"],
            "Error: --payload and --id read the rows of --payloads FILE.jsonl"
        ),
        (["check", form, rows, "--payloadd", "/p"], "Error: unknown option '--payloadd'; did you mean '--payload'?"),
    ])
    func usageErrors(_ arguments: [String], _ message: String) {
        let run = CLIRun(arguments)
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix(message), "\(run.stderr)")
    }
}

/// `diff --payloads` over stored rows: the witness of each breaking change is named by id.
@Suite struct DiffRowsCommandTests {
    static let old = "Tests/Fixtures/diff/delivery_1.1.json"
    static let new = "Tests/Fixtures/diff/delivery_1.2.json"
    static let rows = "Tests/Fixtures/diff/stored-rows.jsonl"

    @Test func witnessesAreNamedById() {
        let run = CLIRun(["diff", Self.old, Self.new, "--payloads", Self.rows, "--payload", "/payload", "--id", "/id"])
        #expect(run.status == 1)
        #expect(
            run.stdout == """
                breaking option-removed /components/1/props/options/1: delivery_type: option "pickup" removed
                  breaks 2 of 7 stored payloads (first: id 501)
                breaking rule-tightened /components/2/validations/0/value: comment: maxLength 200 → 100
                  breaks 1 of 7 stored payloads (first: id ариза-503)
                breaking required-field-added /components/4: required field phone (text_input) added, shown by default
                  breaks 4 of 7 stored payloads (first: id 501)
                compatible component-moved /components/2: comment moved (was /components/3); only the order changed
                breaking major-version-not-raised /version: 3 breaking changes but version 1.1.0 → 1.2.0 keeps the major version
                payloads: 7 lines, 4 accepted by OLD, 4 of them rejected by NEW (first: id 501); 1 with no payload at /payload (first: id 505)

                """)
    }

    @Test func jsonGivesTheFirstLineAndItsId() {
        let lines = CLIRun([
            "diff", Self.old, Self.new, "--payloads", Self.rows, "--payload", "/payload", "--id", "/id", "--json",
        ])
        .stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 6)
        #expect(lines[1].hasSuffix(#""payloads":{"breaks":1,"of":7,"first":3,"firstId":"ариза-503"}}"#))
        #expect(
            lines[5]
                == #"{"kind":"payloads","lines":7,"acceptedByOld":4,"rejectedByNew":4,"unexplained":0,"first":1,"firstId":501,"noPayload":{"lines":1,"first":5,"firstId":505}}"#
        )
    }

    /// A row without a payload fails the diff even when nothing is breaking.
    @Test func aRowWithoutAPayloadFailsTheDiff() throws {
        let file = try TemporaryFile(lines: [
            #"{"id": 1, "payload": {"delivery_type": "courier", "address": "Тошкент 🙂"}}"#, #"{"id": 2}"#,
        ])
        let run = CLIRun([
            "diff", "forms/delivery.json", Self.old, "--payloads", file.path, "--payload", "/payload", "--id", "/id",
        ])
        #expect(
            run.stdout.hasSuffix(
                "payloads: 2 lines, 1 accepted by OLD, 0 of them rejected by NEW; 1 with no payload at /payload (first: id 2)\n"
            ))
        #expect(run.status == 1)
    }
}
