import FormCore

/// The shape of an ICU regular expression, as far as the static checks of `lint` and
/// the notes of `export` need it: sequences, alternatives, groups and repetitions over
/// approximate character sets. Offsets are UTF-16 offsets into the pattern, as ICU's.
indirect enum PatternNode {
    /// One character from a set (a literal, a class, `.`, `\d`, …).
    case atom(PatternCharSet)
    /// Matches no characters: anchors, word boundaries, lookaround, comments, flag settings.
    case assertion
    /// `\1`, `\k<name>`: text of unknown shape.
    case backreference
    case group(PatternNode, atomic: Bool)
    case sequence([PatternNode])
    case alternation([PatternNode])
    case repetition(PatternNode, min: Int, max: Int?, possessive: Bool, start: Int, end: Int)
}

/// A forgiving recursive-descent reader of ICU pattern syntax. It never fails: text it
/// does not understand becomes literal characters, since the pattern already compiled.
struct PatternParser {
    private let units: [UInt16]
    private var i = 0
    private var caseInsensitive = false
    private var freeSpacing = false
    private var depth = 0
    static let maxDepth = 200
    /// ICU constructs that ECMA-262 (JSON Schema's dialect) lacks, in order of appearance.
    private(set) var icuOnly: [String] = []

    init(_ pattern: String) { units = Array(pattern.utf16) }

    /// Parses the whole pattern.
    mutating func parse() -> PatternNode {
        var branches = [parseSequence()]
        while i < units.count {
            if units[i] == u("|") { i += 1; branches.append(parseSequence()); continue }
            // A stray `)`: skip it and go on.
            i += 1
            branches[branches.count - 1] = .sequence([branches[branches.count - 1], parseSequence()])
        }
        return branches.count == 1 ? branches[0] : .alternation(branches)
    }

    /// The pattern text between two offsets.
    func text(_ range: Range<Int>) -> String {
        String(decoding: units[max(0, range.lowerBound)..<min(units.count, range.upperBound)], as: UTF16.self)
    }

    // MARK: structure

    private mutating func parseAlternation() -> PatternNode {
        var branches = [parseSequence()]
        while i < units.count, units[i] == u("|") {
            i += 1
            branches.append(parseSequence())
        }
        return branches.count == 1 ? branches[0] : .alternation(branches)
    }

    private mutating func parseSequence() -> PatternNode {
        var items: [PatternNode] = []
        while true {
            skipFreeSpacing()
            guard i < units.count, units[i] != u("|"), units[i] != u(")") else { break }
            items.append(parseQuantified())
        }
        return items.count == 1 ? items[0] : .sequence(items)
    }

    private mutating func parseQuantified() -> PatternNode {
        let start = i
        var node = parseAtom()
        while true {
            skipFreeSpacing()
            guard i < units.count else { break }
            var bounds: (Int, Int?)?
            switch units[i] {
            case u("*"): bounds = (0, nil); i += 1
            case u("+"): bounds = (1, nil); i += 1
            case u("?"): bounds = (0, 1); i += 1
            case u("{"): bounds = parseInterval()
            default: break
            }
            guard let (lo, hi) = bounds else { break }
            var possessive = false
            if i < units.count, units[i] == u("?") {
                i += 1
            } else if i < units.count, units[i] == u("+") {
                i += 1
                possessive = true
                note("possessive quantifier")
            }
            node = .repetition(node, min: lo, max: hi, possessive: possessive, start: start, end: i)
        }
        return node
    }

    /// `{n}`, `{n,}`, `{n,m}`; nil (and nothing consumed) when the brace is not an interval.
    private mutating func parseInterval() -> (Int, Int?)? {
        var k = i + 1
        func number() -> Int? {
            var v: Int?
            while k < units.count, units[k] >= u("0"), units[k] <= u("9") {
                v = min((v ?? 0) * 10 + Int(units[k] - u("0")), 1_000_000)
                k += 1
            }
            return v
        }
        guard let lo = number() else { return nil }
        var hi: Int? = lo
        if k < units.count, units[k] == u(",") {
            k += 1
            hi = number()
        }
        guard k < units.count, units[k] == u("}") else { return nil }
        i = k + 1
        return (lo, hi)
    }

    private mutating func parseAtom() -> PatternNode {
        let c = units[i]
        i += 1
        switch c {
        case u("("): return parseGroup()
        case u("["): return .atom(parseClass())
        case u("\\"): return parseEscape()
        case u("."): return .atom(.dot)
        case u("^"), u("$"): return .assertion
        default: return .atom(literal(readScalar(first: c)))
        }
    }

    private mutating func parseGroup() -> PatternNode {
        // Deeper nesting is read as plain text rather than risk the stack.
        guard depth < PatternParser.maxDepth else { return .atom(.any) }
        depth += 1
        defer { depth -= 1 }
        let saved = (caseInsensitive, freeSpacing)
        var atomic = false
        var lookaround = false
        if i < units.count, units[i] == u("?") {
            i += 1
            guard i < units.count else { return .assertion }
            switch units[i] {
            case u(":"): i += 1
            case u(">"): i += 1; atomic = true; note("atomic group (?>…)")
            case u("="), u("!"): i += 1; lookaround = true
            case u("<"):
                i += 1
                if i < units.count, units[i] == u("=") || units[i] == u("!") {
                    i += 1
                    lookaround = true
                } else {
                    while i < units.count, units[i] != u(">") { i += 1 }
                    i += 1
                }
            case u("#"):
                note("comment (?#…)")
                while i < units.count, units[i] != u(")") { i += 1 }
                i += 1
                return .assertion
            default:
                // Flag settings: (?ismwx-ismwx) for the rest of the group, or (?i:…).
                note("inline flags (?…)")
                var on = true
                while i < units.count, units[i] != u(")"), units[i] != u(":") {
                    switch units[i] {
                    case u("-"): on = false
                    case u("i"): caseInsensitive = on
                    case u("x"): freeSpacing = on
                    default: break
                    }
                    i += 1
                }
                if i < units.count, units[i] == u(")") {
                    // Applies to the rest of the enclosing group: the new flags stay.
                    i += 1
                    return .assertion
                }
                i += 1
            }
        }
        let inner = parseAlternation()
        if i < units.count, units[i] == u(")") { i += 1 }
        (caseInsensitive, freeSpacing) = saved
        return lookaround ? .assertion : .group(inner, atomic: atomic)
    }

    // MARK: classes

    private mutating func parseClass() -> PatternCharSet {
        guard depth < PatternParser.maxDepth else { return .any }
        depth += 1
        defer { depth -= 1 }
        var set = PatternCharSet()
        var negate = false
        if i < units.count, units[i] == u("^") { negate = true; i += 1 }
        var first = true
        var previous: UInt32?
        while i < units.count {
            let c = units[i]
            if c == u("]") && !first { i += 1; break }
            first = false
            if c == u("[") {
                if i + 1 < units.count, units[i + 1] == u(":") {
                    note("POSIX class [:…:]")
                    while i < units.count, !(units[i] == u("]") && units[i - 1] == u(":")) { i += 1 }
                    i += 1
                    set.formUnion(.any)
                } else {
                    i += 1
                    note("nested character class")
                    set.formUnion(parseClass())
                }
                previous = nil
                continue
            }
            if (c == u("&") || c == u("-")), i + 1 < units.count, units[i + 1] == c {
                note("set operation \(c == u("&") ? "&&" : "--")")
                i += 2
                previous = nil
                continue
            }
            if c == u("-"), let lo = previous, i + 1 < units.count, units[i + 1] != u("]") {
                i += 1
                let hiUnit = units[i]
                i += 1
                var hi: UInt32?
                if hiUnit == u("\\") {
                    if case .char(let v) = classEscape() { hi = v }
                } else {
                    hi = readScalar(first: hiUnit)
                }
                if let hi, hi >= lo { set.insert(range: lo...hi) }
                if caseInsensitive, let hi, hi >= lo, lo < 128 {
                    for v in lo...min(hi, 127) { set.formUnion(PatternCharSet(scalar: v, caseInsensitive: true)) }
                }
                previous = nil
                continue
            }
            i += 1
            if c == u("\\") {
                switch classEscape() {
                case .char(let v):
                    set.formUnion(PatternCharSet(scalar: v, caseInsensitive: caseInsensitive))
                    previous = v
                case .set(let s):
                    set.formUnion(s)
                    previous = nil
                }
                continue
            }
            let v = readScalar(first: c)
            set.formUnion(PatternCharSet(scalar: v, caseInsensitive: caseInsensitive))
            previous = v
        }
        return negate ? set.negated : set
    }

    private enum EscapeValue { case char(UInt32), set(PatternCharSet) }

    /// An escape inside a class (the backslash already read).
    private mutating func classEscape() -> EscapeValue {
        guard i < units.count else { return .char(0x5C) }
        let c = units[i]
        i += 1
        if let s = setEscape(c) { return .set(s) }
        return .char(charEscape(c))
    }

    // MARK: escapes

    private mutating func parseEscape() -> PatternNode {
        guard i < units.count else { return .atom(literal(0x5C)) }
        let c = units[i]
        i += 1
        switch c {
        case u("b"), u("B"): return .assertion
        case u("A"), u("Z"), u("z"), u("G"):
            note("anchor \\\(Character(Unicode.Scalar(UInt8(c))))")
            return .assertion
        case u("Q"):
            note("quoting \\Q…\\E")
            var items: [PatternNode] = []
            while i < units.count {
                if units[i] == u("\\"), i + 1 < units.count, units[i + 1] == u("E") { i += 2; break }
                let v = readScalar(first: units[i])
                i += 1
                items.append(.atom(literal(v)))
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

    /// A set escape such as `\d` or `\p{L}` (the letter already read), or nil.
    private mutating func setEscape(_ c: UInt16) -> PatternCharSet? {
        switch c {
        case u("d"): return .digits
        case u("D"): return PatternCharSet.digits.negated
        case u("w"): return .word
        case u("W"): return PatternCharSet.word.negated
        case u("s"): return .space
        case u("S"): return PatternCharSet.space.negated
        case u("h"), u("H"), u("v"), u("V"), u("R"), u("X"):
            note("escape \\\(Character(Unicode.Scalar(UInt8(c))))")
            switch c {
            case u("h"): var s = PatternCharSet(scalar: 0x09, caseInsensitive: false); s.insert(0x20); s.categories = PatternCharSet.Category.space; return s
            case u("v"), u("R"): var s = PatternCharSet(range: 0x0A...0x0D); s.categories = PatternCharSet.Category.space; return s
            default: return .any
            }
        case u("p"), u("P"):
            var name = ""
            if i < units.count, units[i] == u("{") {
                i += 1
                while i < units.count, units[i] != u("}") { name.unicodeScalars.append(Unicode.Scalar(units[i]) ?? "?"); i += 1 }
                i += 1
            } else if i < units.count {
                name = String(decoding: [units[i]], as: UTF16.self)
                i += 1
            }
            note("Unicode property \\p{…}")
            let set: PatternCharSet
            switch name.lowercased() {
            case "l", "letter", "alpha", "alphabetic", "lu", "ll", "uppercase", "lowercase", "uppercase_letter", "lowercase_letter":
                set = .letters
            case "n", "nd", "digit", "decimal_number", "number": set = .digits
            case "z", "zs", "space", "white_space", "whitespace": set = .space
            default: set = .any
            }
            return c == u("P") ? set.negated : set
        case u("N"):
            note("named character \\N{…}")
            while i < units.count, units[i] != u("}") { i += 1 }
            i += 1
            return .any
        default: return nil
        }
    }

    /// The character an escape stands for (the letter already read).
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
                note("escape \\x{…}")
                i += 1
                let v = hex(maxDigits: 8)
                if i < units.count, units[i] == u("}") { i += 1 }
                return v
            }
            return hex(maxDigits: 2)
        case u("u"): return hex(maxDigits: 4)
        case u("U"): note("escape \\U"); return hex(maxDigits: 8)
        case u("0"):
            var v: UInt32 = 0
            var n = 0
            while n < 3, i < units.count, units[i] >= u("0"), units[i] <= u("7") { v = v * 8 + UInt32(units[i] - u("0")); i += 1; n += 1 }
            return v
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

    // MARK: helpers

    /// The scalar starting with unit `first` (already consumed); a surrogate pair takes the next unit too.
    private mutating func readScalar(first: UInt16) -> UInt32 {
        if UTF16.isLeadSurrogate(first), i < units.count, UTF16.isTrailSurrogate(units[i]) {
            let v = 0x10000 + ((UInt32(first) - 0xD800) << 10) + (UInt32(units[i]) - 0xDC00)
            i += 1
            return v
        }
        return UInt32(first)
    }

    private func literal(_ v: UInt32) -> PatternCharSet { PatternCharSet(scalar: v, caseInsensitive: caseInsensitive) }

    private mutating func skipFreeSpacing() {
        guard freeSpacing else { return }
        while i < units.count {
            let c = units[i]
            if c == u(" ") || (c >= 0x09 && c <= 0x0D) {
                i += 1
            } else if c == u("#") {
                while i < units.count, units[i] != 0x0A { i += 1 }
            } else {
                return
            }
        }
    }

    private mutating func note(_ what: String) {
        if !icuOnly.contains(what) { icuOnly.append(what) }
    }

    private func u(_ s: Unicode.Scalar) -> UInt16 { UInt16(s.value) }
}
