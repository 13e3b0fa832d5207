/// Terminal columns a string takes: wide East Asian characters and emoji take two,
/// combining marks none. Used to align tables of Uzbek, Cyrillic or emoji text.
public enum DisplayWidth {
    public static func of(_ s: String) -> Int {
        s.reduce(0) { $0 + width(of: $1) }
    }

    static func width(of c: Character) -> Int {
        guard let first = c.unicodeScalars.first else { return 0 }
        if first.properties.isEmojiPresentation || c.unicodeScalars.contains(where: { $0.value == 0xFE0F }) { return 2 }
        switch first.value {
        case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
             0x20000...0x3FFFD:
            return 2
        default:
            return first.properties.generalCategory == .nonspacingMark ? 0 : 1
        }
    }

    /// Pads with spaces to a display width.
    public static func pad(_ s: String, to width: Int) -> String {
        let w = of(s)
        return w >= width ? s : s + String(repeating: " ", count: width - w)
    }
}
