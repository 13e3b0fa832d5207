import FormCore
import FormSystem

/// `formsh check`'s work (docs/contract.md, "Payload"): judges payload lines, one JSON object per line, from
/// an injected source and writes the verdicts to an injected sink in line order,
/// streaming (memory does not grow with the number of lines), with one judge and value
/// store per job.
public struct PayloadCheck {
    public let json: Bool
    /// Whether failures are counted per field and rule (`check --summary`).
    public let summary: Bool
    /// Where each line's payload and id are, when lines are stored rows (`--payload`, `--id`).
    public let rows: StoredRows?
    private let form: Form
    private let judges: [PayloadJudge]

    /// Sets up one judge per job, each with a value store of its own.
    /// - Throws: when a value store cannot be mapped.
    public init(form: Form, jobs: Int, json: Bool, summary: Bool = false, rows: StoredRows? = nil)
        throws(SecretStoreError)
    {
        precondition(jobs >= 1, "check needs at least one job")
        var judges: [PayloadJudge] = []
        for _ in 0..<jobs { judges.append(try PayloadJudge(form: form, store: try SecretStore())) }
        self.judges = judges
        self.form = form
        self.json = json
        self.summary = summary
        self.rows = rows
    }

    /// The value store's warning when it could not be locked in memory, if any.
    public var lockWarning: String? { judges[0].lockWarning }

    /// Judges every line `source` gives as `run(_:to:)` does, then writes the closing line
    /// (on `notes` with `json`, so that `out` holds JSON Lines alone) and, when failures are
    /// counted, the failures per field and rule on `out`; returns the counts.
    /// - Throws: what the source throws.
    public func run<Source: PayloadSource>(_ source: inout Source, out: any TextSink, notes: any TextSink)
        throws(Source.Failure) -> CheckCounts
    {
        let counts = try run(&source, to: out)
        (json ? notes : out).line(counts.summary)
        if let failures = counts.failures {
            out.write(
                json
                    ? failures.json(for: form, counts: counts) + "\n"
                    : failures.lines(for: form).map { $0 + "\n" }.joined())
        }
        return counts
    }

    /// Judges every line `source` gives (blank ones skipped) and writes the verdicts to
    /// `sink`; returns the counts.
    /// - Throws: what the source throws.
    public func run<Source: PayloadSource>(_ source: inout Source, to sink: any TextSink) throws(Source.Failure)
        -> CheckCounts
    {
        if judges.count > 1 {
            return try CheckJobs(json: json, summary: summary, rows: rows, judges: judges).run(&source, to: sink)
        }
        var writer = VerdictWriter(json: json, summary: summary, rows: rows)
        while let (number, line) = try source.nextLine() {
            if let limit = source.overlongLimit {
                writer.overlong(number: number, limit: limit)
                continue
            }
            if PayloadCheck.isBlank(line) { continue }
            writer.judge(line, number: number, with: judges[0])
            if writer.isFull { writer.flush(to: sink) }
        }
        writer.flush(to: sink)
        return writer.counts
    }

    /// Whether a line holds only spaces and tabs (or nothing): it has no verdict.
    static func isBlank(_ line: UnsafeRawBufferPointer) -> Bool {
        !line.contains { $0 != 0x20 && $0 != 0x09 && $0 != 0x0D }
    }
}
