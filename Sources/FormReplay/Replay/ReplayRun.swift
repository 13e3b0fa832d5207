import FormSystem

/// `formsh replay` from the TRANSCRIPT arguments to the closing line (docs/contract.md, "Transcripts"): finds and
/// selects the transcripts (`-k`, `--failed`, `--shard`), replays them with a `Replayer`,
/// reports each as it finishes (with `--format github`, an annotation per failure),
/// reviews the failures with `--review`, lists the slowest sessions with `--durations`,
/// remembers the failures for `--failed`, and writes the JUnit report. `list` and
/// `check` read the selected transcripts without running them.
public struct ReplayRun: Sendable {
    /// The TRANSCRIPT arguments (files, or folders standing for their `*.t` files).
    public var paths: [String]
    /// Only the transcripts that failed in the previous run.
    public var failedOnly = false
    /// `-k EXPR`.
    public var keyword: KeywordExpression?
    public var shard = Shard(index: 1, count: 1)
    /// `--junit FILE`, as given.
    public var junit: String?
    /// Diffs in colour.
    public var colored = false
    /// `--durations N`: the N slowest sessions after the run (0: all of them).
    public var durations: Int?
    /// `--format github`: a workflow annotation per failing transcript.
    public var githubAnnotations = false

    public init(paths: [String]) { self.paths = paths }

    /// Replays the selected transcripts: notes and reports on `stdout`, warnings on
    /// `stderr`; with `review`, each failure's diff is shown and answered after the run.
    /// - Throws: before anything runs, for arguments that name no transcript and for
    ///   selected transcripts that cannot be read; after, when the JUnit report cannot be written.
    public func run(
        with replayer: Replayer, stdout: any TextSink, stderr: any TextSink,
        review: (any ReviewInput)? = nil
    ) throws(ReplayError) -> ReplaySummary {
        let (selection, record) = try select(with: replayer)
        guard selection.problems.isEmpty else { throw .problems(selection.problems) }
        for note in selection.notes { stdout.line(note) }
        let (colored, annotate) = (self.colored, githubAnnotations)
        var results = replayer.replay(selection.transcripts) { result in
            stdout.write(result.report(colored: colored, withDiff: review == nil))
            if annotate, result.verdict == .failed { stdout.line(GitHubAnnotation.line(for: result)) }
            for w in result.warnings { stderr.line("Warning: \(w)") }
            stdout.flush()
        }
        if let review {
            results = Review(gate: replayer.gate, stdout: stdout, colored: colored).run(results, answers: review)
        }
        if let durations {
            for line in SlowestSessions.lines(results, count: durations) { stdout.line(line) }
        }
        let summary = ReplaySummary(results, updating: replayer.update || review != nil)
        stdout.line(summary.line)
        if results.count < selection.transcripts.count {
            stdout.line(
                "--fail-fast: stopped at the first failure; \(selection.transcripts.count - results.count) not replayed"
            )
        }
        let notRemembered = remember(results, keys: selection.keys, record: record, replayer: replayer)
        if let junit {
            do { try replayer.gate.writeFile(JUnitReport.render(results), to: replayer.resolve(junit), as: .xml) } catch
            {
                throw .reportNotWritten(path: junit, error)
            }
        }
        // A file the gate could not write whole fails the command (docs/contract.md, "Submission").
        if let notRemembered { throw .reportNotWritten(path: record.file, notRemembered) }
        return summary
    }

    /// `--list`: the selected transcripts and their sessions, without running them, then
    /// the variables they read, each with its fields and transcripts.
    /// - Throws: as `run` does before anything runs.
    public func list(with replayer: Replayer, stdout: any TextSink) throws(ReplayError) {
        let (selection, _) = try select(with: replayer)
        guard selection.problems.isEmpty else { throw .problems(selection.problems) }
        for note in selection.notes { stdout.line(note) }
        for t in selection.transcripts {
            stdout.line(t.path)
            for s in t.sessions { stdout.line("  \(t.lines[s.commandIndex].number)  \(t.lines[s.commandIndex].text)") }
        }
        let sessions = selection.transcripts.reduce(0) { $0 + $1.sessions.count }
        stdout.line(
            "\(selection.transcripts.count) transcript\(selection.transcripts.count == 1 ? "" : "s"), "
                + "\(sessions) session\(sessions == 1 ? "" : "s")")
        let variables = SuiteVariables(selection.transcripts.map { ($0.path, $0.lines) })
        guard !variables.uses.isEmpty else { return }
        let n = variables.uses.count
        stdout.line("They read \(n) variable\(n == 1 ? "" : "s") from the environment:")
        for line in variables.lines { stdout.line(line) }
    }

    /// `--check`: every problem of the selected transcripts, without running them.
    /// - Returns: whether there is none.
    /// - Throws: for arguments that name no transcript.
    public func check(with replayer: Replayer, stdout: any TextSink) throws(ReplayError) -> Bool {
        let (selection, _) = try select(with: replayer)
        var count = 0
        for candidate in selection.chosen {
            let file = replayer.resolve(candidate.path)
            for problem in TranscriptCheck.problems(path: candidate.path, filePath: file) {
                for message in problem.messages { stdout.line(message) }
                count += problem.messages.count
            }
        }
        let n = selection.chosen.count
        stdout.line(
            "\(n) transcript\(n == 1 ? "" : "s") checked: "
                + (count == 0 ? "no problems" : "\(count) problem\(count == 1 ? "" : "s")"))
        return count == 0
    }

    /// The selection, and the failed-list's file with what it remembers.
    private func select(with replayer: Replayer) throws(ReplayError) -> (
        ReplaySelection, (file: String, previous: FailedRecord)
    ) {
        let entries: [TranscriptFinder.Entry]
        do { entries = try TranscriptFinder.find(paths, resolve: replayer.resolve) } catch { throw .transcripts(error) }
        let file = FailedRecord.location(workingDirectory: replayer.workingDirectory)
        let previous = FailedRecord.read(file) ?? FailedRecord([])
        let candidates = entries.map { entry in
            ReplaySelection.Candidate(
                path: entry.path, key: key(entry.filePath, replayer),
                loaded: Result { () throws(TranscriptError) in
                    try Transcript.load(path: entry.path, filePath: entry.filePath)
                })
        }
        let selection = ReplaySelection(candidates, failed: failedOnly ? previous : nil, keyword: keyword, shard: shard)
        return (selection, (file, previous))
    }

    private func key(_ filePath: String, _ replayer: Replayer) -> String {
        FailedRecord.key(file: replayer.resolve(filePath), workingDirectory: replayer.workingDirectory)
    }

    /// Writes the failed-list: the previous one without what ran, plus what failed now,
    /// for the transcripts below the working directory that still exist (one named
    /// outside it, `/tmp/x.t`, is not part of the suite there and is not remembered).
    /// - Returns: why the list could not be written, or nil.
    private func remember(
        _ results: [TranscriptResult], keys: [String: String], record: (file: String, previous: FailedRecord),
        replayer: Replayer
    ) -> SystemError? {
        let ran = results.map { keys[$0.path] ?? key($0.filePath, replayer) }
        let failed = results.filter { $0.verdict == .failed }.map { keys[$0.path] ?? key($0.filePath, replayer) }
        let next = record.previous.updated(ran: ran, failed: failed).paths.filter { path in
            !path.hasPrefix("/") && FileSystem.exists(Path.join(replayer.workingDirectory, path))
        }
        do { try FailedRecord(next).write(to: record.file, through: replayer.gate) } catch { return error }
        return nil
    }
}
