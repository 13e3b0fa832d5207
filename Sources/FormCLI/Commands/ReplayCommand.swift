import Foundation
import FormReplay

/// `formsh replay`: replay transcripts and compare their output (SPEC §7).
///
/// Exit status: 0 every transcript passed (or was updated), 1 some failed, 2 usage
/// (including `--update` with `CI` set), 3 a transcript that cannot be read or is
/// malformed; then nothing runs, and every such problem is listed first.
struct ReplayCommand: Command {
    static let name = "replay"
    static let abstract = "replay transcripts and compare their output"
    static let usage = "replay TRANSCRIPT... [--update] [--jobs N] [--shard I/N] [--junit FILE]"
    static let help = """
    TRANSCRIPT is a file, or a directory standing for every *.t file below it.
    Sessions run in-process in plain mode, each with its own built-in mock; relative
    paths in `$ formsh ARGS` resolve against the current directory.

    Options:
      --update        rewrite failing transcripts with the actual output, keeping inputs,
                      comments and expected lines whose placeholders still match
                      (refused when CI is set)
      --jobs N        transcripts replayed at once (default: the number of cores)
      --shard I/N     replay only the I-th of N slices of the sorted transcript list
      --junit FILE    also write the results as JUnit XML to FILE

    A failing transcript NAME.t gets its actual output beside it as NAME.t.actual,
    which is removed once it passes.
    """

    static func main(_ arguments: [String], io: CommandIO) throws(CLIError) -> Int32 {
        var args = ArgumentList(arguments, command: name)
        let update = args.flag("--update")
        let jobsText = try args.option("--jobs")
        let shardText = try args.option("--shard")
        let junitPath = try args.option("--junit")
        let paths = try args.positionals()
        guard !paths.isEmpty else { throw .usage("missing TRANSCRIPT", command: name) }

        var jobs = ProcessInfo.processInfo.activeProcessorCount
        if let jobsText {
            guard let n = Int(jobsText), n >= 1 else {
                throw .usage("--jobs takes a whole number of at least 1, not '\(jobsText)'", command: name)
            }
            jobs = n
        }
        var shard = Shard(index: 1, count: 1)
        if let shardText {
            guard let s = Shard(parsing: shardText) else {
                throw .usage("--shard takes I/N with 1 ≤ I ≤ N, not '\(shardText)'", command: name)
            }
            shard = s
        }
        if update, io.environment["CI"] != nil {
            throw .usage("--update rewrites transcripts and is refused when CI is set", command: name)
        }

        let entries: [TranscriptFinder.Entry]
        do {
            entries = try TranscriptFinder.find(paths, resolve: io.resolve)
        } catch {
            switch error {
            case .unreadable(let path, let reason): throw .unreadable(path: path, reason: reason)
            case .malformed: throw .failed(error.description, exitCode: 3)
            }
        }
        let selected = Set(shard.select(entries.map(\.path)))
        var transcripts: [Transcript] = []
        var problems: [TranscriptError] = []
        for entry in entries where selected.contains(entry.path) {
            do {
                transcripts.append(try Transcript.load(path: entry.path, filePath: entry.filePath))
            } catch {
                problems.append(error)
            }
        }
        guard problems.isEmpty else {
            for p in problems { io.stderr.line("Error: \(p)") }
            return 3
        }

        let replayer = Replayer(runner: FormshCLI.sessionRunner, environment: io.environment,
                                workingDirectory: io.workingDirectory, jobs: jobs, update: update)
        let out = io.stdout, err = io.stderr
        let results = replayer.replay(transcripts) { result in
            out.write(result.report)
            for w in result.warnings { err.line("Warning: \(w)") }
            out.flush()
        }
        let summary = ReplaySummary(results, updating: update)
        io.stdout.line(summary.line)
        if let junitPath {
            do {
                try Data(JUnitReport.render(results).utf8).write(to: URL(fileURLWithPath: io.resolve(junitPath)), options: .atomic)
            } catch {
                throw .failed("cannot write \(junitPath): \(error.localizedDescription)", exitCode: 3)
            }
        }
        return summary.exitCode
    }
}
