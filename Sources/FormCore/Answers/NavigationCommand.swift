/// A navigation step the server can ask for instead of sending a screen.
public enum NavigationCommand: String, Equatable, Sendable, CaseIterable {
    /// Back to the first screen of the flow.
    case popToRoot = "pop_to_root"
    /// Back one screen.
    case pop
    /// End the flow.
    case dismiss

    /// The command named by a route `app://navigation/NAME` (`pop_to_root`, `pop`, `dismiss`);
    /// nil for any other route. Scheme and host are case-insensitive; a query or fragment is ignored.
    public init?(route: String) {
        guard let parts = URLParts(route), parts.scheme == "app", parts.host == "navigation", parts.port == nil else {
            return nil
        }
        let path = parts.rest.prefix { $0 != "?" && $0 != "#" }
        guard path.hasPrefix("/") else { return nil }
        self.init(rawValue: String(path.dropFirst()))
    }
}
