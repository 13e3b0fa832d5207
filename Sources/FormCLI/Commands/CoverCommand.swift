import FormCore
import FormReplay
import FormShell
import FormSubmit
import FormTools

/// `formsh cover`: which validation messages of a form the transcripts show (SPEC §10).
/// The sessions run in-process, as `replay` runs them; the shell reports each verdict it
/// shows with the rule behind it, and those are counted (the output is not read back).
struct CoverCommand: Command {
    static let name = "cover"
    static let abstract = "which validation messages the transcripts show"
    static let usage = "cover FORM TRANSCRIPT... [--json] [--min PERCENT]"
    static let help = """
    Options:
      --json           JSON Lines: one {"kind": "rule", …, "shown": N} per rule, then
                       {"kind": "summary", "covered", "messages", "percent", "min", "sessions"}
      --min PERCENT    fail (exit 1) when fewer than PERCENT of the messages are covered

    Replays every session of the transcripts (a directory stands for its *.t files) and
    lists each rule of FORM with how often its message was shown (✓) or that it never was
    (✗), ending with `N of M messages covered (P%)`. A message counts when a session showed
    it on a screen with FORM's screenId: typed at the prompt, by :set, :try or :keys, as a
    flipped dependent, or listed by :validate or a refused :submit. Whether a transcript's
    expected output matches is replay's concern, not cover's.

    Exit status: 0, or 1 below --min (or a TRANSCRIPT naming no transcript), 2 usage,
    3 a form or transcript that cannot be read.
    """

    static func main(_ arguments: [String], io: CommandIO) throws(CLIError) -> Int32 {
        var args = ArgumentList(arguments, command: name)
        let json = args.flag("--json")
        let minText = try args.option("--min")
        let positionals = try args.positionals()
        guard positionals.count >= 2 else {
            throw .usage(positionals.isEmpty ? "missing FORM and TRANSCRIPT" : "missing TRANSCRIPT", command: name)
        }
        var minimum: Double?
        if let minText {
            guard let m = Double(minText), m >= 0, m <= 100 else { throw .usage("--min takes a percentage from 0 to 100, not '\(minText)'", command: name) }
            minimum = m
        }
        let submitter = HTTPSubmitter(userAgent: "formsh/\(FormshCLI.version)", headers: [], timeout: 30, caFile: nil)
        let (form, _) = try FormSource.load(positionals[0], io: io, submitter: submitter,
                                            options: FormLoader.Options(clientVersion: ClientVersion(String(Int.max))))
        let transcripts = try loadTranscripts(Array(positionals.dropFirst()), io: io)

        let replayer = Replayer(runner: FormshCLI.sessionRunner, environment: io.environment,
                                workingDirectory: io.workingDirectory, jobs: 1)
        var shown: [ShownMessage] = []
        var sessions = 0
        for transcript in transcripts {
            switch replayer.requests(for: transcript) {
            case .failure(let problem):
                io.stderr.line("Warning: \(problem.description); its sessions are not replayed")
            case .success(let requests):
                for request in requests {
                    _ = FormshCLI.runSession(request) { screenId, v in
                        // An error the shell showed, with the rule behind it.
                        guard v.verdict.message != nil, let rule = v.rule else { return }
                        shown.append(ShownMessage(screenId: screenId, key: v.key, ruleIndex: rule.index, rule: rule.name))
                    }
                    sessions += 1
                }
            }
        }
        let coverage = MessageCoverage(form: form, shown: shown)
        var out = ""
        if json {
            for line in CoverReport.json(coverage) { out += line + "\n" }
            out += CoverReport.jsonSummary(coverage, minimum: minimum, sessions: sessions) + "\n"
        } else {
            out += CoverReport.heading(form: form, sessions: sessions) + "\n"
            for line in CoverReport.lines(coverage) { out += line + "\n" }
            out += CoverReport.summary(coverage, minimum: minimum) + "\n"
        }
        io.stdout.write(out)
        return minimum.map { coverage.reaches($0) } == false ? 1 : 0
    }

    /// The transcripts the arguments name, as `replay` finds them.
    static func loadTranscripts(_ paths: [String], io: CommandIO) throws(CLIError) -> [Transcript] {
        let entries: [TranscriptFinder.Entry]
        do { entries = try TranscriptFinder.find(paths, resolve: io.resolve) } catch {
            switch error {
            case .notFound: throw .failed(error.description, exitCode: 1)
            case .unreadable(let path, let reason): throw .unreadable(path: path, reason: reason)
            case .malformed: throw .failed(error.description, exitCode: 3)
            }
        }
        var transcripts: [Transcript] = []
        for entry in entries {
            do { transcripts.append(try Transcript.load(path: entry.path, filePath: entry.filePath)) } catch {
                switch error {
                case .unreadable(let path, let reason): throw .unreadable(path: path, reason: reason)
                default: throw .failed(error.description, exitCode: 3)
                }
            }
        }
        return transcripts
    }
}
