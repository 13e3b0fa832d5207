import FormCore
import FormTools

/// `formsh lint`: every problem of each schema in one run, as
/// `PATH:LINE:COL: severity: code: message (JSON Pointer)`, sorted by position.
struct LintCommand: Command {
    static let name = "lint"
    static let abstract = "schema problems, as PATH: severity: code: message (JSON Pointer)"
    static let usage = "lint FORM... [--json] [--client-version X]"
    static let help = """
    Options:
      --json                one JSON object per finding and line, with the keys path, pointer,
                            field (the stateKey the pointer falls in), line, column,
                            severity, code and message (null where unknown)
      --client-version X    the app version the screens must support (default \(ClientVersion.current.text))

    Each finding reads PATH:LINE:COL: severity: code: message (JSON Pointer), or
    PATH: severity: code: message (JSON Pointer) when the line is not known. A screen that
    needs a newer client is reported and still analysed.

    Errors: invalid-json, invalid-screen, missing-key, unsupported-client-version,
    visibility-cycle, malformed-component, duplicate-id, missing-state-key,
    duplicate-state-key, empty-options, malformed-rule, missing-error-message,
    unknown-rule, invalid-regex, unknown-field-reference, blocked-url (an endpoint or route
    the app would not open: file:, javascript:, data:, plain http to a public host),
    duplicate-option.
    Warnings: unknown-component, hex-color, duplicate-key, slow-regex, contradictory-rules,
    no-submit, rule-not-applicable (a text rule on a choice or toggle), rule-never-fails,
    rule-never-passes, when-never-true, shared-message (one message for rules that fail
    for different reasons).

    Exit status: 0 no errors (warnings alone are 0), 1 some error, 2 usage,
    3 a file that cannot be read (the other files are still linted).
    """

    static func main(_ arguments: [String], io: CommandIO) throws(CLIError) -> ExitCode {
        var args = ArgumentList(arguments, command: name)
        let json = args.flag("--json")
        let client = try args.option("--client-version").map(ClientVersion.init) ?? .current
        let paths = try args.positionals()
        guard !paths.isEmpty else { throw .usage("missing FORM", command: name) }
        if !client.isWellFormed { throw .usage("--client-version takes a version such as 1.2.0, not '\(client.text)'", command: name) }

        var status = ExitCode.success
        for path in paths {
            let bytes: [UInt8]
            do {
                bytes = try FormSource.bytes(path, io: io)
            } catch {
                // Reported now; the other files are still linted, and the status is 3.
                _ = Funnel.report(error, to: io.stderr)
                status = .unreadableInput
                continue
            }
            let findings = Linter.lint(bytes, clientVersion: client)
            var out = ""
            for f in findings { out += (json ? f.json(path: path) : f.line(path: path)) + "\n" }
            io.stdout.write(out)
            if status == .success, findings.contains(where: { $0.severity == .error }) { status = .failure }
        }
        return status
    }
}
