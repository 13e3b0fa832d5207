/// The one reader of ICU pattern syntax: a recursive descent over the pattern's UTF-16
/// units (ICU's offsets) into a `PatternNode`, in one of two modes.
///
/// Groups, classes and escapes are read in `PatternParser+Classes.swift` and
/// `PatternParser+Escapes.swift`.
struct PatternParser {
    enum Mode {
        /// For the native matcher: every item is read exactly as ICU reads it and every
        /// character set is known exactly, or the pattern is refused (nil) and stays with
        /// ICU. Refused: malformed syntax (unbalanced parentheses, an unterminated class,
        /// a bad interval, a reversed range or count, an escape at the end); escapes
        /// other than `\n \t \r \f \s \S` and `\` before ASCII punctuation or space
        /// (the letter escapes are Unicode-aware in ICU); groups other than `( )` and
        /// `(?: )`; possessive and stacked quantifiers; in a class, nested classes, set
        /// operations, `&`, a `]` or `:` first, and a `-` that is neither a range nor
        /// first or last; a quantifier or closing bracket where an item is expected.
        /// The empty pattern is left to ICU, which refuses it.
        case strict
        /// For the static checks of `lint` and `export`, on any pattern, compiled or not:
        /// never fails. Text it does not understand becomes literal characters or
        /// `PatternSet.unknown`, groups and classes nested deeper than `maxDepth` are read
        /// as `unknown` (rather than risk the stack), and ICU-only constructs are listed
        /// as `PatternExtension`s.
        case lenient
    }

    /// Where the strict reading stops.
    struct Refused: Error {}

    /// How deep the lenient reading follows nested groups and classes.
    static let maxDepth = 200

    let mode: Mode
    let units: [UInt16]
    var i = 0
    /// `(?i)` and `(?x)` in force (the lenient reading only: the strict one refuses flags).
    var caseInsensitive = false
    var freeSpacing = false
    var depth = 0
    var extensions: [PatternExtension] = []

    private init(_ pattern: String, mode: Mode) {
        self.mode = mode
        units = Array(pattern.utf16)
    }

    /// The pattern's syntax in `mode`; nil when the strict reading refuses it.
    static func parse(_ pattern: String, mode: Mode) -> PatternSyntax? {
        var p = PatternParser(pattern, mode: mode)
        guard let root = try? p.parseRoot() else { return nil }
        return PatternSyntax(root: root, extensions: p.extensions, units: p.units)
    }

    var isStrict: Bool { mode == .strict }

    /// Stops a strict reading; a lenient one goes on.
    func refuseIfStrict() throws(Refused) {
        if isStrict { throw Refused() }
    }

    // MARK: structure

    private mutating func parseRoot() throws(Refused) -> PatternNode {
        if units.isEmpty { try refuseIfStrict() }
        var branches = [try parseSequence()]
        while i < units.count {
            if units[i] == u("|") {
                i += 1
                branches.append(try parseSequence())
                continue
            }
            // A stray `)`: the lenient reading skips it and goes on.
            try refuseIfStrict()
            i += 1
            branches[branches.count - 1] = .sequence([branches[branches.count - 1], try parseSequence()])
        }
        return branches.count == 1 ? branches[0] : .alternation(branches)
    }

    mutating func parseAlternation() throws(Refused) -> PatternNode {
        var branches = [try parseSequence()]
        while i < units.count, units[i] == u("|") {
            i += 1
            branches.append(try parseSequence())
        }
        return branches.count == 1 ? branches[0] : .alternation(branches)
    }

    private mutating func parseSequence() throws(Refused) -> PatternNode {
        var items: [PatternNode] = []
        while true {
            skipFreeSpacing()
            guard i < units.count, units[i] != u("|"), units[i] != u(")") else { break }
            items.append(try parseQuantified())
        }
        return items.count == 1 ? items[0] : .sequence(items)
    }

    /// An item and its quantifiers: one in the strict reading, any number in the lenient one.
    private mutating func parseQuantified() throws(Refused) -> PatternNode {
        let start = i
        var node = try parseAtom()
        while true {
            skipFreeSpacing()
            guard i < units.count, let (lo, hi) = try quantifier() else { break }
            var possessive = false
            if i < units.count, units[i] == u("?") {
                i += 1  // lazy: the same whole-match answer
            } else if i < units.count, units[i] == u("+") {
                try refuseIfStrict()
                i += 1
                possessive = true
                note(.possessiveQuantifier)
            }
            node = .repetition(node, min: lo, max: hi, possessive: possessive, start: start, end: i)
            if isStrict {
                // A quantifier after a quantifier (`a**`, `a{2}{3}`) is ICU's own business.
                if i < units.count, units[i] == u("?") || units[i] == u("*") || units[i] == u("+") || units[i] == u("{")
                {
                    throw Refused()
                }
                break
            }
        }
        return node
    }

    /// The bounds of a quantifier at the cursor (consumed), or nil when there is none.
    private mutating func quantifier() throws(Refused) -> (Int, Int?)? {
        switch units[i] {
        case u("*"):
            i += 1
            return (0, nil)
        case u("+"):
            i += 1
            return (1, nil)
        case u("?"):
            i += 1
            return (0, 1)
        case u("{"): return try interval()
        default: return nil
        }
    }

    /// `{n}`, `{n,}`, `{n,m}`, counts above a million read as a million; nil (and nothing
    /// consumed) when the brace is not an interval.
    private mutating func interval() throws(Refused) -> (Int, Int?)? {
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
        if let hi, hi < lo { try refuseIfStrict() }
        i = k + 1
        return (lo, hi)
    }

    private mutating func parseAtom() throws(Refused) -> PatternNode {
        let c = units[i]
        i += 1
        switch c {
        case u("("): return try parseGroup()
        case u("["): return .atom(try parseClass())
        case u("\\"): return try parseEscape()
        case u("."): return .atom(.dot)
        case u("^"): return .assertion(.start)
        case u("$"): return .assertion(.end)
        case u("*"), u("+"), u("?"), u("{"), u("}"), u("]"):
            // Nothing to repeat, or a bracket that closes nothing: literal, leniently.
            try refuseIfStrict()
            return .atom(literal(readScalar(first: c)))
        default: return .atom(literal(readScalar(first: c)))
        }
    }

    // MARK: helpers

    /// The scalar starting with unit `first` (already consumed); a surrogate pair takes the next unit too.
    mutating func readScalar(first: UInt16) -> UInt32 {
        if UTF16.isLeadSurrogate(first), i < units.count, UTF16.isTrailSurrogate(units[i]) {
            let v = 0x10000 + ((UInt32(first) - 0xD800) << 10) + (UInt32(units[i]) - 0xDC00)
            i += 1
            return v
        }
        return UInt32(first)
    }

    func literal(_ v: UInt32) -> PatternSet { .scalar(v, caseInsensitive: caseInsensitive) }

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

    /// Records an ICU-only construct, once.
    mutating func note(_ e: PatternExtension) {
        if !extensions.contains(e) { extensions.append(e) }
    }

    func u(_ s: Unicode.Scalar) -> UInt16 { UInt16(s.value) }
}
