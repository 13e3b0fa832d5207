/// Colours for a unified diff on a terminal, as `git diff` shows it: headers bold,
/// hunk lines cyan, removed lines red, added lines green.
public enum DiffColors {
    /// The diff with ANSI colours; each line keeps its text and ends with a reset.
    public static func colored(_ diff: String) -> String {
        var out = ""
        for line in diff.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
            let code: String
            if line.hasPrefix("--- ") || line.hasPrefix("+++ ") {
                code = "1"
            } else if line.hasPrefix("@@") {
                code = "36"
            } else if line.hasPrefix("-") {
                code = "31"
            } else if line.hasPrefix("+") {
                code = "32"
            } else {
                out += line + "\n"
                continue
            }
            out += "\u{1B}[\(code)m\(line)\u{1B}[0m\n"
        }
        return out
    }
}
