/// Terminal columns a string takes, as a terminal draws it: wide East Asian characters
/// and emoji take two; combining marks, zero-width and format characters none; an ANSI
/// escape sequence (a colour around `✓`) none. `·`, `✓`, `✗`, Latin, Cyrillic and the
/// Uzbek `ʻ` take one. Used to align tables of Uzbek, Cyrillic or emoji text.
public enum DisplayWidth {
    public static func of(_ s: String) -> Int {
        var width = 0
        var escape = false
        for c in s {
            if escape {
                // CSI parameters run to a final byte in @…~.
                if let v = c.unicodeScalars.first?.value, v >= 0x40 && v <= 0x7E && c != "[" { escape = false }
                continue
            }
            if c == "\u{1B}" {
                escape = true
                continue
            }
            width += self.width(of: c)
        }
        return width
    }

    static func width(of c: Character) -> Int {
        guard let first = c.unicodeScalars.first else { return 0 }
        let p = first.properties
        if p.isEmojiPresentation || c.unicodeScalars.contains(where: { $0.value == 0xFE0F }) { return 2 }
        switch first.value {
        case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6,
            0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
            return 2
        default:
            switch p.generalCategory {
            case .nonspacingMark, .enclosingMark, .format, .control: return 0
            default: return 1
            }
        }
    }

    /// Pads with spaces to a display width.
    public static func pad(_ s: String, to width: Int) -> String {
        let w = of(s)
        return w >= width ? s : s + String(repeating: " ", count: width - w)
    }
}
