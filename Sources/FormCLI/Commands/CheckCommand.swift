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
        let rows = try StoredRowOptions.parse(&args)
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
            // Every vector whose verdict or messages differ.
            let form = try ToolForm.load(paths[0], io: io)
            let check: VectorCheck
            do { check = try VectorCheck(form: form, json: json) } catch { throw .toolValueStore(error) }
            if let warning = check.lockWarning { io.stderr.line(warning) }
            let counts = try io.readLines(vectors) { reader throws(SystemError) in
                try check.run(&reader, out: io.stdout, notes: io.stderr)
            }
            return counts.differ > 0 ? .failure : .success
        }
        guard paths.count == 2 else {
            throw .usage(
                paths.count < 2
                    ? "missing \(paths.isEmpty ? "FORM and " : "")PAYLOADS.jsonl"
                    : "check takes FORM and one PAYLOADS.jsonl", command: name)
        }
        let jobs = try args.count(jobsText, of: "--jobs", in: 1...256) ?? 1
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
        let counts = try io.readLines(paths[1], maxLine: maxLine) { reader throws(SystemError) in
            try check.run(&reader, out: io.stdout, notes: io.stderr)
        }
        return counts.invalid > 0 ? .failure : .success
    }
}
