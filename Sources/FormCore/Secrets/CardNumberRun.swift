/// Finds card numbers in a stream of significant characters (SPEC §6, item 3): runs of
/// 13–19 digits, with at most one skipped character between two of them (`4111 1111…`,
/// `4605/6884/…`, a NUL between each digit), that pass the Luhn check. Fed one character
/// at a time; holds at most one run's digits, which it zeroes as it goes.
struct CardNumberRun {
    private var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)
    private var count = 0
    private var start = 0
    private var end = 0
    /// The run went past 19 digits: not a card number.
    private var tooLong = false
    /// Whether the character fed last was a digit (a run can go on).
    private var lastWasDigit = false

    static let lengths = 13...19

    /// Takes the next significant character; a span when it ended a card number.
    mutating func feed(_ c: SignificantCharacter) -> MaskSpan? {
        if c.isDigit, lastWasDigit, c.skipped <= 1 {
            append(c)
            return nil
        }
        let span = finish()
        lastWasDigit = c.isDigit
        if c.isDigit { append(c) }
        return span
    }

    /// Ends the run under way; a span when it is a card number.
    mutating func finish() -> MaskSpan? {
        defer {
            digits = (0, 0, 0)
            count = 0
            tooLong = false
            lastWasDigit = false
        }
        guard !tooLong, CardNumberRun.lengths.contains(count), luhnValid else { return nil }
        return MaskSpan(range: start..<end, shown: SecretMask.bullets + " " + lastFour, byShape: true)
    }

    private mutating func append(_ c: SignificantCharacter) {
        if count == 0 { start = c.start }
        end = c.end
        lastWasDigit = true
        guard count < 19 else {
            tooLong = true
            return
        }
        set(count, UInt64(c.value - 0x30))
        count += 1
    }

    /// Digit `i` of the run (8 bits each, 8 to a word).
    private func digit(_ i: Int) -> Int {
        let word = i < 8 ? digits.0 : i < 16 ? digits.1 : digits.2
        return Int(word >> UInt64(8 * (i % 8)) & 0xFF)
    }

    private mutating func set(_ i: Int, _ v: UInt64) {
        let bits = v << UInt64(8 * (i % 8))
        switch i / 8 {
        case 0: digits.0 |= bits
        case 1: digits.1 |= bits
        default: digits.2 |= bits
        }
    }

    private var luhnValid: Bool {
        var sum = 0
        for k in 0..<count {
            var v = digit(count - 1 - k)
            if k % 2 == 1 { v = v * 2 > 9 ? v * 2 - 9 : v * 2 }
            sum += v
        }
        return sum % 10 == 0
    }

    private var lastFour: String {
        String(decoding: (count - 4..<count).map { UInt8(0x30 + digit($0)) }, as: UTF8.self)
    }

}
