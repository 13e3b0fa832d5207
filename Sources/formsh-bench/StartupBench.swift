import Foundation

/// Start-up to the first prompt: the wall time from starting `formsh FORM --plain` until
/// the first prompt of the form has been written, with no input typed (the process
/// then sees the end of input and exits, which is not counted), and `formsh --version`
/// for the process alone. Uses the release build beside this executable.
struct StartupBench: BenchSection {
    var id: String { "startup" }
    var title: String { "Start-up" }

    func run(_ repo: BenchRepo) throws -> String {
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("formsh").path
        guard FileManager.default.isExecutableFile(atPath: binary) else {
            throw BenchError("no formsh beside formsh-bench (\(binary)); build it with `swift build -c release --product formsh`")
        }
        let version = try Measure.median(samples: 21) { _ = try firstOutput(binary, ["--version"], until: "formsh") }
        let prompt = try Measure.median(samples: 21) {
            _ = try firstOutput(binary, ["forms/loan_application.json", "--plain"], until: "user_phone>")
        }
        return """
        | what | median wall time |
        | --- | ---: |
        | `formsh --version` (process start, exit) | \(fixed(version.milliseconds, 2)) ms |
        | `formsh forms/loan_application.json --plain` to its first prompt | **\(fixed(prompt.milliseconds, 2)) ms** |

        21 runs each, after one not counted; the clock stops when the text has been read from the process's standard output.

        """
    }

    /// Starts the process and returns once `marker` has appeared on its standard output.
    private func firstOutput(_ binary: String, _ arguments: [String], until marker: String) throws -> String {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: binary)
        p.arguments = arguments
        let output = Pipe()
        let input = Pipe()
        p.standardOutput = output
        p.standardInput = input
        p.standardError = FileHandle.nullDevice
        p.environment = ["PATH": "/usr/bin:/bin", "NO_COLOR": "1"]
        try p.run()
        var seen = ""
        while !seen.contains(marker) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            seen += String(decoding: chunk, as: UTF8.self)
        }
        try input.fileHandleForWriting.close()
        p.waitUntilExit()
        guard seen.contains(marker) else { throw BenchError("\(arguments.joined(separator: " ")): no \"\(marker)\" in its output") }
        return seen
    }
}
