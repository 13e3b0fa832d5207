import Foundation
import TestSupport
import Testing

@testable import FormCore

/// docs/contract.md, "Submission" as a property: for random secrets written in random spellings inside random
/// text, the masked output never holds the secret in any spelling, nor any part of it of
/// the length the masker looks for; text without a secret comes back byte for byte. The
/// seed is fixed (FORMSH_PROPERTY_SEED overrides it), so `make test` sees the same cases.
@Suite struct SecretMaskerPropertyTests {
    static let seed: UInt64 =
        ProcessInfo.processInfo.environment["FORMSH_PROPERTY_SEED"].flatMap { UInt64($0) } ?? 0x5EC2_E7F0_2026
    static let rounds = 400

    static let secretAlphabet = Array("abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789äöüжщ中€!#$*+")
    static let textAlphabet = Array("abcdefghijklmnopqrstuvwxyz ABC .,;:!?()[]{}\"'-/_=éжß中文🙂\n\t")

    /// A secret: a card number, a digit code or a passphrase.
    static func secret(_ g: inout SplitMix64) -> String {
        switch Int.random(in: 0..<3, using: &g) {
        case 0:
            var digits = (0..<15).map { _ in Int.random(in: 0...9, using: &g) }
            digits[0] = Int.random(in: 3...6, using: &g)
            return (digits + [luhnCheckDigit(digits)]).map(String.init).joined()
        case 1:
            return (0..<Int.random(in: 6...12, using: &g)).map { _ in String(Int.random(in: 0...9, using: &g)) }
                .joined()
        default:
            return String((0..<Int.random(in: 6...40, using: &g)).map { _ in secretAlphabet.randomElement(using: &g)! })
        }
    }

    static func luhnCheckDigit(_ digits: [Int]) -> Int {
        var sum = 0
        for (i, d) in digits.reversed().enumerated() { sum += i % 2 == 0 ? (d * 2 > 9 ? d * 2 - 9 : d * 2) : d }
        return (10 - sum % 10) % 10
    }

    /// Random text with short digit runs only (no card number of its own).
    static func text(_ g: inout SplitMix64, length: Int) -> String {
        var s = ""
        for _ in 0..<length {
            if Int.random(in: 0..<10, using: &g) == 0 {
                s += String(Int.random(in: 0...999, using: &g)) + "x"
            } else {
                s.append(textAlphabet.randomElement(using: &g)!)
            }
        }
        return s
    }

    /// One spelling of `value` (or of its head, at least as long as the masker looks for).
    static func spelling(_ value: String, _ g: inout SplitMix64) -> String {
        let scalars = Array(value.unicodeScalars)
        let n = scalars.count
        let keep =
            Int.random(in: 0..<4, using: &g) == 0 ? Int.random(in: SecretMasker.windowLength(n)...n, using: &g) : n
        let part = scalars.prefix(keep)
        switch Int.random(in: 0..<8, using: &g) {
        case 0: return String(String.UnicodeScalarView(part))
        case 1:  // separators put between characters
            return part.map { String($0) + ([" ", "-", ".", "/", ""].randomElement(using: &g)!) }.joined()
        case 2:  // JSON-escaped, every character as \uXXXX (surrogate pairs included)
            return part.map { s in String(s).utf16.map { String(format: "\\u%04x", $0) }.joined() }.joined()
        case 3:  // percent-encoded UTF-8
            return part.map { s in String(s).utf8.map { String(format: "%%%02X", $0) }.joined() }.joined()
        case 4:  // full-width digits and letters
            return String(
                String.UnicodeScalarView(
                    part.map { s in
                        (0x21...0x7E).contains(s.value) && s != " " ? Unicode.Scalar(s.value + 0xFEE0)! : s
                    }))
        case 5:  // Arabic-Indic digits, ASCII letters upper case
            return part.map { s in
                if s.properties.numericType == .decimal {
                    return String(Unicode.Scalar(0x0660 + UInt32(s.properties.numericValue!))!)
                }
                return s.isASCII ? String(s).uppercased() : String(s)
            }.joined()
        case 6:  // invisible characters in between
            return part.map { String($0) + (["\u{200B}", "\u{0}", "\u{2060}", ""].randomElement(using: &g)!) }.joined()
        default:  // JSON with slashes escaped, grouped by four
            return stride(from: 0, to: part.count, by: 4).map {
                String(String.UnicodeScalarView(part.dropFirst($0).prefix(4)))
            }
            .joined(separator: "\\/")
        }
    }

    /// The significant characters of a text, as the masker compares them.
    static func significant(_ text: String) -> [UInt32] {
        var t = text
        return t.withUTF8 { b in
            var reader = SignificantReader(UnsafeRawBufferPointer(b))
            var out: [UInt32] = []
            while let c = reader.next() { out.append(c.value) }
            return out
        }
    }

    static func contains(_ haystack: [UInt32], _ needle: ArraySlice<UInt32>) -> Bool {
        guard needle.count <= haystack.count else { return false }
        return (0...(haystack.count - needle.count)).contains {
            haystack[$0..<($0 + needle.count)].elementsEqual(needle)
        }
    }

    @Test func noSpellingOfAHeldOrRememberedSecretSurvives() throws {
        var g = SplitMix64(seed: Self.seed)
        for round in 0..<Self.rounds {
            let secret = Self.secret(&g)
            let remembered = round % 2 == 1
            let m = try HeldMasker([(secret, .all)])
            if remembered { m.submitAndWipe() }
            let spelled = Self.spelling(secret, &g)
            // Guarded by « »: a short code next to other digits is another number, by design.
            let text =
                Self.text(&g, length: Int.random(in: 0...60, using: &g)) + "«" + spelled + "»"
                + Self.text(&g, length: Int.random(in: 0...60, using: &g))
            let out = m.mask(text)
            let s = Self.significant(secret)
            let length = SecretMasker.windowLength(s.count)
            let outChars = Self.significant(out)
            let leaked = (0...(s.count - length)).first { Self.contains(outChars, s[$0..<($0 + length)]) }
            #expect(
                leaked == nil && !out.contains(spelled),
                "seed \(Self.seed) round \(round): \(remembered ? "remembered" : "held") secret \(secret) spelled \(spelled) in \(text) → \(out)"
            )
        }
    }

    @Test func textWithoutASecretComesBackUnchanged() throws {
        var g = SplitMix64(seed: Self.seed ^ 0xFFFF)
        for round in 0..<Self.rounds {
            let secret = Self.secret(&g)
            let m = try HeldMasker([(secret, .all)])
            if round % 2 == 1 { m.submitAndWipe() }
            let text = Self.text(&g, length: Int.random(in: 0...200, using: &g))
            let s = Self.significant(secret)
            let length = SecretMasker.windowLength(s.count)
            let chars = Self.significant(text)
            guard !(0...(s.count - length)).contains(where: { Self.contains(chars, s[$0..<($0 + length)]) }) else {
                continue
            }
            #expect(m.mask(text) == text, "seed \(Self.seed) round \(round): \(text)")
        }
    }
}
