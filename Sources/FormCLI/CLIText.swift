import FormCore

/// Wording of `run`'s start-up checks and of loading a FORM, in one place.
enum CLIText {
    /// `--endpoint 'ftp://x': ftp: URLs are not supported (only http and https)`
    static func badEndpoint(_ url: String, source: EndpointChoice, reason: String) -> String {
        let from: String
        switch source {
        case .explicit: from = "--endpoint"
        case .environment: from = EndpointResolver.environmentVariable
        case .schema, .builtInMock: from = "the schema's submit endpoint"
        }
        return "\(from) '\(url)': \(reason)"
    }

    static let isDirectory = "is a folder, not a file"
    static let noSuchFile = "no such file"
    static let cannotRead = "cannot read it"
    static func fetching(_ url: String) -> String { "Loading \(url)… (Ctrl-C cancels)" }
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
