import Testing

@testable import FormCore

/// docs/contract.md, "Submission": a 2xx body that is not a screen is shown masked, pretty-printed and cut after
/// 20 lines; a snippet never ends in four dots.
@Suite struct AnswerTextTests {
    static func shown(_ body: String, _ masker: SecretMasker = SecretMasker()) -> (lines: [String], more: Int) {
        Array(body.utf8).withUnsafeBytes { ResponseClassifier.shownBody(of: $0, masker: masker) }
    }

    @Test func jsonIsPrettyPrintedByTheOneWriter() {
        let body = #"{"status":"ok","id":"Ариза-17","keys":["a","b"],"card":"4111111111111111"}"#
        #expect(
            Self.shown(body).lines == [
                "{", "  \"status\": \"ok\",", "  \"id\": \"Ариза-17\",", "  \"keys\": [\"a\", \"b\"],",
                "  \"card\": \"•••• 1111\"", "}",
            ])
        #expect(Self.shown(body).more == 0)
    }

    @Test func textIsShownAsItCameMaskedWithoutBlankEnds() {
        #expect(
            Self.shown("\n\nQabul qilindi ✅\r\nkarta 4111 1111 1111 1111\n\n").lines == [
                "Qabul qilindi ✅", "karta •••• 1111",
            ])
        #expect(Self.shown("").lines.isEmpty)
        #expect(Self.shown(" \n ").lines.isEmpty)
    }

    @Test func aLongBodyIsCutAfterTwentyLines() {
        let body =
            "["
            + (1...30).map { #"{"n":\#($0),"note":"\#(String(repeating: "ʻ", count: 40))"}"# }.joined(separator: ",")
            + "]"
        let shown = Self.shown(body)
        #expect(shown.lines.count == ResponseClassifier.bodyLineLimit)
        #expect(shown.lines.first == "[")
        // 30 objects of 4 lines each, and the closing bracket.
        #expect(shown.lines.count + shown.more == 2 + 30 * 4)
    }

    @Test func aSecretKnownToTheMaskerIsMaskedInTheBody() throws {
        let masker = SecretMasker()
        masker.remember("AA1234567")
        let shown = Self.shown(#"{"echo":"passport AA1234567 accepted"}"#, masker)
        #expect(!shown.lines.joined().contains("AA1234567"))
        #expect(shown.lines.joined().contains("••••"))
    }

    @Test(arguments: [
        (String(repeating: "x", count: 298) + "....more", String(repeating: "x", count: 298) + "…"),
        (
            String(repeating: "y", count: 297) + " . tail" + String(repeating: "z", count: 10),
            String(repeating: "y", count: 297) + "…"
        ),
        ("Server is down...", "Server is down..."),
    ])
    func aSnippetNeverEndsInADotBeforeItsEllipsis(body: String, expected: String) {
        let snippet = Array(body.utf8).withUnsafeBytes { ResponseClassifier.snippet(of: $0, masker: SecretMasker()) }
        #expect(snippet == expected)
    }

    /// A field that becomes hidden says whether it lost a value (`hidden (value wiped)`).
    @Test func aFlipToHiddenSaysWhetherAValueWasWiped() throws {
        let s = try Session("forms/loan_application.json")
        try s.type("income_source", "other")
        let other = s.index("income_other")
        let empty = try s.type("income_source", "salary")
        #expect(empty.flips.filter { $0.field == other }.map(\.valueWiped) == [false])
        try s.type("income_source", "other")
        try s.type("income_other", "Dividendlar 📈")
        let typed = try s.type("income_source", "salary")
        #expect(typed.flips.filter { $0.field == other }.map(\.valueWiped) == [true])
    }
}
