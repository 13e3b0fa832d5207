/// `--durations N`: the N slowest sessions of a run (all of them for 0), slowest first,
/// each as its time and `PATH:LINE` of its `$ formsh` line, as pytest lists its slowest tests.
enum SlowestSessions {
    static func lines(_ results: [TranscriptResult], count: Int) -> [String] {
        let all = results.flatMap { r in r.sessionTimes.map { (path: r.path, time: $0) } }
            .sorted { $0.time.duration > $1.time.duration }
        let shown = count == 0 ? all : Array(all.prefix(count))
        guard !shown.isEmpty else { return [] }
        let head =
            count == 0
            ? "all \(shown.count) sessions, slowest first:"
            : "slowest \(shown.count) session\(shown.count == 1 ? "" : "s"):"
        return [head] + shown.map { "  \(milliseconds($0.time.duration)) ms  \($0.path):\($0.time.line)" }
    }

    /// Milliseconds with one decimal, right-aligned in 8 characters.
    static func milliseconds(_ d: Duration) -> String {
        let tenths = d.components.seconds * 10_000 + d.components.attoseconds / 100_000_000_000_000
        let text = "\(tenths / 10).\(tenths % 10)"
        return String(repeating: " ", count: max(0, 8 - text.count)) + text
    }
}
