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
    static let help = """
    Options:
      --json    one JSON object per payload line:
                {"line": 3, "valid": false, "errors": {"user_phone": "Format: …"}, "rules": {"user_phone": "regex"}},
                {"line": 4, "valid": false, "error": "…"} for a line that is not a JSON object;
                rules names the rule behind each error, or type, unknownKey, hidden, option
                or duplicateKey for the payload's own faults
      --payload POINTER  each line is a stored row, such as {"id": 17, "created": …,
                "payload": {…}} from a database: its payload is the value at that JSON
                Pointer (/payload); a row with nothing (or null) there is an error,
                `N: error: no payload at /payload`, counted invalid
      --id POINTER  each row's verdicts are named by the value at that JSON Pointer
                (/id): `17: KEY: message`, {"id": 17, "line": 3, …}; a row without one
                is named `line N` (with --json "id": null)
      --jobs N  judge with N threads (default 1); verdicts still come in line order
      --summary end with the failures counted per field and rule, most first (with --json,
                one last object: {"kind": "summary", "payloads", "valid", "invalid",
                "failures": [{"field", "rule", "count"}, …], "notObjects"})
      --vectors FILE  judge conformance vectors instead (formsh vectors writes them): each
                line's payload is judged and every vector whose verdict or messages differ
                from formsh's is reported, `N: NAME: vector: …; formsh: …`; with --json one
                object per vector {"line", "name", "agrees", "vector", "formsh"}
      --max-line N  the longest line held, in bytes (default 16777216); a longer line is
                reported as `N: error: longer than … (--max-line); skipped`, never held

    Each line of PAYLOADS.jsonl (- for standard input) is one payload. Lines are numbered from 1, counting every
    line; blank lines are skipped (no verdict, not counted). Without --json a valid
    payload prints `N: ok`, an invalid one `N: KEY: message` for each key in error (fields
    in schema order, then unknown keys), and a line that is not a JSON object
    `N: error: reason`. A summary `P payloads: V valid, I invalid` follows, on stderr with
    --json so that stdout stays JSON Lines.

    A payload's errors: a value for a hidden field, a key no field has, a choice outside
    the options, a value of the wrong JSON type, and each field's first failing rule.
    The client version gate does not apply here.

    Exit status: 0 all valid (with --vectors: every vector agrees), 1 some payload invalid
    (some vector differs), 2 usage, 3 a file that cannot be read or a form that cannot be loaded.
    """

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
            guard paths.count == 1 else { throw .usage(paths.isEmpty ? "missing FORM" : "check --vectors takes FORM and no PAYLOADS.jsonl", command: name) }
            guard !summary && jobsText == nil else { throw .usage("--vectors takes neither --summary nor --jobs", command: name) }
            guard rows == nil else { throw .usage("--vectors takes neither --payload nor --id: each vector's payload is its \"payload\"", command: name) }
            return try judgeVectors(vectors, form: ToolForm.load(paths[0], io: io), json: json, io: io)
        }
        guard paths.count == 2 else {
            throw .usage(paths.count < 2 ? "missing \(paths.isEmpty ? "FORM and " : "")PAYLOADS.jsonl" : "check takes FORM and one PAYLOADS.jsonl", command: name)
        }
        let jobs = try args.count(jobsText, of: "--jobs", in: 1...256,
                                  expecting: "takes a whole number from 1 to 256") ?? 1
        let maxLine = try args.count(maxLineText, of: "--max-line", in: 1...Int.max,
                                     expecting: "takes a whole number of bytes of at least 1")
            ?? LineReader.defaultMaxLine
        let form = try ToolForm.load(paths[0], io: io)
        let check: PayloadCheck
        do { check = try PayloadCheck(form: form, jobs: jobs, json: json, summary: summary, rows: rows) } catch { throw .toolValueStore(error) }
        if let warning = check.lockWarning { io.stderr.line(warning) }
        let counts = try judge(paths[1], with: check, maxLine: maxLine, io: io)
        (json ? io.stderr : io.stdout).line(counts.summary)
        if let failures = counts.failures {
            io.stdout.write(json ? failures.json(for: form, counts: counts) + "\n" : failures.lines(for: form).map { $0 + "\n" }.joined())
        }
        return counts.invalid > 0 ? .failure : .success
    }

    /// `check FORM --vectors FILE`: every vector whose verdict or messages differ.
    private static func judgeVectors(_ path: String, form: Form, json: Bool, io: CommandIO) throws(CLIError) -> ExitCode {
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
    private static func judge(_ path: String, with check: PayloadCheck, maxLine: Int, io: CommandIO) throws(CLIError) -> CheckCounts {
        var reader = try open(path, maxLine: maxLine, io: io)
        defer { reader.close() }
        do { return try check.run(&reader, to: io.stdout) } catch { throw unreadable(path, error) }
    }

    /// A line reader over the file (`-`: standard input).
    private static func open(_ path: String, maxLine: Int = LineReader.defaultMaxLine, io: CommandIO) throws(CLIError) -> LineReader {
        do {
            return path == "-" ? .standardInput(maxLine: maxLine) : try LineReader(path: io.resolve(path), maxLine: maxLine)
        } catch { throw unreadable(path, error) }
    }

    private static func unreadable(_ path: String, _ error: SystemError) -> CLIError {
        .unreadable(path: path, reason: error.isNoSuchFile ? CLIText.noSuchFile : error.description)
    }
}
