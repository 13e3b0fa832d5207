import FormCore
import FormSystem
import Foundation
import TestSupport
import Testing

@testable import FormTools

/// `check --payload /payload --id /id`: rows as a database stores them, each payload
/// judged where it lies in its row, each verdict named by the row's id.
@Suite struct StoredRowsTests {
    static func fixture(_ path: String) throws -> String {
        try Repository.text("Tests/Fixtures/" + path)
    }

    static func form() throws -> Form {
        try FormLoader.load(Array(try fixture("check/summary/form.json").utf8), options: Linter.everyVersion)
    }

    static let rows = StoredRows(payload: PointerPath("/payload")!, id: PointerPath("/id"))

    func check(
        _ text: String, rows: StoredRows? = StoredRowsTests.rows, jobs: Int = 1, json: Bool = false,
        summary: Bool = false
    ) throws -> (out: String, counts: CheckCounts) {
        let sink = OutputGate().capture()
        var source = MemoryPayloads(text)
        let check = try PayloadCheck(form: try Self.form(), jobs: jobs, json: json, summary: summary, rows: rows)
        let counts = try check.run(&source, to: sink)
        return (sink.text, counts)
    }

    @Test func textVerdictsAreNamedByTheRowsId() throws {
        let (out, counts) = try check(try Self.fixture("check/rows/rows.jsonl"))
        #expect(
            out == """
                1017: ok
                1018: telefon: Format: +998XXXXXXXXX
                ариза-7: ism: Ism kamida 2 belgi
                ариза-7: telefon: Format: +998XXXXXXXXX
                1021: error: no payload at /payload
                line 5: ok
                1023: error: no payload at /payload
                line 8: error: invalid JSON: expected a string key at column 39
                x\\x1b[2J\\x0aline 99: yetkazish: "dron" is not one of the options
                1026: izoh: Izoh 5 belgidan oshmasin
                1027: error: expected a JSON object, found an array
                1028: sharh: unknown key: no field has it

                """)
        #expect(counts == CheckCounts(valid: 2, invalid: 9))
    }

    @Test func jsonCarriesTheIdBeforeTheLine() throws {
        let lines = try check(try Self.fixture("check/rows/rows.jsonl"), json: true).out.split(separator: "\n").map(
            String.init)
        #expect(lines.count == 11)
        #expect(
            lines[1]
                == #"{"id": 1018, "line": 2, "valid": false, "errors": {"telefon": "Format: +998XXXXXXXXX"}, "rules": {"telefon": "regex"}}"#
        )
        #expect(
            lines[2].hasPrefix(
                #"{"id": "ариза-7", "line": 3, "valid": false, "errors": {"ism": "Ism kamida 2 belgi", "#))
        #expect(lines[3] == #"{"id": 1021, "line": 4, "valid": false, "error": "no payload at /payload"}"#)
        #expect(lines[4] == #"{"id": null, "line": 5, "valid": true, "errors": {}, "rules": {}}"#)
        #expect(
            lines[6]
                == #"{"id": null, "line": 8, "valid": false, "error": "invalid JSON: expected a string key at column 39"}"#
        )
        #expect(lines[7].hasPrefix(#"{"id": "x\u001b[2J\nline 99", "line": 9, "valid": false, "#))
    }

    /// Only `--payload`: the rows are judged, the verdicts keep their line numbers.
    @Test func withoutAnIdPointerVerdictsKeepTheirLineNumbers() throws {
        let rows = StoredRows(payload: PointerPath("/payload")!, id: nil)
        let out = try check(try Self.fixture("check/rows/rows.jsonl"), rows: rows).out.split(separator: "\n")
        #expect(out[1] == "2: telefon: Format: +998XXXXXXXXX")
        #expect(out[4] == "4: error: no payload at /payload")
        #expect(out[5] == "5: ok")
        let json = try check(try Self.fixture("check/rows/rows.jsonl"), rows: rows, json: true).out
        #expect(json.hasPrefix(#"{"line": 1, "valid": true, "errors": {}, "rules": {}}"#))
    }

    /// Each row's payload gets the verdict it gets on its own, escapes and all.
    @Test func aRowsPayloadIsJudgedAsThePayloadAlone() throws {
        let text = try Self.fixture("check/rows/rows.jsonl")
        let rows = text.split(separator: "\n").compactMap { line -> (id: String, payload: String)? in
            guard let row = try? JSONParser.parse(String(line)).objectValue, let id = row["id"],
                let payload = row["payload"],
                payload.objectValue != nil
            else { return nil }
            return (JSONWriter.string(id), JSONWriter.string(payload))
        }
        #expect(rows.count == 6)
        let bare = try check(rows.map(\.payload).joined(separator: "\n"), rows: nil, json: true).out.split(
            separator: "\n")
        let named = try check(text, json: true).out.split(separator: "\n").filter {
            !$0.contains(#""id": null"#) && !$0.contains(#""error": "#)
        }
        #expect(named.count == rows.count)
        for (i, (line, row)) in zip(bare, zip(named, rows)).enumerated() {
            let verdict = line.drop { $0 != "," }
            #expect(row.0.hasPrefix(#"{"id": \#(row.1.id), "line": "#), "row \(i)")
            #expect(row.0.hasSuffix(verdict), "row \(i): \(row.0) against \(line)")
        }
    }

    @Test(arguments: [1, 2, 3], [false, true])
    func jobsWriteWhatOneJobWrites(_ jobs: Int, _ json: Bool) throws {
        let text = String(repeating: try Self.fixture("check/rows/rows.jsonl"), count: 400)
        #expect(text.utf8.count > 4 * CheckJobs.blockBytes, "several blocks")
        let one = try check(text, json: json, summary: true)
        let many = try check(text, jobs: jobs, json: json, summary: true)
        #expect(many.out == one.out)
        #expect(many.counts == one.counts)
        #expect(one.counts.valid == 800 && one.counts.invalid == 3600)
    }

    /// A row without a payload is counted with the lines that are not a JSON object.
    @Test func theSummaryCountsRowsWithoutAPayload() throws {
        let counts = try check(try Self.fixture("check/rows/rows.jsonl"), summary: true).counts
        #expect(
            counts.failures?.lines(for: try Self.form()) == [
                "failures per field and rule:",
                "  2  telefon regex",
                "  1  ism minLength",
                "  1  yetkazish option",
                "  1  izoh maxLength",
                "  1  sharh unknownKey",
                "  4  (lines that are not a JSON object)",
            ])
    }

    @Test(arguments: [
        ("1018", "1018", JSONValue.number("1018")),
        ("-1.5e3", "-1.5e3", .number("-1.5e3")),
        (#""ариза-7""#, "ариза-7", .string("ариза-7")),
        (#""G\u02bbayrat \"7\"""#, "Gʻayrat \"7\"", .string("Gʻayrat \"7\"")),
        (#""a\tb\u009b""#, #"a\x09b\x9b"#, .string("a\tb\u{9B}")),
        (#"[7, "ʻ"]"#, #"[7,"ʻ"]"#, .array([.number("7"), .string("ʻ")])),
        ("true", "true", .bool(true)),
        (#""""#, #""""#, .string("")),
    ])
    func anIdIsShownAsWrittenAndKeptAsJSON(_ value: String, _ text: String, _ json: JSONValue) throws {
        let row = Array(#"{"id": \#(value)}"#.utf8)
        let id = try #require(row.withUnsafeBytes { raw in RowID(raw, at: 7..<(raw.count - 1)) })
        #expect(id.text == text)
        #expect(id.json == json)
    }

    @Test func aNullIdNamesNoRow() {
        let row = Array(#"{"id": null}"#.utf8)
        #expect(row.withUnsafeBytes { raw in RowID(raw, at: 7..<11) } == nil)
    }
}
