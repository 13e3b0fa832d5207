/// Terminal escape sequences, which `SignificantReader` skips as if they were not there
/// (docs/contract.md, "Submission": escape sequences between characters do not hide a
/// value), written raw or as escapes (`\x1b[31m`).
extension SignificantReader {
    /// The longest control string (OSC, DCS, …) skipped whole.
    static let longestControlString = 1024
    /// The most digits in a row a control sequence's parameters may have: a longer run is
    /// read as digits of the text, so that `ESC [` cannot swallow a card number.
    static let longestParameter = 4

    /// Skips what follows an ESC (or an 8-bit CSI) that belongs to its sequence: a control
    /// sequence (`ESC [ 1 ; 31 m`), a control string up to its terminator (`ESC ] … BEL`),
    /// or intermediates and a final character (`ESC ( B`, `ESC M`). A digit right after ESC is left to the
    /// text, and so is whatever does not make a whole sequence (only `ESC [` is skipped).
    mutating func skipEscapeSequence(introducer: UInt32) {
        if introducer == 0x9B {
            if let end = controlSequence(at) { at = end }
            return
        }
        guard at < text.count else { return }
        let (c, afterC) = decode(at)
        switch c {
        case 0x5B:  // [
            at = controlSequence(afterC) ?? afterC
        case 0x5D, 0x50, 0x58, 0x5E, 0x5F:  // ] P X ^ _
            if let end = controlString(afterC) { at = end }
        case 0x20...0x2F:
            if let end = finalAfterIntermediates(afterC) { at = end }
        case 0x3A...0x7E:
            at = afterC
        default:
            break
        }
    }

    /// Parameters, intermediates and a final character from `i`: where they end, or nil.
    private func controlSequence(_ i: Int) -> Int? {
        var j = i
        var run = 0
        var length = 0
        while j < text.count, length < 32 {
            let (c, end) = decode(j)
            guard (0x30...0x3F).contains(c) else { break }
            run = (0x30...0x39).contains(c) ? run + 1 : 0
            guard run <= Self.longestParameter else { return nil }
            j = end
            length += 1
        }
        return finalAfterIntermediates(j)
    }

    /// Intermediate characters (0x20–0x2F) and a final one (0x40–0x7E, never a digit) from
    /// `i`: where they end, or nil.
    private func finalAfterIntermediates(_ i: Int) -> Int? {
        var j = i
        for _ in 0..<4 {
            guard j < text.count else { return nil }
            let (c, end) = decode(j)
            if (0x40...0x7E).contains(c) { return end }
            guard (0x20...0x2F).contains(c) else { return nil }
            j = end
        }
        return nil
    }

    /// A control string's text up to BEL, ST (`ESC \`) or 8-bit ST: where it ends, or nil
    /// when none comes within `longestControlString` characters.
    private func controlString(_ i: Int) -> Int? {
        var j = i
        for _ in 0..<Self.longestControlString {
            guard j < text.count else { return nil }
            let (c, end) = decode(j)
            if c == 0x07 || c == 0x9C { return end }
            if c == 0x1B, end < text.count {
                let (next, afterNext) = decode(end)
                if next == 0x5C { return afterNext }
            }
            j = end
        }
        return nil
    }
}
