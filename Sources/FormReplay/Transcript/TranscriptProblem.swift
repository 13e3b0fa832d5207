/// What is wrong with one line of a transcript. `TranscriptError.malformed` adds the
/// file and line; `description` is the text after `file:line: `.
public enum TranscriptProblem: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file is not UTF-8 text.
    case notUTF8
    /// The file has no `$ formsh` line at all.
    case noSession
    /// A `> ` input line before the first `$ formsh` line or after an `[exit N]`.
    case inputOutsideSession
    /// Expected output (anything but a comment or a blank line) outside a session.
    case outputOutsideSession
    /// `{{...}}` outside a session.
    case gapOutsideSession
    /// `[exit N]` with no session open: a session without its `$ formsh` line.
    case exitOutsideSession
    /// A `$ ` line that does not run formsh (`$ ls`, `$ FOO=1 formsh`).
    case notFormsh(String)
    /// `[exit` not followed by a status from 0 to 255 and `]`.
    case badExit(String)
    /// A session that ends (at the next `$` line, or at the end of the file) without `[exit N]`.
    case missingExit(startLine: Int)
    /// A quote opened in the arguments of `$ formsh` and never closed (`'` or `"`).
    case unterminatedQuote(Character)
    /// A backslash at the very end of the `$ formsh` line.
    case trailingBackslash
    /// An unquoted shell operator (`|`, `&`, `;`, `<`, `>`, `(`, `)`, a backquote) in the
    /// arguments: replay runs no shell, so a redirection or pipe would silently become an
    /// argument.
    case shellOperator(Character)
    /// `{{...}}` with other text on the same line.
    case gapNotAlone
    /// `{{env:` not followed by a variable name and `}}`.
    case badEnvironmentName(String)
    /// `{{re:REGEX}}` whose regex is empty, unterminated or refused by ICU.
    case badRegex(String, reason: String)
    /// An output placeholder (`{{any}}`, `{{re:…}}`, …) in a typed line, where only
    /// `{{env:NAME}}` means something.
    case placeholderInInput(String)
    /// `replay --check` only: placeholder-shaped text that is no placeholder, in an output
    /// line (replay reads it literally).
    case unknownPlaceholder(String)
    /// `replay --check` only: placeholder-shaped text other than `{{env:NAME}}` in a typed
    /// line (replay types it literally).
    case unknownPlaceholderInInput(String)
    /// `replay --check` only: a line in a session that starts with `#` but not `# `: it is
    /// expected output, though it reads like a comment.
    case hashOutput(String)

    public var description: String {
        switch self {
        case .notUTF8:
            return "not UTF-8 text"
        case .noSession:
            return "no session: a transcript needs at least one `$ formsh ARGS` line"
        case .inputOutsideSession:
            return "input line outside a session: a session starts with `$ formsh ARGS` and ends with `[exit N]`"
        case .outputOutsideSession:
            return "expected output outside a session: a session starts with `$ formsh ARGS` (comments start with `#`)"
        case .gapOutsideSession:
            return "`{{...}}` outside a session: a session starts with `$ formsh ARGS`"
        case .exitOutsideSession:
            return "`[exit N]` without a session: no `$ formsh ARGS` line opened one"
        case .notFormsh(let line):
            return "a session runs formsh: expected `$ formsh ARGS`, found `\(line)`"
        case .badExit(let line):
            return "expected `[exit N]` with N a number from 0 to 255, found `\(line)`"
        case .missingExit(let start):
            return "the session started at line \(start) has no `[exit N]`"
        case .unterminatedQuote(let quote):
            return "unterminated \(quote == "'" ? "single" : "double") quote in the arguments"
        case .trailingBackslash:
            return "backslash at the end of the arguments"
        case .shellOperator(let c):
            return
                "unquoted `\(c)` in the arguments: replay runs no shell (no pipes or redirections); quote it to pass it to formsh"
        case .gapNotAlone:
            return "`{{...}}` stands for whole lines and must be alone on its line; use `{{any}}` within a line"
        case .badEnvironmentName(let text):
            return "`\(text)` is not a variable: write `{{env:NAME}}` with NAME letters, digits and `_`"
        case .badRegex(let text, let reason):
            return "`\(text)` is not a regex placeholder (\(reason)): write `{{re:REGEX}}` with an ICU regex"
        case .placeholderInInput(let text):
            return
                "`\(text)` in a typed line: only `{{env:NAME}}` works there (to type the text itself, write `\\\(text)`)"
        case .unknownPlaceholder(let text):
            return "unknown placeholder `\(text)`: an output line knows {{endpoint}}, {{ms}}, {{any}} and {{re:REGEX}} "
                + "(for the text itself, write `\\\(text)`)"
        case .unknownPlaceholderInInput(let text):
            return "`\(text)` in a typed line: only `{{env:NAME}}` works there (for the text itself, write `\\\(text)`)"
        case .hashOutput(let line):
            return "`\(line)` is an output line, not a comment: a comment inside a session starts with `# `; "
                + "write `\\\(line)` to expect the output"
        }
    }
}
