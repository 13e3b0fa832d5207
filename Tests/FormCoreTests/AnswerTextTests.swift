import Testing
@testable import FormCore

/// SPEC §6: a snippet never ends in four dots; a field that becomes hidden says whether
/// it lost a value.
@Suite struct AnswerTextTests {
    @Test(arguments: [
        (String(repeating: "x", count: 298) + "....more", String(repeating: "x", count: 298) + "…"),
        (String(repeating: "y", count: 297) + " . tail" + String(repeating: "z", count: 10), String(repeating: "y", count: 297) + "…"),
        ("Server is down...", "Server is down..."),
    ])
    func aSnippetNeverEndsInADotBeforeItsEllipsis(body: String, expected: String) {
        let snippet = Array(body.utf8).withUnsafeBytes { ResponseClassifier.snippet(of: $0, redactor: .cardNumbersOnly) }
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
