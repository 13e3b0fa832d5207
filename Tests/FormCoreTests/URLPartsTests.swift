import Testing

@testable import FormCore

@Suite struct URLPartsTests {
    @Test(arguments: [
        ("https://User@Example.COM:8443/a/b?c#d", ["https", "example.com", "8443", "/a/b?c#d"]),
        ("HTTP://[::1]:80", ["http", "[::1]", "80", ""]),
        ("app://sdui/screen?path=/x", ["app", "sdui", "", "/screen?path=/x"]),
        ("javascript:alert(1)", ["javascript", "", "", "alert(1)"]),
        ("http://host:/x", ["http", "host", "", "/x"]),
    ])
    func splits(text: String, expected: [String]) throws {
        let parts = try #require(URLParts(text))
        #expect([parts.scheme, parts.host ?? "", parts.port ?? "", parts.rest] == expected)
    }

    @Test(arguments: ["", "no scheme here", "1http://x", "ht tp://x", "http://[::1/x", "http://host:8o/x", "://x"])
    func rejects(text: String) {
        #expect(URLParts(text) == nil)
    }
}
