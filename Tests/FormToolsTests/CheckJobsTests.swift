import FormCore
import FormSystem
import Foundation
import TestSupport
import Testing

@testable import FormTools

/// Payload lines held in memory, as `check` reads them from a file: numbered from 1,
/// blank ones included; the bytes stay valid until the next line is asked for.
final class MemoryPayloads: PayloadSource {
    struct Failed: Error, Equatable {}

    private let storage: UnsafeMutableRawBufferPointer
    private var lines: [Range<Int>] = []
    private var next = 0
    /// Fails instead of giving this line (1-based), if set.
    private let failAt: Int?

    init(_ text: String, failAt: Int? = nil) {
        let bytes = Array(text.utf8)
        storage = .allocate(byteCount: max(bytes.count, 1), alignment: 1)
        storage.copyBytes(from: bytes)
        var start = 0
        for (i, b) in bytes.enumerated() where b == 0x0A {
            lines.append(start..<i)
            start = i + 1
        }
        if start < bytes.count { lines.append(start..<bytes.count) }
        self.failAt = failAt
    }

    deinit { storage.deallocate() }

    func nextLine() throws(Failed) -> (number: Int, bytes: UnsafeRawBufferPointer)? {
        guard next < lines.count else { return nil }
        next += 1
        if next == failAt { throw Failed() }
        return (next, UnsafeRawBufferPointer(rebasing: storage[lines[next - 1]]))
    }
}

/// `check --jobs N`: the same verdicts in the same order as one job, whatever N.
@Suite struct CheckJobsTests {
    static func fixture(_ name: String) throws -> String {
        try Repository.text("Tests/Fixtures/check/" + name)
    }

    static func form() throws -> Form {
        try FormLoader.load(Array(try fixture("form.json").utf8), options: Linter.everyVersion)
    }

    /// The fixture's 41 lines (valid and invalid payloads, blank lines, a line that is not
    /// JSON, an array) repeated until they fill several blocks, so blocks finish out of order.
    static func manyLines() throws -> String {
        String(repeating: try fixture("payloads.jsonl"), count: 40)
    }

    func check(_ text: String, jobs: Int, json: Bool) throws -> (out: String, counts: CheckCounts) {
        let sink = OutputGate().capture()
        var source = MemoryPayloads(text)
        let counts = try PayloadCheck(form: try Self.form(), jobs: jobs, json: json).run(&source, to: sink)
        return (sink.text, counts)
    }

    @Test func oneJobWritesTheGoldenVerdicts() throws {
        let (out, counts) = try check(try Self.fixture("payloads.jsonl"), jobs: 1, json: false)
        #expect(out + counts.summary + "\n" == (try Self.fixture("expected.txt")))
        #expect(counts == CheckCounts(valid: 11, invalid: 28))
    }

    @Test(arguments: [1, 2, 3, 7], [false, true])
    func jobsWriteWhatOneJobWrites(_ jobs: Int, _ json: Bool) throws {
        let text = try Self.manyLines()
        #expect(text.utf8.count > 4 * CheckJobs.blockBytes, "several blocks")
        let one = try check(text, jobs: 1, json: json)
        let many = try check(text, jobs: jobs, json: json)
        #expect(many.out == one.out)
        #expect(many.counts == one.counts)
        #expect(one.counts == CheckCounts(valid: 11 * 40, invalid: 28 * 40))
        let lines = many.out.split(separator: "\n")
        #expect(
            lines.last.map(String.init)
                == (json ? #"{"line": 1640, "valid": true, "errors": {}, "rules": {}}"# : "1640: ok"))
    }

    /// A short input (fewer lines than one block) with more jobs than lines.
    @Test(arguments: [2, 7])
    func moreJobsThanBlocks(_ jobs: Int) throws {
        let out = try check("\nnot json\n  \n[1, 2]", jobs: jobs, json: true)
        #expect(
            out.out == """
                {"line": 2, "valid": false, "error": "invalid JSON: unexpected character 'n' at column 1"}
                {"line": 4, "valid": false, "error": "expected a JSON object, found an array"}

                """)
        #expect(out.counts == CheckCounts(valid: 0, invalid: 2))
    }

    /// The closing line follows the verdicts, or goes to the notes with `--json` (stdout
    /// stays JSON Lines); with `--summary` the failures per field and rule come after it.
    @Test(arguments: [false, true])
    func theClosingLineAndTheFailuresFollowTheVerdicts(_ json: Bool) throws {
        let (out, notes) = (OutputGate().capture(), OutputGate().capture())
        var source = MemoryPayloads("{}\nnot json\n")
        let check = try PayloadCheck(form: try Self.form(), jobs: 1, json: json, summary: true)
        _ = try check.run(&source, out: out, notes: notes)
        if json {
            #expect(
                out.text == #"""
                    {"line": 1, "valid": false, "errors": {"user_phone": "Phone is required", "full_name": "Name is required", "amount": "Amount is required", "delivery_type": "Choose a delivery", "interests": "Pick an interest", "agree_terms": "Accept the terms", "pin": "PIN is required"}, "rules": {"user_phone": "required", "full_name": "required", "amount": "required", "delivery_type": "required", "interests": "required", "agree_terms": "required", "pin": "required"}}
                    {"line": 2, "valid": false, "error": "invalid JSON: unexpected character 'n' at column 1"}
                    {"kind": "summary", "payloads": 2, "valid": 0, "invalid": 2, "failures": [{"field": "user_phone", "rule": "required", "count": 1}, {"field": "full_name", "rule": "required", "count": 1}, {"field": "amount", "rule": "required", "count": 1}, {"field": "delivery_type", "rule": "required", "count": 1}, {"field": "interests", "rule": "required", "count": 1}, {"field": "agree_terms", "rule": "required", "count": 1}, {"field": "pin", "rule": "required", "count": 1}], "notObjects": 1}

                    """#)
            #expect(notes.text == "2 payloads: 0 valid, 2 invalid\n")
        } else {
            #expect(
                out.text == """
                    1: user_phone: Phone is required
                    1: full_name: Name is required
                    1: amount: Amount is required
                    1: delivery_type: Choose a delivery
                    1: interests: Pick an interest
                    1: agree_terms: Accept the terms
                    1: pin: PIN is required
                    2: error: invalid JSON: unexpected character 'n' at column 1
                    2 payloads: 0 valid, 2 invalid
                    failures per field and rule:
                      1  user_phone required
                      1  full_name required
                      1  amount required
                      1  delivery_type required
                      1  interests required
                      1  agree_terms required
                      1  pin required
                      1  (lines that are not a JSON object)

                    """)
            #expect(notes.text.isEmpty)
        }
    }

    /// A source that fails stops the check with its error, with one job or several.
    @Test(arguments: [1, 2])
    func aFailingSourceEndsTheCheck(_ jobs: Int) throws {
        var source = MemoryPayloads(try Self.manyLines(), failAt: 500)
        let check = try PayloadCheck(form: try Self.form(), jobs: jobs, json: false)
        #expect(throws: MemoryPayloads.Failed()) { try check.run(&source, to: OutputGate().capture()) }
    }
}
