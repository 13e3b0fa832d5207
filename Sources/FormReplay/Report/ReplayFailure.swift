/// Why a transcript could not run; the text is shown under `FAIL path`.
public struct ReplayFailure: Error, Sendable, Equatable, CustomStringConvertible {
    public let description: String
    /// The transcript's line it is about, if one.
    public let line: Int?

    init(_ description: String, line: Int? = nil) {
        self.description = description
        self.line = line
    }
}
