/// Wording of reading a FORM and of the command line's own mistakes, in one place.
enum CLIText {
    static let isDirectory = "is a folder, not a file"
    static let noSuchFile = "no such file"
    static let cannotRead = "cannot read it"
    static let loadCancelled = "cancelled"

    /// `unknown command 'lnt'; did you mean 'lint'?`
    static func unknownCommand(_ word: String, nearest: String?) -> String {
        "unknown command '\(word)'" + (nearest.map { "; did you mean '\($0)'?" } ?? "")
    }

    /// `unknown option '--jsn'; did you mean '--json'?`
    static func unknownOption(_ word: String, nearest: String?) -> String {
        "unknown option '\(word)'" + (nearest.map { "; did you mean '\($0)'?" } ?? "")
    }
}
