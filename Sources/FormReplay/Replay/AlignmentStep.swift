/// One step of an alignment between a session's expected lines and its actual lines.
/// Indices are positions in the two arrays given to `Matcher.align`.
enum AlignmentStep: Sendable, Equatable {
    /// The expected line matches the actual line.
    case same(expected: Int, actual: Int)
    /// A `{{...}}` line takes these actual lines (possibly none).
    case gap(expected: Int, actual: Range<Int>)
    /// The expected line has no counterpart in the actual output.
    case missing(expected: Int)
    /// The actual line has no counterpart in the expected output.
    case extra(actual: Int)

    /// Whether the step is a difference.
    var isChange: Bool {
        switch self {
        case .same, .gap: return false
        case .missing, .extra: return true
        }
    }
}
