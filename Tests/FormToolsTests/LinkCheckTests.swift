import Testing

@testable import FormTools

/// `LinkCheck`: which endpoints and routes lint reports as blocked.
@Suite struct LinkCheckTests {
    @Test(arguments: [
        ("/api/v1/apply", false), ("https://api.example.uz/x", false), ("HTTPS://api.example.uz", false),
        ("http://localhost:8080/x", false), ("http://127.0.0.1/x", false), ("http://[::1]:80/x", false),
        ("http://10.1.2.3/x", false), ("http://192.168.0.5/x", false), ("http://172.20.0.1/x", false),
        ("http://user@api.localhost/x", false), ("api/v1?next=http://x", false),
        ("http://api.example.uz/x", true), ("http://8.8.8.8/x", true), ("http://172.32.0.1/x", true),
        ("http://127.0.0.1.example.com/x", true), ("http://localhost@evil.example/x", true),
        ("file:///etc/passwd", true), ("javascript:alert(1)", true), ("data:text/html,x", true),
        ("ftp://files.example.uz", true), ("app://sdui/screen", true),
    ])
    func endpoints(_ link: String, _ blocked: Bool) {
        #expect((LinkCheck.problem(link, isRoute: false) != nil) == blocked, "\(link)")
    }

    @Test func routesMayUseTheAppScheme() {
        #expect(LinkCheck.problem("app://sdui/screen?path=/x.json", isRoute: true) == nil)
        #expect(LinkCheck.problem("app://navigation/pop", isRoute: true) == nil)
        #expect(
            LinkCheck.problem("JavaScript:alert(1)", isRoute: true)
                == "the javascript: scheme is blocked by the app (only https, app and http to a local host)")
    }
}
