import FormCore
import FormSystem

/// `check --jobs N`: blocks of consecutive payload lines are handed out in order to N
/// threads (`ParallelMap`), each with a judge (and value store) of its own; each block's
/// verdicts are written as soon as it and every block before it are judged, so the
/// output is the same as with one job.
struct CheckJobs {
    /// Bytes of payload lines in one block: small enough that the threads share the work
    /// evenly, large enough that taking one costs little beside judging it.
    static let blockBytes = 1 << 16

    let json: Bool
    let summary: Bool
    let rows: StoredRows?
    /// One judge per thread.
    let judges: [PayloadJudge]

    /// One block's verdict text and counts.
    private struct Judged: Sendable {
        let bytes: [UInt8]
        let counts: CheckCounts
    }

    /// Judges every line `source` gives and writes the verdicts; returns the counts.
    func run<Source: PayloadSource>(_ source: inout Source, to sink: any TextSink) throws(Source.Failure) -> CheckCounts
    {
        var failure: Source.Failure?
        var counts = CheckCounts(failures: summary ? FailureTally() : nil)
        // Blocks' verdicts gathered into writes as large as one job's (`VerdictWriter.batch`).
        var pending: [UInt8] = []
        pending.reserveCapacity(VerdictWriter.batch + CheckJobs.blockBytes)
        let json = self.json
        let summary = self.summary
        let rows = self.rows
        ParallelMap.stream(
            workers: judges,
            next: { () -> PayloadBlock? in
                do throws(Source.Failure) {
                    return try PayloadBlock.read(from: &source, size: CheckJobs.blockBytes)
                } catch {
                    failure = error
                    return nil
                }
            },
            work: { judge, block in CheckJobs.judge(block, with: judge, json: json, summary: summary, rows: rows) },
            deliver: { judged in
                pending.append(contentsOf: judged.bytes)
                if pending.count >= VerdictWriter.batch { CheckJobs.flush(&pending, to: sink) }
                counts = counts + judged.counts
                return true
            })
        CheckJobs.flush(&pending, to: sink)
        if let failure { throw failure }
        return counts
    }

    private static func flush(_ bytes: inout [UInt8], to sink: any TextSink) {
        guard !bytes.isEmpty else { return }
        bytes.withUnsafeBytes { sink.write(bytes: $0) }
        bytes.removeAll(keepingCapacity: true)
    }

    private static func judge(
        _ block: PayloadBlock, with judge: PayloadJudge, json: Bool, summary: Bool, rows: StoredRows?
    ) -> Judged {
        // Verdicts are mostly shorter than the payloads they judge.
        var writer = VerdictWriter(json: json, capacity: block.bytes.count / 4, summary: summary, rows: rows)
        var overlong = block.overlong[...]
        block.bytes.withUnsafeBytes { bytes in
            for (number, range) in block.lines {
                while let first = overlong.first, first.number < number {
                    writer.overlong(number: first.number, limit: first.limit)
                    overlong.removeFirst()
                }
                writer.judge(UnsafeRawBufferPointer(rebasing: bytes[range]), number: number, with: judge)
            }
        }
        for line in overlong { writer.overlong(number: line.number, limit: line.limit) }
        return Judged(bytes: writer.bytes, counts: writer.counts)
    }
}
