import FormCore
import Testing

/// The one XML escaping of the JUnit reports of `replay` and `probe`.
@Suite struct XMLTextTests {
    @Test(arguments: [
        (#"a<b & "c" 'd'>"#, "a&lt;b &amp; &quot;c&quot; &apos;d&apos;&gt;"),
        ("line\n\ttab\u{1B}[31m\u{7}", "line\n\ttab[31m"),
        ("Ариза ʻ 👍🏽\u{85}\u{FFFE}", "Ариза ʻ 👍🏽"),
    ])
    func escapesMarkupAndDropsWhatXMLCannotHold(text: String, escaped: String) {
        #expect(XMLText.escaped(text) == escaped)
    }
}
