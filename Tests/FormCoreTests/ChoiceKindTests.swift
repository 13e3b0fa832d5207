import Testing

@testable import FormCore

/// A typed choice line: the byte-level shortcut for an exact ASCII value finds what the
/// full matching (numbers, values, labels, prefixes) finds, and leaves the rest to it.
@Suite struct ChoiceKindTests {
    static let options = [
        Option(value: .string("2"), label: "Two"),
        Option(value: .string("car"), label: "Avtomobil"),
        Option(value: .string("cargo"), label: "Yuk"),
        Option(value: .number("7"), label: "Seven"),
    ]

    func shortcut(_ line: String) -> Int? {
        var l = line
        return l.withUTF8 { ChoiceKind.exactValue(UnsafeRawBufferPointer($0), in: Self.options) }
    }

    @Test(arguments: [
        "car", "  car\t", "cargo", "2", "7", "1", "3", "Car", "ca", "Yuk", "", "  ", "kar\u{0301}", "\u{00A0}car",
    ])
    func theShortcutAgreesWithFullMatching(line: String) {
        let full: Int? = {
            let t = line.trimmed
            guard !t.isEmpty, case .success(let i) = ChoiceKind.match(t, in: Self.options) else { return nil }
            return i
        }()
        if let i = shortcut(line) { #expect(i == full, "\(line)") }
    }

    @Test func exactASCIIValuesTakeTheShortcutAndTheRestDoNot() {
        #expect(shortcut(" car ") == 1)
        #expect(shortcut("2") == 0)  // a value, not the second option
        #expect(shortcut("7") == 3)
        #expect(shortcut("1") == nil)  // a number: left to full matching
        #expect(shortcut("Car") == nil)  // case-insensitive: left to full matching
        #expect(shortcut("ca") == nil)  // a prefix: left to full matching
        #expect(shortcut("\u{00A0}car") == nil)
    }

    @Test func aNonASCIIValueBeforeTheMatchStopsTheShortcut() {
        var line = "K"
        let options = [Option(value: .string("\u{212A}"), label: "Kelvin"), Option(value: .string("K"), label: "K")]
        #expect(line.withUTF8 { ChoiceKind.exactValue(UnsafeRawBufferPointer($0), in: options) } == nil)
    }
}
