/// The parts of an absolute URL that routing and origin checks need, split per RFC 3986
/// without percent-decoding: scheme, host, port and the rest (path, query, fragment).
///
/// This is deliberately small. `HTTPClient` does not trust it for its own security checks:
/// it asks libcurl's parser, the one that will make the connection.
package struct URLParts: Equatable, Sendable {
    /// The scheme, lowercased (`https`).
    package var scheme: String
    /// The host, lowercased, with IPv6 brackets kept (`[::1]`); nil when there is no authority.
    package var host: String?
    /// The port as written, if any.
    package var port: String?
    /// Everything after the authority (or after `scheme:` when there is none).
    package var rest: String

    /// Splits `text`; nil when it does not start with a valid scheme.
    package init?(_ text: String) {
        guard let colon = text.firstIndex(of: ":"),
            let scheme = URLParts.validScheme(text[..<colon])
        else { return nil }
        self.scheme = scheme
        let afterScheme = text[text.index(after: colon)...]
        guard afterScheme.hasPrefix("//") else {
            host = nil
            port = nil
            rest = String(afterScheme)
            return
        }
        let authorityStart = afterScheme.index(afterScheme.startIndex, offsetBy: 2)
        let authorityEnd =
            afterScheme[authorityStart...].firstIndex { $0 == "/" || $0 == "?" || $0 == "#" }
            ?? afterScheme.endIndex
        var hostPort = afterScheme[authorityStart..<authorityEnd]
        if let at = hostPort.lastIndex(of: "@") { hostPort = hostPort[hostPort.index(after: at)...] }
        let portSeparator: Substring.Index?
        if hostPort.hasPrefix("[") {
            guard let close = hostPort.firstIndex(of: "]") else { return nil }
            let afterClose = hostPort.index(after: close)
            portSeparator = afterClose < hostPort.endIndex && hostPort[afterClose] == ":" ? afterClose : nil
            if portSeparator == nil, afterClose != hostPort.endIndex { return nil }
        } else {
            portSeparator = hostPort.lastIndex(of: ":")
        }
        if let separator = portSeparator {
            let portText = hostPort[hostPort.index(after: separator)...]
            guard portText.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
            host = hostPort[..<separator].lowercased()
            port = portText.isEmpty ? nil : String(portText)
        } else {
            host = hostPort.lowercased()
            port = nil
        }
        rest = String(afterScheme[authorityEnd...])
    }

    /// `scheme://host[:port]`, or nil without a host.
    package var origin: String? {
        guard let host, !host.isEmpty else { return nil }
        return scheme + "://" + host + (port.map { ":" + $0 } ?? "")
    }

    /// The lowercased scheme if `text` is one per RFC 3986 (`ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )`).
    static func validScheme(_ text: Substring) -> String? {
        guard let first = text.unicodeScalars.first, first.isASCIILetter else { return nil }
        for scalar in text.unicodeScalars.dropFirst() {
            guard
                scalar.isASCIILetter || ("0"..."9").contains(scalar) || scalar == "+" || scalar == "-" || scalar == "."
            else { return nil }
        }
        return text.lowercased()
    }

    /// The scheme of `text` if it starts with one, without parsing the rest.
    package static func scheme(of text: String) -> String? {
        guard let colon = text.firstIndex(of: ":") else { return nil }
        return validScheme(text[..<colon])
    }
}

extension Unicode.Scalar {
    var isASCIILetter: Bool { ("a"..."z").contains(self) || ("A"..."Z").contains(self) }
}
