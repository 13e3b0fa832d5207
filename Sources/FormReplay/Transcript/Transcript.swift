import FormSystem

/// A transcript file (docs/contract.md, "Transcripts"): comments, then one or more sessions, each
/// `$ formsh ARGS`, the expected output with the typed lines marked `> `, `[exit N]`.
///
/// Reading rules, line by line:
/// - outside a session: blank lines and `#` comments (before the first session and
///   between sessions); `$ formsh ARGS` opens a session; anything else is an error;
/// - inside a session: `> TEXT` (or `>` alone) is input; `[exit N]` (0…255) closes the
///   session; `{{...}}` alone is a gap; `# TEXT` (hash, space) is a comment, never
///   compared; a line starting with `\` is output with that `\` removed; every other
///   line, blank or `#TEXT` included, is expected output;
/// - a CR before the line feed is ignored, so files saved with CRLF endings work.
public struct Transcript: Sendable {
    /// The path as shown in reports (as given on the command line).
    public let path: String
    /// The path used to read it and to write beside it (`NAME.t.actual`).
    public let filePath: String
    /// Every line of the file, in order.
    public let lines: [TranscriptLine]
    /// The sessions, in order.
    public let sessions: [TranscriptSession]

    /// Reads and parses a transcript file.
    /// - Parameters:
    ///   - path: the path as shown in reports.
    ///   - filePath: where the file is; `path` when nil.
    /// - Throws: `.unreadable` or `.malformed`.
    public static func load(path: String, filePath: String? = nil) throws(TranscriptError) -> Transcript {
        let file = filePath ?? path
        switch FileSystem.read(file) {
        case .success(let bytes): return try parse(bytes: bytes, path: path, filePath: file)
        case .failure(let failure): throw .unreadable(path: path, reason: failure.description)
        }
    }

    /// Parses transcript text.
    /// - Throws: `.malformed` with the line and what is wrong with it.
    public static func parse(_ text: String, path: String, filePath: String? = nil) throws(TranscriptError)
        -> Transcript
    {
        try parse(bytes: Array(text.utf8), path: path, filePath: filePath)
    }

    /// Parses the bytes of a transcript file.
    /// - Throws: `.malformed` with the line and what is wrong with it (`.notUTF8` included),
    ///   or `.several` with every malformed line when there is more than one.
    public static func parse(bytes: [UInt8], path: String, filePath: String? = nil) throws(TranscriptError)
        -> Transcript
    {
        let reader = read(bytes: bytes, path: path)
        if let error = TranscriptError.of(reader.problems) { throw error }
        return Transcript(path: path, filePath: filePath ?? path, lines: reader.lines, sessions: reader.sessions)
    }

    /// Reads every line, malformed or not (what `parse` and `replay --check` build on).
    static func read(bytes: [UInt8], path: String) -> Reader {
        var rawLines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
        if rawLines.last?.isEmpty == true { rawLines.removeLast() }
        var reader = Reader(path: path)
        reader.lines.reserveCapacity(rawLines.count)
        for (index, raw) in rawLines.enumerated() {
            var slice = raw
            if slice.last == 0x0D { slice.removeLast() }
            reader.read(slice, number: index + 1)
        }
        reader.finish()
        return reader
    }

    /// Reads lines one at a time, keeping every problem and going on after each, so that
    /// a malformed transcript reports all of its problems, not only the first.
    struct Reader {
        let path: String
        var lines: [TranscriptLine] = []
        var sessions: [TranscriptSession] = []
        var problems: [TranscriptError] = []
        var open: (index: Int, arguments: [String])?

        init(path: String) { self.path = path }

        mutating func read(_ bytes: ArraySlice<UInt8>, number: Int) {
            guard let text = String(validating: bytes, as: UTF8.self) else {
                problem(.notUTF8, at: number)
                lines.append(
                    TranscriptLine(
                        number: number, text: String(decoding: bytes, as: UTF8.self),
                        kind: open == nil ? .blank : .output(LinePattern.empty)))
                return
            }
            if let o = open, Transcript.isCommand(bytes) {
                problem(.missingExit(startLine: lines[o.index].number), at: number)
                open = nil
            }
            let kind: TranscriptLine.Kind
            do {
                kind = try classify(text, inSession: open != nil, sessionStart: open.map { lines[$0.index].number })
            } catch {
                problem(error, at: number)
                kind = recovered(Array(bytes))
            }
            let index = lines.count
            switch kind {
            case .command(let arguments):
                open = (index, arguments)
            case .exit(let code):
                if let o = open {
                    sessions.append(
                        TranscriptSession(
                            commandIndex: o.index, arguments: o.arguments, exitIndex: index, exitCode: code))
                }
                open = nil
            default:
                break
            }
            lines.append(TranscriptLine(number: number, text: text, kind: kind))
        }

        mutating func finish() {
            if let o = open { problem(.missingExit(startLine: lines[o.index].number), at: max(lines.count, 1)) }
            if sessions.isEmpty && problems.isEmpty { problem(.noSession, at: max(lines.count, 1)) }
        }

        /// What a malformed line stands for, so that reading goes on: a `$` line still
        /// opens a session and an `[exit` line still closes one.
        private func recovered(_ bytes: [UInt8]) -> TranscriptLine.Kind {
            if Transcript.isCommand(bytes) { return .command(arguments: []) }
            if open != nil, bytes.starts(with: "[exit".utf8) { return .exit(0) }
            return open == nil ? .blank : .output(LinePattern.empty)
        }

        private mutating func problem(_ problem: TranscriptProblem, at line: Int) {
            problems.append(.malformed(path: path, line: line, problem: problem))
        }
    }

    /// Whether a line is a `$` line (`$ …`, or `$` alone but for trailing blanks).
    static func isCommand(_ bytes: some Collection<UInt8>) -> Bool {
        guard bytes.first == UInt8(ascii: "$") else { return false }
        return bytes.dropFirst().first == UInt8(ascii: " ") || bytes.dropFirst().allSatisfy { $0 == 0x20 || $0 == 0x09 }
    }

    /// What one line is, given whether a session is open.
    /// Prefixes are compared as bytes: `String.hasPrefix` compares characters, and a
    /// space followed by a combining mark is one character.
    static func classify(_ text: String, inSession: Bool, sessionStart: Int?) throws(TranscriptProblem)
        -> TranscriptLine.Kind
    {
        let bytes = Array(text.utf8)
        func starts(_ prefix: String) -> Bool { bytes.starts(with: prefix.utf8) }
        func dropping(_ n: Int) -> String { String(decoding: bytes.dropFirst(n), as: UTF8.self) }
        let trimmed = TranscriptSyntax.trimmed(bytes)
        let isCommand = trimmed == Array("$".utf8) || starts("$ ")
        let isInput = bytes == Array(">".utf8) || starts("> ")
        let isExit = starts("[exit")
        let isGap = trimmed == LinePattern.gapText
        guard inSession else {
            if trimmed.isEmpty { return .blank }
            if starts("#") { return .comment }
            if isCommand { return .command(arguments: try commandArguments(text)) }
            if isInput { throw .inputOutsideSession }
            if isExit { throw .exitOutsideSession }
            if isGap { throw .gapOutsideSession }
            throw .outputOutsideSession
        }
        if starts("\\") { return .output(try LinePattern(parsing: dropping(1))) }
        if starts("# ") { return .comment }
        if isCommand { throw .missingExit(startLine: sessionStart ?? 0) }  // the reader closes the session first
        if isInput { return .input(try InputTemplate(parsing: dropping(2))) }
        if isExit { return .exit(try exitCode(String(decoding: trimmed, as: UTF8.self))) }
        if isGap { return .gap }
        return .output(try LinePattern(parsing: text))
    }

    /// The arguments of a `$ formsh ARGS` line.
    static func commandArguments(_ line: String) throws(TranscriptProblem) -> [String] {
        let words = try ShellWords.split(String(line.dropFirst()))
        guard words.first == "formsh" else { throw .notFormsh(line) }
        return Array(words.dropFirst())
    }

    /// The status of an `[exit N]` line (trailing blanks already trimmed).
    static func exitCode(_ line: String) throws(TranscriptProblem) -> Int32 {
        let prefix = "[exit "
        let suffix = "]"
        guard line.hasPrefix(prefix), line.hasSuffix(suffix), line.count > prefix.count + suffix.count else {
            throw .badExit(line)
        }
        let digits = line.dropFirst(prefix.count).dropLast(suffix.count)
        guard digits.count <= 3, digits.allSatisfy({ $0.isASCII && $0.isNumber }), let n = Int32(digits), n <= 255
        else {
            throw .badExit(line)
        }
        return n
    }
}
