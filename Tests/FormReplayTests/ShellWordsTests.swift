import Testing

@testable import FormReplay

@Suite struct ShellWordsTests {
    @Test(arguments: [
        ("formsh a.json", ["formsh", "a.json"]),
        ("  formsh   a.json\t--plain  ", ["formsh", "a.json", "--plain"]),
        ("formsh 'a b' \"c d\"", ["formsh", "a b", "c d"]),
        ("formsh ''", ["formsh", ""]),
        ("formsh \"\"", ["formsh", ""]),
        ("formsh a\\ b", ["formsh", "a b"]),
        ("formsh 'it'\\''s'", ["formsh", "it's"]),
        ("formsh \"say \\\"hi\\\" \\\\ \\$HOME \\n\"", ["formsh", "say \"hi\" \\ $HOME \\n"]),
        ("formsh '\\n $x \"q\"'", ["formsh", "\\n $x \"q\""]),
        ("formsh $HOME ~ * ?", ["formsh", "$HOME", "~", "*", "?"]),
        ("formsh --header 'Name: value'", ["formsh", "--header", "Name: value"]),
        ("formsh a'b'\"c\"d", ["formsh", "abcd"]),
        ("formsh a.json # the comment", ["formsh", "a.json"]),
        ("formsh a#b", ["formsh", "a#b"]),
        ("formsh '#' \\#", ["formsh", "#", "#"]),
        ("formsh 'a|b' \"c>d\" e\\;f", ["formsh", "a|b", "c>d", "e;f"]),
        ("formsh 'ünï' \"😀\"", ["formsh", "ünï", "😀"]),
    ])
    func splits(line: String, words: [String]) throws {
        #expect(try ShellWords.split(line) == words)
    }

    @Test(arguments: [
        ("formsh 'a", TranscriptProblem.unterminatedQuote("'")),
        ("formsh \"a", .unterminatedQuote("\"")),
        ("formsh \"a\\\"", .unterminatedQuote("\"")),
        ("formsh a\\", .trailingBackslash),
        ("formsh a; rm", .shellOperator(";")),
        ("formsh a & ", .shellOperator("&")),
        ("formsh < in", .shellOperator("<")),
        ("formsh $(x)", .shellOperator("(")),
        ("formsh `x`", .shellOperator("`")),
    ])
    func refuses(line: String, problem: TranscriptProblem) {
        #expect(throws: problem) { try ShellWords.split(line) }
    }
}
