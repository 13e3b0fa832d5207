/// UTF-8 inside strings: well-formed sequences only (RFC 3629), checked one sequence at
/// a time where a string's text leaves ASCII; `plainRun(from:)` steps over ASCII eight
/// bytes at a time.
extension JSONScanner {
    /// The length of the well-formed UTF-8 sequence at `i` (no overlong forms, no
    /// surrogates, nothing above U+10FFFF), or 0 when it is not one.
    func utf8SequenceLength(at i: Int) -> Int {
        let lead = byte(i)
        let n: Int
        // The range of the second byte; the others are any continuation byte.
        var low: UInt8 = 0x80
        var high: UInt8 = 0xBF
        switch lead {
        case 0x00...0x7F: return 1
        case 0xC2...0xDF: n = 2
        case 0xE0:
            n = 3
            low = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: n = 3
        case 0xED:
            n = 3
            high = 0x9F
        case 0xF0:
            n = 4
            low = 0x90
        case 0xF1...0xF3: n = 4
        case 0xF4:
            n = 4
            high = 0x8F
        default: return 0
        }
        guard i &+ n <= end else { return 0 }
        let second = byte(i &+ 1)
        guard second >= low, second <= high else { return 0 }
        if n > 2 && byte(i &+ 2) & 0xC0 != 0x80 { return 0 }
        if n > 3 && byte(i &+ 3) & 0xC0 != 0x80 { return 0 }
        return n
    }
}
