import Foundation
import TestSupport
import Testing

/// `formsh check`: verdicts per payload line, both output modes, exit statuses, streaming.
@Suite struct CheckCommandTests {
    static let form = "Tests/Fixtures/check/form.json"
    static let payloads = "Tests/Fixtures/check/payloads.jsonl"

    @Test func textVerdictsMatchTheGolden() throws {
        let run = CLIRun(["check", Self.form, Self.payloads])
        #expect(run.stdout == (try Repository.text("Tests/Fixtures/check/expected.txt")))
        #expect(
            run.stdout.hasSuffix(
                "40: delivery_type: \"drone\" is not one of the options\n41: ok\n39 payloads: 11 valid, 28 invalid\n"))
        #expect(run.stderr == "")
        #expect(run.status == 1)
    }

    @Test func jsonVerdictsMatchTheGoldenWithTheSummaryOnStderr() throws {
        let run = CLIRun(["check", "--json", Self.form, Self.payloads])
        #expect(run.stdout == (try Repository.text("Tests/Fixtures/check/expected.jsonl")))
        #expect(run.stderr == "39 payloads: 11 valid, 28 invalid\n")
        #expect(run.status == 1)
    }

    @Test(arguments: [
        (
            2,
            #"{"line": 2, "valid": false, "errors": {"user_phone": "Format: +998XXXXXXXXX"}, "rules": {"user_phone": "regex"}}"#
        ),
        (6, #"{"line": 6, "valid": true, "errors": {}, "rules": {}}"#),
        (
            7,
            #"{"line": 7, "valid": false, "errors": {"address": "value for a hidden field"}, "rules": {"address": "hidden"}}"#
        ),
        (
            8,
            #"{"line": 8, "valid": false, "errors": {"nickname": "unknown key: no field has it"}, "rules": {"nickname": "unknownKey"}}"#
        ),
        (
            10,
            #"{"line": 10, "valid": false, "errors": {"term": "\"12\" is not one of the options"}, "rules": {"term": "option"}}"#
        ),
        (
            21,
            #"{"line": 21, "valid": false, "errors": {"full_name": "expected a string, found a number"}, "rules": {"full_name": "type"}}"#
        ),
        (18, #"{"line": 18, "valid": false, "error": "invalid JSON: unexpected character 'n' at column 1"}"#),
        (19, #"{"line": 19, "valid": false, "error": "expected a JSON object, found an array"}"#),
    ])
    func jsonLinesHaveTheShapeOfSpecSection3(_ line: Int, _ expected: String) {
        let run = CLIRun(["check", "--json", Self.form, Self.payloads])
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains(expected))
    }

    /// docs/contract.md, "Payload": numbers in any JSON spelling judged by exact value (1.5E6, 1.2e1 for an
    /// option 12, 1.8e1 for an integer, -0, 1e99999), a key given twice an error of that key.
    @Test func numberSpellingsAndRepeatedKeys() throws {
        let run = CLIRun(["check", "--json", Self.form, "Tests/Fixtures/check/spellings.jsonl"])
        #expect(run.stdout == (try Repository.text("Tests/Fixtures/check/spellings.expected.jsonl")))
        #expect(run.stdout.hasPrefix(#"{"line": 1, "valid": true, "errors": {}, "rules": {}}"#))
        #expect(
            run.stdout.contains(
                #"{"line": 7, "valid": false, "errors": {"pin": "the key appears more than once"}, "rules": {"pin": "duplicateKey"}}"#
            ))
        #expect(run.status == 1)
    }

    /// `--jobs N` judges on N threads and still writes every verdict in line order: the
    /// output is the same as with one job, over more lines than one batch holds.
    @Test(arguments: [2, 3])
    func jobsKeepLineOrder(_ jobs: Int) throws {
        let lines = try Repository.text(Self.payloads).split(separator: "\n", omittingEmptySubsequences: false).map(
            String.init)
        let many = Array(repeating: lines, count: 200).flatMap { $0 }
        #expect(many.reduce(0) { $0 + $1.utf8.count + 1 } > 1 << 20, "more than one batch")
        let file = try TemporaryFile(lines: many)
        let one = CLIRun(["check", "--json", Self.form, file.path])
        let parallel = CLIRun(["check", "--json", "--jobs", String(jobs), Self.form, file.path])
        #expect(parallel.stdout == one.stdout)
        #expect(parallel.stderr == one.stderr)
        #expect(parallel.status == 1)
    }

    @Test(arguments: ["0", "x", "257"])
    func jobsMustBeAWholeNumber(_ value: String) {
        let run = CLIRun(["check", "--jobs", value, Self.form, Self.payloads])
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix("Error: --jobs takes a whole number from 1 to 256, not '\(value)'\n"))
    }

    @Test func allValidIsExitZero() throws {
        let file = try TemporaryFile(lines: [Self.valid, "", Self.valid])
        let run = CLIRun(["check", Self.form, file.path])
        #expect(run.stdout == "1: ok\n3: ok\n2 payloads: 2 valid, 0 invalid\n")
        #expect(run.status == 0)
    }

    @Test func anEmptyFileHasNoPayloads() throws {
        let file = try TemporaryFile(contents: "")
        let run = CLIRun(["check", "--json", Self.form, file.path])
        #expect(run.stdout == "")
        #expect(run.stderr == "0 payloads: 0 valid, 0 invalid\n")
        #expect(run.status == 0)
    }

    /// Lines far longer than one read, many lines across read boundaries, no final newline.
    @Test func streamsLongAndManyLines() throws {
        let long = "{" + String(repeating: " ", count: 200_000) + String(Self.valid.dropFirst())
        var lines = [long]
        for _ in 0..<5_000 { lines.append(Self.valid) }
        lines.append(#"{"user_phone": "+99890"}"#)
        let file = try TemporaryFile(contents: lines.joined(separator: "\n"))
        let run = CLIRun(["check", Self.form, file.path])
        let out = run.stdout.split(separator: "\n")
        #expect(out.count == 5_000 + 1 + 7 + 1)
        #expect(out.first == "1: ok")
        #expect(out[5_000] == "5001: ok")
        #expect(out[5_001] == "5002: user_phone: Format: +998XXXXXXXXX")
        #expect(out.last == "5002 payloads: 5001 valid, 1 invalid")
        #expect(run.status == 1)
    }

    @Test func anUnreadablePayloadFileIsExitThree() {
        let run = CLIRun(["check", Self.form, "Tests/Fixtures/check/no-such.jsonl"])
        #expect(run.stderr == "Error: cannot read Tests/Fixtures/check/no-such.jsonl: no such file\n")
        #expect(run.status == 3)
    }

    @Test func aFormThatDoesNotLoadIsExitThree() {
        let run = CLIRun(["check", "Tests/Fixtures/lint/invalid-json.json", Self.payloads])
        #expect(
            run.stderr
                == "Error: Tests/Fixtures/lint/invalid-json.json: invalid JSON at line 4, column 18: unexpected character ','\n"
        )
        #expect(run.status == 3)
    }

    @Test(arguments: [
        (
            ["check"],
            "Error: missing FORM and PAYLOADS.jsonl\nUsage: formsh check FORM (PAYLOADS.jsonl [--summary] [--jobs N] [--max-line N] | --vectors FILE) [--json]\n"
        ),
        (
            ["check", "form.json"],
            "Error: missing PAYLOADS.jsonl\nUsage: formsh check FORM (PAYLOADS.jsonl [--summary] [--jobs N] [--max-line N] | --vectors FILE) [--json]\n"
        ),
        (
            ["check", "a", "b", "c"],
            "Error: check takes FORM and one PAYLOADS.jsonl\nUsage: formsh check FORM (PAYLOADS.jsonl [--summary] [--jobs N] [--max-line N] | --vectors FILE) [--json]\n"
        ),
        (
            ["check", "--jsonl", "a", "b"],
            "Error: unknown option '--jsonl'; did you mean '--json'?\nUsage: formsh check FORM (PAYLOADS.jsonl [--summary] [--jobs N] [--max-line N] | --vectors FILE) [--json]\n"
        ),
    ])
    func usageErrorsAreExitTwo(_ arguments: [String], _ stderr: String) {
        let run = CLIRun(arguments)
        #expect(run.stderr == stderr)
        #expect(run.status == 2)
    }

    static let valid =
        #"{"user_phone": "+998901234567", "full_name": "Ali Valiyev", "amount": 1500000, "delivery_type": "pickup", "interests": ["news"], "newsletter": true, "newsletter_topic": "weekly", "agree_terms": true, "pin": "1234"}"#
}

/// A file in a fresh temporary folder, removed with it when the value goes away.
final class TemporaryFile {
    let folder: TemporaryFolder
    let path: String

    init(contents: String, name: String = "payloads.jsonl") throws {
        folder = try TemporaryFolder("formsh-tests")
        path = try folder.write(name, contents)
    }

    convenience init(lines: [String]) throws {
        try self.init(contents: lines.map { $0 + "\n" }.joined())
    }
}

/// `check … -` reads the payloads from standard input (a real process: the in-process
/// command line has no standard input to give).
@Suite struct CheckStandardInputTests {
    static let binary = Repository.root + "/.build/debug/formsh"

    @Test(
        .enabled(
            if: FileManager.default.isExecutableFile(atPath: binary),
            "skipped: no debug build of formsh at .build/debug/formsh"))
    func readsPayloadsFromStandardInput() throws {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: Self.binary)
        p.arguments = ["check", CheckCommandTests.form, "-"]
        p.currentDirectoryURL = URL(fileURLWithPath: Repository.root)
        let input = Pipe()
        let output = Pipe()
        p.standardInput = input
        p.standardOutput = output
        p.standardError = FileHandle.nullDevice
        try p.run()
        input.fileHandleForWriting.write(Data((CheckCommandTests.valid + "\n{\"pin\": \"1\"\n").utf8))
        try input.fileHandleForWriting.close()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        #expect(
            String(decoding: out, as: UTF8.self)
                == "1: ok\n2: error: invalid JSON: unexpected end of input in an object at column 12\n2 payloads: 1 valid, 1 invalid\n"
        )
        #expect(p.terminationStatus == 1)
    }
}

/// `check --summary`: failures counted per field and rule, as text or a last JSON object.
@Suite struct CheckSummaryTests {
    static let form = "Tests/Fixtures/check/summary/form.json"
    static let payloads = "Tests/Fixtures/check/summary/payloads.jsonl"

    @Test(arguments: [["--jobs", "1"], ["--jobs", "2"]])
    func textEndsWithTheCountsPerFieldAndRule(_ jobs: [String]) throws {
        let run = CLIRun(["check", Self.form, Self.payloads, "--summary"] + jobs)
        #expect(run.status == 1)
        #expect(run.stdout == (try Repository.text("Tests/Fixtures/check/summary/expected.txt")))
        #expect(
            run.stdout.hasSuffix(
                """
                10 payloads: 2 valid, 8 invalid
                failures per field and rule:
                  3  telefon regex
                  2  ism minLength
                  1  ism required
                  1  yetkazish option
                  1  izoh maxLength
                  1  sharh unknownKey
                  1  (lines that are not a JSON object)

                """))
    }

    @Test func jsonEndsWithOneSummaryObject() {
        let run = CLIRun(["check", Self.form, Self.payloads, "--summary", "--json", "--jobs", "2"])
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 11)
        #expect(
            lines.last
                == #"{"kind": "summary", "payloads": 10, "valid": 2, "invalid": 8, "failures": [{"field": "telefon", "rule": "regex", "count": 3}, {"field": "ism", "rule": "minLength", "count": 2}, {"field": "ism", "rule": "required", "count": 1}, {"field": "yetkazish", "rule": "option", "count": 1}, {"field": "izoh", "rule": "maxLength", "count": 1}, {"field": "sharh", "rule": "unknownKey", "count": 1}], "notObjects": 1}"#
        )
        #expect(run.stderr == "10 payloads: 2 valid, 8 invalid\n")
    }

    @Test func allValidSaysNone() {
        let run = CLIRun(["check", "forms/delivery.json", "Tests/Fixtures/check/delivery-valid.jsonl", "--summary"])
        #expect(run.status == 0)
        #expect(
            run.stdout.hasSuffix("payloads: 2 valid, 0 invalid\nfailures per field and rule: none\n"), "\(run.stdout)")
    }
}
