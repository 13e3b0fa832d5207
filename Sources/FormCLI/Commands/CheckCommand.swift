import FormCore
import FormSystem
import FormTools

/// `formsh check`: judges a file of payloads, one JSON object per line, with the form's
/// rules read the other way (docs/contract.md, "Payload"); `PayloadCheck` does the work, streaming.
struct CheckCommand: Command {
    static let name = "check"
    static let readsValues = true
    static let abstract = "validate one payload per line; per-line verdicts"
    static let usage = "check FORM (PAYLOADS.jsonl [--summary] [--jobs N] [--max-line N] | --vectors FILE) [--json]"
    static let help = CheckHelp.text

    static func main(_ arguments: [String], io: CommandIO) throws(CLIError) -> ExitCode {
        var args = ArgumentList(arguments, command: name)
        let json = args.flag("--json")
        let summary = args.flag("--summary")
        let vectors = try args.option("--vectors")
        let jobsText = try args.option("--jobs")
        let maxLineText = try args.option("--max-line")
        let rows = try StoredRowOptions.parse(&args, command: name)
        let paths = try args.positionals()
        if let vectors {
            guard paths.count == 1 else {
                throw .usage(
                    paths.isEmpty ? "missing FORM" : "check --vectors takes FORM and no PAYLOADS.jsonl", command: name)
            }
            guard !summary && jobsText == nil else {
                throw .usage("--vectors takes neither --summary nor --jobs", command: name)
            }
            guard rows == nil else {
                throw .usage(
                    "--vectors takes neither --payload nor --id: each vector's payload is its \"payload\"",
                    command: name)
            }
            return try judgeVectors(vectors, form: ToolForm.load(paths[0], io: io), json: json, io: io)
        }
        guard paths.count == 2 else {
            throw .usage(
                paths.count < 2
                    ? "missing \(paths.isEmpty ? "FORM and " : "")PAYLOADS.jsonl"
                    : "check takes FORM and one PAYLOADS.jsonl", command: name)
        }
        let jobs =
            try args.count(
                jobsText, of: "--jobs", in: 1...256,
                expecting: "takes a whole number from 1 to 256") ?? 1
        let maxLine =
            try args.count(
                maxLineText, of: "--max-line", in: 1...Int.max,
                expecting: "takes a whole number of bytes of at least 1")
            ?? LineReader.defaultMaxLine
        let form = try ToolForm.load(paths[0], io: io)
        let check: PayloadCheck
        do { check = try PayloadCheck(form: form, jobs: jobs, json: json, summary: summary, rows: rows) } catch {
            throw .toolValueStore(error)
        }
        if let warning = check.lockWarning { io.stderr.line(warning) }
        let counts = try judge(paths[1], with: check, maxLine: maxLine, io: io)
        (json ? io.stderr : io.stdout).line(counts.summary)
        if let failures = counts.failures {
            io.stdout.write(
                json
                    ? failures.json(for: form, counts: counts) + "\n"
                    : failures.lines(for: form).map { $0 + "\n" }.joined())
        }
        return counts.invalid > 0 ? .failure : .success
    }

    /// `check FORM --vectors FILE`: every vector whose verdict or messages differ.
    private static func judgeVectors(_ path: String, form: Form, json: Bool, io: CommandIO) throws(CLIError) -> ExitCode
    {
        let check: VectorCheck
        do { check = try VectorCheck(form: form, json: json) } catch { throw .toolValueStore(error) }
        if let warning = check.lockWarning { io.stderr.line(warning) }
        var reader = try open(path, io: io)
        defer { reader.close() }
        let counts: VectorCheck.Counts
        do { counts = try check.run(&reader, to: io.stdout) } catch { throw unreadable(path, error) }
        (json ? io.stderr : io.stdout).line(counts.summary)
        return counts.differ > 0 ? .failure : .success
    }

    /// Judges the payload file (`-`: standard input) and writes the verdicts on stdout.
    private static func judge(_ path: String, with check: PayloadCheck, maxLine: Int, io: CommandIO) throws(CLIError)
        -> CheckCounts
    {
        var reader = try open(path, maxLine: maxLine, io: io)
        defer { reader.close() }
        do { return try check.run(&reader, to: io.stdout) } catch { throw unreadable(path, error) }
    }

    /// A line reader over the file (`-`: standard input).
    private static func open(_ path: String, maxLine: Int = LineReader.defaultMaxLine, io: CommandIO) throws(CLIError)
        -> LineReader
    {
        do {
            return path == "-"
                ? .standardInput(maxLine: maxLine) : try LineReader(path: io.resolve(path), maxLine: maxLine)
        } catch { throw unreadable(path, error) }
    }

    private static func unreadable(_ path: String, _ error: SystemError) -> CLIError {
        .unreadable(path: path, reason: error.isNoSuchFile ? CLIText.noSuchFile : error.description)
    }
}
