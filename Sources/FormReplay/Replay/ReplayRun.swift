import FormSystem

/// `formsh replay` from the TRANSCRIPT arguments to the closing line (SPEC §7): finds and
/// selects the transcripts (`--failed`, `-k`, `--shard`), replays them with a `Replayer`,
/// reports each as it finishes, remembers the failures for `--failed`, and writes the
/// JUnit report.
public struct ReplayRun: Sendable {
    /// The TRANSCRIPT arguments (files, or folders standing for their `*.t` files).
    public var paths: [String]
    /// Only the transcripts that failed in the previous run.
    public var failedOnly = false
    /// `-k TEXT`.
    public var keyword: String?
    public var shard = Shard(index: 1, count: 1)
    /// `--junit FILE`, as given.
    public var junit: String?
    /// Diffs in colour.
    public var colored = false

    public init(paths: [String]) { self.paths = paths }

    /// Replays the selected transcripts: notes and reports on `stdout`, warnings on `stderr`.
    /// - Throws: before anything runs, for arguments that name no transcript and for
    ///   selected transcripts that cannot be read; after, when the JUnit report cannot be written.
    public func run(with replayer: Replayer, stdout: any TextSink, stderr: any TextSink) throws(ReplayError) -> ReplaySummary {
        let entries: [TranscriptFinder.Entry]
        do { entries = try TranscriptFinder.find(paths, resolve: replayer.resolve) } catch { throw .transcripts(error) }
        let recordFile = FailedRecord.location(firstArgument: paths[0], resolve: replayer.resolve)
        let previous = FailedRecord.read(recordFile) ?? FailedRecord([])
        let selection = select(entries, previous: previous)
        guard selection.problems.isEmpty else { throw .problems(selection.problems) }
        for note in selection.notes { stdout.line(note) }

        let colored = self.colored
        let results = replayer.replay(selection.transcripts) { result in
            stdout.write(result.report(colored: colored))
            for w in result.warnings { stderr.line("Warning: \(w)") }
            stdout.flush()
        }
        let summary = ReplaySummary(results, updating: replayer.update)
        stdout.line(summary.line)
        if results.count < selection.transcripts.count {
            stdout.line("--fail-fast: stopped at the first failure; \(selection.transcripts.count - results.count) not replayed")
        }
        remember(results, previous: previous, in: recordFile, through: replayer.gate, warnings: stderr)
        if let junit {
            do { try replayer.gate.writeFile(JUnitReport.render(results), to: replayer.resolve(junit)) } catch {
                throw .reportNotWritten(path: junit, error)
            }
        }
        return summary
    }

    private func select(_ entries: [TranscriptFinder.Entry], previous: FailedRecord) -> ReplaySelection {
        let candidates = entries.map { entry in
            ReplaySelection.Candidate(path: entry.path, loaded: Result { () throws(TranscriptError) in
                try Transcript.load(path: entry.path, filePath: entry.filePath)
            })
        }
        return ReplaySelection(candidates, failed: failedOnly ? previous : nil, keyword: keyword, shard: shard)
    }

    /// Writes the failed-list: the previous one without what ran, plus what failed now.
    private func remember(_ results: [TranscriptResult], previous: FailedRecord, in file: String, through gate: OutputGate,
                          warnings: any TextSink) {
        let record = previous.updated(ran: results.map(\.path), failed: results.filter { $0.verdict == .failed }.map(\.path))
        do { try record.write(to: file, through: gate) } catch {
            warnings.line("Warning: cannot remember the failures in \(file): \(error)")
        }
    }
}
