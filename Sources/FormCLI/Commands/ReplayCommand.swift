import FormReplay
import FormSystem

/// `formsh replay`: replay transcripts and compare their output (SPEC §7).
///
/// Exit status: 0 every transcript passed (or was updated, or none was selected), 1
/// some failed or a TRANSCRIPT argument names no transcript, 2 usage (including
/// `--update` with `CI` set, and a `--junit` path that cannot be written), 3 a selected
/// transcript that cannot be read or is malformed; then nothing runs, and every such
/// problem is listed first.
struct ReplayCommand: Command {
    static let name = "replay"
    static let readsValues = true
    static let abstract = "replay transcripts and compare their output"
    static let usage = "replay TRANSCRIPT... [--update] [--jobs N] [--shard I/N] [--junit FILE] [-k TEXT] [--fail-fast] [--failed]"
    static let help = """
    TRANSCRIPT is a file, or a directory standing for every *.t file below it.
    Sessions run in-process in plain mode, each with its own built-in mock; relative
    paths in `$ formsh ARGS` resolve against the current directory.

    Options:
      --update        rewrite failing transcripts with the actual output, keeping inputs,
                      comments and expected lines whose placeholders still match
                      (refused when CI is set; a session that could not start is a failure
                      and its transcript is left as it was)
      --jobs N        transcripts replayed at once (default: the number of cores)
      --shard I/N     replay only the I-th of N slices of the sorted transcript list
      --junit FILE    also write the results as JUnit XML to FILE
      -k TEXT         only transcripts whose path or a comment line contains TEXT (any case)
      --fail-fast     stop at the first failing transcript
      --failed        only the transcripts that failed in the previous run (remembered
                      in .formsh-replay-failed beside the first TRANSCRIPT; names only)

    A failing transcript NAME.t gets its actual output beside it as NAME.t.actual,
    which is removed once it passes. Diffs are coloured on a terminal unless NO_COLOR is set.
    """

    static func main(_ arguments: [String], io: CommandIO) throws(CLIError) -> ExitCode {
        var args = ArgumentList(arguments, command: name)
        let update = args.flag("--update")
        let failFast = args.flag("--fail-fast")
        let failedOnly = args.flag("--failed")
        let jobsText = try args.option("--jobs")
        let shardText = try args.option("--shard")
        let junitPath = try args.option("--junit")
        let keyword = try args.option("-k")
        var run = ReplayRun(paths: try args.positionals())
        guard !run.paths.isEmpty else { throw .usage("missing TRANSCRIPT", command: name) }

        var jobs = ProcessEnvironment.processorCount
        if let jobsText {
            guard let n = Int(jobsText), n >= 1 else {
                throw .usage("--jobs takes a whole number of at least 1, not '\(jobsText)'", command: name)
            }
            jobs = n
        }
        if let shardText {
            guard let s = Shard(parsing: shardText) else {
                throw .usage("--shard takes I/N with 1 ≤ I ≤ N, not '\(shardText)'", command: name)
            }
            run.shard = s
        }
        if keyword?.isEmpty == true { throw .usage("-k takes a non-empty TEXT", command: name) }
        if update, io.environment["CI"] != nil {
            throw .usage("--update rewrites transcripts and is refused when CI is set", command: name)
        }
        if let junitPath { try OutputPath.check(junitPath, option: "--junit", io: io, command: name) }
        (run.failedOnly, run.keyword, run.junit) = (failedOnly, keyword, junitPath)
        run.colored = io.stdoutIsTerminal && io.environment["NO_COLOR"] == nil

        // Every FORMSH_SECRET_* variable is masked wherever it would appear, before any
        // session starts: a drifted transcript can type one at a plain prompt (SPEC §6).
        io.secrets.rememberSecretVariables(of: io.environment)
        let replayer = Replayer(runner: FormshCLI.sessionRunner(gate: io.gate, secrets: io.secrets), environment: io.environment,
                                workingDirectory: io.workingDirectory, jobs: jobs, update: update, failFast: failFast, gate: io.gate)
        do { return try run.run(with: replayer, stdout: io.stdout, stderr: io.stderr).succeeded ? .success : .failure } catch {
            throw .replay(error)
        }
    }
}
