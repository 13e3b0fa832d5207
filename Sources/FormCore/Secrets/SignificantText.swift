/// A text's significant characters (`SignificantReader`) kept for matching secrets, each
/// with where it was in the text, and the card numbers found on the way. The characters
/// are a copy of text that may hold a secret: `zero()` clears them.
struct SignificantText {
    private(set) var values: [UInt32] = []
    private(set) var starts: [Int] = []
    private(set) var ends: [Int] = []
    /// Card numbers (`CardNumberRun`), when asked for; they may overlap.
    private(set) var cards: [MaskSpan] = []

    init(_ text: UnsafeRawBufferPointer, cardNumbers: Bool) {
        values.reserveCapacity(text.count)
        starts.reserveCapacity(text.count)
        ends.reserveCapacity(text.count)
        var reader = SignificantReader(text)
        var run = CardNumberRun()
        while let c = reader.next() {
            values.append(c.value)
            starts.append(c.start)
            ends.append(c.end)
            if cardNumbers, let span = run.feed(c) { cards.append(span) }
        }
        if cardNumbers, let span = run.finish() { cards.append(span) }
    }

    var count: Int { values.count }

    /// The byte range in the text of the characters [i, i + length).
    func range(_ i: Int, _ length: Int) -> Range<Int> { starts[i]..<ends[i + length - 1] }

    /// The four characters before `end` (exclusive), as shown after a `last4` mask.
    func lastFour(before end: Int) -> String {
        var view = String.UnicodeScalarView()
        for k in max(0, end - 4)..<end { view.append(Unicode.Scalar(values[k]) ?? "\u{FFFD}") }
        return String(view)
    }

    /// Prefix hashes of the characters under `key`: P[0] = 0, P[k+1] = P[k]·base + c[k] + 1.
    func prefixHashes(_ key: FingerprintKey) -> [UInt64] {
        var prefix = [UInt64](repeating: 0, count: values.count + 1)
        for k in values.indices { prefix[k + 1] = key.extend(prefix[k], with: values[k]) }
        return prefix
    }

    /// Zeroes the copy of the characters.
    mutating func zero() {
        values.withUnsafeMutableBytes { Native.secureZero($0.baseAddress, $0.count) }
        values = []
        starts = []
        ends = []
    }

    /// Card numbers in `text`, read once without keeping its characters.
    static func cardNumbers(in text: UnsafeRawBufferPointer) -> [MaskSpan] {
        var scan = CardNumberScan(text)
        return MaskSpan.merged(scan.spans())
    }
}
