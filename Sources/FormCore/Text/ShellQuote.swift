/// A word as a POSIX shell reads it back unchanged: in single quotes, each `'` in it written
/// `'\''`, so nothing inside is expanded (a transcript's `$ formsh` line, probe's `curl` line).
package enum ShellQuote {
    package static func singleQuoted(_ text: String) -> String {
        "'" + text.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
    }
}
