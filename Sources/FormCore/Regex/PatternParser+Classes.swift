/// Groups and bracket classes.
extension PatternParser {
    /// What follows `(?` in the lenient reading.
    private enum GroupOpening {
        case group(atomic: Bool)
        case lookaround
        /// An item complete already: a comment, or flags set for the rest of the group.
        case finished(PatternAssertion)
    }

    /// After `(`: the group up to its `)`.
    mutating func parseGroup() throws(Refused) -> PatternNode {
        if !isStrict, depth >= PatternParser.maxDepth { return .atom(.unknown) }
        depth += 1
        defer { depth -= 1 }
        let saved = (caseInsensitive, freeSpacing)
        var opening = GroupOpening.group(atomic: false)
        if i < units.count, units[i] == u("?") {
            i += 1
            guard i < units.count else {
                try refuseIfStrict()
                return .assertion(.flags)
            }
            if units[i] == u(":") {
                i += 1
            } else {
                try refuseIfStrict()
                opening = groupOpening()
                if case .finished(let item) = opening { return .assertion(item) }
            }
        }
        let inner = try parseAlternation()
        if i < units.count, units[i] == u(")") { i += 1 } else { try refuseIfStrict() }
        (caseInsensitive, freeSpacing) = saved
        switch opening {
        case .group(let atomic): return .group(inner, atomic: atomic)
        case .lookaround: return .assertion(.lookaround)
        case .finished(let item): return .assertion(item)
        }
    }

    /// After `(?` (the cursor on the next unit, not `:`): atomic groups, look-around,
    /// named groups, comments and flags.
    private mutating func groupOpening() -> GroupOpening {
        switch units[i] {
        case u(">"):
            i += 1
            note(.atomicGroup)
            return .group(atomic: true)
        case u("="), u("!"):
            i += 1
            return .lookaround
        case u("<"):
            i += 1
            if i < units.count, units[i] == u("=") || units[i] == u("!") {
                i += 1
                return .lookaround
            }
            while i < units.count, units[i] != u(">") { i += 1 }
            i += 1
            return .group(atomic: false)
        case u("#"):
            note(.comment)
            while i < units.count, units[i] != u(")") { i += 1 }
            i += 1
            return .finished(.comment)
        default:
            return flagSetting()
        }
    }

    /// `(?ismwx-ismwx)` for the rest of the enclosing group (the new flags stay), or
    /// `(?ismwx-ismwx: )` for its own.
    private mutating func flagSetting() -> GroupOpening {
        note(.inlineFlags)
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
            i += 1
            return .finished(.flags)
        }
        i += 1
        return .group(atomic: false)
    }

    /// After `[`: the class up to its `]`.
    mutating func parseClass() throws(Refused) -> PatternSet {
        if !isStrict, depth >= PatternParser.maxDepth { return .unknown }
        depth += 1
        defer { depth -= 1 }
        var items: [PatternSet] = []
        var negated = false
        if i < units.count, units[i] == u("^") {
            negated = true
            i += 1
        }
        var first = true
        /// The single code point just read, which a `-` can make the start of a range.
        var previous: UInt32?
        while true {
            guard i < units.count else {
                try refuseIfStrict()  // unterminated
                break
            }
            let c = units[i]
            if c == u("]") && !first {
                i += 1
                break
            }
            let isFirst = first
            first = false
            if isStrict { try refuseInStrictClass(c, first: isFirst) }
            if !isStrict, let item = try classOperator(c) {
                if let set = item { items.append(set) }
                previous = nil
                continue
            }
            if c == u("-"), let lo = previous, i + 1 < units.count, units[i + 1] != u("]") {
                i += 1
                // The range replaces its start, read as a code point of its own.
                if let range = try range(from: lo) { items[items.count - 1] = range }
                previous = nil
                continue
            }
            if c == u("-"), isStrict, !isFirst, !(i + 1 < units.count && units[i + 1] == u("]")) {
                throw Refused()  // ICU reads ranges and `--` there
            }
            i += 1
            let (set, single) = try classMember(c)
            items.append(set)
            // In the strict reading a literal `-` (first or last) starts no range.
            previous = isStrict && c == u("-") ? nil : single
        }
        return .bracket(items, negated: negated)
    }

    /// What the strict reading refuses at the start of a class item.
    private func refuseInStrictClass(_ c: UInt16, first: Bool) throws(Refused) {
        switch c {
        case u("["), u("&"): throw Refused()  // nested classes and set operations
        case u("]") where first: throw Refused()
        case u(":") where first: throw Refused()  // ICU reads `[:name:]` as a property
        default: return
        }
    }

    /// A nested class, a POSIX class or a set operation at the cursor (the lenient reading
    /// only): its set (nil for a set operation, whose sides are read as items), or nil
    /// when there is none.
    private mutating func classOperator(_ c: UInt16) throws(Refused) -> PatternSet?? {
        if c == u("[") {
            if i + 1 < units.count, units[i + 1] == u(":") {
                note(.posixClass)
                while i < units.count, !(units[i] == u("]") && units[i - 1] == u(":")) { i += 1 }
                i += 1
                return .some(.unknown)
            }
            i += 1
            note(.nestedClass)
            return .some(try parseClass())
        }
        if c == u("&") || c == u("-"), i + 1 < units.count, units[i + 1] == c {
            note(.setOperation(c == u("&") ? "&&" : "--"))
            i += 2
            return .some(nil)
        }
        return nil
    }

    /// `lo-hi`, the cursor on `hi`: the range, or nil when `hi` is not one code point or
    /// lies below `lo` (leniently; the strict reading refuses both).
    private mutating func range(from lo: UInt32) throws(Refused) -> PatternSet? {
        let c = units[i]
        i += 1
        var hi: UInt32?
        if c == u("\\") {
            if case .char(let v) = try classEscape() { hi = v }
        } else {
            if isStrict, c == u("[") || c == u("]") || c == u("-") || c == u("&") { throw Refused() }
            hi = readScalar(first: c)
        }
        guard let hi, hi >= lo else {
            try refuseIfStrict()
            return nil
        }
        return .range(lo, hi, caseInsensitive: caseInsensitive)
    }

    /// One member of a class (`c` consumed): a literal or an escape, and its code point
    /// when it is a single one.
    private mutating func classMember(_ c: UInt16) throws(Refused) -> (PatternSet, UInt32?) {
        guard c == u("\\") else {
            let v = readScalar(first: c)
            return (literal(v), v)
        }
        switch try classEscape() {
        case .char(let v): return (literal(v), v)
        case .set(let s): return (s, nil)
        }
    }
}
