/// Random (version 4) UUIDs, RFC 9562 §5.4: 122 random bits from the system's generator.
public enum RandomUUID {
    /// A new UUID in lowercase hex: `xxxxxxxx-xxxx-4xxx-[89ab]xxx-xxxxxxxxxxxx`.
    public static func string() -> String {
        var generator = SystemRandomNumberGenerator()
        return string(using: &generator)
    }

    /// A UUID from the bytes `generator` gives (tests pass a fixed one).
    public static func string(using generator: inout some RandomNumberGenerator) -> String {
        var bytes = (0..<16).map { _ in UInt8.random(in: 0...255, using: &generator) }
        bytes[6] = bytes[6] & 0x0F | 0x40
        bytes[8] = bytes[8] & 0x3F | 0x80
        let digits = Array("0123456789abcdef")
        var text = ""
        for (i, byte) in bytes.enumerated() {
            if i == 4 || i == 6 || i == 8 || i == 10 { text.append("-") }
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0F)])
        }
        return text
    }
}
