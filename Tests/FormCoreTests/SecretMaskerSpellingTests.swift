import Foundation
import Testing

@testable import FormCore

/// docs/contract.md, "Submission" (the gate): card numbers beside other numbers and in a
/// card's grouping with wider separators, the spellings real encoders write (`+` for a
/// space, percent-encoding applied twice, HTML character references), and control
/// characters and terminal escape sequences between a value's characters.
@Suite struct SecretMaskerSpellingTests {
    static let passphrase = "Ko7 Rm3q Zt9 Wx4p Lb6"

    /// A card standing alone beside another number, or in a card's grouping with one to
    /// three separators: masked by its shape alone.
    @Test(arguments: [
        ("hisob 3 4539148803436467", "hisob 3 •••• 6467"),
        ("karta 4539148803436467 5 marta", "karta •••• 6467 5 marta"),
        ("Карта: 4539148803436467, 12 шт 🙂", "Карта: •••• 6467, 12 шт 🙂"),
        ("4929 - 3857 - 1620 - 3844", "•••• 3844"),
        ("4929  3857  1620  3844", "•••• 3844"),
        ("4929 / 3857 / 1620 / 3844", "•••• 3844"),
        ("4929 -.3857/ /1620...3844", "•••• 3844"),
        ("2 4929 3857 1620 3844 7 oʻn", "2 •••• 3844 7 oʻn"),
        ("amex 3782 822463 10005 ok", "amex •••• 0005 ok"),
        ("diners 3056 930902 5904.", "diners •••• 5904."),
        ("4929+3857+1620+3844", "•••• 3844"),
        ("card 4024\u{7F}0071\u{7F}9896\u{7F}4305", "card •••• 4305"),
        ("card 4024\\x7f0071\\x7f9896\\x7f4305", "card •••• 4305"),
        ("card 4539\u{1B}[31m1488\u{1B}[0m0343\u{1B}]0;t\u{07}6467", "card •••• 6467"),
        ("card 4539\\x1b[1;31m14880343\\x1b[0m6467", "card •••• 6467"),
        ("card &#52;&#53;&#51;&#57;&#x31;&#x34;&#x38;&#X38;0343&#54;&#52;&#54;&#55;", "card •••• 6467"),
        ("card %25345391488034364%2536%2537", "card •••• 6467"),
    ])
    func aCardIsFoundBesideNumbersAndInItsGrouping(text: String, shown: String) {
        #expect(SecretMasker().masked(text) == shown)
    }

    /// Numbers that are not a card's grouping are never joined into one, even when their
    /// digits together would pass the Luhn check.
    @Test(arguments: [
        "2026-12-06 21:06:39", "at 2026-12-06T21:06:39+05:00", "[25000000, 1500000]", "+998 90 123 45 67",
        "4929:3857:1620:3844", "4929,3857,1620,3844", "4929    3857    1620    3844", "453914880343 6467",
        "1234 5678 9012", "Сумма: 25 000 000 сўм, 1 500 000 сўм", "ids 4539 1488, 0343 6467",
        "years\n4929\n3857\n1620\n3844\n", "4929 3857\r\n1620 3844", "45391488\n03436467",
    ])
    func numbersWithoutACardsGroupingAreNotJoined(text: String) {
        #expect(SecretMasker().masked(text) == text)
    }

    /// The held passphrase as real encoders write it (Python's `urlencode`, `quote`,
    /// `html.escape`, `json.dumps`), in Cyrillic and Uzbek text with an emoji.
    @Test(arguments: [
        "Ko7+Rm3q+Zt9+Wx4p+Lb6", "Ko7%2BRm3q%2BZt9%2BWx4p%2BLb6", "Ko7%20Rm3q%20Zt9%20Wx4p%20Lb6",
        "Ko7%2520Rm3q%2520Zt9%2520Wx4p%2520Lb6", "Ko7%252520Rm3q%252520Zt9%252520Wx4p%252520Lb6",
        "&#75;&#111;&#55;&#32;&#82;&#109;&#51;&#113;&#32;Zt9 Wx4p Lb6", "&#x4b;o7 Rm3q Zt9 Wx4p Lb6",
        "Ko7&amp;#32;Rm3q&amp;nbsp;Zt9 Wx4p Lb6", "\\u004bo7 Rm3q Zt9 Wx4p Lb6", "\\\\u004bo7 Rm3q Zt9 Wx4p Lb6",
        "%5Cu004bo7 Rm3q Zt9 Wx4p Lb6", "%26%2375%3Bo7 Rm3q Zt9 Wx4p Lb6",
        "Ko7\u{1B}[1mRm3q\u{1B}[0m Zt9\u{7F}Wx4p\\x00Lb6", "Ko7 Rm3q\nZt9 Wx4p\r\nLb6",
    ])
    func aHeldPassphraseIsFoundInEveryEncodersSpelling(spelled: String) throws {
        let m = try HeldMasker([(Self.passphrase, .all)])
        #expect(m.mask("Привет «\(spelled)» oʻzbek 🙂") == "Привет «••••» oʻzbek 🙂")
        m.submitAndWipe()
        #expect(m.mask("Привет «\(spelled)» oʻzbek 🙂") == "Привет «••••» oʻzbek 🙂")
    }

    /// What the new spellings would read differently is left as it was written.
    @Test(arguments: [
        "Tom & Jerry &amp; friends, 50% off, a+b=c, 100%25 sure", "C:\\x86\\new \\u{zz} &#; &#x; &unknown;",
        "\u{1B}[1mbold\u{1B}[0m 2026-12-06", "%%%25%2", "&amp;amp;#52 ;",
    ])
    func textWithoutASecretComesBackAsItWas(text: String) throws {
        let m = try HeldMasker([(Self.passphrase, .all)])
        #expect(m.mask(text) == text)
    }

    /// Decoding stops after a bounded number of steps: a card whose digits are each
    /// percent-encoded twenty times over is left as it is, at once.
    @Test func decodingIsBounded() {
        func spelled(_ percent: String) -> String {
            "4539148803436467".map { percent + String(format: "%02X", $0.asciiValue ?? 0) }.joined()
        }
        let deep = spelled("%" + String(repeating: "25", count: 20))
        #expect(SecretMasker().masked(deep) == deep)
        #expect(SecretMasker().masked(spelled("%2525")) == "•••• 6467")
    }
}
