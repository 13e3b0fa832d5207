/// The number next to a bound at a given number of decimal places: the largest one
/// below it (to break `min`) or the smallest one above it (to break `max`), computed on
/// digits, so any bound a schema can write is stepped exactly.
enum DecimalStep {
    enum Direction { case below, above }

    /// The neighbour of `bound` (a canonical decimal such as `-12.5`, as `ExactDecimal`
    /// prints one) with `places` decimal places, written the same way.
    static func next(_ direction: Direction, of bound: String, places: Int) -> String {
        var text = Substring(bound)
        let negative = text.hasPrefix("-")
        if negative { text = text.dropFirst() }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        let whole = parts[0]
        let fraction = parts.count > 1 ? parts[1] : ""
        // The bound in units of 10^-places, as a magnitude and whether anything was cut off.
        var magnitude = (whole + fraction.prefix(places)).compactMap(\.wholeNumberValue)
        magnitude += Array(repeating: 0, count: max(0, places - fraction.count))
        let cutOff = fraction.dropFirst(places).contains { $0 != "0" }
        // Signed value v = ±(magnitude + cut-off part). Below: the largest integer < v;
        // above: the smallest integer > v.
        let result: (negative: Bool, digits: [Int])
        switch (direction, negative) {
        case (.below, false):
            if cutOff {
                result = (false, magnitude)
            } else {
                result = isZero(magnitude) ? (true, [1]) : (false, minusOne(magnitude))
            }
        case (.below, true): result = (true, increment(magnitude))
        case (.above, false): result = (false, increment(magnitude))
        case (.above, true): result = cutOff || isZero(magnitude) ? (true, magnitude) : (true, minusOne(magnitude))
        }
        return write(negative: result.negative, digits: result.digits, places: places)
    }

    private static func isZero(_ magnitude: [Int]) -> Bool { magnitude.allSatisfy { $0 == 0 } }

    /// A magnitude of at least one, less one.
    private static func minusOne(_ magnitude: [Int]) -> [Int] {
        var digits = magnitude
        var i = digits.count - 1
        while digits[i] == 0 {
            digits[i] = 9
            i -= 1
        }
        digits[i] -= 1
        return digits
    }

    private static func increment(_ magnitude: [Int]) -> [Int] {
        var digits = magnitude
        var i = digits.count - 1
        while i >= 0 {
            if digits[i] < 9 {
                digits[i] += 1
                return digits
            }
            digits[i] = 0
            i -= 1
        }
        return [1] + digits
    }

    /// Digits in units of 10^-places as a decimal: leading zeros dropped, `-0` as `0`.
    private static func write(negative: Bool, digits: [Int], places: Int) -> String {
        var d = digits
        if d.count <= places { d = Array(repeating: 0, count: places - d.count + 1) + d }
        var whole = d.dropLast(places).drop { $0 == 0 }.map(String.init).joined()
        if whole.isEmpty { whole = "0" }
        let fraction = d.suffix(places).map(String.init).joined()
        let isZero = d.allSatisfy { $0 == 0 }
        return (negative && !isZero ? "-" : "") + whole + (places > 0 ? "." + fraction : "")
    }

    /// The number of digits after a `.` or `,` in a typed decimal (0 without one).
    static func places(of text: String) -> Int {
        guard let separator = text.lastIndex(where: { $0 == "." || $0 == "," }) else { return 0 }
        return text[text.index(after: separator)...].prefix(while: \.isASCIIDigit).count
    }
}
