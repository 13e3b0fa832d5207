/// One line of a comparison between a transcript and its `.t.actual`.
enum DiffLine: Sendable, Equatable {
    /// A line in both (an expected line that matched, as written).
    case context(String)
    /// A line only in the transcript.
    case removed(String)
    /// A line only in the actual output.
    case added(String)

    /// Whether the line differs between the two sides.
    var isChange: Bool {
        if case .context = self { return false }
        return true
    }

    /// Whether the line is in the transcript.
    var isOld: Bool {
        if case .added = self { return false }
        return true
    }

    /// Whether the line is in the actual output.
    var isNew: Bool {
        if case .removed = self { return false }
        return true
    }
}
