import Testing
@testable import FormCore

/// Schema and server text as the terminal shows it (SPEC §2.4).
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
}
