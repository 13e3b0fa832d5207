/// One line of what a session actually did: program output, a line it read, or how it ended.
public enum ActualLine: Sendable, Equatable {
    /// A line the program wrote.
    case output(String)
    /// A line the program read, as the transcript shows it (`{{env:…}}` unsubstituted).
    case typed(String)
    /// The exit status.
    case exit(Int32)

    /// The record separator that marks a typed line in a `SessionResult`'s output.
    static let typedMarker: UInt8 = 0x1E

    /// The lines of a session's output and its exit status. Each typed line arrives as
    /// U+001E, the shown text, a newline; every other line is program output. A marker in
    /// the middle of a line ends the output line before it. A last line without a newline
    /// still counts.
    public static func lines(of result: SessionResult) -> [ActualLine] {
        var lines: [ActualLine] = []
        var buffer: [UInt8] = []
        var typing = false
        func flush() {
            let text = String(decoding: buffer, as: UTF8.self)
            lines.append(typing ? .typed(text) : .output(text))
            buffer = []
            typing = false
        }
        for byte in result.output.utf8 {
            switch byte {
            case 0x0A:
                flush()
            case typedMarker:
                if typing || !buffer.isEmpty { flush() }
                typing = true
            default:
                buffer.append(byte)
            }
        }
        if typing || !buffer.isEmpty { flush() }
        lines.append(.exit(result.exitCode))
        return lines
    }

    /// The line as written in a transcript.
    func rendered(endpoint: String?) -> String {
        switch self {
        case .output(let text): return TranscriptSyntax.outputLine(actual: text, endpoint: endpoint)
        case .typed(let shown): return TranscriptSyntax.inputLine(written: shown)
        case .exit(let code): return TranscriptSyntax.exitLine(code)
        }
    }
}
