import CFormNative
import Dispatch
import FormCore

/// `check --jobs N`: payload lines are judged in batches of about a megabyte, each
/// batch cut into N runs of consecutive lines judged at once on N threads, each with a
/// value store of its own; the verdicts are written in line order, batch after batch.
struct CheckJobs {
    /// Bytes of payload lines gathered before a batch is judged.
    static let batchBytes = 1 << 20

    let json: Bool
    /// One judge (with a value store of its own) per thread.
    let judges: [PayloadJudge]

    /// The lines of one batch, copied out of the reader (which reuses its buffer); zeroed
    /// after they are judged, since payloads may carry personal data.
    private struct Batch {
        var bytes: [UInt8] = []
        var lines: [(number: Int, range: Range<Int>)] = []
    }

    /// Judges every line `reader` gives and writes the verdicts; returns the counts.
    func run(_ reader: inout CheckCommand.LineReader, to sink: TextSink) throws(CLIError) -> (valid: Int, invalid: Int) {
        var batch = Batch()
        batch.bytes.reserveCapacity(CheckJobs.batchBytes + (1 << 16))
        var valid = 0, invalid = 0
        func judge() {
            let counts = judgeBatch(batch, sink: sink)
            valid += counts.valid
            invalid += counts.invalid
            batch.bytes.withUnsafeMutableBytes { fn_secure_zero($0.baseAddress, $0.count) }
            batch.bytes.removeAll(keepingCapacity: true)
            batch.lines.removeAll(keepingCapacity: true)
        }
        while let (number, line) = try reader.next() {
            if CheckCommand.LineReader.isBlank(line) { continue }
            let start = batch.bytes.count
            batch.bytes.append(contentsOf: line)
            batch.lines.append((number, start..<batch.bytes.count))
            if batch.bytes.count >= CheckJobs.batchBytes { judge() }
        }
        if !batch.lines.isEmpty { judge() }
        return (valid, invalid)
    }

    /// One run of consecutive lines judged by one thread: its verdict text and counts.
    private struct Run {
        var out = CheckCommand.VerdictWriter(json: false)
        var valid = 0
        var invalid = 0
    }

    private func judgeBatch(_ batch: Batch, sink: TextSink) -> (valid: Int, invalid: Int) {
        let runs = min(judges.count, batch.lines.count)
        let results = UnsafeMutableBufferPointer<Run>.allocate(capacity: runs)
        results.initialize(repeating: Run(out: CheckCommand.VerdictWriter(json: json)))
        defer { results.deinitialize(); results.deallocate() }
        nonisolated(unsafe) let shared = (results: results, batch: batch, judges: judges)
        DispatchQueue.concurrentPerform(iterations: runs) { k in
            let lines = shared.batch.lines
            let from = lines.count * k / runs, to = lines.count * (k + 1) / runs
            var run = Run(out: CheckCommand.VerdictWriter(json: shared.results[k].out.json))
            shared.batch.bytes.withUnsafeBytes { bytes in
                for (number, range) in lines[from..<to] {
                    CheckCommand.judge(UnsafeRawBufferPointer(rebasing: bytes[range]), number: number, with: shared.judges[k],
                                       into: &run.out, valid: &run.valid, invalid: &run.invalid)
                }
            }
            shared.results[k] = run
        }
        var valid = 0, invalid = 0
        for k in 0..<runs {
            results[k].out.flush(to: sink)
            valid += results[k].valid
            invalid += results[k].invalid
        }
        return (valid, invalid)
    }
}
