import Testing

@testable import FormCore

@Suite struct RouteTargetTests {
    let origin = "http://127.0.0.1:40123"

    @Test(arguments: [
        ("app://sdui/screen?path=/forms/step2.json", RouteTarget.load(url: "http://127.0.0.1:40123/forms/step2.json")),
        ("APP://SDUI/screen?path=/forms/step2.json#top", .load(url: "http://127.0.0.1:40123/forms/step2.json")),
        (
            "app://sdui/screen?from=home&path=%2Fforms%2Fstep%202.json",
            .unsupported(route: "app://sdui/screen?from=home&path=%2Fforms%2Fstep%202.json")
        ),
        (
            "app://sdui/screen?from=home&path=%2Fforms%2Fstep2.json",
            .load(url: "http://127.0.0.1:40123/forms/step2.json")
        ),
        ("app://sdui/screen?path=forms/step2.json", .unsupported(route: "app://sdui/screen?path=forms/step2.json")),
        ("app://sdui/screen", .unsupported(route: "app://sdui/screen")),
        ("app://sdui/other?path=/x.json", .unsupported(route: "app://sdui/other?path=/x.json")),
        ("app://navigation/pop_to_root", .command(.popToRoot)),
        ("app://navigation/pop", .command(.pop)),
        ("app://navigation/dismiss", .command(.dismiss)),
        ("app://navigation/teleport", .unsupported(route: "app://navigation/teleport")),
        ("app://card/add", .unsupported(route: "app://card/add")),
        ("https://forms.example/step2.json", .load(url: "https://forms.example/step2.json")),
        ("http://127.0.0.1:9000/step2.json", .load(url: "http://127.0.0.1:9000/step2.json")),
        ("http://localhost/step2.json", .load(url: "http://localhost/step2.json")),
        ("http://[::1]:9000/s.json", .load(url: "http://[::1]:9000/s.json")),
        ("http://forms.example/step2.json", .blocked(scheme: "http")),
        ("http://127.0.0.1@evil.example/", .blocked(scheme: "http")),
        ("javascript:alert(1)", .blocked(scheme: "javascript")),
        ("JavaScript:alert(1)", .blocked(scheme: "javascript")),
        ("file:///etc/passwd", .blocked(scheme: "file")),
        ("data:text/html,<b>x</b>", .blocked(scheme: "data")),
        ("ftp://files.example/x", .blocked(scheme: "ftp")),
        ("/forms/step2.json", .unsupported(route: "/forms/step2.json")),
    ])
    func resolve(route: String, expected: RouteTarget) {
        #expect(RouteTarget.resolve(route: route, endpointOrigin: origin) == expected)
    }

    @Test func theOriginMayEndInASlash() {
        #expect(
            RouteTarget.resolve(route: "app://sdui/screen?path=/a.json", endpointOrigin: "https://api.example/")
                == .load(url: "https://api.example/a.json"))
    }

    @Test(arguments: [
        ("javascript", "Blocked route javascript:… (scheme not allowed)"),
        ("file", "Blocked route file:… (scheme not allowed)"),
    ])
    func blockedMessage(scheme: String, message: String) {
        #expect(RouteTarget.blockedMessage(scheme: scheme) == message)
        #expect(RouteTarget.blocked(scheme: scheme).message == message)
    }

    @Test func unsupportedMessageShowsControlCharactersAsEscapes() {
        #expect(
            RouteTarget.unsupported(route: "app://card/add\u{1B}[2J").message
                == #"Unsupported route app://card/add\x1b[2J (formsh"#
                + #" opens app://sdui/screen and app://navigation routes)"#)
        #expect(RouteTarget.unsupported(route: "app://card/add\u{1B}[2J").message?.contains("\u{1B}") == false)
        #expect(RouteTarget.command(.pop).message == nil)
        #expect(RouteTarget.load(url: "https://x").message == nil)
    }

    @Test(arguments: [
        ("app://navigation/pop_to_root", NavigationCommand?.some(.popToRoot)),
        ("app://Navigation/pop?animated=1", .some(.pop)),
        ("app://navigation/dismiss", .some(.dismiss)),
        ("app://navigation/Pop", nil),
        ("app://navigation:80/pop", nil),
        ("https://navigation/pop", nil),
        ("app://sdui/pop", nil),
    ])
    func navigationCommandFromRoute(route: String, command: NavigationCommand?) {
        #expect(NavigationCommand(route: route) == command)
    }
}
