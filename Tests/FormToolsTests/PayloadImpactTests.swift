import Foundation
import TestSupport
import Testing

@testable import FormCore
@testable import FormTools

/// `diff --payloads`: each breaking change's count of stored payloads OLD accepts and NEW
/// rejects because of it, with the first such line; the Markdown comment.
@Suite struct PayloadImpactTests {
    static func screen(_ path: String) throws -> LoadedSchema {
        try LoadedSchema(try Repository.bytes(path))
    }

    static func measured(_ old: LoadedSchema, _ new: LoadedSchema, _ payloads: String) throws -> PayloadImpact {
        var impact = try PayloadImpact(old: old.form, new: new.form, changes: SchemaDiff.changes(from: old, to: new))
        var source = MemoryPayloads(payloads)
        try impact.run(&source)
        return impact
    }

    @Test func theDeliveryFixtureHasKnownCounts() throws {
        let old = try Self.screen("Tests/Fixtures/diff/delivery_1.1.json")
        let new = try Self.screen("Tests/Fixtures/diff/delivery_1.2.json")
        let impact = try Self.measured(old, new, Repository.text("Tests/Fixtures/diff/stored.jsonl"))
        let measured = impact.changes.indices.compactMap { i in
            impact.phrase(i).map { "\(impact.changes[i].code): \($0)" }
        }
        #expect(
            measured == [
                "option-removed: breaks 2 of 6 stored payloads (first: line 1)",
                "rule-tightened: breaks 1 of 6 stored payloads (first: line 3)",
                "required-field-added: breaks 4 of 6 stored payloads (first: line 1)",
            ])
        #expect(impact.summary == "payloads: 6 lines, 4 accepted by OLD, 4 of them rejected by NEW (first: line 1)")
    }

    /// A field newly hidden is a compatible change, yet a stored value for it is now an
    /// error: counted apart, so a reviewer sees it.
    @Test func aLineNoBreakingChangeExplainsIsCountedApart() throws {
        let field = #"{"id": "izoh_f", "type": "text_input", "props": {"label": "Izoh", "stateKey": "izoh"}%@}"#
        func screen(_ version: String, _ extra: String) throws -> LoadedSchema {
            let text =
                #"{"screenId": "s", "version": "\#(version)", "components": [{"id": "t", "type": "toggle_switch", "props": {"label": "T", "stateKey": "t"}}, "#
                + field.replacingOccurrences(of: "%@", with: extra) + "]}"
            return try LoadedSchema(Array(text.utf8))
        }
        let old = try screen("1.0.0", "")
        let new = try screen("1.1.0", #", "visibleWhen": {"field": "t", "equals": true}"#)
        let impact = try Self.measured(
            old, new, "{\"t\": false, \"izoh\": \"Салом\"}\n{\"t\": true, \"izoh\": \"ʻ\"}\n")
        #expect(impact.unexplained == PayloadImpact.Count(lines: 1, first: 1))
        #expect(
            impact.summary
                == "payloads: 2 lines, 2 accepted by OLD, 1 of them rejected by NEW (first: line 1); 1 by no breaking change (first: line 1)"
        )
    }

    /// Stored rows: each payload is judged where it lies in its row, each witness named by
    /// its row's id (`line N` for a row without one), and a row without a payload is
    /// counted on the closing line.
    @Test func rowsNameTheirWitnessesById() throws {
        let old = try Self.screen("Tests/Fixtures/diff/delivery_1.1.json")
        let new = try Self.screen("Tests/Fixtures/diff/delivery_1.2.json")
        var impact = try PayloadImpact(
            old: old.form, new: new.form, changes: SchemaDiff.changes(from: old, to: new),
            rows: StoredRows(payload: PointerPath("/payload")!, id: PointerPath("/id")))
        var source = MemoryPayloads(try Repository.text("Tests/Fixtures/diff/stored-rows.jsonl"))
        try impact.run(&source)
        let measured = impact.changes.indices.compactMap { i in
            impact.phrase(i).map { "\(impact.changes[i].code): \($0)" }
        }
        #expect(
            measured == [
                "option-removed: breaks 2 of 7 stored payloads (first: id 501)",
                "rule-tightened: breaks 1 of 7 stored payloads (first: id ариза-503)",
                "required-field-added: breaks 4 of 7 stored payloads (first: id 501)",
            ])
        #expect(
            impact.noPayload.lines == 1 && impact.noPayload.first == 5
                && impact.noPayload.firstID?.json == .number("505"))
        #expect(
            impact.summary
                == "payloads: 7 lines, 4 accepted by OLD, 4 of them rejected by NEW (first: id 501); 1 with no payload at /payload (first: id 505)"
        )
        #expect(
            impact.summaryJSON.hasSuffix(#""first":1,"firstId":501,"noPayload":{"lines":1,"first":5,"firstId":505}}"#))
        // A row without a payload fails the diff, whatever the changes.
        #expect(DiffReport.fails([], impact: impact))
        #expect(!DiffReport.fails([], impact: try PayloadImpact(old: old.form, new: new.form, changes: [])))
    }

    @Test func aWitnessWithoutAnIdIsNamedByItsLine() throws {
        let old = try Self.screen("Tests/Fixtures/diff/delivery_1.1.json")
        let new = try Self.screen("Tests/Fixtures/diff/delivery_1.2.json")
        var impact = try PayloadImpact(
            old: old.form, new: new.form, changes: SchemaDiff.changes(from: old, to: new),
            rows: StoredRows(payload: PointerPath("/p")!, id: PointerPath("/id")))
        var source = MemoryPayloads(
            "{\"p\": {\"delivery_type\": \"pickup\", \"comment\": \"Салом 🙂\"}}\n{\"id\": \"ʻ2\", \"q\": {}}\n")
        try impact.run(&source)
        #expect(
            impact.summary
                == "payloads: 2 lines, 1 accepted by OLD, 1 of them rejected by NEW (first: line 1); 1 with no payload at /p (first: id ʻ2)"
        )
    }

    @Test(arguments: [(0, "0"), (999, "999"), (1000, "1,000"), (10000, "10,000"), (1_234_567, "1,234,567")])
    func countsAreGroupedByThousands(_ n: Int, _ text: String) {
        #expect(PayloadImpact.grouped(n) == text)
    }

    @Test func theMarkdownCommentMatchesTheGolden() throws {
        let old = try Self.screen("Tests/Fixtures/diff/delivery_1.1.json")
        let new = try Self.screen("Tests/Fixtures/diff/delivery_1.2.json")
        let impact = try Self.measured(old, new, Repository.text("Tests/Fixtures/diff/stored.jsonl"))
        let markdown = DiffMarkdown.render(impact.changes, old: old.form, new: new.form, impact: impact)
        #expect(markdown == (try Repository.text("Tests/Fixtures/diff/delivery_1.1-1.2.md")))
    }

    @Test func markdownPunctuationFromTheSchemaIsEscaped() {
        #expect(
            DiffMarkdown.escaped("a *b* <i> [x](y) delivery_type _x_ | `c`")
                == #"a \*b\* \<i\> \[x\](y) delivery_type \_x\_ \| \`c\`"#)
    }

    @Test(arguments: [SchemaChange.Kind.breaking, .compatible, .wording])
    func failOnMakesLowerClassesFail(_ failOn: SchemaChange.Kind) {
        let wordingOnly = [SchemaChange(.wording, "title-changed", at: "/title", "title")]
        let compatibleOnly = [SchemaChange(.compatible, "option-added", at: "/x", "x")]
        #expect(DiffReport.fails(wordingOnly, failOn: failOn) == (failOn == .wording))
        #expect(DiffReport.fails(compatibleOnly, failOn: failOn) == (failOn != .breaking))
        #expect(DiffReport.fails([SchemaChange(.breaking, "rule-added", at: "/y", "y")], failOn: failOn))
    }
}
