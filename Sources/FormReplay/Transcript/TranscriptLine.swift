/// One line of a transcript file, as written and as understood.
public struct TranscriptLine: Sendable, Equatable {
    /// What a line is.
    public enum Kind: Sendable, Equatable {
        /// A `#` line outside a session, or a `# ` line inside one: never compared.
        case comment
        /// An empty (or blank) line outside a session.
        case blank
        /// `$ formsh ARGS`: a session starts; the arguments after `formsh`.
        case command(arguments: [String])
        /// Expected output within a session.
        case output(LinePattern)
        /// `{{...}}`: any number of whole lines, also none.
        case gap
        /// `> TEXT`: a line the user typed.
        case input(InputTemplate)
        /// `[exit N]`: the session ends with this status.
        case exit(Int32)
    }

    /// The 1-based line number in the file.
    public let number: Int
    /// The line as written, without its line ending.
    public let text: String
    public let kind: Kind

    public init(number: Int, text: String, kind: Kind) {
        self.number = number
        self.text = text
        self.kind = kind
    }
}
