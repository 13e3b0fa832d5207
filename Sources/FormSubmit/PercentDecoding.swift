/// `%XX` escapes turned back into bytes (as Foundation's `removingPercentEncoding` did).
enum PercentDecoding {
    /// The text with every `%XX` decoded; nil when a `%` is not followed by two hex digits
    /// or the bytes are not UTF-8. `+` stays `+`.
    static func decode(_ text: some StringProtocol) -> String? {
        var bytes: [UInt8] = []
        var input = Array(text.utf8)[...]
        while let byte = input.popFirst() {
            guard byte == UInt8(ascii: "%") else { bytes.append(byte); continue }
            guard input.count >= 2, let high = hexValue(input[input.startIndex]),
                  let low = hexValue(input[input.startIndex + 1]) else { return nil }
            bytes.append(high << 4 | low)
            input = input.dropFirst(2)
        }
        return String(validating: bytes, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
