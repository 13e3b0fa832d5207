import FormSystem

/// `formsh replay --check`: every problem of a transcript, found by reading it without
/// running anything: each malformed line (a session without `[exit N]`, a `{{re:}}` that
/// does not compile, an output placeholder such as `{{re:…}}` in a typed line, …), and
/// placeholder-shaped text that is no placeholder (`{{anything}}` in an output line,
/// anything but `{{env:NAME}}` in a typed line), which replay would read as literal text,
/// and a `#TEXT` line in a session, which is output although it reads like a comment.
public enum TranscriptCheck {
    /// The problems of the transcript at `filePath` (shown as `path`), in line order.
    public static func problems(path: String, filePath: String) -> [TranscriptError] {
        switch FileSystem.read(filePath) {
        case .success(let bytes): return problems(bytes: bytes, path: path)
        case .failure(let failure): return [.unreadable(path: path, reason: failure.description)]
        }
    }

    /// The problems of a transcript's text, in line order.
    static func problems(bytes: [UInt8], path: String) -> [TranscriptError] {
        let reader = Transcript.read(bytes: bytes, path: path)
        var found: [(line: Int, error: TranscriptError)] = reader.problems.map { error in
            if case .malformed(_, let line, _) = error { return (line, error) }
            return (0, error)
        }
        for line in reader.lines {
            for problem in unknownPlaceholders(line) {
                found.append((line.number, .malformed(path: path, line: line.number, problem: problem)))
            }
        }
        // A stable sort keeps each line's problems in the order they were found.
        return found.enumerated().sorted { ($0.element.line, $0.offset) < ($1.element.line, $1.offset) }.map(
            \.element.error)
    }

    private static func unknownPlaceholders(_ line: TranscriptLine) -> [TranscriptProblem] {
        switch line.kind {
        case .output:
            let escaped = line.text.utf8.first == UInt8(ascii: "\\")
            let text = escaped ? String(line.text.dropFirst()) : line.text
            let hash: [TranscriptProblem] =
                !escaped && line.text.utf8.first == UInt8(ascii: "#") ? [.hashOutput(line.text)] : []
            return hash + LinePattern.unknownPlaceholders(text).map { .unknownPlaceholder($0) }
        case .input(let template):
            return InputTemplate.unknownPlaceholders(template.written).map { .unknownPlaceholderInInput($0) }
        default:
            return []
        }
    }
}
