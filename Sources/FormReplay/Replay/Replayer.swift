import FormShell
import FormSystem

/// Replays transcripts through an injected `SessionRunner`: the sessions of one
/// transcript in order, transcripts in parallel on `jobs` threads.
///
/// For each transcript it compares the output with the expected lines (`Comparison`) and
/// then, beside the file: on a failure writes `NAME.t.actual`, the transcript as the run
/// would have it; on a pass removes a stale `NAME.t.actual`; with `update`, writes that
/// same text over a failing transcript and removes `NAME.t.actual` — unless a session
/// ended before reading some typed lines, or could not start (exit 2 or 3 where the
/// transcript expects another status): then the transcript fails, naming why, and its
/// file is left as it was.
public struct Replayer: Sendable {
    public let runner: SessionRunner
    /// The sessions' environment; `{{env:NAME}}` reads it too.
    public let environment: [String: String]
    /// Relative paths in `$ formsh ARGS` resolve against it.
    public let workingDirectory: String
    /// How many transcripts run at once (at least 1).
    public let jobs: Int
    /// Rewrite failing transcripts instead of reporting them.
    public let update: Bool
    /// Stop at the first failing transcript (in the order given).
    public let failFast: Bool
    /// Where `.actual` files and updated transcripts are written.
    public let gate: OutputGate

    public init(
        runner: @escaping SessionRunner, environment: [String: String], workingDirectory: String,
        jobs: Int, update: Bool = false, failFast: Bool = false, gate: OutputGate
    ) {
        self.runner = runner
        self.gate = gate
        self.environment = environment
        self.workingDirectory = workingDirectory
        self.jobs = max(1, jobs)
        self.update = update
        self.failFast = failFast
    }

    /// Replays every transcript; `onResult` receives each result in the order given, as
    /// soon as it and every earlier one are done. With `failFast` the results end at the
    /// first failure: no later transcript starts, and those already running are not reported.
    public func replay(_ transcripts: [Transcript], onResult: (TranscriptResult) -> Void = { _ in })
        -> [TranscriptResult]
    {
        ParallelMap.run(
            count: transcripts.count, jobs: jobs, work: { replay(transcripts[$0]) },
            deliver: { _, result in
                onResult(result)
                return !(failFast && result.verdict == .failed)
            })
    }

    /// Replays one transcript and writes or removes the files beside it.
    public func replay(_ transcript: Transcript) -> TranscriptResult {
        let clock = ContinuousClock()
        let start = clock.now
        let requests: [SessionRequest]
        switch self.requests(for: transcript) {
        case .failure(let failure):
            return TranscriptResult(
                path: transcript.path, verdict: .failed, sessions: transcript.sessions.count,
                message: failure.description, duration: clock.now - start,
                filePath: transcript.filePath, line: failure.line)
        case .success(let r):
            requests = r
        }
        var outcomes: [SessionOutcome] = []
        var times: [TranscriptResult.SessionTime] = []
        for (session, request) in zip(transcript.sessions, requests) {
            let begun = clock.now
            outcomes.append(SessionOutcome(runner(request)))
            times.append(.init(line: transcript.lines[session.commandIndex].number, duration: clock.now - begun))
        }
        let ran = Ran(transcript: transcript, outcomes: outcomes, times: times, duration: clock.now - start)
        return settle(ran, Comparison(transcript: transcript, outcomes: outcomes))
    }

    /// A transcript whose sessions ran.
    private struct Ran {
        let transcript: Transcript
        let outcomes: [SessionOutcome]
        let times: [TranscriptResult.SessionTime]
        let duration: Duration

        /// A result for the transcript.
        func result(
            _ verdict: TranscriptResult.Verdict, diff: String = "", message: String? = nil, warnings: [String],
            actualText: String? = nil, refusal: String? = nil, line: Int? = nil
        ) -> TranscriptResult {
            TranscriptResult(
                path: transcript.path, verdict: verdict, sessions: transcript.sessions.count, diff: diff,
                message: message, warnings: warnings, duration: duration, sessionTimes: times,
                filePath: transcript.filePath, actualText: actualText, refusal: refusal, line: line)
        }

        /// Why the run's text may not replace the transcript, per session: it could not
        /// start (exit 2 or 3 where another status is expected), or it ended before
        /// reading some typed lines (each named); nil when it may.
        func refusal(_ comparison: Comparison) -> String? {
            var reasons: [String] = []
            for (session, outcome) in zip(transcript.sessions, outcomes) {
                if outcome.failedToStart(expecting: session.exitCode) {
                    let line = transcript.lines[session.commandIndex].number
                    reasons.append(
                        "\(transcript.path):\(line): the session could not start (exit \(outcome.exitCode), "
                            + "expected \(session.exitCode))")
                    continue
                }
                for line in comparison.unreadInputs where session.body.contains(line.number - 1) {
                    reasons.append(
                        "\(transcript.path):\(line.number): the session ended (exit \(outcome.exitCode)) "
                            + "before reading `\(line.text)`")
                }
            }
            return reasons.isEmpty ? nil : reasons.joined(separator: "\n")
        }
    }

    /// The verdict on a replayed transcript, with the files beside it written or removed:
    /// `.actual` on a failure, the transcript itself on an update.
    private func settle(_ ran: Ran, _ comparison: Comparison) -> TranscriptResult {
        let transcript = ran.transcript
        let actualPath = transcript.filePath + ".actual"
        let actualShown = transcript.path + ".actual"
        var warnings: [String] = []
        if comparison.passed {
            remove(actualPath, shown: actualShown, warnings: &warnings)
            return ran.result(.passed, warnings: warnings)
        }
        let refusal = ran.refusal(comparison)
        var notWritten: String?
        if update, refusal == nil {
            // A transcript the gate could not write whole is left as it was, and the run fails (docs/contract.md, "Submission").
            notWritten = write(comparison.text, to: transcript.filePath, shown: transcript.path)
            if notWritten == nil {
                remove(actualPath, shown: actualShown, warnings: &warnings)
                return ran.result(
                    .updated, diff: comparison.diff.unified(from: transcript.path, to: transcript.path + " (updated)"),
                    warnings: warnings, line: comparison.firstDifference)
            }
        }
        if let failed = write(comparison.text, to: actualPath, shown: actualShown) { warnings.append(failed) }
        // Without --update, a session that could not start shows in the diff; typed lines never read are named.
        let unread = comparison.unreadInputs.isEmpty ? nil : refusal
        let message =
            update
            ? (refusal ?? notWritten).map {
                $0.split(separator: "\n").map { $0 + "; --update left the transcript as it was" }
                    .joined(separator: "\n")
            } : unread
        return ran.result(
            .failed, diff: comparison.diff.unified(from: transcript.path, to: actualShown), message: message,
            warnings: warnings, actualText: comparison.text, refusal: refusal, line: comparison.firstDifference)
    }

    /// Every session of the transcripts, in order (what `cover` replays); a transcript
    /// whose sessions cannot be set up (a variable the environment lacks) is left out and
    /// handed to `skipped`.
    func sessions(of transcripts: [Transcript], skipped: (ReplayFailure) -> Void) -> [SessionRequest] {
        var all: [SessionRequest] = []
        for transcript in transcripts {
            switch requests(for: transcript) {
            case .failure(let problem): skipped(problem)
            case .success(let requests): all += requests
            }
        }
        return all
    }

    /// An argument path made absolute against the working directory.
    func resolve(_ path: String) -> String {
        path.hasPrefix("/") ? path : Path.join(workingDirectory, path)
    }

    /// The sessions to run, or the message naming the first variable the environment lacks
    /// (also what `cover` replays).
    func requests(for transcript: Transcript) -> Result<[SessionRequest], ReplayFailure> {
        var requests: [SessionRequest] = []
        for session in transcript.sessions {
            var input: [ScriptedLine] = []
            for line in transcript.lines[session.body] {
                guard case .input(let template) = line.kind else { continue }
                switch template.value(in: environment) {
                case .success(let value):
                    input.append(ScriptedLine(value: value, shown: template.written))
                case .failure(let missing):
                    return .failure(
                        ReplayFailure(
                            "\(transcript.path):\(line.number): environment variable \(missing.name) is not set",
                            line: line.number))
                }
            }
            requests.append(
                SessionRequest(
                    arguments: session.arguments, input: input, environment: environment,
                    workingDirectory: workingDirectory))
        }
        return .success(requests)
    }

    /// Writes a file through the gate; what went wrong, or nil when it was written whole.
    private func write(_ text: String, to path: String, shown: String) -> String? {
        do {
            try gate.writeFile(text, to: path)
            return nil
        } catch {
            return "cannot write \(shown): \(error)"
        }
    }

    private func remove(_ path: String, shown: String, warnings: inout [String]) {
        guard FileSystem.exists(path) else { return }
        do {
            try FileSystem.remove(path)
        } catch {
            warnings.append("cannot remove stale \(shown): \(error)")
        }
    }
}
