import FormCore
import FormReplay
import FormShell
import FormSubmit
import FormTools

/// `formsh cover`: which validation messages of a form the transcripts show (docs/contract.md, "Schema evolution and
/// server conformance").
/// The sessions run in-process, as `replay` runs them; the shell reports each verdict it
/// shows with the rule behind it, and those are counted (the output is not read back).
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
        let submitter = HTTPSubmitter()
        let (form, _) = try FormSource.load(
            positionals[0], io: io, submitter: submitter,
            options: FormLoader.Options(clientVersion: ClientVersion(String(Int.max))))
        let transcripts: [Transcript]
        do { transcripts = try TranscriptFinder.load(Array(positionals.dropFirst()), resolve: io.resolve) } catch {
            throw .transcript(error)
        }
        let shown = ShownMessages()
        let replayer = Replayer(
            runner: FormshCLI.sessionRunner(gate: io.gate, secrets: io.secrets), environment: io.environment,
            workingDirectory: io.workingDirectory, jobs: 1, gate: io.gate)
        let sessions = replayer.sessions(of: transcripts) { problem in
            io.stderr.line("Warning: \(problem.description); its sessions are not replayed")
        }
        for request in sessions {
            _ = FormshCLI.runSession(request, gate: io.gate, secrets: io.secrets, observer: shown.observe)
        }
        let coverage = MessageCoverage(form: form, shown: shown.messages)
        io.stdout.write(report(coverage, form: form, minimum: minimum, sessions: sessions.count, json: json))
        return minimum.map { coverage.reaches($0) } == false ? .failure : .success
    }

    private static func report(_ coverage: MessageCoverage, form: Form, minimum: Double?, sessions: Int, json: Bool)
        -> String
    {
        var out = ""
        if json {
            for line in CoverReport.json(coverage) { out += line + "\n" }
            out += CoverReport.jsonSummary(coverage, minimum: minimum, sessions: sessions) + "\n"
        } else {
            out += CoverReport.heading(form: form, sessions: sessions) + "\n"
            for line in CoverReport.lines(coverage) { out += line + "\n" }
            out += CoverReport.summary(coverage, minimum: minimum) + "\n"
        }
        return out
    }
}

/// The errors the sessions showed, with the rule behind each, in order.
private final class ShownMessages {
    private(set) var messages: [ShownMessage] = []

    func observe(screenId: String, verdict v: FieldVerdict) {
        guard v.verdict.message != nil, let rule = v.rule else { return }
        messages.append(ShownMessage(screenId: screenId, key: v.key, ruleIndex: rule.index, rule: rule.name))
    }
}
