import FormCore

/// Static checks of a regex pattern, shared by `lint` (catastrophic backtracking) and
/// `export` (ICU syntax that JSON Schema's ECMA-262 dialect lacks): analyses of the
/// lenient reading of the pattern (`PatternSyntax.lenient`), which never fails, so that
/// a pattern ICU refuses still gets what can be said of it.
public enum PatternAnalysis {
    /// A repetition that can backtrack exponentially on a long value that does not match.
    public struct Hazard: Equatable, Sendable {
        public enum Kind: Equatable, Sendable {
            /// A repeated group holding a repetition that can take the same text (`(a+)+`).
            case nestedQuantifiers
            /// Repeated alternatives that can start with the same character (`(a|a)*`).
            case overlappingAlternatives
        }
        public let kind: Kind
        /// UTF-16 offset of the repeated item in the pattern (as ICU counts).
        public let offset: Int
        /// The repeated item with its quantifier, as written (`(\w+\s?)*`).
        public let excerpt: String

        public init(kind: Kind, offset: Int, excerpt: String) {
            self.kind = kind
            self.offset = offset
            self.excerpt = excerpt
        }

        /// The lint message: what is wrong, where, and the fix.
        public var message: String {
            switch kind {
            case .nestedQuantifiers:
                return
                    "\(excerpt) at offset \(offset) nests quantifiers that can match the same text: a long value that does not match backtracks exponentially (ICU gives up after its time limit); use a possessive quantifier or an atomic group, or rewrite"
            case .overlappingAlternatives:
                return
                    "\(excerpt) at offset \(offset) repeats alternatives that can match the same text: a long value that does not match backtracks exponentially (ICU gives up after its time limit); make the alternatives disjoint"
            }
        }
    }

    /// The first catastrophic-backtracking hazard in a pattern, or nil. A heuristic:
    /// it looks for a repetition without an upper bound (or with one of 10 or more) whose
    /// body can match one text in several ways — a variable repetition beside only
    /// optional items, two overlapping variable repetitions, or overlapping alternatives.
    /// Possessive quantifiers and atomic groups are taken as safe.
    public static func backtrackingHazard(in pattern: String) -> Hazard? {
        let syntax = PatternSyntax.lenient(pattern)
        return hazard(in: syntax.root, syntax: syntax)
    }

    /// ICU-only constructs in a pattern (possessive quantifiers, `\Q…\E`, inline flags…),
    /// described in words, in order of first appearance.
    public static func icuOnlyConstructs(in pattern: String) -> [String] {
        PatternSyntax.lenient(pattern).extensions.map(words)
    }

    /// An ICU-only construct in words.
    static func words(_ e: PatternExtension) -> String {
        switch e {
        case .possessiveQuantifier: return "possessive quantifier"
        case .atomicGroup: return "atomic group (?>…)"
        case .comment: return "comment (?#…)"
        case .inlineFlags: return "inline flags (?…)"
        case .posixClass: return "POSIX class [:…:]"
        case .nestedClass: return "nested character class"
        case .setOperation(let op): return "set operation \(op)"
        case .anchor(let letter): return "anchor \\\(letter)"
        case .quoting: return "quoting \\Q…\\E"
        case .escape(let letter): return "escape \\\(letter)"
        case .property: return "Unicode property \\p{…}"
        case .namedCharacter: return "named character \\N{…}"
        case .bracedHex: return "escape \\x{…}"
        }
    }

    // MARK: the search

    private static func hazard(in node: PatternNode, syntax: PatternSyntax) -> Hazard? {
        switch node {
        case .atom, .assertion, .backreference: return nil
        case .group(let inner, _): return hazard(in: inner, syntax: syntax)
        case .sequence(let items), .alternation(let items):
            for item in items { if let h = hazard(in: item, syntax: syntax) { return h } }
            return nil
        case .repetition(let body, _, let max, let possessive, let start, let end):
            if !possessive, max.map({ $0 >= 10 }) ?? true, !isAtomic(body) {
                let excerpt = syntax.text(start..<end)
                let branches = alternatives(of: body)
                if branches.count > 1 {
                    for a in branches.indices {
                        for b in branches.indices where b > a && first(branches[a]).overlaps(first(branches[b])) {
                            return Hazard(kind: .overlappingAlternatives, offset: start, excerpt: excerpt)
                        }
                    }
                }
                for branch in branches where isAmbiguous(elements(of: branch)) {
                    return Hazard(kind: .nestedQuantifiers, offset: start, excerpt: excerpt)
                }
            }
            return hazard(in: body, syntax: syntax)
        }
    }

    /// Whether a repeated sequence can match one text in several ways: a variable
    /// repetition with only optional items beside it, or two variable repetitions that
    /// can take the same characters with only optional items besides them.
    private static func isAmbiguous(_ items: [PatternNode]) -> Bool {
        let variable = items.indices.filter { hasVariableRepetition(items[$0]) }
        for v in variable where items.indices.allSatisfy({ $0 == v || isNullable(items[$0]) }) { return true }
        for a in variable {
            for b in variable where b > a && characters(items[a]).overlaps(characters(items[b])) {
                if items.indices.allSatisfy({ $0 == a || $0 == b || isNullable(items[$0]) }) { return true }
            }
        }
        return false
    }

    /// The alternatives of a repeated body (through non-atomic groups).
    private static func alternatives(of node: PatternNode) -> [PatternNode] {
        switch node {
        case .group(let inner, false): return alternatives(of: inner)
        case .alternation(let branches): return branches
        default: return [node]
        }
    }

    /// The items of a sequence, flattening non-atomic groups that hold sequences.
    private static func elements(of node: PatternNode) -> [PatternNode] {
        switch node {
        case .group(let inner, false):
            if case .alternation = inner { return [node] }
            return elements(of: inner)
        case .sequence(let items): return items.flatMap { elements(of: $0) }
        default: return [node]
        }
    }

    private static func isAtomic(_ node: PatternNode) -> Bool {
        if case .group(_, true) = node { return true }
        return false
    }

    /// Whether the node holds a backtracking repetition whose count can vary.
    private static func hasVariableRepetition(_ node: PatternNode) -> Bool {
        switch node {
        case .atom, .assertion, .backreference: return false
        case .group(let inner, let atomic): return !atomic && hasVariableRepetition(inner)
        case .sequence(let items), .alternation(let items): return items.contains(where: hasVariableRepetition)
        case .repetition(let body, let min, let max, let possessive, _, _):
            if possessive { return false }
            if max.map({ $0 > min }) ?? true, !isNullable(body) { return true }
            return hasVariableRepetition(body)
        }
    }

    static func isNullable(_ node: PatternNode) -> Bool {
        switch node {
        case .atom: return false
        case .assertion, .backreference: return true
        case .group(let inner, _): return isNullable(inner)
        case .sequence(let items): return items.allSatisfy(isNullable)
        case .alternation(let items): return items.contains(where: isNullable)
        case .repetition(let body, let min, _, _, _, _): return min == 0 || isNullable(body)
        }
    }

    /// Characters that can start a match of the node.
    static func first(_ node: PatternNode) -> PatternCharSet {
        switch node {
        case .atom(let s): return PatternCharSet(s)
        case .assertion: return .none
        case .backreference: return .any
        case .group(let inner, _): return first(inner)
        case .sequence(let items):
            var s = PatternCharSet.none
            for item in items {
                s.formUnion(first(item))
                if !isNullable(item) { break }
            }
            return s
        case .alternation(let items): return items.reduce(PatternCharSet.none) { $0.union(first($1)) }
        case .repetition(let body, _, let max, _, _, _): return max == 0 ? .none : first(body)
        }
    }

    /// Every character the node can consume.
    private static func characters(_ node: PatternNode) -> PatternCharSet {
        switch node {
        case .atom(let s): return PatternCharSet(s)
        case .assertion: return .none
        case .backreference: return .any
        case .group(let inner, _): return characters(inner)
        case .sequence(let items), .alternation(let items):
            return items.reduce(PatternCharSet.none) { $0.union(characters($1)) }
        case .repetition(let body, _, _, _, _, _): return characters(body)
        }
    }
}

extension PatternAnalysis {
    /// Whether the pattern might fully match a blank value (empty, or only what the app's
    /// trim removes: `BlankScalars`, U+200B included). Conservative: false only when every
    /// match must start with a character that is not blank.
    public static func canMatchBlank(_ pattern: String) -> Bool {
        let root = PatternSyntax.lenient(pattern).root
        if isNullable(root) { return true }
        var blank = PatternCharSet.space
        for range in BlankScalars.ranges { for c in range { blank.insert(c) } }
        return first(root).overlaps(blank)
    }
}
