import FormShell
import FormTools

extension Replayer {
    /// Runs every session of the transcripts in order (what `cover` replays), each through
    /// `run`, which tells the observer it is handed of every verdict the shell shows; returns
    /// the errors shown, with the rule behind each, and how many sessions ran. A transcript
    /// whose sessions cannot be set up is handed to `skipped`.
    public func shownMessages(
        of transcripts: [Transcript], skipped: (ReplayFailure) -> Void,
        run: (SessionRequest, @escaping SessionPlan.VerdictObserver) -> SessionResult
    ) -> (messages: [ShownMessage], sessions: Int) {
        let sessions = sessions(of: transcripts, skipped: skipped)
        var shown: [ShownMessage] = []
        for request in sessions {
            _ = run(request) { screenId, verdict in
                guard verdict.verdict.message != nil, let rule = verdict.rule else { return }
                shown.append(ShownMessage(screenId: screenId, key: verdict.key, ruleIndex: rule.index, rule: rule.name))
            }
        }
        return (shown, sessions.count)
    }
}
