import FormServe
import Foundation
import TestSupport
import Testing

/// `formsh probe` in-process against the mock backend on loopback (real HTTP): what the
/// server receives, the exit codes, and refusals before anything is sent.
@Suite struct ProbeCommandTests {
    static let form = "Tests/Fixtures/probe/client/signup.json"
    static let valid = "Tests/Fixtures/probe/valid.json"

    @Test func everyRequestCarriesTheHeadersAndAFreshIdempotencyKey() throws {
        let server = MockServer(formsDirectory: Repository.root + "/Tests/Fixtures/probe/client")
        try server.start()
        defer { server.stop() }
        let run = CLIRun([
            "probe", Self.form, "--valid", Self.valid, "--endpoint", server.url + "/api/v1/signup",
            "--header", "X-Dry-Run: yes", "--json", "--jobs", "3", "--cases", "boundaries,graphemes",
        ])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        let requests = server.requests
        // The valid payload and the 50 cases with a payload (51 cases, one without).
        #expect(requests.count == 51)
        #expect(requests.allSatisfy { $0.header("X-Dry-Run") == "yes" })
        let keys = requests.compactMap { $0.header("Idempotency-Key") }
        #expect(keys.count == 51 && Set(keys).count == 51)
        #expect(requests.first?.bodyValid == true)
        #expect(requests.filter { $0.bodyValid == true }.count == 1 + 20)
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.count == 53)
        #expect(
            lines.last
                == #"{"kind":"summary","cases":51,"same":50,"otherWording":0,"serverAccepts":0,"serverRejectsValid":0,"withoutPayload":1,"causes":{}}"#
        )
    }

    @Test func aDryRunSendsNothingAndNeedsNoEndpoint() throws {
        let run = CLIRun([
            "probe", Self.form, "--valid", Self.valid, "--dry-run", "--only", "age,terms", "--cases", "boundaries",
        ])
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 8)
        #expect(
            lines[1]
                == #"{"name": "age 1. min 18: below", "field": "age", "number": 1, "rule": "min", "parameter": 18, "family": "boundaries", "case": "below", "expected": "rejected", "payload": {"name": "Ann", "phone": "+998901234567", "age": 17, "card": "4111111111111111", "password": "correct horse", "password_again": "correct horse", "contact": "email", "email": "ann@example.com", "terms": true}, "valid": false, "errors": {"age": "Age: at least 18"}}"#
        )
        #expect(lines.last?.hasPrefix(#"{"name": "terms 1. required: filled", "#) == true)
    }

    @Test func withoutValidAPayloadIsBuiltAndShown() throws {
        let server = MockServer(formsDirectory: Repository.root + "/Tests/Fixtures/probe/client")
        try server.start()
        defer { server.stop() }
        let run = CLIRun([
            "probe", Self.form, "--endpoint", server.url + "/api/v1/signup", "--only", "age", "--cases",
            "boundaries,graphemes",
        ])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(
            lines.first?.hasPrefix(
                #"valid payload built from the rules: {"name": "Ab1", "phone": "+998111111111", "age": 19, "card": "••••""#
            ) == true)
        #expect(
            lines.last
                == "4 cases: 4 same, 0 other wording, 0 server accepts, 0 server rejects valid, 0 without a payload")
    }

    @Test func aFormWithoutAPossibleValueNamesTheField() throws {
        let folder = try TemporaryFolder("probe")
        let path = try folder.write(
            "f.json",
            #"{"screenId": "s", "version": "1", "components": [{"id": "k", "type": "text_input", "props": {"label": "Kod", "stateKey": "kod"}, "validations": [{"rule": "required", "errorMessage": "R"}, {"rule": "regex", "pattern": "^(?=x)y$", "errorMessage": "Kod notoʻgʻri"}]}]}"#
        )
        for command in [["probe", path, "--dry-run"], ["vectors", path]] {
            let run = CLIRun(command)
            #expect(run.status == 1)
            #expect(
                run.stderr.hasPrefix(
                    "Error: cannot build a valid payload: no value found for kod (every value tried breaks regex); give one with --valid"
                ), "\(run.stderr)")
        }
    }

    @Test func junitHasOneTestcasePerCase() throws {
        let server = MockServer(formsDirectory: Repository.root + "/Tests/Fixtures/probe/server")
        try server.start()
        defer { server.stop() }
        let folder = try TemporaryFolder("probe")
        let junit = folder.file("probe.xml")
        let run = CLIRun([
            "probe", Self.form, "--valid", Self.valid, "--endpoint", server.url + "/api/v1/signup", "--junit", junit,
            "--cases", "boundaries,graphemes",
        ])
        #expect(run.status == 1)
        let xml = try String(contentsOfFile: junit, encoding: .utf8)
        #expect(xml.components(separatedBy: "<testcase ").count - 1 == 52)
        #expect(xml.contains(#"<testsuite name="formsh probe signup" tests="52" failures="3" errors="0" skipped="1">"#))
        #expect(
            xml.contains(
                "<failure message=\"other wording\" type=\"other wording\">sent:   name = &quot;A&quot;\nlocal:  Name: at least 2 characters\nserver: HTTP 422 Name is too short\ncurl:   curl --request POST &apos;\(server.url)/api/v1/signup&apos; --header &apos;Content-Type: application/json&apos; --data-raw &apos;{&quot;name&quot;:&quot;A&quot;,"
            ))
        #expect(xml.contains(#"<testcase classname="age" name="age 2. max 120: above">"#))
        #expect(xml.contains(#"<failure message="server accepts" type="server accepts">"#))
        #expect(xml.contains(#"<skipped message="no value tried breaks it"/>"#))
        #expect(!xml.contains("4111111111111111"))
    }

    @Test func aPayloadTheFormRejectsIsNotSent() throws {
        let server = MockServer(formsDirectory: Repository.root + "/Tests/Fixtures/probe/client")
        try server.start()
        defer { server.stop() }
        let folder = try TemporaryFolder("probe")
        let path = try folder.write("p.json", #"{"name": "A"}"#)
        let run = CLIRun(["probe", Self.form, "--valid", path, "--endpoint", server.url + "/api/v1/signup"])
        #expect(run.status == 1)
        #expect(
            run.stdout.hasPrefix(
                "valid payload: rejected locally (name: Name: at least 2 characters; phone: Enter your phone;"))
        #expect(server.requests.isEmpty)
    }

    @Test(arguments: [
        (["probe", form, "--valid", valid], "Error: missing --endpoint URL (or --dry-run)"),
        (
            ["probe", form, "--dry-run", "--only", "age,nobody"],
            "Error: --only nobody: the form has no field with that key (it has name, phone, age, card, password, password_again, contact, email, promo, terms)"
        ),
        (["probe", form, "--dry-run", "--jobs", "0"], "Error: --jobs takes a whole number from 1 to 64, not '0'"),
        (
            [
                "probe", form, "--valid", valid, "--endpoint", "http://127.0.0.1:9/x", "--junit",
                "/nonexistent/dir/x.xml",
            ], "Error: --junit /nonexistent/dir/x.xml: the folder /nonexistent/dir does not exist"
        ),
        (["probe", "--valid", valid, "--endpoint", "http://127.0.0.1:9/x"], "Error: missing FORM"),
        (
            ["probe", form, "--valid", valid, "--endpoint", "http://127.0.0.1:9/x", "--delay", "-5"],
            "Error: --delay takes milliseconds (0 to 600000), not '-5'"
        ),
        (
            ["probe", form, "--valid", valid, "--endpoint", "ftp://127.0.0.1/x"],
            "Error: --endpoint ftp://127.0.0.1/x: ftp: URLs are not supported (only http and https)"
        ),
        (["probe", form, "--valid", valid, "--endpoint", "http://127.0.0.1:9/x", "--header", "NoColon"], "Error: "),
        // The endpoint is checked before the form is read.
        (
            ["probe", "nope.json", "--valid", valid, "--endpoint", "http://example.com/x"],
            "Error: --endpoint http://example.com/x: Refused http://example.com"
        ),
    ])
    func usageErrorsExitTwo(arguments: [String], message: String) {
        let run = CLIRun(arguments)
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix(message), "\(run.stderr)")
        #expect(run.stderr.contains("Usage: formsh probe FORM --endpoint URL [--valid PAYLOAD.json]"))
    }

    @Test(arguments: [
        (
            ["probe", "nope.json", "--valid", valid, "--endpoint", "http://127.0.0.1:9/x"],
            "Error: cannot read nope.json: no such file"
        ),
        (
            ["probe", form, "--valid", "Tests/Fixtures/check/payloads.jsonl", "--endpoint", "http://127.0.0.1:9/x"],
            "Error: cannot read Tests/Fixtures/check/payloads.jsonl: not JSON"
        ),
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
