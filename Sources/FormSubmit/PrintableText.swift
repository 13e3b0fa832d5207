/// Makes text from the network safe to print on a terminal.
enum PrintableText {
    /// `text` with tabs and line breaks turned into spaces, and other control characters
    /// (C0, DEL, C1) and bidirectional formatting characters (which can reorder what a
    /// terminal shows) removed.
    static func clean(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x09, 0x0A, 0x0D: scalars.append(" ")
            case 0x00...0x1F, 0x7F...0x9F, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: continue
            default: scalars.append(scalar)
            }
        }
        return String(scalars)
    }
}
