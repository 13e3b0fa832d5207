import Foundation
import TestSupport
import Testing

/// `formsh diff`: --payloads, --format markdown, --fail-on, and their usage errors.
@Suite struct DiffCommandTests {
    static let old = "Tests/Fixtures/diff/delivery_1.1.json"
    static let new = "Tests/Fixtures/diff/delivery_1.2.json"
    static let stored = "Tests/Fixtures/diff/stored.jsonl"

    @Test func payloadsAreCountedUnderEachBreakingChange() {
        let run = CLIRun(["diff", Self.old, Self.new, "--payloads", Self.stored])
        #expect(run.status == 1)
        #expect(
            run.stdout == """
                breaking option-removed /components/1/props/options/1: delivery_type: option "pickup" removed
                  breaks 2 of 6 stored payloads (first: line 1)
                breaking rule-tightened /components/2/validations/0/value: comment: maxLength 200 → 100
                  breaks 1 of 6 stored payloads (first: line 3)
                breaking required-field-added /components/4: required field phone (text_input) added, shown by default
                  breaks 4 of 6 stored payloads (first: line 1)
                compatible component-moved /components/2: comment moved (was /components/3); only the order changed
                breaking major-version-not-raised /version: 3 breaking changes but version 1.1.0 → 1.2.0 keeps the major version
                payloads: 6 lines, 4 accepted by OLD, 4 of them rejected by NEW (first: line 1)

                """)
    }

    @Test func payloadsInJSON() {
        let lines = CLIRun(["diff", Self.old, Self.new, "--payloads", Self.stored, "--json"]).stdout.split(
            separator: "\n"
        ).map(String.init)
        #expect(lines.count == 6)
        #expect(lines[1].hasSuffix(#""old":200,"new":100,"payloads":{"breaks":1,"of":6,"first":3}}"#))
        #expect(lines[3].hasSuffix(#""payloads":null}"#))
        #expect(
            lines[5] == #"{"kind":"payloads","lines":6,"acceptedByOld":4,"rejectedByNew":4,"unexplained":0,"first":1}"#)
    }

    @Test func markdownMatchesTheGolden() throws {
        let run = CLIRun(["diff", Self.old, Self.new, "--payloads", Self.stored, "--format", "markdown"])
        #expect(run.status == 1)
        #expect(run.stdout == (try Repository.text("Tests/Fixtures/diff/delivery_1.1-1.2.md")))
    }

    static let failOn: [([String], Int32)] = [
        ([], 0), (["--fail-on", "compatible"], 1), (["--fail-on", "wording"], 1),
    ]

    @Test(arguments: failOn)
    func failOnMakesCompatibleChangesFail(_ options: [String], _ status: Int32) {
        // forms/delivery.json → 1.1: an option added (compatible), a message and a placeholder changed (wording).
        #expect(CLIRun(["diff", "forms/delivery.json", Self.old] + options).status == status)
    }

    @Test func failOnWordingFailsOnWordingAlone() throws {
        let text = try Repository.text(Self.old).replacingOccurrences(
            of: "\"label\": \"Manzil\"", with: "\"label\": \"Манзил\"")
        let file = try TemporaryFile(contents: text, name: "diff.json")
        #expect(CLIRun(["diff", Self.old, file.path, "--fail-on", "compatible"]).status == 0)
        #expect(CLIRun(["diff", Self.old, file.path, "--fail-on", "wording"]).status == 1)
    }

    @Test(arguments: [
        (["diff", old, new, "--format", "html"], "Error: --format takes text or markdown, not 'html'", Int32(2)),
        (
            ["diff", old, new, "--json", "--format", "markdown"],
            "Error: --json and --format markdown cannot go together", Int32(2)
        ),
        (
            ["diff", old, new, "--fail-on", "breaking"], "Error: --fail-on takes compatible or wording, not 'breaking'",
            Int32(2)
        ),
        (["diff", old, new, "--payloads", "nope.jsonl"], "Error: cannot read nope.jsonl: no such file", Int32(3)),
    ])
    func usageAndUnreadableInput(_ arguments: [String], _ message: String, _ status: Int32) {
        let run = CLIRun(arguments)
        #expect(run.status == status)
        #expect(run.stderr.hasPrefix(message), "\(run.stderr)")
    }
}
