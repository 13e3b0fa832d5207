import FormCore
import Foundation
import TestSupport
import Testing

@testable import FormServe

private func decode(_ json: String, directory: String = Fixtures.forms) throws(ScenarioError) -> Scenario {
    try Scenario.decode(Array(json.utf8), directory: directory, source: "test.json")
}

private func issues(_ json: String, directory: String = Fixtures.forms) -> [ScenarioIssue] {
    do {
        _ = try decode(json, directory: directory)
        return []
    } catch {
        return error.issues
    }
}

@Suite struct ScenarioTests {
    @Test func loadsTheCardTransferFlow() throws {
        let scenario = try Scenario.load(path: Fixtures.cardTransfer + "/flow.json")
        #expect(scenario.formsDirectory == Fixtures.cardTransfer)
        #expect(scenario.routes.count == 4)
        let confirm = scenario.routes[2]
        #expect(confirm.method == "POST")
        #expect(confirm.path == "/api/v1/transfer/confirm")
        #expect(confirm.when.map(\.key) == ["otp"])
        #expect(confirm.when.first?.value == .string("000000"))
        #expect(confirm.validate)
        #expect(confirm.times == nil)
        #expect(confirm.respond.status == 422)
        #expect(confirm.pointer == "/routes/2")
        guard case .file(let name, let bytes) = scenario.routes[3].respond.body else {
            Issue.record("expected a file body")
            return
        }
        #expect(name == "success.json")
        #expect(bytes == Fixtures.read(Fixtures.cardTransfer + "/success.json"))
    }

    @Test func defaultsAndEveryKey() throws {
        let s = try decode(
            """
            {"$schema": "x", "description": "d", "forms": ".",
             "routes": [
               {"path": "/a", "respond": {}},
               {"method": "put", "path": "/b", "times": 2, "validate": false, "name": "n",
                "respond": {"status": 503, "body": "down", "delayMs": 10, "headers": {"Retry-After": "1"}}},
               {"path": "/c", "respond": {"drop": true, "delayMs": 5}},
               {"path": "/d", "respond": {"json": {"errors": {"x": "y"}}}}
             ]}
            """)
        #expect(s.formsDirectory == Fixtures.forms)
        #expect(s.routes[0].method == "POST")
        #expect(s.routes[0].respond.status == 200)
        #expect(s.routes[0].validate)
        guard case .none = s.routes[0].respond.body else {
            Issue.record("expected no body")
            return
        }
        #expect(s.routes[1].method == "PUT")
        #expect(s.routes[1].times == 2)
        #expect(!s.routes[1].validate)
        #expect(s.routes[1].respond.delayMs == 10)
        #expect(s.routes[1].respond.headers == [HTTPHeaderField(name: "Retry-After", value: "1")])
        guard case .text("down") = s.routes[1].respond.body else {
            Issue.record("expected a text body")
            return
        }
        #expect(s.routes[2].respond.drop)
        guard case .json(let j) = s.routes[3].respond.body else {
            Issue.record("expected a JSON body")
            return
        }
        #expect(JSONWriter.string(j) == #"{"errors":{"x":"y"}}"#)
    }

    @Test func formsDefaultsToTheScenarioFolder() throws {
        let folder = try TemporaryFolder("formserve-scenario")
        let dir = folder.path
        Fixtures.write(#"{"routes": []}"#, to: dir + "/s.json")
        let s = try Scenario.load(path: dir + "/s.json")
        #expect(s.formsDirectory == (dir as NSString).standardizingPath)
        #expect(s.routes.isEmpty)
    }

    typealias Bad = (json: String, pointer: String, message: String)
    static let bad: [Bad] = [
        ("[]", "", "a scenario must be a JSON object, found an array"),
        (#"{"routes": {}}"#, "/routes", "must be an array of routes, found an object"),
        (#"{"forms": 3}"#, "/forms", "must be a non-empty string (a folder, relative to the scenario file)"),
        (#"{"forms": "nope"}"#, "/forms", "no such directory: \(Fixtures.forms)/nope"),
        (#"{"rout": []}"#, "/rout", "unknown key \"rout\" (known: forms, routes)"),
        (#"{"routes": [3]}"#, "/routes/0", "a route must be an object, found a number"),
        (#"{"routes": [{"respond": {}}]}"#, "/routes/0", "missing \"path\""),
        (#"{"routes": [{"path": "/a"}]}"#, "/routes/0", "missing \"respond\""),
        (#"{"routes": [{"path": "a", "respond": {}}]}"#, "/routes/0/path", "must be a string starting with \"/\""),
        (
            #"{"routes": [{"method": "PO ST", "path": "/a", "respond": {}}]}"#, "/routes/0/method",
            "must be an HTTP method such as \"POST\""
        ),
        (
            #"{"routes": [{"path": "/a", "when": [1], "respond": {}}]}"#, "/routes/0/when",
            "must be an object of payload fields and the values they must equal"
        ),
        (#"{"routes": [{"path": "/a", "times": 0, "respond": {}}]}"#, "/routes/0/times", "must be a positive integer"),
        (
            #"{"routes": [{"path": "/a", "times": 1.5, "respond": {}}]}"#, "/routes/0/times",
            "must be a positive integer"
        ),
        (
            #"{"routes": [{"path": "/a", "validate": "no", "respond": {}}]}"#, "/routes/0/validate",
            "must be true or false"
        ),
        (
            #"{"routes": [{"path": "/a", "wehn": {}, "respond": {}}]}"#, "/routes/0/wehn",
            "unknown key \"wehn\" (known: method, path, respond, times, validate, when)"
        ),
        (#"{"routes": [{"path": "/a", "respond": []}]}"#, "/routes/0/respond", "must be an object, found an array"),
        (
            #"{"routes": [{"path": "/a", "respond": {"status": 99}}]}"#, "/routes/0/respond/status",
            "must be an HTTP status from 200 to 599"
        ),
        (
            #"{"routes": [{"path": "/a", "respond": {"status": "200"}}]}"#, "/routes/0/respond/status",
            "must be an HTTP status from 200 to 599"
        ),
        (
            #"{"routes": [{"path": "/a", "respond": {"json": {}, "body": ""}}]}"#, "/routes/0/respond",
            "give at most one of \"json\", \"file\" and \"body\" (found \"json\", \"body\")"
        ),
        (
            #"{"routes": [{"path": "/a", "respond": {"file": "missing.json"}}]}"#, "/routes/0/respond/file",
            "cannot read \(Fixtures.forms)/missing.json (no such file)"
        ),
        (
            #"{"routes": [{"path": "/a", "respond": {"file": ""}}]}"#, "/routes/0/respond/file",
            "must be a file name, relative to the forms folder"
        ),
        (
            #"{"routes": [{"path": "/a", "respond": {"body": {}}}]}"#, "/routes/0/respond/body",
            "must be a string (raw response text); use \"json\" for a JSON value"
        ),
        (
            #"{"routes": [{"path": "/a", "respond": {"delayMs": -1}}]}"#, "/routes/0/respond/delayMs",
            "must be an integer from 0 to 600000"
        ),
        (#"{"routes": [{"path": "/a", "respond": {"drop": 1}}]}"#, "/routes/0/respond/drop", "must be true or false"),
        (
            #"{"routes": [{"path": "/a", "respond": {"drop": true, "status": 500}}]}"#, "/routes/0/respond",
            "\"drop\" closes the connection without answering, so \"status\" has no effect; remove it"
        ),
        (
            #"{"routes": [{"path": "/a", "respond": {"headers": {"Content-Length": "1"}}}]}"#,
            "/routes/0/respond/headers/Content-Length",
            "the server writes Content-Length itself"
        ),
        (
            #"{"routes": [{"path": "/a", "respond": {"headers": {"X-A": 1}}}]}"#, "/routes/0/respond/headers/X-A",
            "must be a string without control characters"
        ),
        (
            #"{"routes": [{"path": "/a", "respond": {"headers": {"a b": "1"}}}]}"#, "/routes/0/respond/headers/a b",
            "not a valid header name"
        ),
        (
            #"{"routes": [{"path": "/a", "respond": {"sttus": 200}}]}"#, "/routes/0/respond/sttus",
            "unknown key \"sttus\" (known: body, delayMs, drop, file, headers, json, status)"
        ),
    ]

    @Test(arguments: bad)
    func malformedScenario(_ b: Bad) {
        let found = issues(b.json)
        #expect(found.map(\.pointer) == [b.pointer], "\(b.json)")
        #expect(found.first?.message == b.message)
    }

    @Test func everyProblemIsReportedWithItsLine() {
        let json = """
            {
              "routes": [
                {"path": "/ok", "respond": {}},
                {"path": "/a", "times": -1,
                 "respond": {"status": 700}},
                {"path": "nope", "respond": {}}
              ]
            }
            """
        do {
            _ = try decode(json)
            Issue.record("expected an error")
        } catch {
            #expect(error.issues.map(\.pointer) == ["/routes/1/times", "/routes/1/respond/status", "/routes/2/path"])
            #expect(error.issues.map(\.line) == [4, 5, 6])
            #expect(
                error.description == """
                    scenario test.json is malformed:
                      /routes/1/times (line 4): must be a positive integer
                      /routes/1/respond/status (line 5): must be an HTTP status from 200 to 599
                      /routes/2/path (line 6): must be a string starting with "/"
                    """)
        }
    }

    @Test func unreadableAndInvalidJSON() {
        #expect(throws: ScenarioError.unreadable(path: "/nonexistent/s.json", reason: "no such file")) {
            try Scenario.load(path: "/nonexistent/s.json")
        }
        #expect(throws: ScenarioError.unreadable(path: Fixtures.forms, reason: "is a directory")) {
            try Scenario.load(path: Fixtures.forms)
        }
        do {
            _ = try decode("{\"routes\": [}")
            Issue.record("expected an error")
        } catch {
            guard case .invalidJSON(let path, let e) = error else {
                Issue.record("wrong error \(error)")
                return
            }
            #expect(path == "test.json")
            #expect(e.line == 1)
        }
    }
}
