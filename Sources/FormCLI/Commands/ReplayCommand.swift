import FormReplay
import FormSystem

/// `formsh replay`: replay transcripts and compare their output (docs/contract.md, "Transcripts").
///
/// Exit status: 0 every transcript passed (or was updated or accepted, or none was
/// selected; `--list`; `--check` without problems), 1 some failed, `--check` found
/// problems, or a TRANSCRIPT argument names no transcript, 2 usage (including `--update`
/// or `--review` with `CI` set, `--review` off a terminal, and a `--junit` path that
/// cannot be written), 3 a selected transcript that cannot be read or is malformed; then
/// nothing runs, and every such problem is listed first.
struct ReplayCommand: Command {
    static let name = "replay"
    static let readsValues = true
    static let abstract = "replay transcripts and compare their output"
    static let usage =
        "replay TRANSCRIPT... [--update|--review|--check|--list] [--jobs N] [--shard I/N] [--junit FILE] "
        + "[--format github] [-k EXPR] [--fail-fast] [--failed] [--durations N]"
    static let help = ReplayHelp.text

    static func main(_ arguments: [String], io: CommandIO) throws(CLIError) -> ExitCode {
        var args = ArgumentList(arguments, command: name)
        let mode = try self.mode(&args, io: io)
        let failFast = args.flag("--fail-fast")
        let jobsText = try args.option("--jobs")
        let jobs = try args.count(jobsText, of: "--jobs", atLeast: 1) ?? ProcessEnvironment.processorCount
        var run = try options(&args, io: io)
        run.paths = try args.positionals()
        guard !run.paths.isEmpty else { throw .usage("missing TRANSCRIPT", command: name) }
        run.colored = io.stdoutIsTerminal && io.environment["NO_COLOR"] == nil

        // Every FORMSH_SECRET_* variable is masked wherever it would appear, before any
        // session starts: a drifted transcript can type one at a plain prompt (docs/contract.md, "Submission").
        io.secrets.rememberSecretVariables(of: io.environment)
        let replayer = Replayer(
            runner: { FormshCLI.runSession($0, gate: io.gate, secrets: io.secrets) }, environment: io.environment,
            workingDirectory: io.workingDirectory, jobs: jobs, update: mode == .update,
            failFast: failFast, gate: io.gate)
        do {
            return try run.perform(mode, with: replayer, stdout: io.stdout, stderr: io.stderr) ? .success : .failure
        } catch {
            throw .replay(error)
        }
    }

    /// The mode flags: at most one, and one that can run here.
    static func mode(_ args: inout ArgumentList, io: CommandIO) throws(CLIError) -> ReplayRun.Mode {
        let given = ReplayRun.Mode.flagged.filter { args.flag($0.rawValue) }
        guard given.count <= 1 else {
            throw .usage("\(given.map(\.rawValue).joined(separator: " and ")) cannot be combined", command: name)
        }
        let mode = given.first ?? .replay
        let onTerminal = io.stdinIsTerminal && io.stdoutIsTerminal
        if let refusal = mode.refusal(environment: io.environment, onTerminal: onTerminal) {
            throw .usage(refusal, command: name)
        }
        return mode
    }

    static func options(_ args: inout ArgumentList, io: CommandIO) throws(CLIError) -> ReplayRun {
        var run = ReplayRun(paths: [])
        run.failedOnly = args.flag("--failed")
        run.shard =
            try args.value(args.option("--shard"), of: "--shard", expecting: "takes I/N with 1 ≤ I ≤ N") ?? run.shard
        if let text = try args.option("-k") {
            do { run.keyword = try KeywordExpression(parsing: text) } catch {
                throw .usage(error.description, command: name)
            }
        }
        let format = try args.option("--format")
        run.githubAnnotations = try args.choice(format, of: "--format", among: ["github"]) != nil
        let durations = try args.option("--durations")
        run.durations = try args.count(durations, of: "--durations", atLeast: 0)
        run.junit = try args.option("--junit")
        if let junit = run.junit { try OutputPath.check(junit, option: "--junit", io: io, command: name) }
        return run
    }
}
