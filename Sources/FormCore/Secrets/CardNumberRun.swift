/// Finds card numbers in a stream of significant characters (docs/contract.md,
/// "Submission", the gate's item 3), Luhn-valid in either shape:
/// - a run of 13–19 digits standing alone (invisible characters between its digits do not
///   break it), whatever stands beside it (`hisob 3 4539148803436467`);
/// - digit groups in a card's own grouping (`groupings`), each two separated by one to
///   three separators and nothing else (`4929 - 3857 - 1620 - 3844`).
/// Numbers without a card's grouping are never joined (`2026-12-06 21:06:39`, `+998 90 123
/// 45 67`), and `:`, `,` or a line break between two groups ends the grouping. Fed one
/// character at a time; holds at most five groups' digits, which it zeroes as it goes.
struct CardNumberRun {
    /// Digits with nothing but invisible characters between them.
    struct Group {
        /// The digits as a number (at most 19 of them fit).
        var value: UInt64 = 0
        var count = 0
        var start = 0
        var end = 0
        /// Whether one to three separators alone stand between it and the group before.
        var joined = false
    }

    static let lengths = 13...19

    /// The groupings a card is written in that end with a group of `n` digits, one length
    /// a hex digit (0x4444 is 4-4-4-4): 4-4-4-4, 4-4-4-4-1…3, 4-6-5 and 4-6-4; 0 for none.
    static func groupings(endingWith n: Int) -> (UInt32, UInt32) {
        switch n {
        case 1...3: return (0x44440 | UInt32(n), 0)
        case 4: return (0x4444, 0x464)
        case 5: return (0x465, 0)
        default: return (0, 0)
        }
    }

    /// The separators that may join two groups.
    static let joining = 1...3

    private var current = Group()
    /// The group under way went past 19 digits: not a card number.
    private var tooLong = false
    /// Whether the character fed last was a digit.
    private(set) var lastWasDigit = false
    /// The groups before, the newest last; only groups that can be part of a grouping.
    private var history = GroupHistory()

    /// Takes the next significant character; a span when it ended a card number.
    mutating func feed(_ c: SignificantCharacter) -> MaskSpan? {
        guard c.isDigit else {
            // After a character that is not a digit, nothing is under way.
            guard lastWasDigit else { return nil }
            lastWasDigit = false
            let span = endGroup()
            history.clear()
            return span
        }
        guard !lastWasDigit || c.separators > 0 else {
            append(c)
            return nil
        }
        let span = lastWasDigit ? endGroup() : nil
        if !(lastWasDigit && !c.afterLineBreak && c.separators <= Self.joining.upperBound) { history.clear() }
        current.joined = !history.isEmpty
        append(c)
        return span
    }

    /// Ends what is under way (at the end of the text); a span when it is a card number.
    mutating func finish() -> MaskSpan? {
        let span = endGroup()
        history.clear()
        lastWasDigit = false
        return span
    }

    private mutating func append(_ c: SignificantCharacter) {
        if current.count == 0 { current.start = c.start }
        current.end = c.end
        lastWasDigit = true
        guard current.count < Self.lengths.upperBound else {
            tooLong = true
            return
        }
        current.value = current.value &* 10 &+ UInt64(c.value - 0x30)
        current.count += 1
    }

    /// Ends the group under way: a card number standing alone, or the last group of one
    /// in a card's grouping.
    private mutating func endGroup() -> MaskSpan? {
        guard current.count > 0 else { return nil }
        defer {
            current = Group()
            tooLong = false
        }
        if tooLong || current.count > 6 {
            history.clear()
            guard !tooLong, Self.lengths.contains(current.count), Self.luhnValid(current.value, current.count) else {
                return nil
            }
            return Self.span(current.start..<current.end, current.value)
        }
        history.push(current)
        let (one, other) = Self.groupings(endingWith: current.count)
        return groupedCard(one) ?? groupedCard(other)
    }

    /// The newest groups as a card number in `grouping`, when they have it and pass Luhn.
    private func groupedCard(_ grouping: UInt32) -> MaskSpan? {
        guard grouping != 0, let (value, count, start) = history.card(grouping), Self.luhnValid(value, count) else {
            return nil
        }
        return Self.span(start..<current.end, value)
    }

    static func span(_ range: Range<Int>, _ value: UInt64) -> MaskSpan {
        let four = String(value % 10_000)
        let shown = SecretMask.bullets + " " + String(repeating: "0", count: 4 - four.count) + four
        return MaskSpan(range: range, shown: shown, byShape: true)
    }

    /// The Luhn check of `count` digits, `value` their number.
    static func luhnValid(_ value: UInt64, _ count: Int) -> Bool {
        var v = value
        var sum: UInt64 = 0
        for k in 0..<count {
            var d = v % 10
            v /= 10
            if k % 2 == 1 { d = d * 2 > 9 ? d * 2 - 9 : d * 2 }
            sum += d
        }
        return sum % 10 == 0
    }
}

/// The last five digit groups of `CardNumberRun`, newest last, without an allocation.
struct GroupHistory {
    typealias Group = CardNumberRun.Group
    private var groups = (Group(), Group(), Group(), Group(), Group())
    private var count = 0

    var isEmpty: Bool { count == 0 }

    mutating func push(_ g: Group) {
        if count == 5 {
            groups = (groups.1, groups.2, groups.3, groups.4, g)
        } else {
            count += 1
            self[count - 1] = g
        }
    }

    /// Forgets every group, zeroing its digits.
    mutating func clear() {
        guard count > 0 else { return }
        groups = (Group(), Group(), Group(), Group(), Group())
        count = 0
    }

    /// The number, digit count and start of the newest groups when they have `grouping`'s
    /// lengths (one a hex digit, the first one highest) and are joined one to the next.
    func card(_ grouping: UInt32) -> (UInt64, Int, Int)? {
        let groups = (32 - grouping.leadingZeroBitCount + 3) / 4
        guard groups <= count else { return nil }
        var value: UInt64 = 0
        var digits = 0
        let first = count - groups
        for k in 0..<groups {
            let length = Int(grouping >> UInt32(4 * (groups - 1 - k)) & 0xF)
            let g = self[first + k]
            guard g.count == length, k == 0 || g.joined else { return nil }
            for _ in 0..<length { value = value &* 10 }
            value = value &+ g.value
            digits += length
        }
        return (value, digits, self[first].start)
    }

    private subscript(i: Int) -> Group {
        get {
            switch i {
            case 0: return groups.0
            case 1: return groups.1
            case 2: return groups.2
            case 3: return groups.3
            default: return groups.4
            }
        }
        set {
            switch i {
            case 0: groups.0 = newValue
            case 1: groups.1 = newValue
            case 2: groups.2 = newValue
            case 3: groups.3 = newValue
            default: groups.4 = newValue
            }
        }
    }
}
