import FormReplay
import FormTools

/// `formsh cover`: which validation messages of a form the transcripts show (docs/contract.md,
/// "Schema evolution and server conformance"). The sessions run in-process, as `replay` runs
/// them; the shell reports each verdict it shows with the rule behind it, and those are counted.
struct CoverCommand: Command {
    static let name = "cover"
    static let readsValues = true
    static let abstract = "which validation messages the transcripts show"
    static let usage = "cover FORM TRANSCRIPT... [--json] [--min PERCENT]"
    static let help = CoverHelp.text

    static func main(_ arguments: [String], io: CommandIO) throws(CLIError) -> ExitCode {
        var args = ArgumentList(arguments, command: name)
        let json = args.flag("--json")
        let minText = try args.option("--min")
        let positionals = try args.positionals()
        guard positionals.count >= 2 else {
            throw .usage(positionals.isEmpty ? "missing FORM and TRANSCRIPT" : "missing TRANSCRIPT", command: name)
        }
        let minimum: Double? = try args.value(minText, of: "--min", expecting: "takes a percentage from 0 to 100") {
            (0...100).contains($0)
        }
        io.secrets.rememberSecretVariables(of: io.environment)
        let form = try ToolForm.load(positionals[0], io: io)
        let transcripts: [Transcript]
        do { transcripts = try TranscriptFinder.load(Array(positionals.dropFirst()), resolve: io.resolve) } catch {
            throw .transcript(error)
        }
        let replayer = Replayer(
            runner: { FormshCLI.runSession($0, gate: io.gate, secrets: io.secrets) }, environment: io.environment,
            workingDirectory: io.workingDirectory, jobs: 1, gate: io.gate)
        let (shown, sessions) = replayer.shownMessages(of: transcripts) { problem in
            io.stderr.line("Warning: \(problem.description); its sessions are not replayed")
        } run: { request, observer in
            FormshCLI.runSession(request, gate: io.gate, secrets: io.secrets, observer: observer)
        }
        let coverage = MessageCoverage(form: form, shown: shown)
        io.stdout.write(CoverReport.text(coverage, form: form, minimum: minimum, sessions: sessions, json: json))
        return minimum.map { coverage.reaches($0) } == false ? .failure : .success
    }
}
