/// The counts that end a replay.
public struct ReplaySummary: Sendable, Equatable {
    public let passed: Int
    public let failed: Int
    public let updated: Int
    /// Whether `--update` was given (the closing line then counts updates).
    public let updating: Bool

    public init(_ results: [TranscriptResult], updating: Bool) {
        passed = results.filter { $0.verdict == .passed }.count
        failed = results.filter { $0.verdict == .failed }.count
        updated = results.filter { $0.verdict == .updated }.count
        self.updating = updating
    }

    /// `N passed, M failed` (with `--update`: `N passed, U updated, M failed`).
    public var line: String {
        updating ? "\(passed) passed, \(updated) updated, \(failed) failed" : "\(passed) passed, \(failed) failed"
    }

    /// Whether nothing failed.
    public var succeeded: Bool { failed == 0 }
}
