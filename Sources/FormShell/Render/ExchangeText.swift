import FormSubmit

extension ShellText {
    static let noExchange = "  no HTTP exchange yet"

    /// An HTTP exchange as `--verbose` and `:last` show it: `>` lines sent, `<` lines
    /// received, server text with control characters as visible escapes.
    static func exchange(_ e: HTTPExchange) -> [String] {
        var lines = ["> \(e.method.rawValue) \(shown(e.url))"]
        lines += e.requestHeaders.map { "> \($0.name): \(shown($0.value))" }
        if let body = e.requestBody { lines.append("> " + body) }
        if let status = e.status {
            lines.append("< HTTP \(status) in \(Int((e.elapsedMilliseconds ?? 0).rounded())) ms")
            lines += e.responseHeaders.map { "< \(shown($0.name)): \(shown($0.value))" }
            if !e.responseBody.isEmpty { lines += e.responseBody.split(separator: "\n", omittingEmptySubsequences: false).map { "< " + shown(String($0)) } }
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
