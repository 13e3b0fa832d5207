/// The phone keyboard a text field asks for, and so what can be typed (docs/contract.md, "Validation and dependent
/// fields" item 7).
public enum KeyboardType: String, Sendable, CaseIterable {
    case `default`, phonePad, numberPad, decimalPad, emailAddress

    /// The first character of the typed bytes this keyboard could not produce, or nil.
    public func firstRejected(_ bytes: UnsafeRawBufferPointer) -> Unicode.Scalar? {
        switch self {
        case .default:
            return nil
        case .phonePad:
            return ValueText.firstScalar(bytes) { s in
                !(("0"..."9").contains(s) || " +*#()-".unicodeScalars.contains(s))
            }
        case .numberPad:
            return ValueText.firstScalar(bytes) { !("0"..."9").contains($0) }
        case .decimalPad:
            var separators = 0
            return ValueText.firstScalar(bytes) { s in
                if ("0"..."9").contains(s) { return false }
                if s == "." || s == "," {
                    separators += 1
                    return separators > 1
                }
                return true
            }
        case .emailAddress:
            return ValueText.firstScalar(bytes) { $0.properties.isWhitespace }
        }
    }

    /// What a rejection message calls a character: `'x'`, or `space`, or U+0009.
    public static func describe(_ s: Unicode.Scalar) -> String {
        if s == " " { return "space" }
        if s.properties.isWhitespace || s.value < 0x20 || s.value == 0x7F {
            return "U+" + String(String(s.value, radix: 16, uppercase: true).leftPadded(to: 4))
        }
        return "'\(Character(s))'"
    }
}

extension String {
    func leftPadded(to width: Int, with pad: Character = "0") -> String {
        count >= width ? self : String(repeating: pad, count: width - count) + self
    }
}
