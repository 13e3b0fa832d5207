/// Why a transcript cannot be replayed: the file cannot be read, or a line of it is
/// malformed. `description` is `file:line: what is wrong` (or `file: reason`).
public enum TranscriptError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file (or directory) cannot be read.
    case unreadable(path: String, reason: String)
    /// A TRANSCRIPT argument names no transcript: nothing is there, or a directory holds no `*.t` file.
    case notFound(path: String, reason: String)
    /// Line `line` (1-based) of `path` is malformed.
    case malformed(path: String, line: Int, problem: TranscriptProblem)

    public var description: String {
        switch self {
        case .unreadable(let path, let reason), .notFound(let path, let reason):
            return "\(path): \(reason)"
        case .malformed(let path, let line, let problem):
            return "\(path):\(line): \(problem)"
        }
    }
}
