import FormCore
import FormTools

/// `formsh lint`: every problem of each schema in one run, as
/// `PATH:LINE:COL: severity: code: message (JSON Pointer)`, sorted by position.
struct LintCommand: Command {
    static let name = "lint"
    static let abstract = "schema problems, as PATH: severity: code: message (JSON Pointer)"
    static let usage = "lint FORM... [--json] [--client-version X]"
    static let help = LintHelp.text

    static func main(_ arguments: [String], io: CommandIO) throws(CLIError) -> ExitCode {
        var args = ArgumentList(arguments, command: name)
        let json = args.flag("--json")
        let clientText = try args.option("--client-version")
        let paths = try args.positionals()
        guard !paths.isEmpty else { throw .usage("missing FORM", command: name) }
        let client =
            try args.value(
                clientText, of: "--client-version", expecting: "takes a version such as 1.2.0",
                where: \ClientVersion.isWellFormed) ?? .current

        var status = ExitCode.success
        for path in paths {
            let bytes: [UInt8]
            do { bytes = try FormSource.bytes(path, io: io) } catch {
                // Reported now; the other files are still linted, and the status is 3.
                _ = Funnel.report(error, to: io.stderr)
                status = .unreadableInput
                continue
            }
            let findings = Linter.lint(bytes, clientVersion: client)
            io.stdout.write(LintFinding.text(findings, path: path, json: json))
            if status == .success, findings.contains(where: { $0.severity == .error }) { status = .failure }
        }
        return status
    }
}
