/// An ICU regular expression as a tree: what `PatternParser` reads, what the native
/// matcher compiles (`ByteNFA`) and what the static checks of `lint` and `export` analyse.
/// Offsets are UTF-16 offsets into the pattern, as ICU counts them.
public indirect enum PatternNode: Equatable, Sendable {
    /// One character from a set (a literal, `.`, a class, `\d`, …).
    case atom(PatternSet)
    /// Matches no characters: anchors, word boundaries, look-around, comments, flag settings.
    case assertion(PatternAssertion)
    /// `\1`, `\k<name>`: text of unknown shape.
    case backreference
    /// `( )`, `(?: )`, `(?<name> )`, `(?i: )`, or atomic: `(?> )`.
    case group(PatternNode, atomic: Bool)
    case sequence([PatternNode])
    case alternation([PatternNode])
    /// `?`, `*`, `+`, `{n}`, `{n,}`, `{n,m}`, greedy or lazy (the whole-match answer is
    /// the same) or possessive; `start..<end` is the repeated item with its quantifier.
    case repetition(PatternNode, min: Int, max: Int?, possessive: Bool, start: Int, end: Int)
}

/// What a zero-width item of a pattern is.
public enum PatternAssertion: Equatable, Sendable {
    /// `^`: the start of the value (no multi-line flag is ever set).
    case start
    /// `$`: the end of the value, or before a final line terminator.
    case end
    /// `\b`, `\B`.
    case wordBoundary
    /// `\A`, `\Z`, `\z`, `\G`.
    case inputBoundary
    /// `(?= )`, `(?! )`, `(?<= )`, `(?<! )`; their contents are not kept.
    case lookaround
    /// `(?# )`.
    case comment
    /// `(?ismwx-ismwx)`, which sets flags for the rest of its group (or an unfinished `(?`).
    case flags
}

/// What one position of a pattern can match, as written.
public indirect enum PatternSet: Equatable, Sendable {
    /// A literal or escaped code point, case-insensitive under `(?i)`.
    case scalar(UInt32, caseInsensitive: Bool)
    /// `a-z` in a bracket class.
    case range(UInt32, UInt32, caseInsensitive: Bool)
    /// `.`: any character but a line terminator.
    case dot
    /// `\d \D \w \W \s \S \h \H \v \V \R \X`, by the letter after the backslash.
    case escape(Unicode.Scalar)
    /// `\p{name}`, or `\P{name}` (negated).
    case property(String, negated: Bool)
    /// `[ ]`: the union of its items, complemented when negated.
    case bracket([PatternSet], negated: Bool)
    /// What the lenient reading leaves unread: `\N{…}`, `[:…:]`, a group or class
    /// nested too deep. Any character, as far as anyone can tell.
    case unknown
}

/// An ICU construct that other regex dialects (ECMA-262, JSON Schema's, among them)
/// lack, as the lenient reading meets it.
public enum PatternExtension: Equatable, Sendable {
    /// `a*+`
    case possessiveQuantifier
    /// `(?> )`
    case atomicGroup
    /// `(?# )`
    case comment
    /// `(?i)`, `(?x: )`
    case inlineFlags
    /// `[[:alpha:]]`
    case posixClass
    /// `[[a-z]]`
    case nestedClass
    /// `&&` or `--` in a class.
    case setOperation(String)
    /// `\A`, `\Z`, `\z`, `\G`, by the letter.
    case anchor(Unicode.Scalar)
    /// `\Q…\E`
    case quoting
    /// `\h \H \v \V \R \X \U`, by the letter.
    case escape(Unicode.Scalar)
    /// `\p{…}`, `\P{…}`
    case property
    /// `\N{…}`
    case namedCharacter
    /// `\x{…}`
    case bracedHex
}

extension PatternNode {
    /// The node inside any non-atomic groups around it.
    var ungrouped: PatternNode {
        if case .group(let inner, false) = self { return inner.ungrouped }
        return self
    }
}

extension PatternSet {
    /// The code points the set matches, when they are known exactly: nil for the
    /// Unicode-aware escapes (`\d`, `\w`, `\p{…}`, …), case-insensitive items and what
    /// was not read.
    var codePoints: CodePointSet? {
        switch self {
        case .scalar(let v, false): return CodePointSet([v...v])
        case .range(let lo, let hi, false): return CodePointSet([lo...hi])
        case .scalar, .range: return nil
        case .dot: return .dot
        case .escape("s"): return .whiteSpace
        case .escape("S"): return CodePointSet.whiteSpace.inverted
        case .escape, .property, .unknown: return nil
        case .bracket(let items, let negated):
            var ranges: [ClosedRange<UInt32>] = []
            for item in items {
                guard let set = item.codePoints else { return nil }
                ranges += set.ranges
            }
            let set = CodePointSet(ranges)
            return negated ? set.inverted : set
        }
    }
}
