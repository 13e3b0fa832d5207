/// Text from a schema or a server as a terminal should show it (docs/contract.md, "Validation and dependent fields"
/// item 4): control
/// characters other than tab and newline (C0, DEL, C1) and bidirectional formatting
/// characters, which could drive or reorder the terminal, become visible escapes
/// (`\x1b`, `\u{202e}`). Everything else is kept as written.
public enum VisibleText {
    public static func escaping(_ text: String) -> String {
        escaping(text, where: needsEscape)
    }

    /// The same for text that must stay on one line, such as a name that starts a
    /// verdict line (`check --id`): tab and newline become escapes too.
    public static func oneLine(_ text: String) -> String {
        escaping(text) { $0.value == 0x09 || $0.value == 0x0A || needsEscape($0) }
    }

    private static func escaping(_ text: String, where needsEscape: (Unicode.Scalar) -> Bool) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            guard needsEscape(scalar) else {
                out.unicodeScalars.append(scalar)
                continue
            }
            out +=
                scalar.value <= 0xFF
                ? "\\x" + hex(scalar.value, digits: 2) : "\\u{" + hex(scalar.value, digits: 4) + "}"
        }
        return out
    }

    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A: return false
        case 0x00...0x1F, 0x7F...0x9F, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }

    static func hex(_ value: UInt32, digits: Int) -> String {
        let s = String(value, radix: 16)
        return String(repeating: "0", count: max(0, digits - s.count)) + s
    }
}
