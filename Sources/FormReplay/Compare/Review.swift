import FormSystem

/// Where `formsh replay --review` reads its answers: one line each, nil at the end of input.
public protocol ReviewInput: AnyObject {
    func answer() -> String?
}

/// Answers read from standard input, a line at a time.
public final class StandardInputReview: ReviewInput {
    private var reader = LineReader.standardInput()

    public init() {}

    deinit { reader.close() }

    public func answer() -> String? {
        guard let line = try? reader.nextLine() else { return nil }
        return String(decoding: line.bytes, as: UTF8.self)
    }
}

/// `--review` (docs/contract.md, "Transcripts"): after the run, for each failing transcript in order, its diff,
/// then a question: `a` accepts (the file is written as `--update` writes it, and its
/// `NAME.t.actual` removed), `s` skips (the file and its `.actual` stay), `q` quits (the
/// rest stay as they are; so does everything at the end of input). A transcript that
/// `--update` would leave alone (typed lines never read, a session that could not start)
/// is shown with the reason and cannot be accepted; so is one that did not run (a variable
/// the environment lacks): every failure is counted and named.
struct Review {
    let gate: OutputGate
    let stdout: any TextSink
    let colored: Bool

    enum Answer { case accept, skip, quit }

    /// The results, with those accepted now `.updated`.
    func run(_ results: [TranscriptResult], answers: any ReviewInput) -> [TranscriptResult] {
        var results = results
        let failing = results.indices.filter { results[$0].verdict == .failed }
        guard !failing.isEmpty else { return results }
        stdout.line(
            "Review: \(failing.count) failing transcript\(failing.count == 1 ? "" : "s"); "
                + "a accepts the new text, s skips, q quits.")
        for (n, i) in failing.enumerated() {
            let r = results[i]
            stdout.line("[\(n + 1)/\(failing.count)] \(r.path)")
            stdout.write(colored ? DiffColors.colored(r.diff) : r.diff)
            if r.actualText == nil {
                // It did not run (a variable the environment lacks): there is no new text.
                if let message = r.message { stdout.line(message) }
                stdout.line("cannot accept \(r.path): it did not run")
                continue
            }
            if let refusal = r.refusal {
                stdout.line(refusal)
                stdout.line("cannot accept \(r.path): --update would leave it as it is")
                continue
            }
            switch ask(answers) {
            case .accept: results[i] = accept(r)
            case .skip: stdout.line("skipped \(r.path)")
            case .quit:
                stdout.line("quit: \(failing.count - n) not accepted")
                return results
            }
        }
        return results
    }

    /// Asks until the answer is one of a, s, q (or a word starting so); the end of input quits.
    private func ask(_ answers: any ReviewInput) -> Answer {
        while true {
            stdout.write("Accept? [a]ccept, [s]kip, [q]uit: ")
            stdout.flush()
            guard let line = answers.answer() else {
                stdout.line()
                return .quit
            }
            switch line.trimmingPrefix(while: \.isWhitespace).lowercased().first {
            case "a": return .accept
            case "s": return .skip
            case "q": return .quit
            default: stdout.line("Type a, s or q.")
            }
        }
    }

    /// Writes the new text over the transcript, as `--update` would.
    private func accept(_ r: TranscriptResult) -> TranscriptResult {
        do {
            try gate.writeFile(r.actualText ?? "", to: r.filePath)
        } catch {
            stdout.line("cannot write \(r.path): \(error); it stays as it was")
            return r
        }
        let actual = r.filePath + ".actual"
        if FileSystem.exists(actual) { try? FileSystem.remove(actual) }
        stdout.line("accepted \(r.path)")
        return r.accepted()
    }
}
