/// The UTF-8 encodings of a set of code points, as sequences of byte ranges: the bytes
/// of every code point in the set match exactly one sequence, and every byte string a
/// sequence matches is the encoding of a code point in the set. (The split of a range at
/// the points where its encodings stop sharing leading bytes is the one Rust's
/// `regex-syntax` uses for `Utf8Sequences`.)
enum UTF8Sequences {
    typealias Sequence = [ClosedRange<UInt8>]

    static func of(_ set: CodePointSet) -> [Sequence] {
        // ASCII only (digits, letters, most literals): each range is one byte range.
        if let last = set.ranges.last, last.upperBound < 0x80 {
            return set.ranges.map { [UInt8($0.lowerBound)...UInt8($0.upperBound)] }
        }
        var out: [Sequence] = []
        for r in set.encodable.ranges {
            for (a, b): (UInt32, UInt32) in [(0, 0x7F), (0x80, 0x7FF), (0x800, 0xFFFF), (0x10000, 0x10FFFF)] {
                let low = max(r.lowerBound, a)
                let high = min(r.upperBound, b)
                if low <= high { sameLength(low, high, into: &out) }
            }
        }
        return out
    }

    /// A range whose code points all take the same number of bytes.
    private static func sameLength(_ low: UInt32, _ high: UInt32, into out: inout [Sequence]) {
        let a = encode(low)
        let b = encode(high)
        for k in 1..<a.count {
            let tail: UInt32 = (1 << (6 * k)) - 1
            guard low & ~tail != high & ~tail else { continue }
            if low & tail != 0 {
                sameLength(low, low | tail, into: &out)
                sameLength((low | tail) + 1, high, into: &out)
                return
            }
            if high & tail != tail {
                sameLength(low, (high & ~tail) - 1, into: &out)
                sameLength(high & ~tail, high, into: &out)
                return
            }
        }
        out.append(zip(a, b).map { $0...$1 })
    }

    private static func encode(_ c: UInt32) -> [UInt8] {
        var bytes: [UInt8] = []
        if let scalar = Unicode.Scalar(c) { UTF8.encode(scalar) { bytes.append($0) } }
        return bytes
    }
}
