/// Makes text from the network safe to print on a terminal.
package enum PrintableText {
    /// `text` on one line (tabs and line breaks become spaces), with other control
    /// characters and bidirectional formatting characters shown as visible escapes
    /// (`\x1b`), as docs/contract.md, "Validation and dependent fields" item 4 asks for any text from a server.
    package static func clean(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x09, 0x0A, 0x0D: scalars.append(" ")
            default: scalars.append(scalar)
            }
        }
        return VisibleText.escaping(String(scalars))
    }
}
