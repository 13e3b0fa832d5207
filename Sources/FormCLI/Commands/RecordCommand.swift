import FormReplay
import FormShell
import FormSystem

/// `formsh record FORM -o FILE [--scenario-out SCENARIO] [run options]`: a normal
/// interactive run that also writes its transcript (`RecordSession`, docs/contract.md, "Transcripts"). With
/// `--scenario-out` the HTTP exchanges become a mock scenario, and the transcript
/// replays against it instead of the endpoint it was recorded against.
struct RecordCommand: SessionCommand {
    static let name = "record"
    static let abstract = "run interactively and write a transcript"
    static let usage = "record FORM -o FILE [--scenario-out SCENARIO] [run options]"
    static let help = """
          -o FILE                 where to write the transcript (checked before the form loads)
          --scenario-out FILE     also write the HTTP exchanges as a mock scenario; the transcript then
                                  runs with --scenario FILE (as written here) instead of the endpoint

        """ + RunOptions.help

    /// Options of `run` that point at a server or carry its credentials: with
    /// `--scenario-out` the transcript's `$` line leaves them out.
    static let serverOptions = ["--endpoint", "--base-url", "--scenario", "--header", "--header-env", "--cacert"]

    static func session(
        _ arguments: [String], io: CommandIO,
        observer: SessionPlan.VerdictObserver?
    ) throws(CLIError) -> SessionEnd {
        var args = ArgumentList(arguments, command: name)
        let short = try args.option("-o")
        let long = try args.option("--output")
        let scenarioOut = try args.option("--scenario-out")
        guard let file = short ?? long else {
            throw .usage("missing -o FILE (where to write the transcript)", command: name)
        }
        let options = try RunOptions.parse(args.remaining, command: name, environment: io.environment)
        try OutputPath.check(file, option: short != nil ? "-o" : "--output", io: io, command: name)
        if let scenarioOut {
            try OutputPath.check(scenarioOut, option: "--scenario-out", io: io, command: name)
            if FormSource.isURL(options.form) {
                throw .usage(
                    "--scenario-out needs FORM to be a file, so that the transcript can load it offline", command: name)
            }
        }
        let dropped = ["-o", "--output", "--scenario-out"] + (scenarioOut == nil ? [] : serverOptions)
        let recording: RecordSession
        do {
            recording = try RecordSession(
                arguments: without(dropped, in: arguments) + (scenarioOut.map { ["--scenario", $0] } ?? []),
                transcript: .init(shown: file, path: io.resolve(file)),
                scenario: scenarioOut.map { .init(shown: $0, path: io.resolve($0)) },
                formFolder: Path.parent(io.resolve(options.form)), environment: io.environment)
        } catch { throw .record(error) }
        recording.outputMasker = io.secrets
        // As in replay, every FORMSH_SECRET_* variable is masked in what is written (docs/contract.md, "Submission").
        io.secrets.rememberSecretVariables(of: io.environment)
        var launcher = SessionLauncher(options: options, io: io, observer: observer)
        launcher.colorsAllowed = false
        launcher.confirmsQuit = false
        let end = try launcher.run { plan, source in recording.attach(to: &plan, source: &source) }
        do { try recording.save(exitCode: end.exitCode.rawValue, through: io.gate, notes: io.stderr) } catch {
            throw .record(error)
        }
        return end
    }

    /// The arguments without the named options (`--name VALUE` and `--name=VALUE`).
    static func without(_ names: [String], in arguments: [String]) -> [String] {
        var out: [String] = []
        var i = 0
        while i < arguments.count {
            let a = arguments[i]
            if names.contains(a) {
                i += 2
                continue
            }
            if !names.contains(where: { a.hasPrefix($0 + "=") }) { out.append(a) }
            i += 1
        }
        return out
    }
}
