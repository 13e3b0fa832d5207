/// `luhn`: the digits (spaces ignored) pass the Luhn checksum and nothing else remains.
/// It has no parameters (`RuleKind.luhn`); this is its evaluation.
public enum LuhnRule {
    static func evaluate(_ v: FieldValue) -> RuleOutcome {
        guard case .text(let bytes) = v else { return .pass }
        return isValid(bytes) ? .pass : .fail
    }

    /// The checksum over the bytes, right to left, without copying them.
    public static func isValid(_ bytes: UnsafeRawBufferPointer) -> Bool {
        var sum = 0
        var digits = 0
        var i = bytes.count
        while i > 0 {
            i -= 1
            let b = bytes[i]
            if b == UInt8(ascii: " ") { continue }
            guard b >= 0x30, b <= 0x39 else { return false }
            var d = Int(b - 0x30)
            if digits % 2 == 1 {
                d *= 2
                if d > 9 { d -= 9 }
            }
            sum += d
            digits += 1
        }
        return digits > 1 && sum % 10 == 0
    }
}
