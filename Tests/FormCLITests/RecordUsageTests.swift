import FormCLI
import FormSystem
import TestSupport
import Testing

/// `record`'s usage errors end with record's usage line, whichever check finds them: its
/// own options, `run`'s, and the headers and the endpoint, checked before the form is
/// prompted; nothing is written.
@Suite struct RecordUsageTests {
    static let usage = "Usage: formsh record FORM -o FILE [--scenario-out SCENARIO] [run options]\n"

    @Test(arguments: [
        (
            ["--endpoint", "ftp://ариза.uz/x"],
            "Error: --endpoint 'ftp://ариза.uz/x': ftp: URLs are not supported (only http and https)\n"
        ),
        (
            ["--header-env", "X-Token=FORMSH_UNSET_TOKEN"],
            "Error: --header-env X-Token=FORMSH_UNSET_TOKEN: FORMSH_UNSET_TOKEN is not set\n"
        ),
        (["--timeout", "x"], "Error: --timeout takes a number of seconds (0 < s ≤ 3600), not 'x'\n"),
    ])
    func aRecordErrorShowsRecordsUsage(extra: [String], error: String) throws {
        let folder = try TemporaryFolder("record-usage")
        let gate = OutputGate()
        let (out, err) = (gate.capture(), gate.capture())
        // Scripted input: the session would not harden the test process.
        let io = CommandIO(
            gate: gate, stdout: out, stderr: err, environment: [:], workingDirectory: Repository.root,
            scriptedInput: [])
        let status = FormshCLI.run(["record", "forms/delivery.json", "-o", folder.file("t.t")] + extra, io: io)
        #expect(err.text == error + Self.usage)
        #expect(status == .usage)
        #expect(!folder.exists("t.t"))
    }
}
