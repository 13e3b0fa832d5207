/// Whether the app would open an endpoint or a route written in a schema (`lint`'s
/// `blocked-url`): relative references and `https` are fine, `http` only to a host that
/// is not public (loopback, a private or link-local address, `localhost`), and a route
/// may also use the app's own `app:` scheme. Anything else (`file:`, `javascript:`,
/// `data:`, `ftp:`) is blocked. Hosts are judged as written; no name is resolved.
enum LinkCheck {
    /// Why the app would block the link, or nil.
    static func problem(_ link: String, isRoute: Bool) -> String? {
        guard let scheme = scheme(of: link) else { return nil }
        switch scheme {
        case "https": return nil
        case "app" where isRoute: return nil
        case "http":
            let host = host(of: link)
            return isPublic(host)
                ? "plain http to the public host \(host.isEmpty ? "(none)" : host): the app only opens https there"
                : nil
        default:
            return
                "the \(scheme): scheme is blocked by the app (only https\(isRoute ? ", app" : "") and http to a local host)"
        }
    }

    /// The lowercased scheme, or nil for a relative reference.
    static func scheme(of link: String) -> String? {
        let trimmed = link.drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let colon = trimmed.firstIndex(of: ":") else { return nil }
        let name = trimmed[..<colon]
        guard let first = name.first, first.isASCII, first.isLetter,
            name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "+" || $0 == "-" || $0 == ".") })
        else { return nil }
        return name.lowercased()
    }

    /// The host of `scheme://[user@]host[:port]/…`, lowercased, without brackets.
    static func host(of link: String) -> String {
        guard let start = link.firstRange(of: "://") else { return "" }
        var authority = link[start.upperBound...].prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        if let at = authority.lastIndex(of: "@") { authority = authority[authority.index(after: at)...] }
        if authority.hasPrefix("["), let close = authority.firstIndex(of: "]") {
            return authority[authority.index(after: authority.startIndex)..<close].lowercased()
        }
        return (authority.split(separator: ":", omittingEmptySubsequences: false).first.map(String.init) ?? "")
            .lowercased()
    }

    /// False for loopback, private and link-local addresses and `localhost` names.
    static func isPublic(_ host: String) -> Bool {
        if host == "localhost" || host.hasSuffix(".localhost") || host == "::1" { return false }
        if host.hasPrefix("fc") || host.hasPrefix("fd") || host.hasPrefix("fe80:") { return !host.contains(":") }
        let parts = host.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
        guard parts.count == 4, let a = parts[0], let b = parts[1],
            parts.allSatisfy({ $0.map { (0...255).contains($0) } ?? false })
        else { return true }
        switch (a, b) {
        case (127, _), (10, _), (192, 168), (169, 254): return false
        case (172, 16...31): return false
        default: return true
        }
    }
}
