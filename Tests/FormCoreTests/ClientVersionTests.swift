import Testing

@testable import FormCore

/// Versions compare numerically per dot-separated part (docs/contract.md, "Form schema").
@Suite struct ClientVersionTests {
    @Test(arguments: [
        ("1.0.0", "1.10.0"), ("1.9.0", "1.10.0"), ("1.9.9", "1.10"), ("2", "10"), ("1.0", "1.0.1"), ("0.9.99", "1"),
    ])
    func lessThan(a: String, b: String) {
        #expect(ClientVersion(a) < ClientVersion(b))
        #expect(!(ClientVersion(b) < ClientVersion(a)))
    }

    @Test(arguments: [("1", "1.0.0"), ("1.10", "1.10.0"), ("01.2", "1.2")])
    func equal(a: String, b: String) {
        #expect(ClientVersion(a) == ClientVersion(b))
    }

    @Test func wellFormed() {
        #expect(ClientVersion("1.10.0").isWellFormed)
        #expect(!ClientVersion("1..0").isWellFormed)
        #expect(!ClientVersion("1.0-beta").isWellFormed)
        #expect(!ClientVersion("").isWellFormed)
    }
}
