/// Splits the arguments of a `$ formsh ARGS` line as a POSIX shell would, without any
/// expansion: blanks separate words; `'…'` keeps everything literally; `"…"` keeps
/// everything but `\` before `$`, `` ` ``, `"` or `\`; an unquoted `\` quotes the next
/// character; `#` at the start of a word begins a comment. `$`, `*`, `~` stay literal.
/// Unquoted shell operators are refused rather than passed on as arguments.
enum ShellWords {
    /// The words of `text`.
    /// - Throws: `.unterminatedQuote`, `.trailingBackslash` or `.shellOperator`.
    static func split(_ text: String) throws(TranscriptProblem) -> [String] {
        var words: [String] = []
        var word = ""
        var inWord = false
        var chars = Array(text)
        chars.append(" ")  // a sentinel blank ends the last word
        var i = 0
        while i < chars.count {
            let c = chars[i]
            switch c {
            case " ", "\t":
                if inWord {
                    words.append(word)
                    word = ""
                    inWord = false
                }
            case "#" where !inWord:
                return words
            case "'":
                inWord = true
                guard let close = chars[(i + 1)...].firstIndex(of: "'") else { throw .unterminatedQuote("'") }
                word.append(contentsOf: chars[(i + 1)..<close])
                i = close
            case "\"":
                inWord = true
                i += 1
                while true {
                    guard i < chars.count - 1 else { throw .unterminatedQuote("\"") }
                    let d = chars[i]
                    if d == "\"" { break }
                    if d == "\\", i + 1 < chars.count - 1, "$`\"\\".contains(chars[i + 1]) {
                        word.append(chars[i + 1])
                        i += 2
                        continue
                    }
                    word.append(d)
                    i += 1
                }
            case "\\":
                guard i + 1 < chars.count - 1 else { throw .trailingBackslash }
                inWord = true
                word.append(chars[i + 1])
                i += 1
            case "|", "&", ";", "<", ">", "(", ")", "`":
                throw .shellOperator(c)
            default:
                inWord = true
                word.append(c)
            }
            i += 1
        }
        return words
    }
}
