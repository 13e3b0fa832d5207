/// A Thompson automaton over UTF-8 bytes for a pattern of the native subset: what
/// `NativePattern` determinises. Code point sets become their UTF-8 byte sequences, so
/// running it on a value's bytes is running the pattern on its code points.
///
/// The native subset is the strict reading (`PatternParser.Mode.strict`) of a pattern
/// whose counts are at most `maxCount`, whose anchors are not repeated, and whose groups
/// repeated more than once hold no alternation and no repetition of variable count, so
/// that patterns ICU backtracks on exponentially (`(a+)+`) keep ICU's behaviour, time
/// limit included.
struct ByteNFA {
    enum State {
        /// Consumes one byte in the range.
        case bytes(ClosedRange<UInt8>, next: Int)
        /// Moves to any of the states without consuming (none: a dead end).
        case epsilon([Int])
        /// `^`: passes only at the start of the value.
        case start(next: Int)
        /// `$`: passes only at the end of the value.
        case end(next: Int)
        case match
    }

    /// Beyond this many states the pattern stays with ICU (building a bigger automaton
    /// would cost more at load than ICU's compilation).
    static let maxStates = 1_000
    /// The largest count of a repetition in the native subset.
    static let maxCount = 1_000

    private(set) var states: [State] = [.match]
    private(set) var entry = 0

    private struct TooBig: Error {}

    /// The automaton, or nil when the pattern is outside the native subset, when the
    /// automaton would be too big, or when it has a `$` that something consuming can
    /// follow (ICU's `$` also passes before a final line terminator, which only the end
    /// of the value can tell apart from a match).
    init?(_ node: PatternNode) {
        guard ByteNFA.isNative(node) else { return nil }
        do { entry = try compile(node, next: 0) } catch { return nil }
        guard endsAreFinal else { return nil }
    }

    /// Whether every part of the tree is in the native subset.
    static func isNative(_ node: PatternNode) -> Bool {
        switch node {
        case .atom(let set): return set.codePoints != nil
        case .assertion(let a): return a == .start || a == .end
        case .backreference: return false
        case .group(let inner, let atomic): return !atomic && isNative(inner)
        case .sequence(let items), .alternation(let items): return items.allSatisfy(isNative)
        case .repetition(let body, let min, let max, let possessive, _, _):
            guard !possessive, min <= maxCount, (max ?? min) <= maxCount else { return false }
            if case .assertion = body.ungrouped { return false }
            if max != 1 && isAmbiguous(body) { return false }
            return isNative(body)
        }
    }

    /// Whether the node can match in more than one way: an alternation or a repetition
    /// of variable count somewhere inside.
    private static func isAmbiguous(_ node: PatternNode) -> Bool {
        switch node {
        case .atom, .assertion, .backreference: return false
        case .group(let inner, _): return isAmbiguous(inner)
        case .alternation: return true
        case .sequence(let items): return items.contains(where: isAmbiguous)
        case .repetition(let body, let min, let max, _, _, _): return min != max || isAmbiguous(body)
        }
    }

    private mutating func add(_ s: State) throws(TooBig) -> Int {
        guard states.count < ByteNFA.maxStates else { throw TooBig() }
        states.append(s)
        return states.count - 1
    }

    /// Builds `node` (in the native subset) so that it continues to `next`; returns its
    /// first state.
    private mutating func compile(_ node: PatternNode, next: Int) throws(TooBig) -> Int {
        switch node {
        case .atom(let set):
            guard let set = set.codePoints else { preconditionFailure("not native: \(node)") }
            var entries: [Int] = []
            for sequence in UTF8Sequences.of(set) {
                var at = next
                for range in sequence.reversed() { at = try add(.bytes(range, next: at)) }
                entries.append(at)
            }
            return try add(.epsilon(entries))
        case .group(let inner, _): return try compile(inner, next: next)
        case .sequence(let items):
            var at = next
            for item in items.reversed() { at = try compile(item, next: at) }
            return at
        case .alternation(let alternatives):
            var entries: [Int] = []
            for a in alternatives { entries.append(try compile(a, next: next)) }
            return try add(.epsilon(entries))
        case .assertion(.start): return try add(.start(next: next))
        case .assertion(.end): return try add(.end(next: next))
        case .assertion, .backreference: preconditionFailure("not native: \(node)")
        case .repetition(let body, let min, let max, _, _, _):
            var at = next
            if let max {
                for _ in 0..<(max - min) { at = try add(.epsilon([try compile(body, next: at), next])) }
            } else {
                let loop = try add(.epsilon([]))
                states[loop] = .epsilon([try compile(body, next: loop), next])
                at = loop
            }
            for _ in 0..<min { at = try compile(body, next: at) }
            return at
        }
    }

    /// Whether nothing that consumes a byte can follow any `$`.
    private var endsAreFinal: Bool {
        var seen = [Bool](repeating: false, count: states.count)
        var stack = states.indices.filter { if case .end = states[$0] { return true } else { return false } }
        while let s = stack.popLast() {
            guard !seen[s] else { continue }
            seen[s] = true
            switch states[s] {
            case .bytes: return false
            case .epsilon(let next): stack += next
            case .start(let next), .end(let next): stack.append(next)
            case .match: break
            }
        }
        return true
    }

    /// Marks of the states a closure has visited: `visit` is true the first time a state
    /// is seen in the current round (a new round is a new stamp, no clearing).
    struct Visited {
        private var stamps: [UInt32]
        private var round: UInt32 = 0
        init(count: Int) { stamps = Array(repeating: 0, count: count) }
        mutating func newRound() { round += 1 }
        mutating func visit(_ s: Int) -> Bool {
            if stamps[s] == round { return false }
            stamps[s] = round
            return true
        }
    }

    /// The states reachable from `seeds` without consuming a byte, keeping those that
    /// wait for a byte or for the end (`$`, the match), sorted. `^` passes only `atStart`.
    func closure(_ seeds: [Int], atStart: Bool, visited: inout Visited) -> [Int32] {
        visited.newRound()
        var kept: [Int32] = []
        var stack = seeds
        while let s = stack.popLast() {
            guard visited.visit(s) else { continue }
            switch states[s] {
            case .bytes, .end, .match: kept.append(Int32(s))
            case .epsilon(let next): stack += next
            case .start(let next): if atStart { stack.append(next) }
            }
        }
        return kept.sorted()
    }

    /// Whether the states (a closure) reach the match at the end of the value.
    func acceptsAtEnd(_ set: [Int32], atStart: Bool, visited: inout Visited) -> Bool {
        visited.newRound()
        var stack = set.map(Int.init)
        while let s = stack.popLast() {
            guard visited.visit(s) else { continue }
            switch states[s] {
            case .match: return true
            case .bytes: break
            case .epsilon(let next): stack += next
            case .end(let next): stack.append(next)
            case .start(let next): if atStart { stack.append(next) }
            }
        }
        return false
    }
}
