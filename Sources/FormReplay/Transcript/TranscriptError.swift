/// Why a transcript cannot be replayed: the file cannot be read, or lines of it are
/// malformed. `description` is `file:line: what is wrong` (or `file: reason`), one line
/// per problem.
public enum TranscriptError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file (or directory) cannot be read.
    case unreadable(path: String, reason: String)
    /// A TRANSCRIPT argument names no transcript: nothing is there, or a directory holds no `*.t` file.
    case notFound(path: String, reason: String)
    /// Line `line` (1-based) of `path` is malformed.
    case malformed(path: String, line: Int, problem: TranscriptProblem)
    /// A transcript with several malformed lines: every one of them (each `.malformed`), in order.
    case several([TranscriptError])

    /// The problems, one message each.
    public var messages: [String] {
        switch self {
        case .unreadable(let path, let reason), .notFound(let path, let reason):
            return ["\(path): \(reason)"]
        case .malformed(let path, let line, let problem):
            return ["\(path):\(line): \(problem)"]
        case .several(let errors):
            return errors.flatMap(\.messages)
        }
    }

    public var description: String { messages.joined(separator: "\n") }

    /// The error for a transcript's problems: the one, or all of them.
    static func of(_ problems: [TranscriptError]) -> TranscriptError? {
        problems.count > 1 ? .several(problems) : problems.first
    }
}
