/// One step of the alignment of a session's expected lines (body and `[exit N]`) with
/// what it did. Indices are positions in the two arrays given to `Matcher.align`.
enum AlignmentStep: Sendable, Equatable {
    /// The expected line matches the actual line (output, or the exit status).
    case same(expected: Int, actual: Int)
    /// A `{{...}}` line takes these actual output lines (possibly none).
    case gap(expected: Int, actual: Range<Int>)
    /// The typed line was read: the session's k-th read took the transcript's k-th typed line.
    case typed(expected: Int, actual: Int)
    /// The expected line did not match; this actual line came instead.
    case changed(expected: Int, actual: Int)
    /// The expected line did not match and nothing came instead.
    case missing(expected: Int)
    /// The actual line has no counterpart in the expected lines.
    case extra(actual: Int)
    /// A typed line the session ended before reading.
    case unread(expected: Int)

    /// The expected line the step takes, if any.
    var expectedIndex: Int? {
        switch self {
        case .same(let e, _), .gap(let e, _), .typed(let e, _), .changed(let e, _), .missing(let e), .unread(let e):
            return e
        case .extra: return nil
        }
    }

    /// Whether the step is a difference.
    var isChange: Bool {
        switch self {
        case .same, .gap, .typed: return false
        case .changed, .missing, .extra, .unread: return true
        }
    }
}
