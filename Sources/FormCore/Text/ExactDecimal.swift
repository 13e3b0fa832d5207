/// A decimal number held as digits, compared exactly (no binary floating point), as
/// docs/contract.md, "Validation and dependent fields"'s `min`/`max` require: `0.3` is `0.3`.
public struct ExactDecimal: Comparable, Sendable, CustomStringConvertible {
    /// The largest exponent a schema number may have (`1e1000`).
    static let maxExponent = 1000
    /// Sign of a non-zero value.
    let negative: Bool
    /// Integer digits without leading zeros ("" for zero).
    let integer: [UInt8]
    /// Fraction digits without trailing zeros.
    let fraction: [UInt8]

    /// Compares user input with a bound without copying the input's digits anywhere:
    /// -1, 0 or 1, or nil when the input is not a decimal number (optional surrounding
    /// spaces, optional leading `-`, digits with at most one `.` or `,`, no thousands separators).
    public static func compare(input bytes: UnsafeRawBufferPointer, with bound: ExactDecimal) -> Int? {
        guard let v = InputDecimal(bytes) else { return nil }
        if v.isZero && bound.integer.isEmpty && bound.fraction.isEmpty { return 0 }
        let negative = v.negative && !v.isZero
        if negative != bound.negative { return negative ? -1 : 1 }
        let magnitude = v.compareMagnitude(with: bound)
        return negative ? -magnitude : magnitude
    }

    /// Whether user input is a decimal number in the sense of `compare(input:with:)`.
    public static func isNumber(_ bytes: UnsafeRawBufferPointer) -> Bool { InputDecimal(bytes) != nil }

    /// Writes user input as a JSON number (`.` as the separator, no leading zeros) by
    /// passing each output byte to `emit`; false when the input is not a number.
    public static func writeJSON(input bytes: UnsafeRawBufferPointer, _ emit: (UInt8) -> Void) -> Bool {
        guard let v = InputDecimal(bytes) else { return false }
        if v.negative && !v.isZero { emit(UInt8(ascii: "-")) }
        if v.intDigits.isEmpty { emit(UInt8(ascii: "0")) }
        for i in v.intDigits { emit(bytes[i]) }
        if !v.fracDigits.isEmpty {
            emit(UInt8(ascii: "."))
            for i in v.fracDigits { emit(bytes[i]) }
        }
        return true
    }

    /// Parses a JSON number's text (schema parameters and payload numbers).
    public init?(json text: String) {
        var s = text
        guard
            let v = s.withUTF8({
                ExactDecimal(digits: UnsafeRawBufferPointer($0), allowComma: false, allowExponent: true)
            })
        else { return nil }
        self = v
    }

    /// Parses a JSON number's bytes (a payload's number, read in place).
    public init?(json bytes: UnsafeRawBufferPointer) {
        self.init(digits: bytes, allowComma: false, allowExponent: true)
    }

    private init?(digits b: UnsafeRawBufferPointer, allowComma: Bool, allowExponent: Bool) {
        var i = 0
        var neg = false
        if i < b.count, b[i] == UInt8(ascii: "-") {
            neg = true
            i += 1
        }
        var intDigits: [UInt8] = []
        var fracDigits: [UInt8] = []
        var sawSeparator = false
        var sawDigit = false
        var exponent = 0
        while i < b.count {
            let c = b[i]
            if c >= 0x30 && c <= 0x39 {
                sawDigit = true
                if sawSeparator { fracDigits.append(c - 0x30) } else { intDigits.append(c - 0x30) }
            } else if (c == UInt8(ascii: ".") || (allowComma && c == UInt8(ascii: ","))) && !sawSeparator {
                sawSeparator = true
            } else if allowExponent && (c == UInt8(ascii: "e") || c == UInt8(ascii: "E")) && sawDigit {
                i += 1
                var expNeg = false
                if i < b.count, b[i] == UInt8(ascii: "+") || b[i] == UInt8(ascii: "-") {
                    expNeg = b[i] == UInt8(ascii: "-")
                    i += 1
                }
                var e = 0
                var any = false
                while i < b.count, b[i] >= 0x30, b[i] <= 0x39 {
                    any = true
                    e = min(e * 10 + Int(b[i] - 0x30), ExactDecimal.maxExponent + 1)
                    i += 1
                }
                // Bounds beyond 10^±1000 are refused rather than expanded into digits.
                guard any, i == b.count, e <= ExactDecimal.maxExponent else { return nil }
                exponent = expNeg ? -e : e
                break
            } else {
                return nil
            }
            i += 1
        }
        guard sawDigit else { return nil }
        // Apply an exponent by moving digits across the point.
        if exponent > 0 {
            let moved = min(exponent, fracDigits.count)
            intDigits += fracDigits.prefix(moved)
            fracDigits.removeFirst(moved)
            intDigits += [UInt8](repeating: 0, count: exponent - moved)
        } else if exponent < 0 {
            let moved = min(-exponent, intDigits.count)
            fracDigits = Array(intDigits.suffix(moved)) + fracDigits
            intDigits.removeLast(moved)
            fracDigits = [UInt8](repeating: 0, count: -exponent - moved) + fracDigits
        }
        intDigits.removeFirst(intDigits.firstIndex { $0 != 0 } ?? intDigits.count)
        fracDigits.removeLast(fracDigits.count - ((fracDigits.lastIndex { $0 != 0 } ?? -1) + 1))
        integer = intDigits
        fraction = fracDigits
        negative = neg && !(intDigits.isEmpty && fracDigits.isEmpty)
    }

    public static func < (a: ExactDecimal, b: ExactDecimal) -> Bool {
        if a.negative != b.negative { return a.negative }
        let magnitudeLess = ExactDecimal.magnitudeLess(a, b)
        let magnitudeEqual = a.integer == b.integer && a.fraction == b.fraction
        if magnitudeEqual { return false }
        return a.negative ? !magnitudeLess : magnitudeLess
    }

    private static func magnitudeLess(_ a: ExactDecimal, _ b: ExactDecimal) -> Bool {
        if a.integer.count != b.integer.count { return a.integer.count < b.integer.count }
        if a.integer != b.integer { return a.integer.lexicographicallyPrecedes(b.integer) }
        return a.fraction.lexicographicallyPrecedes(b.fraction)
    }

    public var description: String {
        let i = integer.isEmpty ? "0" : String(decoding: integer.map { $0 + 0x30 }, as: UTF8.self)
        let f = fraction.isEmpty ? "" : "." + String(decoding: fraction.map { $0 + 0x30 }, as: UTF8.self)
        return (negative ? "-" : "") + i + f
    }
}

/// Index ranges of a user-typed decimal number's significant digits, inside the bytes.
private struct InputDecimal {
    let negative: Bool
    /// Integer digits without leading zeros.
    let intDigits: Range<Int>
    /// All fraction digits as typed (trailing zeros included).
    let fracDigits: Range<Int>
    let bytes: UnsafeRawBufferPointer

    init?(_ raw: UnsafeRawBufferPointer) {
        let r = ValueText.trimmedRange(raw)
        var i = r.lowerBound
        let end = r.upperBound
        var neg = false
        if i < end, raw[i] == UInt8(ascii: "-") {
            neg = true
            i += 1
        }
        let intStart = i
        while i < end, raw[i] >= 0x30, raw[i] <= 0x39 { i += 1 }
        let intEnd = i
        var fracStart = i
        var fracEnd = i
        if i < end, raw[i] == UInt8(ascii: ".") || raw[i] == UInt8(ascii: ",") {
            i += 1
            fracStart = i
            while i < end, raw[i] >= 0x30, raw[i] <= 0x39 { i += 1 }
            fracEnd = i
        }
        guard i == end, intEnd > intStart || fracEnd > fracStart else { return nil }
        var s = intStart
        while s < intEnd, raw[s] == 0x30 { s += 1 }
        negative = neg
        intDigits = s..<intEnd
        fracDigits = fracStart..<fracEnd
        bytes = raw
    }

    var isZero: Bool {
        intDigits.isEmpty && !fracDigits.contains { bytes[$0] != 0x30 }
    }

    /// -1, 0, 1 comparing absolute values.
    func compareMagnitude(with bound: ExactDecimal) -> Int {
        if intDigits.count != bound.integer.count { return intDigits.count < bound.integer.count ? -1 : 1 }
        for (k, i) in intDigits.enumerated() where bytes[i] - 0x30 != bound.integer[k] {
            return bytes[i] - 0x30 < bound.integer[k] ? -1 : 1
        }
        var fracEnd = fracDigits.upperBound
        while fracEnd > fracDigits.lowerBound, bytes[fracEnd - 1] == 0x30 { fracEnd -= 1 }
        let count = max(fracEnd - fracDigits.lowerBound, bound.fraction.count)
        for k in 0..<count {
            let a: UInt8 = fracDigits.lowerBound + k < fracEnd ? bytes[fracDigits.lowerBound + k] - 0x30 : 0
            let b: UInt8 = k < bound.fraction.count ? bound.fraction[k] : 0
            if a != b { return a < b ? -1 : 1 }
        }
        return 0
    }
}
