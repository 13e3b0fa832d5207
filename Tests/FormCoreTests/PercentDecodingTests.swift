import Testing

@testable import FormCore

/// The one percent-decoder: routes and pointers (`%00` is a byte like any other) and the
/// mock's request paths (`refusingNUL`). ReferenceResolutionTests compares it with Foundation.
@Suite struct PercentDecodingTests {
    @Test(
        arguments: [
            ("/forms/a%20b.json", false, "/forms/a b.json"), ("/a%00b", false, "/a\u{0}b"), ("/a%00b", true, nil),
            ("/plain", true, "/plain"), ("%C3%A9", true, "é"), ("%zz", false, nil), ("%4", true, nil),
            ("%FF", false, nil),
        ] as [(String, Bool, String?)])
    func decodes(text: String, refusingNUL: Bool, expected: String?) {
        #expect(PercentDecoding.decode(text, refusingNUL: refusingNUL) == expected)
        #expect(PercentDecoding.decode(text[...], refusingNUL: refusingNUL) == expected)
    }
}
