/// `--format github`: a failing transcript as a GitHub Actions workflow command,
/// `::error file=PATH,line=N,title=…::MESSAGE`, so that the failure shows on the
/// transcript's line in the pull request. The message holds the reason and the diff;
/// newlines and `%` are escaped as the runner expects (`%0A`, `%25`), and in the
/// properties `:` and `,` too.
enum GitHubAnnotation {
    static func line(for result: TranscriptResult) -> String {
        var text = result.failureText
        if result.message == nil { text = "the output differs from the transcript\n" + text }
        while text.hasSuffix("\n") { text.removeLast() }
        return
            "::error file=\(property(result.path)),line=\(result.line ?? 1),title=\(property("formsh replay"))::\(data(text))"
    }

    static func data(_ text: String) -> String {
        var out = ""
        for c in text.unicodeScalars {
            switch c {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            default: out.unicodeScalars.append(c)
            }
        }
        return out
    }

    static func property(_ text: String) -> String {
        data(text).replacing(":", with: "%3A").replacing(",", with: "%2C")
    }
}
