import FormServe
import Foundation
import Testing

/// `formsh probe` in-process against the mock backend on loopback (real HTTP): what the
/// server receives, the exit codes, and refusals before anything is sent.
@Suite struct ProbeCommandTests {
    static let form = "Tests/Fixtures/probe/client/signup.json"
    static let valid = "Tests/Fixtures/probe/valid.json"

    @Test func everyRequestCarriesTheHeadersAndAFreshIdempotencyKey() throws {
        let server = MockServer(formsDirectory: Fixtures.repository + "/Tests/Fixtures/probe/client")
        try server.start()
        defer { server.stop() }
        let run = CLIRun(["probe", Self.form, "--valid", Self.valid, "--endpoint", server.url + "/api/v1/signup",
                          "--header", "X-Dry-Run: yes", "--json"])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        let requests = server.requests
        // The valid payload and the 17 rules a payload breaks alone.
        #expect(requests.count == 18)
        #expect(requests.allSatisfy { $0.header("X-Dry-Run") == "yes" })
        let keys = requests.compactMap { $0.header("Idempotency-Key") }
        #expect(keys.count == 18 && Set(keys).count == 18)
        #expect(requests.first?.bodyValid == true)
        #expect(requests.dropFirst().allSatisfy { $0.bodyValid == false })
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.count == 20)
        #expect(lines.last == #"{"kind":"summary","rules":18,"same":17,"otherWording":0,"serverAccepts":0,"serverRejectsValid":0,"withoutPayload":1}"#)
    }

    @Test func aPayloadTheFormRejectsIsNotSent() throws {
        let server = MockServer(formsDirectory: Fixtures.repository + "/Tests/Fixtures/probe/client")
        try server.start()
        defer { server.stop() }
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("probe-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("p.json").path
        try #"{"name": "A"}"#.write(toFile: path, atomically: true, encoding: .utf8)
        let run = CLIRun(["probe", Self.form, "--valid", path, "--endpoint", server.url + "/api/v1/signup"])
        #expect(run.status == 1)
        #expect(run.stdout.hasPrefix("valid payload: rejected locally (name: Name: at least 2 characters; phone: Enter your phone;"))
        #expect(server.requests.isEmpty)
    }

    @Test(arguments: [
        (["probe", form, "--endpoint", "http://127.0.0.1:9/x"], "Error: missing --valid PAYLOAD.json"),
        (["probe", form, "--valid", valid], "Error: missing --endpoint URL"),
        (["probe", "--valid", valid, "--endpoint", "http://127.0.0.1:9/x"], "Error: missing FORM"),
        (["probe", form, "--valid", valid, "--endpoint", "http://127.0.0.1:9/x", "--delay", "-5"], "Error: --delay takes milliseconds (0 to 600000), not '-5'"),
        (["probe", form, "--valid", valid, "--endpoint", "ftp://127.0.0.1/x"], "Error: --endpoint ftp://127.0.0.1/x: ftp: URLs are not supported (only http and https)"),
        (["probe", form, "--valid", valid, "--endpoint", "http://127.0.0.1:9/x", "--header", "NoColon"], "Error: "),
        // The endpoint is checked before the form is read.
        (["probe", "nope.json", "--valid", valid, "--endpoint", "http://example.com/x"], "Error: --endpoint http://example.com/x: Refused http://example.com"),
    ])
    func usageErrorsExitTwo(arguments: [String], message: String) {
        let run = CLIRun(arguments)
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix(message), "\(run.stderr)")
        #expect(run.stderr.contains("Usage: formsh probe FORM --valid PAYLOAD.json --endpoint URL"))
    }

    @Test(arguments: [
        (["probe", "nope.json", "--valid", valid, "--endpoint", "http://127.0.0.1:9/x"], "Error: cannot read nope.json: no such file"),
        (["probe", form, "--valid", "Tests/Fixtures/check/payloads.jsonl", "--endpoint", "http://127.0.0.1:9/x"], "Error: cannot read Tests/Fixtures/check/payloads.jsonl: not JSON"),
    ])
    func unreadableInputExitsThree(arguments: [String], message: String) {
        let run = CLIRun(arguments)
        #expect(run.status == 3, "\(run.stderr)")
        #expect(run.stderr.hasPrefix(message), "\(run.stderr)")
    }

    @Test func noAnswerEndsTheProbe() {
        let run = CLIRun(["probe", Self.form, "--valid", Self.valid, "--endpoint", "http://127.0.0.1:9/x"])
        #expect(run.status == 1)
        #expect(run.stderr.hasPrefix("Error: No connection to 127.0.0.1:9"), "\(run.stderr)")
        #expect(run.stdout.isEmpty)
    }
}
