import FormSystem
import FormTools

/// `formsh check`: judges a file of payloads, one JSON object per line, with the form's
/// rules read the other way (SPEC §3); `PayloadCheck` does the work, streaming.
struct CheckCommand: Command {
    static let name = "check"
    static let readsValues = true
    static let abstract = "validate one payload per line; per-line verdicts"
    static let usage = "check FORM PAYLOADS.jsonl [--json] [--jobs N] [--max-line N]"
    static let help = """
    Options:
      --json    one JSON object per payload line:
                {"line": 3, "valid": false, "errors": {"user_phone": "Format: …"}, "rules": {"user_phone": "regex"}},
                {"line": 4, "valid": false, "error": "…"} for a line that is not a JSON object;
                rules names the rule behind each error, or type, unknownKey, hidden, option
                or duplicateKey for the payload's own faults
      --jobs N  judge with N threads (default 1); verdicts still come in line order
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

    Exit status: 0 all valid, 1 some payload invalid, 2 usage, 3 a file that cannot be read
    or a form that cannot be loaded.
    """

    static func main(_ arguments: [String], io: CommandIO) throws(CLIError) -> ExitCode {
        var args = ArgumentList(arguments, command: name)
        let json = args.flag("--json")
        let jobsText = try args.option("--jobs")
        let maxLineText = try args.option("--max-line")
        let paths = try args.positionals()
        guard paths.count == 2 else {
            throw .usage(paths.count < 2 ? "missing \(paths.isEmpty ? "FORM and " : "")PAYLOADS.jsonl" : "check takes FORM and one PAYLOADS.jsonl", command: name)
        }
        var jobs = 1
        if let jobsText {
            guard let n = Int(jobsText), n >= 1, n <= 256 else {
                throw .usage("--jobs takes a whole number from 1 to 256, not '\(jobsText)'", command: name)
            }
            jobs = n
        }
        var maxLine = LineReader.defaultMaxLine
        if let maxLineText {
            guard let n = Int(maxLineText), n >= 1 else {
                throw .usage("--max-line takes a whole number of bytes of at least 1, not '\(maxLineText)'", command: name)
            }
            maxLine = n
        }
        let form = try ToolForm.load(paths[0], io: io)
        let check: PayloadCheck
        do { check = try PayloadCheck(form: form, jobs: jobs, json: json) } catch { throw .toolValueStore(error) }
        if let warning = check.lockWarning { io.stderr.line(warning) }
        let counts = try judge(paths[1], with: check, maxLine: maxLine, io: io)
        (json ? io.stderr : io.stdout).line(counts.summary)
        return counts.invalid > 0 ? .failure : .success
    }

    /// Judges the payload file (`-`: standard input) and writes the verdicts on stdout.
    private static func judge(_ path: String, with check: PayloadCheck, maxLine: Int, io: CommandIO) throws(CLIError) -> CheckCounts {
        func unreadable(_ error: SystemError) -> CLIError {
            .unreadable(path: path, reason: error.isNoSuchFile ? CLIText.noSuchFile : error.description)
        }
        var reader: LineReader
        do { reader = path == "-" ? .standardInput(maxLine: maxLine) : try LineReader(path: io.resolve(path), maxLine: maxLine) } catch {
            throw unreadable(error)
        }
        defer { reader.close() }
        do { return try check.run(&reader, to: io.stdout) } catch { throw unreadable(error) }
    }
}
