import Foundation
import TestSupport
import Testing

@testable import FormCore

/// The gate's table of spellings made by real encoders (Tests/Fixtures/masker/spellings.jsonl,
/// written by make_spellings.py with Python's urllib.parse, json and html; the system test
/// test-secrets-gate-spellings.sh checks that the file is what those encoders write). Each
/// secret's spelling inside Cyrillic, Uzbek and emoji text comes out masked with the text
/// around it intact; the same text without the secret comes out byte for byte unchanged.
@Suite struct SecretMaskerEncoderTableTests {
    struct Row: Decodable {
        let how: String
        let secret: String?
        let before: String
        let spelling: String
        let after: String
        var text: String { before + spelling + after }
    }

    static let secrets: [String: String] = [
        "passphrase": "Ko7 Rm3q Zt9 Wx4p Lb6",
        "cyrillic": "Жар7 Тоʻг3 Qirq9 Йўл🔑",
        "markup": #"Ko7 "Rm3q" <Zt9> & Wx4p"#,
    ]

    static func rows() throws -> [Row] {
        let data = Data(try Repository.bytes("Tests/Fixtures/masker/spellings.jsonl"))
        return try data.split(separator: UInt8(ascii: "\n")).map { try JSONDecoder().decode(Row.self, from: Data($0)) }
    }

    /// The masker holding every secret of the table, as a session that read them at secure prompts.
    static func masker() throws -> HeldMasker {
        try HeldMasker(secrets.sorted { $0.key < $1.key }.map { ($0.value, .all) })
    }

    @Test func theTableCoversEveryEncoderBothWays() throws {
        let rows = try Self.rows()
        #expect(rows.count > 1000)
        for how in [
            "quote_plus twice", "quote twice", "urlencode twice", "json.dumps ensure_ascii", "json.dumps not ascii",
            "html.escape", "&#NN;", "&#xNN;",
        ] {
            #expect(rows.contains { $0.how.hasPrefix(how) && $0.secret != nil }, "\(how) spells a secret")
            #expect(rows.contains { $0.how.hasPrefix(how) && $0.secret == nil }, "\(how) spells a text without one")
        }
    }

    @Test func everySpellingOfASecretIsMasked() throws {
        let m = try Self.masker()
        for row in try Self.rows() where row.secret != nil {
            let out = m.mask(row.text)
            let middle =
                out.hasPrefix(row.before) && out.hasSuffix(row.after)
                ? String(out.dropFirst(row.before.count).dropLast(row.after.count)) : nil
            let value = row.secret.flatMap { Self.secrets[$0] } ?? Self.cardDigits(row.spelling)
            #expect(
                middle?.contains(SecretMask.bullets) == true && !Self.leaks(value, in: middle ?? out),
                "\(row.how): \(row.text) → \(out)")
        }
    }

    @Test func theSameTextWithoutASecretComesBackUnchanged() throws {
        let m = try Self.masker()
        for row in try Self.rows() where row.secret == nil {
            #expect(m.mask(row.text) == row.text, "\(row.how): \(row.text)")
        }
    }

    /// The card number a card row spells: its longest run of digits once decoded, groups joined.
    static func cardDigits(_ spelling: String) -> String {
        let digits = SecretMaskerPropertyTests.significant(spelling).filter { $0 >= 0x30 && $0 <= 0x39 }
        return String(decoding: digits.map { UInt8($0) }, as: UTF8.self)
    }

    /// Whether `text`, read as the masker reads it, holds a part of `value` as long as the
    /// masker looks for (for a card, eight digits: more than the last four it shows).
    static func leaks(_ value: String, in text: String) -> Bool {
        let s = SecretMaskerPropertyTests.significant(value)
        let length = min(s.count, max(SecretMasker.windowLength(s.count), 8))
        let chars = SecretMaskerPropertyTests.significant(text)
        return (0...(s.count - length)).contains { SecretMaskerPropertyTests.contains(chars, s[$0..<($0 + length)]) }
    }
}
