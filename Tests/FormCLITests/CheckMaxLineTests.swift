import Foundation
import TestSupport
import Testing

/// `check --max-line N` (docs/contract.md, "Secrets and memory" item 6): a line longer than N bytes is reported and
/// skipped
/// without being held, with one job and with several alike; the lines around it are judged.
@Suite struct CheckMaxLineTests {
    static let form = "Tests/Fixtures/check/form.json"

    func payloads(_ lines: [String]) throws -> TemporaryFile {
        try TemporaryFile(contents: lines.joined(separator: "\n"))
    }

    @Test(arguments: ["1", "3"])
    func aLongerLineIsReportedAndSkipped(jobs: String) throws {
        let long = #"{"full_name": ""# + String(repeating: "x", count: 500) + #""}"#
        let file = try payloads([#"{"a": 1}"#, long, "", long + long, #"{"b": 2}"#])
        let run = CLIRun(["check", "--json", "--jobs", jobs, "--max-line", "100", Self.form, file.path])
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 4)
        #expect(lines[0].hasPrefix(#"{"line": 1, "valid": false, "errors": {"#))
        #expect(lines[1] == #"{"line": 2, "valid": false, "error": "longer than 100 bytes (--max-line); skipped"}"#)
        #expect(lines[2] == #"{"line": 4, "valid": false, "error": "longer than 100 bytes (--max-line); skipped"}"#)
        #expect(lines[3].hasPrefix(#"{"line": 5, "valid": false, "errors": {"#))
        #expect(run.stderr == "4 payloads: 0 valid, 4 invalid\n")
        #expect(run.status == 1)
    }

    @Test func aLineOfExactlyTheLimitIsJudged() throws {
        let line = #"{"a": ""# + String(repeating: "y", count: 91) + #""}"#
        #expect(line.utf8.count == 100)
        let file = try payloads([line])
        let run = CLIRun(["check", "--max-line", "100", Self.form, file.path])
        #expect(run.stdout.contains("1: a: unknown key: no field has it\n"))
        #expect(!run.stdout.contains("--max-line"))
    }

    @Test(arguments: ["0", "-5", "x", "1.5"])
    func theLimitMustBeAWholeNumberOfBytes(_ value: String) {
        let run = CLIRun(["check", "--max-line", value, Self.form, "payloads.jsonl"])
        #expect(
            run.stderr
                == "Error: --max-line takes a whole number of bytes of at least 1, not '\(value)'\nUsage: formsh check FORM (PAYLOADS.jsonl [--summary] [--jobs N] [--max-line N] | --vectors FILE) [--json]\n"
        )
        #expect(run.status == 2)
    }
}
