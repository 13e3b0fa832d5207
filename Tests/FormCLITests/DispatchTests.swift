import FormSystem
import TestSupport
import Testing

@testable import FormCLI

/// docs/contract.md, "Command line": an unknown subcommand or option is named as such, with the nearest known one,
/// exit 2, and an unknown subcommand is never taken as a FORM path; a file that is not
/// JSON is exit 3 for every command but `lint` (a finding, exit 1).
@Suite struct DispatchTests {
    static let general = "Usage: formsh [run] FORM [options] | formsh COMMAND ... (formsh --help lists them)\n"

    @Test(
        arguments: [
            (["lnt", "x.json"], "Error: unknown command 'lnt'; did you mean 'lint'?\n" + general),
            (["nope"], "Error: unknown command 'nope'\n" + general),
            (
                ["mesages", "forms/delivery.json"],
                "Error: unknown command 'mesages'; did you mean 'messages'?\n" + general
            ),
            (["chekc", "a", "b"], "Error: unknown command 'chekc'; did you mean 'check'?\n" + general),
            (["comp", "bash"], "Error: unknown command 'comp'; did you mean 'completion'?\n" + general),
            (["help", "rplay"], "Error: unknown command 'rplay'; did you mean 'replay'?\n" + general),
            (["--verison"], "Error: unknown option '--verison'; did you mean '--version'?\n" + general),
            (
                ["lint", "--jsn", "forms/delivery.json"],
                "Error: unknown option '--jsn'; did you mean '--json'?\nUsage: formsh lint FORM... [--json] [--client-version X]\n"
            ),
            (
                ["forms/delivery.json", "--verbos"],
                "Error: unknown option '--verbos'; did you mean '--verbose'?\nUsage: formsh [run] FORM [options]\n"
            ),
            (
                ["forms/delivery.json", "--plian"],
                "Error: unknown option '--plian'; did you mean '--plain'?\nUsage: formsh [run] FORM [options]\n"
            ),
            (
                ["graph", "forms/delivery.json", "--fromat=dot"],
                "Error: unknown option '--fromat=dot'; did you mean '--format'?\nUsage: formsh graph FORM [--format mermaid|dot] [--json]\n"
            ),
            (
                ["messages", "--wat", "forms/delivery.json"],
                "Error: unknown option '--wat'\nUsage: formsh messages FORM [--json]\n"
            ),
        ] as [([String], String)])
    func unknownWordsAreNamedWithTheNearestKnownOne(arguments: [String], stderr: String) {
        let run = CLIRun(arguments)
        #expect(run.stderr == stderr)
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
    }

    /// A word shaped like a path, an existing file or folder, or a URL is still a FORM.
    @Test(
        arguments: [
            (["forms/no_such_form.json"], "Error: cannot read forms/no_such_form.json: no such file\n"),
            (["no_such_form.json"], "Error: cannot read no_such_form.json: no such file\n"),
            (["transcripts"], "Error: cannot read transcripts: is a folder, not a file\n"),
            (["Makefile"], "Error: Makefile: invalid JSON at line 1, column 1: unexpected character '#'\n"),
        ] as [([String], String)])
    func aPathIsAFormAndAMissingOneCannotBeRead(arguments: [String], stderr: String) {
        let run = CLIRun(arguments)
        #expect(run.stderr == stderr)
        #expect(run.status == 3)
    }

    static let notJSON = "Tests/Fixtures/lint/invalid-json.json"

    @Test(arguments: [
        ["messages", notJSON], ["check", notJSON, "Tests/Fixtures/check/payloads.jsonl"],
        ["export", "--json-schema", notJSON],
        ["diff", notJSON, "forms/delivery.json"], ["diff", "forms/delivery.json", notJSON], ["graph", notJSON],
        ["cover", notJSON, "transcripts/delivery_happy.t"], ["run", notJSON], [notJSON],
        ["probe", notJSON, "--endpoint", "http://127.0.0.1:9/x", "--valid", "Tests/Fixtures/probe/valid.json"],
        ["probe", "forms/delivery.json", "--endpoint", "http://127.0.0.1:9/x", "--valid", notJSON],
    ])
    func aFileThatIsNotJSONIsExitThree(arguments: [String]) {
        let run = CLIRun(arguments)
        #expect(run.status == 3, "\(arguments): \(run.stderr)")
        #expect(run.stderr.contains("JSON"), "\(run.stderr)")
    }

    @Test func lintReportsAFileThatIsNotJSONAsAFinding() {
        let run = CLIRun(["lint", Self.notJSON])
        #expect(run.status == 1)
        #expect(run.stdout.hasPrefix("\(Self.notJSON):4:18: error: invalid-json: "))
    }

    /// `--help` lines every abstract up at one column, `completion`'s too.
    @Test func helpAlignsEveryCommand() {
        let help = CLIRun(["--help"]).stdout
        let lines = help.components(separatedBy: "\nCommands:\n")[1].split(separator: "\n").prefix {
            $0.hasPrefix("  ")
        }
        #expect(lines.count == FormshCLI.commands.count)
        let columns = Set(
            lines.map { line in
                line.dropFirst(2).firstIndex(of: " ").map { i in
                    line.dropFirst(2)[i...].prefix { $0 == " " }.count
                        + line.dropFirst(2).distance(from: line.dropFirst(2).startIndex, to: i)
                } ?? 0
            })
        #expect(columns == ["completion".count + 2])
        #expect(help.contains("\n  completion  print a completion script"))
    }

    /// `help run` names every variable a session reads, each on a line of its own.
    @Test func helpRunListsTheEnvironmentASessionReads() {
        let help = CLIRun(["help", "run"]).stdout
        let environment = help.components(separatedBy: "\nEnvironment:\n").dropFirst().first ?? ""
        for name in ["FORMSH_ENDPOINT", "NO_COLOR", "ACCESSIBLE"] {
            #expect(environment.contains("\n  \(name) ") || environment.hasPrefix("  \(name) "), "\(name) in: \(help)")
        }
    }

    @Test(
        arguments: [
            ("lnt", ["lint", "list"], "lint"), ("rnu", ["run"], "run"), ("--jsno", ["--json"], "--json"),
            ("xyz", ["lint", "check"], nil), ("--x", ["--json"], nil), ("re", ["replay", "record"], nil),
        ] as [(String, [String], String?)])
    func theNearestWord(word: String, among: [String], nearest: String?) {
        #expect(Suggestion.nearest(to: word, among: among) == nearest)
    }

    @Test(arguments: [
        ("kitten", "sitting", 3), ("ab", "ba", 1), ("lint", "lint", 0), ("", "run", 3), ("Кредит", "Кердит", 1),
    ])
    func editDistance(a: String, b: String, distance: Int) {
        #expect(Suggestion.distance(Array(a), Array(b)) == distance)
    }
}
