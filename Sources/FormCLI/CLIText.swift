/// Wording of reading a FORM and of the command line's own mistakes, in one place.
enum CLIText {
    static let isDirectory = "is a folder, not a file"
    static let loadCancelled = "cancelled"

    /// `unknown command 'lnt'; did you mean 'lint'?`, with the nearest of `known`.
    static func unknownCommand(_ word: String, among known: [String]) -> String {
        "unknown command '\(word)'" + didYouMean(Suggestion.nearest(to: word, among: known))
    }

    /// `unknown option '--jsn'; did you mean '--json'?`, with the nearest of `known` to the
    /// name before any `=`.
    static func unknownOption(_ word: String, among known: [String]) -> String {
        "unknown option '\(word)'" + didYouMean(Suggestion.nearest(to: String(word.prefix { $0 != "=" }), among: known))
    }

    private static func didYouMean(_ nearest: String?) -> String { nearest.map { "; did you mean '\($0)'?" } ?? "" }
}
