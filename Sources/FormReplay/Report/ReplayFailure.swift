/// Why a transcript could not run; the text is shown under `FAIL path`.
public struct ReplayFailure: Error, Sendable, Equatable, CustomStringConvertible {
    public let description: String
    init(_ description: String) { self.description = description }
}
