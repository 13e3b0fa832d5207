import Glibc

/// Which hosts count as loopback, where plain `http://` is allowed: `localhost`,
/// 127.0.0.0/8 written as a dotted quad, and `::1` (also as an IPv4-mapped 127.x address).
///
/// Only literal forms are recognised: no name is ever resolved to decide, and unusual
/// spellings (`127.1`, `0x7f.0.0.1`, `foo.localhost`) are not loopback, which fails closed.
package enum Loopback {
    /// True when `host` (brackets around an IPv6 address allowed) is a loopback host.
    package static func isLoopback(host: String) -> Bool {
        var name = host.lowercased()
        if name.hasPrefix("[") && name.hasSuffix("]") && name.count >= 2 {
            name = String(name.dropFirst().dropLast())
        }
        if name == "localhost" { return true }
        var v4 = in_addr()
        if inet_pton(AF_INET, name, &v4) == 1 {
            return UInt32(bigEndian: v4.s_addr) >> 24 == 127
        }
        var v6 = in6_addr()
        guard !name.contains("%"), inet_pton(AF_INET6, name, &v6) == 1 else { return false }
        let bytes = withUnsafeBytes(of: v6) { Array($0) }
        let loopback: [UInt8] = Array(repeating: 0, count: 15) + [1]
        if bytes == loopback { return true }
        let mappedPrefix: [UInt8] = Array(repeating: 0, count: 10) + [0xFF, 0xFF]
        return Array(bytes[0..<12]) == mappedPrefix && bytes[12] == 127
    }
}
