/// A pattern of the native subset (`ByteNFA`) as a deterministic automaton over
/// UTF-8 bytes: a whole match reads each byte of the value once, in place, with one
/// table look-up, and answers what ICU's `uregex_matches` answers (see README,
/// "Performance"). Time is linear in the value, so no time limit is needed.
///
/// Built once per distinct pattern; immutable afterwards, so any thread may match.
final class NativePattern: @unchecked Sendable {
    /// Beyond this many table entries (states × byte classes) the pattern stays with ICU.
    static let maxTableEntries = 1 << 16

    /// The byte class of each byte (bytes no range in the pattern tells apart share one).
    private let classOf: UnsafeMutablePointer<UInt8>
    /// Row `state × classCount`: the next state's row offset for each class; 0 is the
    /// dead state, whose row leads back to itself.
    private let table: UnsafeMutablePointer<UInt32>
    private let accepting: UnsafeMutablePointer<Bool>
    private let classCount: Int
    private let startRow: UInt32

    /// The automaton for `pattern`, or nil when the pattern is outside the subset or
    /// its automaton would be too big.
    convenience init?(_ pattern: String) {
        guard let syntax = PatternSyntax.strict(pattern), let nfa = ByteNFA(syntax.root) else { return nil }
        self.init(nfa)
    }

    /// Subset construction. State 0 is dead, state 1 the start (never shared: only there
    /// does `^` pass, and only there is an empty value judged).
    private init?(_ nfa: ByteNFA) {
        var classOf = [UInt8](repeating: 0, count: 256)
        var boundary = [Bool](repeating: false, count: 257)
        for case .bytes(let r, _) in nfa.states {
            boundary[Int(r.lowerBound)] = true
            boundary[Int(r.upperBound) + 1] = true
        }
        var representative: [UInt8] = [0]
        for b in 1..<256 {
            if boundary[b] { representative.append(UInt8(b)) }
            classOf[b] = UInt8(representative.count - 1)
        }
        let classes = representative.count

        var visited = ByteNFA.Visited(count: nfa.states.count)
        let start = nfa.closure([nfa.entry], atStart: true, visited: &visited)
        var ids = StateSetIndex()
        ids.insert([], number: 0)
        var sets: [[Int32]] = [[], start]
        var accept = [false, nfa.acceptsAtEnd(start, atStart: true, visited: &visited)]
        var rows: [UInt32] = Array(repeating: 0, count: classes)
        var todo = 1
        while todo < sets.count {
            let set = sets[todo]
            todo += 1
            for c in 0..<classes {
                let byte = representative[c]
                var targets: [Int] = []
                for s in set {
                    if case .bytes(let r, let next) = nfa.states[Int(s)], r.contains(byte) { targets.append(next) }
                }
                let target = targets.isEmpty ? [] : nfa.closure(targets, atStart: false, visited: &visited)
                let id: Int
                if let known = ids.number(of: target) {
                    id = known
                } else {
                    id = sets.count
                    guard (id + 1) * classes <= NativePattern.maxTableEntries else { return nil }
                    ids.insert(target, number: id)
                    sets.append(target)
                    accept.append(nfa.acceptsAtEnd(target, atStart: false, visited: &visited))
                }
                rows.append(UInt32(id * classes))
            }
        }

        self.classCount = classes
        self.startRow = UInt32(classes)
        self.classOf = .allocate(capacity: 256)
        self.classOf.initialize(from: classOf, count: 256)
        self.table = .allocate(capacity: rows.count)
        self.table.initialize(from: rows, count: rows.count)
        self.accepting = .allocate(capacity: accept.count)
        self.accepting.initialize(from: accept, count: accept.count)
    }

    deinit {
        classOf.deallocate()
        table.deallocate()
        accepting.deallocate()
    }

    /// Whether the whole value matches. Bytes that are not UTF-8 never match.
    /// Inlined into the rule's evaluation (`check` runs it millions of times): a call
    /// costs about as much as matching a short value.
    @inline(__always)
    func matches(_ bytes: UnsafeRawBufferPointer) -> Bool {
        var row = startRow
        for b in bytes {
            row = table[Int(row) &+ Int(classOf[Int(b)])]
            if row == 0 { return false }
        }
        return accepting[Int(row) / classCount]
    }
}
