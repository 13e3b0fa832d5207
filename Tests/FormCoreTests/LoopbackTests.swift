import Testing
@testable import FormCore

@Suite struct LoopbackTests {
    @Test(arguments: [
        ("localhost", true), ("LOCALHOST", true), ("127.0.0.1", true), ("127.255.255.254", true),
        ("[::1]", true), ("::1", true), ("[0:0:0:0:0:0:0:1]", true), ("[::ffff:127.0.0.1]", true),
        ("128.0.0.1", false), ("126.255.255.255", false), ("127.1", false), ("0x7f.0.0.1", false),
        ("localhost.example", false), ("foo.localhost", false), ("[::2]", false), ("[::ffff:10.0.0.1]", false),
        ("example.invalid", false), ("0.0.0.0", false), ("", false), ("[fe80::1%eth0]", false),
    ])
    func isLoopback(host: String, expected: Bool) {
        #expect(Loopback.isLoopback(host: host) == expected)
    }
}
