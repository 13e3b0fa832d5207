/// How actual lines are written in transcript syntax, and the line-level escape.
///
/// An output line that would otherwise read as something else is written with a leading
/// `\`: one that starts with `> `, `$ `, `[exit`, `#` or `\`, or is `>`, `$` or `{{...}}`
/// alone. Every `#` line is escaped, not only `# ` (a comment inside a session), so that
/// an unescaped `#TEXT` in a session is always a slip that `--check` can name. The
/// backslash is escaped too so that the format is reversible: a program line `\d` is
/// written `\\d`. The reader removes exactly one leading `\`.
enum TranscriptSyntax {
    /// The bytes without trailing spaces and tabs.
    static func trimmed(_ bytes: [UInt8]) -> [UInt8] {
        var end = bytes.count
        while end > 0 && (bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09) { end -= 1 }
        return end == bytes.count ? bytes : Array(bytes[0..<end])
    }

    /// Whether an output line's text needs the leading `\` to be read as output.
    static func needsLineEscape(_ text: [UInt8]) -> Bool {
        let t = trimmed(text)
        if t == Array(">".utf8) || t == Array("$".utf8) || t == LinePattern.gapText { return true }
        return ["\\", "> ", "$ ", "[exit", "#"].contains { InlineSyntax.has(Array($0.utf8), in: t, at: 0) }
    }

    /// An output line as written in a transcript.
    static func outputLine(_ pattern: LinePattern) -> String {
        let text = pattern.text
        return String(decoding: needsLineEscape(text) ? [InlineSyntax.backslash] + text : text, as: UTF8.self)
    }

    /// A program's output line as written in a transcript, with `endpoint` as `{{endpoint}}`.
    static func outputLine(actual: String, endpoint: String?) -> String {
        outputLine(LinePattern(actual: actual, endpoint: endpoint))
    }

    /// An input line: `> TEXT`, or `>` for an empty line.
    static func inputLine(written: String) -> String {
        written.isEmpty ? ">" : "> " + written
    }

    /// The line that ends a session.
    static func exitLine(_ code: Int32) -> String { "[exit \(code)]" }
}
