/// A JSON number from a payload, written out as the plain decimal a user would type
/// (`1E+2` → `100`, `1.5e-3` → `0.0015`, `-0` → `-0`), so that rules and options judge
/// it by its exact value whatever its spelling (docs/contract.md, "Payload").
///
/// A number whose plain form would pass `maxDigits` (`1e999999999`) is not written out:
/// it stands in as the nearest power of ten beyond every bound of its field (`bounds`),
/// which every `min` and `max` of that field orders exactly as the number itself.
enum PayloadNumber {
    /// Plain forms up to this length are written out in full.
    static let maxDigits = 4096

    /// How many integer and fraction digits the field's bounds have at most.
    struct Bounds {
        var integerDigits = 0
        var fractionDigits = 0

        init(_ field: Field) {
            for rule in field.rules {
                switch rule.kind {
                case .range(let r):
                    integerDigits = max(integerDigits, r.value.integer.count)
                    fractionDigits = max(fractionDigits, r.value.fraction.count)
                case .required, .regex, .length, .equalsField, .luhn:
                    continue
                }
            }
        }
    }

    /// The plain form's length, or nil when `raw` needs no rewriting (no exponent).
    static func plainLength(_ raw: UnsafeRawBufferPointer, bounds: Bounds) -> Int? {
        Parts(raw, bounds: bounds)?.length
    }

    /// Writes the plain form into `out` (room for `plainLength` bytes); returns its length.
    static func writePlain(_ raw: UnsafeRawBufferPointer, bounds: Bounds, into out: UnsafeMutableRawBufferPointer)
        -> Int
    {
        guard let p = Parts(raw, bounds: bounds) else {
            out.copyMemory(from: raw)
            return raw.count
        }
        var n = 0
        func put(_ b: UInt8) {
            out[n] = b
            n += 1
        }
        let zero = UInt8(ascii: "0")
        if p.negative { put(UInt8(ascii: "-")) }
        if p.digits.isEmpty {
            put(zero)
            return n
        }
        func digit(_ k: Int) -> UInt8 { p.digits[k] < 0 ? UInt8(ascii: "1") : raw[p.digits[k]] }
        if p.point <= 0 {
            put(zero)
            put(UInt8(ascii: "."))
            for _ in 0..<(-p.point) { put(zero) }
            for k in p.digits.indices { put(digit(k)) }
        } else {
            for k in 0..<p.point { put(k < p.digits.count ? digit(k) : zero) }
            if p.digits.count > p.point {
                put(UInt8(ascii: "."))
                for k in p.point..<p.digits.count { put(digit(k)) }
            }
        }
        return n
    }

    /// A number with an exponent, as its significant digits and the place of the point.
    private struct Parts {
        let negative: Bool
        /// Offsets of the significant digits (no leading or trailing zeros); -1 stands
        /// for the digit 1 of a power of ten standing in for a number too long to write.
        var digits: [Int]
        /// How many digits stand before the point (≤ 0: that many zeros after it first).
        var point: Int

        init?(_ raw: UnsafeRawBufferPointer, bounds: Bounds) {
            // Most numbers have no exponent: a plain loop over their few bytes says so.
            var e = 0
            while e < raw.count, raw[e] | 0x20 != UInt8(ascii: "e") { e += 1 }
            guard e < raw.count else { return nil }
            negative = raw.first == UInt8(ascii: "-")
            var all: [Int] = []
            var beforePoint = 0
            var seenPoint = false
            for i in (negative ? 1 : 0)..<e {
                if raw[i] == UInt8(ascii: ".") {
                    seenPoint = true
                    continue
                }
                all.append(i)
                if !seenPoint { beforePoint += 1 }
            }
            var exponent = 0
            var i = e + 1
            let expNegative = raw[i] == UInt8(ascii: "-")
            if raw[i] == UInt8(ascii: "+") || expNegative { i += 1 }
            while i < raw.count {
                exponent = min(exponent * 10 + Int(raw[i] - UInt8(ascii: "0")), 1 << 40)
                i += 1
            }
            let lead = all.firstIndex { raw[$0] != UInt8(ascii: "0") } ?? all.count
            let trail = (all.lastIndex { raw[$0] != UInt8(ascii: "0") } ?? -1) + 1
            digits = lead < trail ? Array(all[lead..<trail]) : []
            point = beforePoint - lead + (expNegative ? -exponent : exponent)
            guard length > PayloadNumber.maxDigits, !digits.isEmpty else { return }
            if point > bounds.integerDigits + 1 {
                digits = [-1]
                point = bounds.integerDigits + 2
            } else if point < -(bounds.fractionDigits + 1) {
                digits = [-1]
                point = -(bounds.fractionDigits + 1)
            }
        }

        var length: Int {
            let sign = negative ? 1 : 0
            if digits.isEmpty { return sign + 1 }
            if point <= 0 { return sign + 2 - point + digits.count }
            return sign + max(point, digits.count) + (digits.count > point ? 1 : 0)
        }
    }
}
