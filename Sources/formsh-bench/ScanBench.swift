import FormCore

/// Payload scanning speed: `JSONScanner` stepping over every payload line of the check
/// benchmark's inputs (bench/check/.inputs, written by bench/check/run.sh), checking
/// each string's escapes and UTF-8 and each number's grammar, as `check` does before it
/// judges a payload. MB/s of payload bytes; median of 11 passes over the file.
struct ScanBench: BenchSection {
    var id: String { "scan" }
    var title: String { "Payload scanning" }

    func run(_ repo: BenchRepo) throws -> String {
        var rows = [
            "| payloads | lines | MB | scan (median) | MB/s |",
            "| --- | ---: | ---: | ---: | ---: |",
        ]
        for n in [10, 100, 1000, 10000] {
            let path = "bench/check/.inputs/payloads-\(n).jsonl"
            guard let bytes = try? repo.bytes(path) else { continue }
            var lines: [Range<Int>] = []
            var start = 0
            for (i, b) in bytes.enumerated() where b == 0x0A {
                lines.append(start..<i)
                start = i + 1
            }
            var failures = 0
            let time = bytes.withUnsafeBytes { all in
                Measure.median(samples: 11) {
                    for r in lines {
                        var s = JSONScanner(UnsafeRawBufferPointer(rebasing: all[r]))
                        do {
                            try s.skipValue()
                            try s.finish()
                        } catch { failures += 1 }
                    }
                }
            }
            if failures > 0 { throw BenchError("\(path): \(failures) lines did not scan") }
            let mb = Double(bytes.count) / 1e6
            rows.append(
                "| \(path) | \(lines.count) | \(fixed(mb, 1)) | \(fixed(time.milliseconds, 1)) ms | **\(fixed(mb / time.seconds, 0))** |"
            )
        }
        if rows.count == 2 { return "No inputs under bench/check/.inputs: run bench/check/run.sh first.\n" }
        return rows.joined(separator: "\n") + "\n"
    }
}
