import FormCore

/// Texts a pattern may match, made from its syntax tree (`PatternSyntax.lenient`): each
/// atom a likely character of its set, each repetition its least count (at least one)
/// and a stretch more, one alternative at a time. They are guesses, which the caller
/// checks with the rule itself (ICU): look-around, back-references and most Unicode
/// properties are not understood here.
enum PatternSample {
    /// Characters preferred, in order, for a set that allows them: letters and digits,
    /// then (after the set's own first character) punctuation and space.
    static let preferred: [Unicode.Scalar] = ["a", "1", "A", "b", "x", "0", "9", "z", "Z"]
    static let lastResort: [Unicode.Scalar] = ["-", ".", "_", "@", "+", " "]
    /// The longest sample made.
    static let maxLength = 512
    /// Alternatives tried at each `|`: the first, the second, the third.
    static let alternatives = 3

    /// Samples of `pattern`: for each choice of alternatives, each repetition stretched by
    /// each of `stretches` more than its least count (within its most). Each once, in order.
    static func samples(_ pattern: String, stretches: [Int] = [0, 1, 2, 4, 8, 16, 32]) -> [String] {
        let root = PatternSyntax.lenient(pattern).root
        var out: [String] = []
        for branch in 0..<alternatives {
            for stretch in stretches {
                var text = String.UnicodeScalarView()
                write(root, branch: branch, stretch: stretch, into: &text)
                out.append(String(text))
            }
        }
        return out.uniqued()
    }

    private static func write(_ node: PatternNode, branch: Int, stretch: Int, into text: inout String.UnicodeScalarView)
    {
        guard text.count < maxLength else { return }
        switch node {
        case .atom(let set): text.append(character(for: set))
        case .assertion, .backreference: break
        case .group(let inner, _): write(inner, branch: branch, stretch: stretch, into: &text)
        case .sequence(let items): for item in items { write(item, branch: branch, stretch: stretch, into: &text) }
        case .alternation(let items):
            guard !items.isEmpty else { return }
            write(items[min(branch, items.count - 1)], branch: branch, stretch: stretch, into: &text)
        case .repetition(let inner, let least, let most, _, _, _):
            let count = min(most ?? Int.max, max(least, 1) + stretch)
            for _ in 0..<count where text.count < maxLength {
                write(inner, branch: branch, stretch: stretch, into: &text)
            }
        }
    }

    /// A character of the set: a literal itself, else the first preferred letter or digit
    /// it allows, else the first of its own, else some punctuation it allows.
    static func character(for set: PatternSet) -> Unicode.Scalar {
        if case .scalar(let v, _) = set, let s = Unicode.Scalar(v) { return s }
        return preferred.first { contains(set, $0) } ?? first(of: set) ?? lastResort.first { contains(set, $0) } ?? "a"
    }

    /// Whether the set allows `c`, as far as can be told without ICU (what cannot be told
    /// counts as allowed).
    static func contains(_ set: PatternSet, _ c: Unicode.Scalar) -> Bool {
        switch set {
        case .scalar(let v, let caseless):
            return v == c.value
                || caseless && String(c).lowercased() == Unicode.Scalar(v).map({ String($0).lowercased() })
        case .range(let lo, let hi, let caseless):
            let folded =
                caseless ? [c, Unicode.Scalar(String(c).lowercased()), Unicode.Scalar(String(c).uppercased())] : [c]
            return folded.contains { s in s.map { (lo...hi).contains($0.value) } ?? false }
        case .dot: return !"\n\u{0B}\u{0C}\r\u{85}\u{2028}\u{2029}".unicodeScalars.contains(c)
        case .escape(let letter): return escape(letter, contains: c)
        case .property(let name, let negated): return property(name, contains: c).map { $0 != negated } ?? true
        case .bracket(let items, let negated): return items.contains { contains($0, c) } != negated
        case .unknown: return true
        }
    }

    private static func escape(_ letter: Unicode.Scalar, contains c: Unicode.Scalar) -> Bool {
        let digit = ("0"..."9").contains(c)
        let word = digit || c == "_" || c.properties.isAlphabetic
        let space = c.properties.isWhitespace
        switch letter {
        case "d": return digit
        case "D": return !digit
        case "w": return word
        case "W": return !word
        case "s": return space
        case "S": return !space
        case "h": return c == " " || c == "\t"
        case "H": return !(c == " " || c == "\t")
        default: return true
        }
    }

    /// A few general categories by name; nil for the others.
    private static func property(_ name: String, contains c: Unicode.Scalar) -> Bool? {
        let p = c.properties
        switch name.filter({ $0 != "_" && $0 != " " }).lowercased() {
        case "l", "letter", "alphabetic", "alpha": return p.isAlphabetic
        case "lu", "uppercaseletter", "upper", "uppercase": return p.isUppercase
        case "ll", "lowercaseletter", "lower", "lowercase": return p.isLowercase
        case "n", "nd", "number", "digit", "decimalnumber": return p.numericType != nil
        default: return nil
        }
    }

    /// The set's first own character: a literal, a range's start, a class's first item's.
    private static func first(of set: PatternSet) -> Unicode.Scalar? {
        switch set {
        case .scalar(let v, _): return Unicode.Scalar(v)
        case .range(let lo, _, _): return Unicode.Scalar(lo)
        case .bracket(let items, false): return items.lazy.compactMap(first(of:)).first
        case .dot, .escape, .property, .bracket, .unknown: return nil
        }
    }
}
