/// A set of Unicode code points as sorted, disjoint, non-adjacent ranges: what one
/// position of a native pattern accepts (a literal, `.`, a bracket class, `\s`).
struct CodePointSet: Equatable {
    private(set) var ranges: [ClosedRange<UInt32>]

    static let maxCodePoint: UInt32 = 0x10FFFF

    init(_ ranges: [ClosedRange<UInt32>]) {
        var sorted = ranges.sorted { $0.lowerBound < $1.lowerBound }
        var merged: [ClosedRange<UInt32>] = []
        for r in sorted {
            if let last = merged.last, r.lowerBound <= last.upperBound &+ 1 {
                merged[merged.count - 1] = last.lowerBound...max(last.upperBound, r.upperBound)
            } else {
                merged.append(r)
            }
        }
        sorted = merged
        self.ranges = sorted
    }

    init(_ scalar: Unicode.Scalar) { ranges = [scalar.value...scalar.value] }

    /// Every code point not in the set.
    var inverted: CodePointSet {
        var out: [ClosedRange<UInt32>] = []
        var next: UInt32 = 0
        for r in ranges {
            if r.lowerBound > next { out.append(next...(r.lowerBound - 1)) }
            next = r.upperBound + 1
        }
        if next <= CodePointSet.maxCodePoint { out.append(next...CodePointSet.maxCodePoint) }
        return CodePointSet(out)
    }

    func union(_ other: CodePointSet) -> CodePointSet { CodePointSet(ranges + other.ranges) }

    func contains(_ c: UInt32) -> Bool { ranges.contains { $0.contains(c) } }

    /// The set without the surrogates, which UTF-8 cannot encode (so no valid value holds them).
    var encodable: CodePointSet {
        CodePointSet(
            ranges.flatMap { r -> [ClosedRange<UInt32>] in
                var parts: [ClosedRange<UInt32>] = []
                if r.lowerBound < 0xD800 { parts.append(r.lowerBound...min(r.upperBound, 0xD7FF)) }
                if r.upperBound > 0xDFFF { parts.append(max(r.lowerBound, 0xE000)...r.upperBound) }
                return parts
            })
    }

    /// ICU's line terminators, which `.` does not match without the DOTALL flag:
    /// LF, VT, FF, CR, NEL, LINE SEPARATOR, PARAGRAPH SEPARATOR.
    static let lineTerminators = CodePointSet([0x0A...0x0D, 0x85...0x85, 0x2028...0x2029])

    /// `.`: any code point but a line terminator.
    static let dot = lineTerminators.inverted

    /// `\s`: ICU's `[\p{White_Space}]`, a fixed list of 25 code points.
    static let whiteSpace = CodePointSet([
        0x09...0x0D, 0x20...0x20, 0x85...0x85, 0xA0...0xA0, 0x1680...0x1680,
        0x2000...0x200A, 0x2028...0x2029, 0x202F...0x202F, 0x205F...0x205F, 0x3000...0x3000,
    ])
}
