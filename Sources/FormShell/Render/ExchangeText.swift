import FormCore

extension ShellText {
    static let noExchange = "  no HTTP exchange yet"

    /// An HTTP exchange as `--verbose` and `:last` show it: `>` lines sent, `<` lines
    /// received, server text with control characters as visible escapes.
    static func exchange(_ e: HTTPExchange) -> [String] {
        request(e) + (e.requestBody.map { ["> " + $0] } ?? []) + response(e)
    }

    /// The request line and headers.
    static func request(_ e: HTTPExchange) -> [String] {
        ["> \(e.method.rawValue) \(shown(e.url))"] + e.requestHeaders.map { "> \($0.name): \(shown($0.value))" }
    }

    static let requestBodyPrefix = "> "
    static let bodyWiped = "> (the body sent was wiped with the values)"

    /// The status line, headers and body of the answer, or why there was none.
    static func response(_ e: HTTPExchange) -> [String] {
        var lines: [String] = []
        if let status = e.status {
            lines.append("< HTTP \(status) in \(Int((e.elapsedMilliseconds ?? 0).rounded())) ms")
            lines += e.responseHeaders.map { "< \(shown($0.name)): \(shown($0.value))" }
            if !e.responseBody.isEmpty {
                lines += e.responseBody.split(separator: "\n", omittingEmptySubsequences: false).map {
                    "< " + shown(String($0))
                }
            }
        } else if let error = e.error {
            lines.append("< no answer: \(error.reason)")
        }
        return lines
    }
}

/// How formsh shows an HTTP exchange, for callers outside the shell (loading a form with `--verbose`).
public enum ExchangeLog {
    public static func lines(_ e: HTTPExchange) -> [String] { ShellText.exchange(e) }
}
