import FormCore

/// An over-approximation of the characters one regex atom can match, precise enough to
/// tell `\d` from `\s` or `a` from `b`, for the static pattern checks of `lint`.
/// ASCII is exact; beyond ASCII a set keeps a few exact scalars plus broad categories.
struct PatternCharSet: Equatable {
    /// ASCII 0…63 and 64…127, one bit each.
    var low: UInt64 = 0
    var high: UInt64 = 0
    /// Non-ASCII scalars matched exactly (from literals).
    var scalars: Set<UInt32> = []
    /// Non-ASCII categories matched (`Category` bits).
    var categories: UInt8 = 0

    enum Category {
        static let letter: UInt8 = 1
        static let digit: UInt8 = 2
        static let space: UInt8 = 4
        static let other: UInt8 = 8
        static let all: UInt8 = 15
    }

    static let none = PatternCharSet()
    static var any: PatternCharSet { PatternCharSet(low: ~0, high: ~0, scalars: [], categories: Category.all) }
    /// `.`: everything but line terminators.
    static var dot: PatternCharSet {
        var s = any
        for c in [0x0A, 0x0B, 0x0C, 0x0D] as [UInt32] { s.remove(c) }
        return s
    }
    static var digits: PatternCharSet {
        var s = PatternCharSet(range: 0x30...0x39)
        s.categories = Category.digit
        return s
    }
    static var word: PatternCharSet {
        var s = PatternCharSet(range: 0x30...0x39)
        s.insert(range: 0x41...0x5A)
        s.insert(range: 0x61...0x7A)
        s.insert(0x5F)
        s.categories = Category.letter | Category.digit
        return s
    }
    static var space: PatternCharSet {
        var s = PatternCharSet(range: 0x09...0x0D)
        s.insert(0x20)
        s.categories = Category.space
        return s
    }
    static var letters: PatternCharSet {
        var s = PatternCharSet(range: 0x41...0x5A)
        s.insert(range: 0x61...0x7A)
        s.categories = Category.letter
        return s
    }

    init() {}

    init(low: UInt64, high: UInt64, scalars: Set<UInt32>, categories: UInt8) {
        self.low = low
        self.high = high
        self.scalars = scalars
        self.categories = categories
    }

    init(range: ClosedRange<UInt32>) { insert(range: range) }

    init(scalar: UInt32, caseInsensitive: Bool) {
        insert(scalar)
        if caseInsensitive, let u = Unicode.Scalar(scalar) {
            for v in [String(u).lowercased(), String(u).uppercased()] {
                for s in v.unicodeScalars { insert(s.value) }
            }
        }
    }

    mutating func insert(_ c: UInt32) {
        if c < 64 { low |= 1 << UInt64(c) } else if c < 128 { high |= 1 << UInt64(c - 64) } else { scalars.insert(c) }
    }

    mutating func remove(_ c: UInt32) {
        if c < 64 {
            low &= ~(1 << UInt64(c))
        } else if c < 128 {
            high &= ~(1 << UInt64(c - 64))
        } else {
            scalars.remove(c)
        }
    }

    mutating func insert(range: ClosedRange<UInt32>) {
        if range.lowerBound < 128 {
            for c in range.lowerBound...min(range.upperBound, 127) { insert(c) }
        }
        if range.upperBound >= 128 {
            // A non-ASCII range: keep it broad rather than listing it.
            categories = Category.all
        }
    }

    mutating func formUnion(_ o: PatternCharSet) {
        low |= o.low
        high |= o.high
        scalars.formUnion(o.scalars)
        categories |= o.categories
    }

    func union(_ o: PatternCharSet) -> PatternCharSet {
        var s = self
        s.formUnion(o)
        return s
    }

    /// The complement within ASCII; beyond ASCII a negated set may match anything.
    var negated: PatternCharSet {
        PatternCharSet(low: ~low, high: ~high, scalars: [], categories: Category.all)
    }

    var isEmpty: Bool { low == 0 && high == 0 && scalars.isEmpty && categories == 0 }

    /// Whether some character may be matched by both sets.
    func overlaps(_ o: PatternCharSet) -> Bool {
        if low & o.low != 0 || high & o.high != 0 { return true }
        if categories & o.categories != 0 { return true }
        if !scalars.isDisjoint(with: o.scalars) { return true }
        if scalars.contains(where: { PatternCharSet.category(of: $0) & o.categories != 0 }) { return true }
        if o.scalars.contains(where: { PatternCharSet.category(of: $0) & categories != 0 }) { return true }
        return false
    }

    static func category(of scalar: UInt32) -> UInt8 {
        guard let u = Unicode.Scalar(scalar) else { return Category.other }
        if u.properties.isWhitespace { return Category.space }
        if u.properties.numericType == .decimal { return Category.digit }
        if u.properties.isAlphabetic { return Category.letter }
        return Category.other
    }
}

extension PatternCharSet {
    /// The approximation of what one position of a pattern matches.
    init(_ set: PatternSet) {
        switch set {
        case .scalar(let v, let caseInsensitive):
            self.init(scalar: v, caseInsensitive: caseInsensitive)
        case .range(let lo, let hi, let caseInsensitive):
            self.init(range: lo...hi)
            if caseInsensitive, lo < 128 {
                for v in lo...min(hi, 127) { formUnion(PatternCharSet(scalar: v, caseInsensitive: true)) }
            }
        case .dot: self = .dot
        case .escape(let letter): self = PatternCharSet.escape(letter)
        case .property(let name, let negated):
            let s = PatternCharSet.property(name)
            self = negated ? s.negated : s
        case .bracket(let items, let negated):
            self.init()
            for item in items { formUnion(PatternCharSet(item)) }
            if negated { self = self.negated }
        case .unknown: self = .any
        }
    }

    /// `\d \D \w \W \s \S \h \H \v \V \R \X`, by the letter.
    private static func escape(_ letter: Unicode.Scalar) -> PatternCharSet {
        switch letter {
        case "d": return .digits
        case "D": return PatternCharSet.digits.negated
        case "w": return .word
        case "W": return PatternCharSet.word.negated
        case "s": return .space
        case "S": return PatternCharSet.space.negated
        case "h":
            var s = PatternCharSet(scalar: 0x09, caseInsensitive: false)
            s.insert(0x20)
            s.categories = Category.space
            return s
        case "v", "R":
            var s = PatternCharSet(range: 0x0A...0x0D)
            s.categories = Category.space
            return s
        default: return .any
        }
    }

    /// `\p{name}`: letters, digits and spaces by their usual names; anything else may be anything.
    private static func property(_ name: String) -> PatternCharSet {
        switch name.lowercased() {
        case "l", "letter", "alpha", "alphabetic", "lu", "ll", "uppercase", "lowercase", "uppercase_letter",
            "lowercase_letter":
            return .letters
        case "n", "nd", "digit", "decimal_number", "number": return .digits
        case "z", "zs", "space", "white_space", "whitespace": return .space
        default: return .any
        }
    }
}
