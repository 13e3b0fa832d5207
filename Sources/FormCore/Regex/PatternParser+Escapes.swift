/// Escapes: `\` and what follows, outside and inside classes.
extension PatternParser {
    /// An escape inside a class: one code point or a set.
    enum ClassEscape {
        case char(UInt32)
        case set(PatternSet)
    }

    /// Whether the strict reading takes `\` followed by `c`: `\n \t \r \f \s \S`, and
    /// ASCII punctuation or space, which stand for themselves.
    private func isStrictEscape(_ c: UInt16) -> Bool {
        switch c {
        case u("n"), u("t"), u("r"), u("f"), u("s"), u("S"): return true
        case u("0")...u("9"), u("A")...u("Z"), u("a")...u("z"): return false
        default: return c >= 0x20 && c < 0x7F
        }
    }

    /// After `\` outside a class.
    mutating func parseEscape() throws(Refused) -> PatternNode {
        guard i < units.count else {
            try refuseIfStrict()
            return .atom(literal(0x5C))
        }
        let c = units[i]
        i += 1
        if isStrict, !isStrictEscape(c) { throw Refused() }
        switch c {
        case u("b"), u("B"): return .assertion(.wordBoundary)
        case u("A"), u("Z"), u("z"), u("G"):
            note(.anchor(Unicode.Scalar(UInt8(c))))
            return .assertion(.inputBoundary)
        case u("Q"):
            note(.quoting)
            var items: [PatternNode] = []
            while i < units.count {
                if units[i] == u("\\"), i + 1 < units.count, units[i + 1] == u("E") {
                    i += 2
                    break
                }
                let first = units[i]
                i += 1
                items.append(.atom(literal(readScalar(first: first))))
            }
            return .sequence(items)
        case u("1")...u("9"):
            while i < units.count, units[i] >= u("0"), units[i] <= u("9") { i += 1 }
            return .backreference
        case u("k"):
            while i < units.count, units[i] != u(">") { i += 1 }
            i += 1
            return .backreference
        default:
            if let s = setEscape(c) { return .atom(s) }
            return .atom(literal(charEscape(c)))
        }
    }

    /// After `\` inside a class.
    mutating func classEscape() throws(Refused) -> ClassEscape {
        guard i < units.count else {
            try refuseIfStrict()
            return .char(0x5C)
        }
        let c = units[i]
        i += 1
        if isStrict, !isStrictEscape(c) { throw Refused() }
        if let s = setEscape(c) { return .set(s) }
        return .char(charEscape(c))
    }

    /// A set escape such as `\d` or `\p{L}` (the letter already read), or nil.
    private mutating func setEscape(_ c: UInt16) -> PatternSet? {
        switch c {
        case u("d"), u("D"), u("w"), u("W"), u("s"), u("S"):
            return .escape(Unicode.Scalar(UInt8(c)))
        case u("h"), u("H"), u("v"), u("V"), u("R"), u("X"):
            note(.escape(Unicode.Scalar(UInt8(c))))
            return .escape(Unicode.Scalar(UInt8(c)))
        case u("p"), u("P"):
            var name = ""
            if i < units.count, units[i] == u("{") {
                i += 1
                while i < units.count, units[i] != u("}") {
                    name.unicodeScalars.append(Unicode.Scalar(units[i]) ?? "?")
                    i += 1
                }
                i += 1
            } else if i < units.count {
                name = String(decoding: [units[i]], as: UTF16.self)
                i += 1
            }
            note(.property)
            return .property(name, negated: c == u("P"))
        case u("N"):
            note(.namedCharacter)
            while i < units.count, units[i] != u("}") { i += 1 }
            i += 1
            return .unknown
        default: return nil
        }
    }

    /// The code point an escape stands for (the letter already read).
    private mutating func charEscape(_ c: UInt16) -> UInt32 {
        switch c {
        case u("t"): return 0x09
        case u("n"): return 0x0A
        case u("r"): return 0x0D
        case u("f"): return 0x0C
        case u("a"): return 0x07
        case u("e"): return 0x1B
        case u("c"):
            guard i < units.count else { return 0 }
            i += 1
            return UInt32(units[i - 1] & 0x1F)
        case u("x"):
            if i < units.count, units[i] == u("{") {
                note(.bracedHex)
                i += 1
                let v = hex(maxDigits: 8)
                if i < units.count, units[i] == u("}") { i += 1 }
                return v
            }
            return hex(maxDigits: 2)
        case u("u"): return hex(maxDigits: 4)
        case u("U"):
            note(.escape("U"))
            return hex(maxDigits: 8)
        case u("0"): return octal()
        default: return readScalar(first: c)
        }
    }

    private mutating func hex(maxDigits: Int) -> UInt32 {
        var v: UInt32 = 0
        var n = 0
        while n < maxDigits, i < units.count, let d = Character(Unicode.Scalar(units[i]) ?? " ").hexDigitValue {
            v = v &* 16 &+ UInt32(d)
            i += 1
            n += 1
        }
        return v
    }

    /// Up to three octal digits after `\0`.
    private mutating func octal() -> UInt32 {
        var v: UInt32 = 0
        var n = 0
        while n < 3, i < units.count, units[i] >= u("0"), units[i] <= u("7") {
            v = v * 8 + UInt32(units[i] - u("0"))
            i += 1
            n += 1
        }
        return v
    }
}
