import Testing

@testable import FormCore

/// The one reader of hexadecimal digits agrees with Swift's own radix-16 parsing on every
/// byte, and reads nothing else (not a Cyrillic letter, not a full-width digit).
@Suite struct HexDigitTests {
    @Test func everyByteIsReadAsSwiftReadsItInRadix16() {
        for b in UInt8.min...UInt8.max {
            let expected = UInt8(String(UnicodeScalar(b)), radix: 16)
            #expect(HexDigit.value(b) == expected, "byte \(b)")
            #expect(HexDigit.value(UInt32(b)) == expected, "scalar \(b)")
        }
        for scalar: UInt32 in [0x0430, 0xFF10, 0xFF41, 0x02BB, 0x1F642] { #expect(HexDigit.value(scalar) == nil) }
    }
}
