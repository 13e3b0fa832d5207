import Glibc
import Testing

@testable import FormCore

@Suite struct LoopbackTests {
    @Test(arguments: [
        ("localhost", true), ("LOCALHOST", true), ("127.0.0.1", true), ("127.255.255.254", true),
        ("[::1]", true), ("::1", true), ("[0:0:0:0:0:0:0:1]", true), ("[::ffff:127.0.0.1]", true),
        ("[::ffff:7f00:1]", true), ("[0000::0001]", true), ("[::0:1]", true),
        ("128.0.0.1", false), ("126.255.255.255", false), ("127.1", false), ("0x7f.0.0.1", false),
        ("localhost.example", false), ("foo.localhost", false), ("[::2]", false), ("[::ffff:10.0.0.1]", false),
        ("example.invalid", false), ("0.0.0.0", false), ("", false), ("[fe80::1%eth0]", false),
        ("127.0.0.01", false), ("127.0.0.1.", false), ("[::1:]", false), ("[:::1]", false), ("[]", false),
    ])
    func isLoopback(host: String, expected: Bool) {
        #expect(Loopback.isLoopback(host: host) == expected)
    }

    /// The C library's reading of an address, the one the Swift reading must match.
    static func inetPton(_ family: Int32, _ text: String) -> [UInt8]? {
        var buffer = [UInt8](repeating: 0, count: 16)
        let ok = buffer.withUnsafeMutableBytes { inet_pton(family, text, $0.baseAddress) } == 1
        return ok ? Array(buffer.prefix(family == AF_INET ? 4 : 16)) : nil
    }

    static let spellings = [
        "1.2.3.4", "255.255.255.255", "256.1.1.1", "01.2.3.4", "0.0.0.0", "1.2.3", "1.2.3.4.5", "1..3.4", ".1.2.3",
        "1.2.3.4.", "1.2.3.-4", "1.2.3.4 ", "::", "::1", "1::", "1::2", ":1", "1:", "1:2:3:4:5:6:7:8",
        "1:2:3:4:5:6:7:8:9",
        "1:2:3:4:5:6:7::", "::1:2:3:4:5:6:7", "::1:2:3:4:5:6:7:8", "1::2::3", "12345::", "fFfF::", "::ffff:1.2.3.4",
        "::1.2.3.4", "1.2.3.4::", "::ffff:1.2.3", "::ffff:1.2.3.4.5", "1:2:3:4:5:6:1.2.3.4", "1:2:3:4:5:6:7:1.2.3.4",
        "::ffff:01.2.3.4", ":::", "::1:", "g::", "::%1", "", "[::1]",
    ]

    /// Every spelling reads as glibc's `inet_pton` reads it, as IPv4 and as IPv6.
    @Test(arguments: spellings)
    func readsAddressesAsInetPton(text: String) {
        #expect(Loopback.ipv4(Array(text.utf8)[...]) == Self.inetPton(AF_INET, text))
        #expect(Loopback.ipv6(Array(text.utf8)) == Self.inetPton(AF_INET6, text))
    }

    /// Strings made of an address's characters, from a fixed seed: the two readings agree on
    /// all of them, the valid addresses among them included.
    @Test(arguments: ["0123456789abcdefF:.:.:1", "12.5.0.7.9.", "f:1.27.0:"])
    func agreesWithInetPtonOnGeneratedSpellings(alphabet: String) {
        let letters = Array(alphabet.utf8)
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt64 {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return seed
        }
        var disagreements: [String] = []
        var valid = 0
        for _ in 0..<20_000 {
            let length = Int(next() >> 59) + 1
            let bytes = (0..<length).map { _ in letters[Int(next() >> 33) % letters.count] }
            let text = String(decoding: bytes, as: UTF8.self)
            let v4 = Self.inetPton(AF_INET, text)
            let v6 = Self.inetPton(AF_INET6, text)
            if v4 != nil || v6 != nil { valid += 1 }
            if Loopback.ipv4(bytes[...]) != v4 || Loopback.ipv6(bytes) != v6 { disagreements.append(text) }
        }
        #expect(disagreements.isEmpty)
        #expect(valid > 10)
    }
}
