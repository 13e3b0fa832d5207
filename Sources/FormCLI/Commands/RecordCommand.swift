import FormReplay
import FormShell

/// `formsh record FORM -o FILE [--scenario-out SCENARIO] [run options]`: a normal
/// interactive run that also writes its transcript (`RecordSession`, docs/contract.md, "Transcripts"). With
/// `--scenario-out` the HTTP exchanges become a mock scenario, and the transcript
/// replays against it instead of the endpoint it was recorded against.
struct RecordCommand: SessionCommand {
    static let name = "record"
    static let abstract = "run interactively and write a transcript"
    static let usage = "record FORM -o FILE [--scenario-out SCENARIO] [run options]"
    static let help = RecordHelp.text

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
        let options = try RunOptions.parse(args.remaining, command: name)
        try OutputPath.check(file, option: short != nil ? "-o" : "--output", io: io, command: name)
        if let scenarioOut {
            try OutputPath.check(scenarioOut, option: "--scenario-out", io: io, command: name)
            if FormSource.isURL(options.form) {
                throw .usage(
                    "--scenario-out needs FORM to be a file, so that the transcript can load it offline", command: name)
            }
        }
        let recording: RecordSession
        do {
            recording = try RecordSession(
                commandLine: arguments, transcript: file, scenario: scenarioOut, form: options.form,
                resolve: io.resolve, environment: io.environment, outputMasker: io.secrets)
        } catch { throw .record(error) }
        let launcher = SessionLauncher(options: options, io: io, observer: observer, recording: true)
        let end = try launcher.run(wrap: recording.attach)
        do { try recording.save(exitCode: end.exitCode.rawValue, through: io.gate, notes: io.stderr) } catch {
            throw .record(error)
        }
        return end
    }
}
