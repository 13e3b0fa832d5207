import Foundation
import Testing

@testable import FormCore

/// Blank is what the app's `text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty`
/// says (docs/contract.md, "Validation and dependent fields"): Foundation is asked here,
/// over every code point, as the app would be; FormCore itself holds the set as data.
@Suite struct BlankTests {
    func isBlank(_ text: String) -> Bool {
        var copy = text
        return copy.withUTF8 { ValueText.isBlank(UnsafeRawBufferPointer($0)) }
    }

    func trimsToEmpty(_ text: String) -> Bool { text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }

    @Test func aValueOfOneScalarIsBlankExactlyWhenTheAppsTrimEmptiesIt() {
        var disagreements: [String] = []
        for v in UInt32(0)...0x10FFFF {
            guard let s = Unicode.Scalar(v) else { continue }
            let text = String(s)
            if isBlank(text) != trimsToEmpty(text) {
                disagreements.append("U+" + String(v, radix: 16, uppercase: true))
            }
        }
        #expect(disagreements.isEmpty, "formsh and Foundation disagree on \(disagreements.prefix(20))")
    }

    /// The table FormCore holds is Foundation's set, and its ranges and its `contains` agree.
    @Test func theTableIsFoundationsWhitespacesAndNewlines() {
        let set = CharacterSet.whitespacesAndNewlines
        var disagreements: [String] = []
        for v in UInt32(0)...0x10FFFF {
            guard let s = Unicode.Scalar(v) else { continue }
            let inRanges = BlankScalars.ranges.contains { $0.contains(v) }
            if BlankScalars.contains(s) != set.contains(s) || inRanges != set.contains(s) {
                disagreements.append("U+" + String(v, radix: 16, uppercase: true))
            }
        }
        #expect(disagreements.isEmpty, "the table and Foundation disagree on \(disagreements.prefix(20))")
        #expect(BlankScalars.contains("\u{200B}") && !Unicode.Scalar(0x200B)!.properties.isWhitespace)
    }

    @Test(arguments: [
        "", "\u{200B}", " \u{200B}\t\u{3000}\r\n\u{85}", "\u{200B}Тошкент", "oʻ\u{200B}", "\u{200B}👍🏽",
        "\u{200C}", "\u{2060}\u{200B}", "\u{FEFF}", "\u{180E}", "\u{1C}", "\u{200B}\u{301}",
    ])
    func mixedTextIsBlankExactlyWhenTheAppsTrimEmptiesIt(text: String) {
        #expect(isBlank(text) == trimsToEmpty(text))
    }
}
