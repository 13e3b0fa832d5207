/// Which hosts count as loopback, where plain `http://` is allowed: `localhost`,
/// 127.0.0.0/8 written as a dotted quad, and `::1` (also as an IPv4-mapped 127.x address).
///
/// Only literal forms are recognised: no name is ever resolved to decide, and unusual
/// spellings (`127.1`, `0x7f.0.0.1`, `foo.localhost`) are not loopback, which fails closed.
/// Addresses are read as glibc's `inet_pton` reads them (the tests compare the two), in
/// Swift, so that routing decisions stay pure.
package enum Loopback {
    /// True when `host` (brackets around an IPv6 address allowed) is a loopback host.
    package static func isLoopback(host: String) -> Bool {
        var name = host.lowercased()
        if name.hasPrefix("[") && name.hasSuffix("]") && name.count >= 2 {
            name = String(name.dropFirst().dropLast())
        }
        if name == "localhost" { return true }
        let text = Array(name.utf8)
        if let v4 = ipv4(text[...]) { return v4[0] == 127 }
        guard let v6 = ipv6(text) else { return false }
        if v6 == Array(repeating: 0, count: 15) + [1] { return true }
        return Array(v6[0..<12]) == Array(repeating: 0, count: 10) + [0xFF, 0xFF] && v6[12] == 127
    }

    /// The four bytes of a dotted quad as `inet_pton(AF_INET)` reads it: exactly four
    /// decimal numbers up to 255, no leading zeros, nothing else.
    package static func ipv4(_ text: ArraySlice<UInt8>) -> [UInt8]? {
        var octets: [UInt8] = []
        var value = 0
        var digits = 0
        for byte in text {
            if (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
                if digits > 0 && value == 0 { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
                guard value <= 255 else { return nil }
                digits += 1
            } else if byte == UInt8(ascii: "."), digits > 0, octets.count < 3 {
                octets.append(UInt8(value))
                value = 0
                digits = 0
            } else {
                return nil
            }
        }
        guard digits > 0, octets.count == 3 else { return nil }
        return octets + [UInt8(value)]
    }

    /// The sixteen bytes of an IPv6 address as `inet_pton(AF_INET6)` reads it: groups of
    /// up to four hex digits, one `::` at most, a dotted quad allowed as the last 32 bits.
    package static func ipv6(_ text: [UInt8]) -> [UInt8]? {
        guard !text.isEmpty else { return nil }
        var i = 0
        if text[0] == UInt8(ascii: ":") {
            guard text.count > 1, text[1] == UInt8(ascii: ":") else { return nil }
            i = 1
        }
        var bytes: [UInt8] = []
        var gap: Int?
        var tokenStart = i
        var value = 0
        var digits = 0
        while i < text.count {
            let byte = text[i]
            i += 1
            if let digit = HexDigit.value(byte).map(Int.init) {
                guard digits < 4 else { return nil }
                value = value << 4 | digit
                digits += 1
            } else if byte == UInt8(ascii: ":") {
                tokenStart = i
                if digits == 0 {
                    guard gap == nil else { return nil }
                    gap = bytes.count
                    continue
                }
                guard i < text.count, bytes.count + 2 <= 16 else { return nil }
                bytes += [UInt8(value >> 8), UInt8(value & 0xFF)]
                value = 0
                digits = 0
            } else if byte == UInt8(ascii: "."), bytes.count + 4 <= 16, let v4 = ipv4(text[tokenStart...]) {
                bytes += v4
                digits = 0
                break
            } else {
                return nil
            }
        }
        if digits > 0 {
            guard bytes.count + 2 <= 16 else { return nil }
            bytes += [UInt8(value >> 8), UInt8(value & 0xFF)]
        }
        if let gap {
            guard bytes.count < 16 else { return nil }
            bytes.insert(contentsOf: Array(repeating: 0, count: 16 - bytes.count), at: gap)
        }
        return bytes.count == 16 ? bytes : nil
    }
}
