import Foundation
import Testing

@testable import FormCore

/// A navigation route's command is read from its path as the app's router reads it
/// (docs/contract.md, "Submission"): `switch url.path` over `/pop_to_root`, `/pop` and
/// `/dismiss`, where Foundation's `URL.path` is percent-decoded and has no trailing slash.
/// Foundation is asked here, route by route, as the app would be.
@Suite struct NavigationRouteTests {
    static let routes = [
        "app://navigation/pop", "app://navigation/pop_to_root", "app://navigation/dismiss",
        "app://navigation/pop/", "app://navigation/pop//", "app://navigation/pop///", "app://navigation/dismiss/",
        "app://navigation/pop_to_root/?from=step2", "app://navigation/pop/#top",
        "app://navigation/pop%5Fto%5Froot", "app://navigation/pop%5fto%5froot/", "app://navigation/%70op",
        "app://navigation/p%6Fp", "app://navigation/%64ismiss", "app://navigation/pop%2F", "app://navigation/pop%2f/",
        "app://navigation/pop/%2F", "app://navigation/pop%2F%2F", "app://navigation/pop?x=1", "app://navigation/pop#f",
        "app://navigation/pop?", "app://u@navigation/pop",
        "app://navigation/", "app://navigation//", "app://navigation", "app://navigation/%2F",
        "app://navigation/POP", "app://navigation/Pop%2F", "app://navigation//pop", "app://navigation/./pop",
        "app://navigation/a/../pop", "app://navigation/pop/.", "app://navigation/pop/..", "app://navigation/pop%2e",
        "app://navigation/pop%20", "app://navigation/pop /", "app://navigation/pop%09/", "app://navigation/pop%00",
        "app://navigation/pop%0A", "app://navigation/pop;x", "app://navigation/pop%3B", "app://navigation/pop%3F",
        "app://navigation/pop%23", "app://navigation/pop%3Fx", "app://navigation/pop%2Fx", "app://navigation/pop%252F",
        "app://navigation/pop%25", "app://navigation/pop%", "app://navigation/pop%2", "app://navigation/pop%zz",
        "app://navigation/pop%C3", "app://navigation/pop%FF", "app://navigation/pop%E2%80%8B",
        "app://navigation/pop\u{200B}",
        "app://navigation/pop%5C", "app://navigation/pop+", "app://navigation/pop%2B", "app://navigation/%D0%BFop",
        "app://navigation/пop", "app://navigation/pop%CA%BB", "app://navigation/%F0%9F%91%8D", "app://navigation/pop👍🏽",
        "app://navigation/teleport/", "app://navigation/pop_to_root%2Fpop", "app:navigation/pop", "app:/navigation/pop",
        "app:///pop", "app://sdui/pop", "app://navigationx/pop",
    ]

    /// The command the app's router picks for the route, nil when it picks none.
    static func appCommand(_ route: String) -> NavigationCommand? {
        guard let url = URL(string: route), url.scheme == "app", url.host == "navigation" else { return nil }
        switch url.path {
        case "/pop_to_root": return .popToRoot
        case "/pop": return .pop
        case "/dismiss": return .dismiss
        default: return nil
        }
    }

    @Test(arguments: routes)
    func theCommandIsTheOneTheAppsRouterPicks(route: String) {
        #expect(NavigationCommand(route: route) == Self.appCommand(route))
    }

    @Test func theTableHoldsCommandsAndNonCommandsAlike() {
        let commands = Self.routes.compactMap(Self.appCommand)
        #expect(Set(commands) == Set(NavigationCommand.allCases))
        #expect(commands.count > 20 && commands.count < Self.routes.count - 20)
    }

    @Test(arguments: [
        ("app://navigation/pop/", RouteTarget.command(.pop)),
        ("app://navigation/pop%5Fto%5Froot", .command(.popToRoot)),
        ("app://navigation/dismiss//?reason=done", .command(.dismiss)),
        ("app://navigation/pop%2Fx", .unsupported(route: "app://navigation/pop%2Fx")),
    ])
    func aRouteResolvesToTheCommandItsPathNames(route: String, expected: RouteTarget) {
        #expect(RouteTarget.resolve(route: route, endpointOrigin: "http://127.0.0.1:40123") == expected)
    }
}
