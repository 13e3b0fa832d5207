/// A pattern in the subset of ICU syntax that `NativePattern` runs, as a tree.
indirect enum PatternNode: Equatable {
    /// One code point from the set (a literal, `.`, a bracket class, `\s`, `\S`).
    case one(CodePointSet)
    case sequence([PatternNode])
    case alternation([PatternNode])
    /// `?`, `*`, `+`, `{n}`, `{n,}`, `{n,m}` (greedy or lazy: the whole-match answer is the same).
    case repetition(PatternNode, min: Int, max: Int?)
    /// `^`: only at the start of the value.
    case start
    /// `$`: at the end of the value (or before a final line terminator, which a whole
    /// match cannot leave unconsumed).
    case end

    /// Whether the node can match in more than one way: an alternation or a repetition
    /// of variable count somewhere inside.
    var isAmbiguous: Bool {
        switch self {
        case .one, .start, .end: return false
        case .alternation: return true
        case .sequence(let items): return items.contains { $0.isAmbiguous }
        case .repetition(let body, let min, let max): return min != max || body.isAmbiguous
        }
    }
}

/// Reads a pattern in the native subset of ICU's syntax; anything else (and anything
/// whose ICU meaning is not certain) is `nil`, and the pattern stays with ICU:
///
/// - literals: any character but `\ ^ $ . | ? * + ( ) [ ] { }`, and `\` before ASCII
///   punctuation or space; `\n \t \r \f`;
/// - `.`, `\s`, `\S`, bracket classes of literals and ranges, negated or not, with
///   `\s`/`\S` inside (no nested sets, `&&`, `--`, POSIX names or properties);
/// - groups `( )` and `(?: )`, alternation `|`, anchors `^` and `$`;
/// - quantifiers `? * + {n} {n,} {n,m}` (counts up to 1000), lazy or greedy, not
///   possessive; a group repeated more than once must hold no alternation and no
///   repetition of variable count, so that patterns ICU backtracks on exponentially
///   (`(a+)+`) keep ICU's behaviour, time limit included.
///
/// Not native: `\d \w \b \p{…}` and the other letter escapes (Unicode-aware in ICU),
/// back references, look-around, inline flags, possessive and atomic forms.
struct PatternParser {
    private struct Unsupported: Error {}

    static let maxCount = 1000

    private let s: [Unicode.Scalar]
    private var i = 0

    private init(_ pattern: String) { s = Array(pattern.unicodeScalars) }

    /// The pattern's tree, or nil when it is outside the native subset. The empty pattern
    /// is left to ICU, which refuses it.
    static func parse(_ pattern: String) -> PatternNode? {
        guard !pattern.isEmpty else { return nil }
        var p = PatternParser(pattern)
        guard let node = try? p.alternation(), p.i == p.s.count else { return nil }
        return node
    }

    private var peek: Unicode.Scalar? { i < s.count ? s[i] : nil }

    private mutating func next() throws(Unsupported) -> Unicode.Scalar {
        guard i < s.count else { throw Unsupported() }
        defer { i += 1 }
        return s[i]
    }

    private mutating func alternation() throws(Unsupported) -> PatternNode {
        var alternatives = [try sequence()]
        while peek == "|" {
            i += 1
            alternatives.append(try sequence())
        }
        return alternatives.count == 1 ? alternatives[0] : .alternation(alternatives)
    }

    private mutating func sequence() throws(Unsupported) -> PatternNode {
        var items: [PatternNode] = []
        while let c = peek, c != "|", c != ")" {
            var item = try atom()
            if let (min, max) = try quantifier() {
                if item == .start || item == .end { throw Unsupported() }
                if max != 1 && item.isAmbiguous { throw Unsupported() }
                item = .repetition(item, min: min, max: max)
            }
            items.append(item)
        }
        return items.count == 1 ? items[0] : .sequence(items)
    }

    private mutating func atom() throws(Unsupported) -> PatternNode {
        switch try next() {
        case "(":
            if peek == "?" {
                i += 1
                guard try next() == ":" else { throw Unsupported() }
            }
            let inner = try alternation()
            guard try next() == ")" else { throw Unsupported() }
            return inner
        case "[": return .one(try bracketClass())
        case ".": return .one(.dot)
        case "^": return .start
        case "$": return .end
        case "\\": return .one(try escape())
        case "*", "+", "?", "{", "}", "]", ")", "|": throw Unsupported()
        case let c: return .one(CodePointSet(c))
        }
    }

    /// The bounds of a quantifier at the cursor, nil when there is none.
    private mutating func quantifier() throws(Unsupported) -> (Int, Int?)? {
        let bounds: (Int, Int?)
        switch peek {
        case "?": i += 1; bounds = (0, 1)
        case "*": i += 1; bounds = (0, nil)
        case "+": i += 1; bounds = (1, nil)
        case "{":
            i += 1
            let min = try count()
            var max: Int? = min
            if peek == "," {
                i += 1
                max = peek == "}" ? nil : try count()
            }
            guard try next() == "}" else { throw Unsupported() }
            if let max, max < min { throw Unsupported() }
            bounds = (min, max)
        default: return nil
        }
        if peek == "?" { i += 1 }  // lazy: the same whole-match answer
        if let c = peek, "?*+{".unicodeScalars.contains(c) { throw Unsupported() }  // possessive, or stacked
        return bounds
    }

    private mutating func count() throws(Unsupported) -> Int {
        var n = 0
        var digits = 0
        while let c = peek, c.value >= 0x30, c.value <= 0x39 {
            n = n * 10 + Int(c.value - 0x30)
            digits += 1
            i += 1
            if n > PatternParser.maxCount { throw Unsupported() }
        }
        guard digits > 0 else { throw Unsupported() }
        return n
    }

    /// After `\`: a set of one code point, or `\s`, `\S`.
    private mutating func escape() throws(Unsupported) -> CodePointSet {
        let c = try next()
        switch c {
        case "n": return CodePointSet("\n")
        case "t": return CodePointSet("\t")
        case "r": return CodePointSet("\r")
        case "f": return CodePointSet("\u{0C}")
        case "s": return .whiteSpace
        case "S": return CodePointSet.whiteSpace.inverted
        default:
            guard c.value >= 0x20, c.value < 0x7F, !c.properties.isAlphabetic, !(c.value >= 0x30 && c.value <= 0x39) else {
                throw Unsupported()
            }
            return CodePointSet(c)
        }
    }

    /// After `[`: the class up to its `]`.
    private mutating func bracketClass() throws(Unsupported) -> CodePointSet {
        let negated = peek == "^"
        if negated { i += 1 }
        var ranges: [ClosedRange<UInt32>] = []
        var first = true
        while true {
            let c = try next()
            switch c {
            case "]" where !first:
                let set = CodePointSet(ranges)
                return negated ? set.inverted : set
            case ":" where first: throw Unsupported()  // ICU reads `[:name:]` as a property
            case "[", "]", "&": throw Unsupported()
            case "-":
                // A literal hyphen only first or last; elsewhere ICU reads ranges and `--`.
                guard first || peek == "]" else { throw Unsupported() }
                ranges.append(0x2D...0x2D)
            default:
                let low: UInt32
                if c == "\\" {
                    let e = try escape()
                    guard e.ranges.count == 1, e.ranges[0].count == 1 else {
                        ranges += e.ranges
                        first = false
                        continue
                    }
                    low = e.ranges[0].lowerBound
                } else {
                    low = c.value
                }
                if peek == "-", i + 1 < s.count, s[i + 1] != "]" {
                    i += 1
                    let high = try rangeEnd()
                    guard low <= high else { throw Unsupported() }
                    ranges.append(low...high)
                } else {
                    ranges.append(low...low)
                }
            }
            first = false
        }
    }

    /// The upper end of a range in a class: one literal or escaped code point.
    private mutating func rangeEnd() throws(Unsupported) -> UInt32 {
        let c = try next()
        switch c {
        case "[", "]", "-", "&": throw Unsupported()
        case "\\":
            let e = try escape()
            guard e.ranges.count == 1, e.ranges[0].count == 1 else { throw Unsupported() }
            return e.ranges[0].lowerBound
        default: return c.value
        }
    }
}
