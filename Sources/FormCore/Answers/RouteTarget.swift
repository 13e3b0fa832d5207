/// Where a route sent by the server leads (docs/contract.md, "Submission"): a screen to load, a navigation
/// command, or nothing, because the route is blocked or not something a terminal can open.
public enum RouteTarget: Equatable, Sendable {
    /// Load the screen at this absolute URL with GET.
    case load(url: String)
    /// Perform a navigation command.
    case command(NavigationCommand)
    /// The scheme (lowercased) is not allowed: only `app`, `https`, and `http` to loopback.
    case blocked(scheme: String)
    /// An allowed scheme, but a destination formsh cannot open (`app://card/add`, a
    /// `app://sdui/screen` without a usable `path`, a route without a scheme).
    case unsupported(route: String)

    /// Resolves a route.
    ///
    /// - `app://sdui/screen?path=/forms/step2.json` → `load(ORIGIN/forms/step2.json)`: a GET to
    ///   the endpoint's origin (`path`, percent-decoded, must start with `/`);
    /// - `app://navigation/pop_to_root`, `…/pop`, `…/dismiss` → `command`;
    /// - `https://…` → `load` as it is; `http://…` likewise for loopback hosts, else `blocked`;
    /// - any other scheme (`javascript:`, `file:`, `data:`, `ftp:`) → `blocked`.
    ///
    /// - Parameters:
    ///   - route: the route as the server sent it.
    ///   - endpointOrigin: `scheme://host[:port]` of the submit endpoint (`EndpointResolver.origin(of:)`).
    public static func resolve(route: String, endpointOrigin: String) -> RouteTarget {
        guard let scheme = URLParts.scheme(of: route) else { return .unsupported(route: route) }
        switch scheme {
        case "app":
            if let command = NavigationCommand(route: route) { return .command(command) }
            if let path = screenPath(of: route) {
                let origin = endpointOrigin.hasSuffix("/") ? String(endpointOrigin.dropLast()) : endpointOrigin
                return .load(url: origin + path)
            }
            return .unsupported(route: route)
        case "https":
            return .load(url: route)
        case "http":
            guard let host = URLParts(route)?.host, Loopback.isLoopback(host: host) else {
                return .blocked(scheme: scheme)
            }
            return .load(url: route)
        default:
            return .blocked(scheme: scheme)
        }
    }

    /// `Blocked route SCHEME:… (scheme not allowed)`.
    public static func blockedMessage(scheme: String) -> String {
        "Blocked route \(scheme):\u{2026} (scheme not allowed)"
    }

    /// `Unsupported route ROUTE (formsh opens app://sdui/screen and app://navigation routes)`,
    /// with control characters removed from the route.
    public static func unsupportedMessage(route: String) -> String {
        "Unsupported route \(PrintableText.clean(route)) (formsh opens app://sdui/screen and app://navigation routes)"
    }

    /// The message for a blocked or unsupported target; nil for the others.
    public var message: String? {
        switch self {
        case .blocked(let scheme): return RouteTarget.blockedMessage(scheme: scheme)
        case .unsupported(let route): return RouteTarget.unsupportedMessage(route: route)
        case .load, .command: return nil
        }
    }

    /// The decoded `path` of an `app://sdui/screen?path=…` route, if it is an absolute path
    /// without white space or control characters.
    private static func screenPath(of route: String) -> String? {
        guard let parts = URLParts(route), parts.host == "sdui", parts.port == nil else { return nil }
        let withoutFragment = parts.rest.prefix { $0 != "#" }
        guard let question = withoutFragment.firstIndex(of: "?"),
            withoutFragment[..<question] == "/screen"
        else { return nil }
        for item in withoutFragment[withoutFragment.index(after: question)...].split(separator: "&") {
            guard item.hasPrefix("path=") else { continue }
            guard let path = PercentDecoding.decode(item.dropFirst(5)),
                path.hasPrefix("/"),
                !path.unicodeScalars.contains(where: {
                    $0.properties.isWhitespace || $0.properties.generalCategory == .control
                })
            else { return nil }
            return path
        }
        return nil
    }
}
