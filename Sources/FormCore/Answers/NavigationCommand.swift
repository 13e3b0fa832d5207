/// A navigation step the server can ask for instead of sending a screen.
public enum NavigationCommand: String, Equatable, Sendable, CaseIterable {
    /// Back to the first screen of the flow.
    case popToRoot = "pop_to_root"
    /// Back one screen.
    case pop
    /// End the flow.
    case dismiss

    /// The command named by a route `app://navigation/NAME` (`pop_to_root`, `pop`, `dismiss`);
    /// nil for any other route. Scheme and host are case-insensitive; a query or fragment is
    /// ignored. The name is read from the path as the app's router reads it, from
    /// Foundation's `URL.path` (docs/contract.md, "Submission"): percent-decoded, then
    /// without trailing slashes (`/pop/`, `/pop%2F` and `/p%6Fp` are `pop`).
    public init?(route: String) {
        guard let parts = URLParts(route), parts.scheme == "app", parts.host == "navigation", parts.port == nil,
            let path = NavigationCommand.path(parts.rest.prefix { $0 != "?" && $0 != "#" }), path.hasPrefix("/")
        else { return nil }
        self.init(rawValue: String(path.dropFirst()))
    }

    /// A URL's path as Foundation's `URL.path` gives it: escapes decoded (nil when one is
    /// malformed or the bytes are not UTF-8, which names no command), then every trailing
    /// slash dropped but the first character's.
    static func path(_ encoded: Substring) -> String? {
        guard var path = PercentDecoding.decode(encoded) else { return nil }
        while path.utf8.count > 1, path.utf8.last == UInt8(ascii: "/") { path.unicodeScalars.removeLast() }
        return path
    }
}
