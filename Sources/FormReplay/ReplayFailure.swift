/// Why a transcript could not run; the text is shown under `FAIL path`.
struct ReplayFailure: Error, Sendable, Equatable, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
