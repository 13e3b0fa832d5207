import Testing

@testable import FormCore

/// Schema and server text as the terminal shows it (docs/contract.md, "Validation and dependent fields" item 4).
@Suite struct VisibleTextTests {
    @Test(arguments: [
        ("Karta \u{1B}[2Jraqami", #"Karta \x1b[2Jraqami"#),
        ("bell\u{07}", #"bell\x07"#),
        ("del\u{7F} c1\u{9B}", #"del\x7f c1\x9b"#),
        ("nul\u{0}", #"nul\x00"#),
        ("rtl\u{202E}exe", #"rtl\u{202e}exe"#),
        ("tab\tand\nnewline stay", "tab\tand\nnewline stay"),
        ("O'zbek · Ўзбек 👍🏽", "O'zbek · Ўзбек 👍🏽"),
    ])
    func controlCharactersBecomeVisibleEscapes(text: String, shown: String) {
        #expect(VisibleText.escaping(text) == shown)
        #expect(VisibleText.escaping(shown) == shown)
    }

    /// A name that starts a verdict line (`check --id`) cannot break the line or forge another.
    @Test(arguments: [
        ("ариза\n1018: ok", #"ариза\x0a1018: ok"#),
        ("Gʻ\tx\r👍🏽", #"Gʻ\x09x\x0d👍🏽"#),
        ("\u{1B}]0;title\u{07}", #"\x1b]0;title\x07"#),
        ("O'zbek · Ўзбек 🙏", "O'zbek · Ўзбек 🙏"),
    ])
    func oneLineEscapesTabAndNewlineToo(text: String, shown: String) {
        #expect(VisibleText.oneLine(text) == shown)
        #expect(!VisibleText.oneLine(text).contains { $0.isNewline })
    }
}
