import FormCore
import FormReplay
import FormServe
import FormSubmit
import FormSystem
import TestSupport
import Testing

@testable import FormCLI

/// The one funnel: every error's exact text on stderr and its exit status (docs/contract.md, "Command line").
@Suite struct FunnelTests {
    static let cases: [(CLIError, String, ExitCode)] = [
        (
            .usage("missing FORM", command: "lint"),
            "Error: missing FORM\nUsage: formsh lint FORM... [--json] [--client-version X]\n", .usage
        ),
        (
            .usage("unknown command 'lnt'", command: nil),
            "Error: unknown command 'lnt'\nUsage: formsh [run] FORM [options] | formsh COMMAND ... (formsh --help lists them)\n",
            .usage
        ),
        (
            .unreadable(path: "a.jsonl", reason: "no such file"), "Error: cannot read a.jsonl: no such file\n",
            .unreadableInput
        ),
        (
            .formNotLoaded(source: "f.json", reason: "invalid JSON at line 1, column 2: x"),
            "Error: f.json: invalid JSON at line 1, column 2: x\n", .unreadableInput
        ),
        (
            .loadCancelled(source: "https://example.com/f.json"), "Error: https://example.com/f.json: cancelled\n",
            .signal(2)
        ),
        (
            .notHardened(.coreDumps),
            "Error: cannot disable core dumps (setrlimit RLIMIT_CORE): refusing to start\n", .failure
        ),
        (
            .session(.valueStore(.full(requested: 10, capacity: 4096))),
            "Error: the value store is full: 10 more bytes do not fit in 4 KiB\n", .failure
        ),
        (
            .toolValueStore(.full(requested: 10, capacity: 4096)),
            "Error: cannot set up the value store: the value store is full: 10 more bytes do not fit in 4 KiB\n",
            .failure
        ),
        (
            .scenario(.unreadable(path: "/work/s.json", reason: "no such file"), named: "s.json"),
            "Error: cannot read s.json: no such file\n", .unreadableInput
        ),
        (
            .scenario(
                .invalid(
                    path: "s.json", issues: [ScenarioIssue("/routes", "must be an array of routes, found an object")]),
                named: "s.json"),
            "Error: scenario s.json is malformed:\n  /routes: must be an array of routes, found an object\n",
            .unreadableInput
        ),
        (
            .mock(.notStarted(reason: "port 0 busy")), "Error: cannot start the built-in mock backend: port 0 busy\n",
            .failure
        ),
        (
            .mock(.scenario(.unreadable(path: "/work/s.json", reason: "no such file"), named: "s.json")),
            "Error: cannot read s.json: no such file\n", .unreadableInput
        ),
        (
            .serverNotStarted(.portInUse(8080)),
            "Error: port 8080 on 127.0.0.1 is already in use (choose another with --port, or 0 for any free port)\n",
            .failure
        ),
        (
            .serverNotStarted(.formsDirectory(path: "/w/forms", reason: "no such directory")),
            "Error: cannot read /w/forms: no such directory\n", .unreadableInput
        ),
        (.session(.shellNotStarted("the form has no input fields")), "Error: the form has no input fields\n", .failure),
        (
            .transcript(.notFound(path: "t/", reason: "no transcripts (*.t) in this directory")),
            "Error: t/: no transcripts (*.t) in this directory\n", .failure
        ),
        (
            .transcript(.unreadable(path: "a.t", reason: "is a directory")), "Error: cannot read a.t: is a directory\n",
            .unreadableInput
        ),
        (
            .transcript(.malformed(path: "a.t", line: 3, problem: .noSession)),
            "Error: a.t:3: \(TranscriptProblem.noSession)\n", .unreadableInput
        ),
        (
            .replay(.transcripts(.notFound(path: "x.t", reason: "no such file or directory"))),
            "Error: x.t: no such file or directory\n", .failure
        ),
        (
            .replay(
                .problems([
                    .unreadable(path: "a.t", reason: "cannot read it"),
                    .malformed(path: "b.t", line: 1, problem: .noSession),
                ])),
            "Error: a.t: cannot read it\nError: b.t:1: \(TranscriptProblem.noSession)\n", .unreadableInput
        ),
        (
            .replay(.reportNotWritten(path: "r.xml", SystemError(code: 13))),
            "Error: cannot write r.xml: Permission denied\n", .unreadableInput
        ),
        (
            .record(.valueStore(.full(requested: 1, capacity: 8192))),
            "Error: the value store is full: 1 more bytes do not fit in 8 KiB\n", .failure
        ),
        (
            .record(.secretInCommandLine(key: "otp")),
            "Error: transcript not saved: the secret value typed for otp is in a line that cannot hide it (the command line)\n",
            .failure
        ),
        (
            .record(.notWritten(path: "x.t", SystemError(code: 2))),
            "Error: cannot write x.t: No such file or directory\n", .failure
        ),
        (
            .probe(.notJudged(.notAnObject("expected a JSON object, found an array"))),
            "Error: the valid payload cannot be judged: expected a JSON object, found an array\n", .failure
        ),
        (
            .probe(.noAnswer(.connection(host: "127.0.0.1:9", reason: "Connection refused"))),
            "Error: No connection to 127.0.0.1:9: Connection refused\n", .failure
        ),
        (
            .probeInput(.usage("--only nope: the form has no field with that key"), path: "", command: "vectors"),
            "Error: --only nope: the form has no field with that key\nUsage: formsh \(VectorsCommand.usage)\n", .usage
        ),
        (
            .probeInput(.unreadable("not JSON (unexpected end)"), path: "v.json", command: "probe"),
            "Error: cannot read v.json: not JSON (unexpected end)\n", .unreadableInput
        ),
        (
            .probeInput(
                .noValidPayload("v.json is not a valid payload: age: Too young"), path: "v.json", command: "probe"),
            "Error: v.json is not a valid payload: age: Too young\n", .failure
        ),
    ]

    @Test(arguments: cases)
    func errorsMapThemselvesToMessageAndStatus(_ error: CLIError, _ stderr: String, _ status: ExitCode) {
        let sink = OutputGate().capture()
        #expect(Funnel.report(error, to: sink) == status)
        #expect(sink.text == stderr)
        #expect(error.messageInfo.exitCode == status)
    }

    @Test func exitCodesAreSpecSectionFour() {
        #expect([ExitCode.success, .failure, .usage, .unreadableInput].map(\.rawValue) == [0, 1, 2, 3])
        #expect(ExitCode.interrupted.rawValue == 130)
        #expect(ExitCode.signal(15).rawValue == 143)
        #expect(ExitCode.signal(1).rawValue == 129)
    }

    /// The command line ends through the funnel: a usage error's text and status.
    @Test func aCommandLineErrorGoesThroughTheFunnel() {
        let run = CLIRun(["check", "--jobs", "0", "Tests/Fixtures/check/form.json", "x.jsonl"])
        #expect(run.status == ExitCode.usage.rawValue)
        #expect(
            run.stderr
                == "Error: --jobs takes a whole number from 1 to 256, not '0'\nUsage: formsh check FORM (PAYLOADS.jsonl [--summary] [--jobs N] [--max-line N] | --vectors FILE) [--json]\n"
        )
        #expect(run.stdout == "")
    }
}
