/// The card numbers in a text, found in one pass without keeping its characters: what the
/// gate does to every byte of output when no secret is known (`SignificantText.cardNumbers`).
/// The same spans as feeding `CardNumberRun` every character `SignificantReader` gives,
/// at a compare or two a byte for what `check` writes: ASCII that starts no escape (not
/// `%`, `&`, `\` or ESC) and two-byte letters of U+00C0–U+052F (Latin, ʻ, Greek, Cyrillic)
/// are read inline, and a character that is not a digit is fed only when it ends a group
/// of digits (otherwise `CardNumberRun.feed` changes nothing). Every other character goes
/// through the reader, which also skips terminal escape sequences.
struct CardNumberScan {
    private let text: UnsafeRawBufferPointer
    private var reader: SignificantReader
    private var run = CardNumberRun()
    private var found: [MaskSpan] = []
    /// Separators read since the last significant character, and whether a line break was one.
    private var separators = 0
    private var lineBreak = false

    init(_ text: UnsafeRawBufferPointer) {
        self.text = text
        reader = SignificantReader(text)
    }

    /// The spans found, in the order their numbers end (not merged).
    mutating func spans() -> [MaskSpan] {
        var at = 0
        let count = text.count
        while at < count {
            let b = text[at]
            if b < 0x80, b != 0x25, b != 0x26, b != 0x5C, b != 0x1B {
                switch SignificantReader.classifyASCII(UInt32(b)) {
                case .significant(let value): significant(value, start: at, end: at + 1)
                case .separator: separators += 1
                case .lineBreak:
                    separators += 1
                    lineBreak = true
                case .invisible: break
                }
                at += 1
            } else if b >= 0xC3, b <= 0xD4, at + 1 < count, text[at + 1] & 0xC0 == 0x80,
                case let scalar = UInt32(b & 0x1F) << 6 | UInt32(text[at + 1] & 0x3F), scalar <= 0x52F
            {
                // U+00C0–U+052F: a letter or mark, never a digit (`SignificantReader.classify`).
                significant(scalar, start: at, end: at + 2)
                at += 2
            } else {
                reader.at = at
                guard var c = reader.next() else { break }
                c.separators += separators
                c.afterLineBreak = c.afterLineBreak || lineBreak
                if let span = run.feed(c) { found.append(span) }
                (separators, lineBreak) = (0, false)
                at = reader.at
            }
        }
        if let span = run.finish() { found.append(span) }
        return found
    }

    /// A significant character read inline: fed when it is a digit or ends a group.
    private mutating func significant(_ value: UInt32, start: Int, end: Int) {
        if value >= 0x30 && value <= 0x39 || run.lastWasDigit {
            let c = SignificantCharacter(
                value: value, start: start, end: end, separators: separators, afterLineBreak: lineBreak)
            if let span = run.feed(c) { found.append(span) }
        }
        (separators, lineBreak) = (0, false)
    }
}
