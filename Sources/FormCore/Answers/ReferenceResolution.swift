/// A URL reference resolved against a base URL per RFC 3986 §5.2, as Foundation's
/// `URL(string:relativeTo:)` did for endpoints: characters a URL may not hold (a space,
/// a `%` that starts no escape, non-ASCII) are percent-encoded in the reference.
enum ReferenceResolution {
    /// `reference` resolved against the absolute `base`; nil when `base` has no scheme or
    /// `reference` is empty.
    static func resolve(_ reference: String, against base: String) -> String? {
        let b = Components(encoded(base))
        guard !reference.isEmpty, let scheme = b.scheme else { return nil }
        let r = Components(encoded(reference))
        var target = Components()
        if r.scheme != nil {
            target = r
            target.path = removingDotSegments(r.path)
        } else if r.authority != nil {
            target = r
            target.scheme = scheme
            target.path = removingDotSegments(r.path)
        } else {
            target.scheme = scheme
            target.authority = b.authority
            if r.path.isEmpty {
                target.path = b.path
                target.query = r.query ?? b.query
            } else {
                target.path = removingDotSegments(r.path.hasPrefix("/") ? r.path : merge(base: b, path: r.path))
                target.query = r.query
            }
        }
        target.fragment = r.fragment
        return target.text
    }

    /// The five parts of RFC 3986 §3 (`scheme://authority/path?query#fragment`).
    struct Components {
        var scheme: String?
        var authority: String?
        var path = ""
        var query: String?
        var fragment: String?

        init() {}

        /// Split per RFC 3986 Appendix B.
        init(_ text: String) {
            var rest = Substring(text)
            if let hash = rest.firstIndex(of: "#") {
                fragment = String(rest[rest.index(after: hash)...])
                rest = rest[..<hash]
            }
            if let question = rest.firstIndex(of: "?") {
                query = String(rest[rest.index(after: question)...])
                rest = rest[..<question]
            }
            if let colon = rest.firstIndex(of: ":"), URLParts.validScheme(rest[..<colon]) != nil {
                scheme = String(rest[..<colon])
                rest = rest[rest.index(after: colon)...]
            }
            if rest.hasPrefix("//") {
                let start = rest.index(rest.startIndex, offsetBy: 2)
                let end = rest[start...].firstIndex(of: "/") ?? rest.endIndex
                authority = String(rest[start..<end])
                rest = rest[end...]
            }
            path = String(rest)
        }

        var text: String {
            var out = ""
            if let scheme { out += scheme + ":" }
            if let authority { out += "//" + authority }
            out += path
            if let query { out += "?" + query }
            if let fragment { out += "#" + fragment }
            return out
        }
    }

    /// RFC 3986 §5.2.3: the reference's path after the base path's last `/`.
    static func merge(base: Components, path: String) -> String {
        if base.authority != nil && base.path.isEmpty { return "/" + path }
        guard let slash = base.path.lastIndex(of: "/") else { return path }
        return base.path[...slash] + path
    }

    /// RFC 3986 §5.2.4: `.` and `..` segments removed.
    static func removingDotSegments(_ path: String) -> String {
        var input = Substring(path)
        var output: [Substring] = []
        while !input.isEmpty {
            if input.hasPrefix("../") {
                input = input.dropFirst(3)
            } else if input.hasPrefix("./") {
                input = input.dropFirst(2)
            } else if input.hasPrefix("/./") {
                input = input.dropFirst(2)
            } else if input == "/." {
                input = "/"
            } else if input.hasPrefix("/../") {
                input = input.dropFirst(3)
                _ = output.popLast()
            } else if input == "/.." {
                input = "/"
                _ = output.popLast()
            } else if input == "." || input == ".." {
                input = ""
            } else {
                let from = input.hasPrefix("/") ? input.index(after: input.startIndex) : input.startIndex
                let end = input[from...].firstIndex(of: "/") ?? input.endIndex
                output.append(input[..<end])
                input = input[end...]
            }
        }
        return output.joined()
    }

    /// `text` with every byte a URL may not hold written as `%XX`: what is left are
    /// RFC 3986's unreserved and reserved characters and `%` followed by two hex digits.
    static func encoded(_ text: String) -> String {
        let bytes = Array(text.utf8)
        var out = ""
        for (i, byte) in bytes.enumerated() {
            if byte == UInt8(ascii: "%"), i + 2 < bytes.count, isHex(bytes[i + 1]), isHex(bytes[i + 2]) {
                out.append("%")
            } else if byte < 0x80, allowed.contains(Character(Unicode.Scalar(byte))) {
                out.append(Character(Unicode.Scalar(byte)))
            } else {
                let digits = Array("0123456789ABCDEF")
                out += "%" + String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 0x0F)])
            }
        }
        return out
    }

    private static let allowed = Set(
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~:/?#[]@!$&'()*+,;=")

    private static func isHex(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
            || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
    }
}
