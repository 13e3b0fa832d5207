import Foundation

/// Start-up to the first prompt: the wall time from starting `formsh FORM --plain` until
/// the first prompt of the form has been read from its standard output, with no input
/// typed (the process then sees the end of input and exits, which is not counted), and
/// `formsh --version` until its line has been read. Uses the release build beside this
/// executable, started with `posix_spawn` (Foundation's `Process` costs more than formsh's
/// own start-up).
struct StartupBench: BenchSection {
    var id: String { "startup" }
    var title: String { "Start-up" }

    func run(_ repo: BenchRepo) throws -> String {
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(
            "formsh"
        ).path
        guard FileManager.default.isExecutableFile(atPath: binary) else {
            throw BenchError(
                "no formsh beside formsh-bench (\(binary)); build it with `swift build -c release --product formsh`")
        }
        let version = try median(samples: 21) { try timeToOutput(binary, ["--version"], until: "formsh") }
        let prompt = try median(samples: 21) {
            try timeToOutput(binary, ["forms/loan_application.json", "--plain"], until: "user_phone>")
        }
        return """
            | what | median wall time |
            | --- | ---: |
            | `formsh --version` (process start to its line read) | \(fixed(version.milliseconds, 2)) ms |
            | `formsh forms/loan_application.json --plain` to its first prompt | **\(fixed(prompt.milliseconds, 2)) ms** |

            21 runs each, after one not counted; the clock starts just before `posix_spawn` and stops when the text has been read from the process's standard output.

            """
    }

    /// Median of `samples` timings, after one not counted.
    private func median(samples: Int, _ sample: () throws -> Duration) rethrows -> Duration {
        _ = try sample()
        var times: [Duration] = []
        for _ in 0..<samples { times.append(try sample()) }
        return Measure.median(times)
    }

    /// Starts the process and returns the time until `marker` has appeared on its standard
    /// output; then closes its input and waits for its exit (not timed).
    private func timeToOutput(_ binary: String, _ arguments: [String], until marker: String) throws -> Duration {
        let process = try Native.SpawnedProcess(binary, arguments, environment: ["PATH=/usr/bin:/bin", "NO_COLOR=1"])
        let start = process.started
        var seen: [UInt8] = []
        let wanted = Array(marker.utf8)
        while !contains(seen, wanted), let chunk = process.readOutput() { seen += chunk }
        let elapsed = start.duration(to: Measure.clock.now)
        process.finish()
        guard contains(seen, wanted) else {
            throw BenchError("\(arguments.joined(separator: " ")): no \"\(marker)\" in its output")
        }
        return elapsed
    }

    private func contains(_ bytes: [UInt8], _ marker: [UInt8]) -> Bool {
        guard bytes.count >= marker.count else { return false }
        return (0...(bytes.count - marker.count)).contains { bytes[$0..<($0 + marker.count)].elementsEqual(marker) }
    }
}
