/// One significant character of a text (docs/contract.md, "Submission", the spellings of a secret): its folded
/// value, where it was in the text, and how many separators were skipped just before it.
struct SignificantCharacter {
    /// The character as compared: an ASCII digit for any Unicode decimal digit, ASCII for
    /// a full-width form, an ASCII letter in lower case; other scalars as they are.
    var value: UInt32
    /// Byte offsets into the text: a whole escape sequence or UTF-8 scalar.
    var start: Int
    var end: Int
    /// Separators skipped since the previous significant character (space, `+`, dash,
    /// dot, slash, tab, line breaks, and their Unicode kin). Invisible characters
    /// (controls, formatting characters, terminal escape sequences) are not counted: they
    /// stand between no two characters.
    var separators: Int
    /// Whether a line break was among them: it ends a card's grouping.
    var afterLineBreak = false

    var isDigit: Bool { value >= 0x30 && value <= 0x39 }
}

/// Reads a text as its significant characters, left to right, once. Every spelling docs/contract.md,
/// "Submission" names comes out the same (`SignificantReader+Decoding`):
/// - JSON escapes (`\u0034`, surrogate pairs, `\/`), the display escapes formsh writes
///   for control characters (`\x7f`, `\u{202e}`), percent-encoding (UTF-8 sequences
///   across several `%XX` included) and HTML character references (`&#52;`, `&#x34;`,
///   `&amp;`) are decoded, each to a fixed point (`%2534` and `&amp;#52;` are `4`);
/// - separators (space, `+`, dash, dot, slash, tab, line breaks, their Unicode and
///   full-width kin) are skipped and counted, line breaks marked;
/// - control characters, invisible formatting characters and terminal escape sequences
///   (`ESC [ 31 m`, an OSC string) are skipped as if they were not there;
/// - Unicode decimal digits of any script become ASCII digits, full-width forms their
///   ASCII originals, and ASCII letters lower case.
///
/// No copy of the text is made: the reader walks the bytes in place.
struct SignificantReader {
    let text: UnsafeRawBufferPointer
    var at = 0

    init(_ text: UnsafeRawBufferPointer) { self.text = text }

    /// The next significant character, or nil at the end.
    mutating func next() -> SignificantCharacter? {
        var separators = 0
        var lineBreak = false
        while at < text.count {
            let start = at
            let (scalar, end) = decode(at)
            at = end
            switch scalar < 0x80 ? SignificantReader.classifyASCII(scalar) : SignificantReader.classify(scalar) {
            case .significant(let value):
                return SignificantCharacter(
                    value: value, start: start, end: end, separators: separators,
                    afterLineBreak: lineBreak)
            case .separator:
                separators += 1
            case .lineBreak:
                separators += 1
                lineBreak = true
            case .invisible:
                if scalar == 0x1B || scalar == 0x9B { skipEscapeSequence(introducer: scalar) }
            }
        }
        return nil
    }

    // MARK: folding

    /// What a scalar is to the reader.
    enum Kind: Equatable {
        /// Compared, as this value.
        case significant(UInt32)
        /// Skipped and counted: it may stand between the groups of a card number.
        case separator
        /// Skipped and counted, and it ends a card's grouping.
        case lineBreak
        /// Skipped as if it were not there.
        case invisible
    }

    static func classify(_ scalar: UInt32) -> Kind {
        if scalar < 0x80 { return classifyASCII(scalar) }
        switch scalar {
        case 0x80...0x9F: return .invisible
        // Latin, IPA, modifier letters (ʻ), combining marks, Greek and Cyrillic: letters and
        // marks only, no separator, digit or formatting character (a fast path).
        case 0xC0...0x52F: return .significant(scalar)
        case 0xFF01...0xFF5E: return classifyASCII(scalar - 0xFEE0)
        default: break
        }
        guard let s = Unicode.Scalar(scalar) else { return .significant(scalar) }
        let properties = s.properties
        switch properties.generalCategory {
        case .spaceSeparator, .dashPunctuation: return .separator
        case .lineSeparator, .paragraphSeparator: return .lineBreak
        case .format, .control: return .invisible
        case .decimalNumber:
            if let v = properties.numericValue, v >= 0, v <= 9 { return .significant(0x30 + UInt32(v)) }
            return .significant(scalar)
        default: return .significant(scalar)
        }
    }

    /// ASCII: space, `+`, `-`, `.`, `/` and tab separate, and so do line breaks (LF, VT,
    /// FF, CR); other controls and DEL are invisible; letters fold to lower case.
    @inline(__always)
    static func classifyASCII(_ c: UInt32) -> Kind {
        switch c {
        case 0x09, 0x20, 0x2B, 0x2D, 0x2E, 0x2F: return .separator
        case 0x0A...0x0D: return .lineBreak
        case 0..<0x20, 0x7F: return .invisible
        case 0x41...0x5A: return .significant(c | 0x20)
        default: return .significant(c)
        }
    }
}
