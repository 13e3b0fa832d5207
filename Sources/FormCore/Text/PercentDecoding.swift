/// `%XX` escapes turned back into bytes (as Foundation's `removingPercentEncoding` did):
/// the one percent-decoder of formsh, for the routes and pointers a server sends and the
/// request paths the mock backend reads.
package enum PercentDecoding {
    /// The text with every `%XX` decoded; nil when a `%` is not followed by two hex digits
    /// or the bytes are not UTF-8, and with `refusingNUL` also when an escape decodes to
    /// NUL (`%00`, which a request path must not hold). `+` stays `+`.
    package static func decode(_ text: some StringProtocol, refusingNUL: Bool = false) -> String? {
        guard text.utf8.contains(UInt8(ascii: "%")) else { return String(text) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var input = Array(text.utf8)[...]
        while let byte = input.popFirst() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard input.count >= 2, let high = HexDigit.value(input[input.startIndex]),
                let low = HexDigit.value(input[input.startIndex + 1])
            else { return nil }
            let decoded = high << 4 | low
            if refusingNUL && decoded == 0 { return nil }
            bytes.append(decoded)
            input = input.dropFirst(2)
        }
        return String(validating: bytes, as: UTF8.self)
    }
}
