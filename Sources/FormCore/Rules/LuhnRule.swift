/// `luhn`: the digits (spaces ignored) pass the Luhn checksum and nothing else remains.
public final class LuhnRule: ValidationRule {
    public let message: String
    public let condition: Condition?
    public var name: String { "luhn" }
    public var parameterSummary: String? { nil }

    public init(message: String, condition: Condition?) {
        self.message = message
        self.condition = condition
    }

    public func evaluate<R: ValueReader>(_ v: FieldValue, reader: R, scratch: SecretStore) -> RuleOutcome {
        guard case .text(let bytes) = v else { return .pass }
        return LuhnRule.isValid(bytes) ? .pass : .fail
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
            if digits % 2 == 1 { d *= 2; if d > 9 { d -= 9 } }
            sum += d
            digits += 1
        }
        return digits > 1 && sum % 10 == 0
    }
}
