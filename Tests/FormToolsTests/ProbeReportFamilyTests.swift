import Foundation
import Testing

@testable import FormCore
@testable import FormTools

/// What `probe` writes of a case a family explains: the cause in text, JSON and JUnit, a
/// long value shortened around what the case is about, left-out keys named as such,
/// numbers as numbers, the count per cause, and a `curl` line a POSIX shell reads back.
@Suite struct ProbeReportFamilyTests {
    static let components =
        textInput(
            "full_name",
            rules:
                #"[{"rule": "required", "errorMessage": "Ismingizni kiriting"}, {"rule": "maxLength", "value": 60, "errorMessage": "Ism 60 belgidan oshmasin"}]"#
        )
        + ","
        + textInput("kod", rules: #"[{"rule": "regex", "pattern": "^[0-9]{6}$", "errorMessage": "Kod: 6 raqam"}]"#)
        + "," + #"{"id": "p", "type": "secure_input", "props": {"label": "P", "stateKey": "passport", "mask": "all"}}"#
    static let valid = #"{"full_name": "Ab1", "kod": "123456", "passport": "AA1234567"}"#

    func cases(_ families: Set<ProbeFamily>) throws -> (Form, JSONObject, [ProbeCase]) {
        let form = try loadScreen(Self.components)
        let valid = try payload(Self.valid)
        let store = try SecretStore(capacity: 256 * 1024)
        return (form, valid, ProbeDeriver(form: form, valid: valid, store: store).deriveAll(families: families))
    }

    static let curl = ProbeCurl(
        endpoint: "http://127.0.0.1:8000/api/v1/loan/apply",
        headers: [
            .literal(name: "X-Note", value: "it's ʻok 👍🏽"), .environment(name: "Authorization", variable: "API_TOKEN"),
        ])

    @Test func aLongValueKeepsItsEndAndTheCauseIsNamed() throws {
        let (form, valid, all) = try cases([.graphemes])
        let at = try #require(all.first { $0.label == "at (👍🏽)" })
        let result = ProbeResult(
            at, answer: ServerAnswer(status: 422, fieldErrors: [("full_name", ["Ism 60 belgidan oshmasin"])]))
        let lines = ProbeReport(form: form, valid: valid, curl: Self.curl).lines(result)
        #expect(
            Array(lines.prefix(5)) == [
                "full_name 2. maxLength 60: at (👍🏽): server rejects valid",
                "  sent:   full_name = \"Ab111…111👍🏽\" (60 characters)",
                "  local:  accepted",
                "  server: HTTP 422 full_name: Ism 60 belgidan oshmasin",
                "  cause:  server counts code points",
            ])
        #expect(lines[5].hasPrefix("  curl:   curl --request POST 'http://127.0.0.1:8000/api/v1/loan/apply'"))
        // Spaces at either end survive the shortening too.
        #expect(ProbeReport.shortened(" " + String(repeating: "ж", count: 50) + " ") == "\" жжжж…жжж \"")
    }

    @Test func jsonNamesLeftOutKeysAndGivesNumbersAsNumbers() throws {
        let (form, valid, all) = try cases([.boundaries, .partial])
        let report = ProbeReport(form: form, valid: valid, curl: Self.curl)
        let leftOut = try #require(all.first { $0.label == "left out" })
        let same = try JSONParser.parse(
            report.json(
                ProbeResult(
                    leftOut, answer: ServerAnswer(status: 422, fieldErrors: [("full_name", ["Ismingizni kiriting"])]))))
        #expect(same.objectValue?["sent"] == .object(JSONObject()))
        #expect(same.objectValue?["leftOut"] == .array([.string("full_name")]))
        #expect(same.objectValue?["cause"] == .null && same.objectValue?["curl"] == nil)
        let above = try #require(all.first { $0.label == "above" })
        let json = try JSONParser.parse(
            report.json(
                ProbeResult(
                    above, answer: ServerAnswer(status: 422, fieldErrors: [("full_name", ["Ism 60 belgidan oshmasin"])])
                )))
        #expect(json.objectValue?["parameter"] == .number("60"))
        #expect(json.objectValue?["number"] == .number("2"))
        #expect(json.objectValue?["family"] == .string("boundaries"))
        let newline = try #require(all.first { $0.label == "no match, newline after" })
        let accepted = try JSONParser.parse(report.json(ProbeResult(newline, answer: ServerAnswer(status: 200))))
            .objectValue
        #expect(accepted?["verdict"] == .string("server accepts"))
        #expect(accepted?["cause"] == .string("server's $ matches before a final newline"))
        #expect(accepted?["family"] == .string("partial"))
        #expect(accepted?["sent"] == .object(JSONObject([("kod", .string("123456\n"))])))
        #expect(
            accepted?["curl"]?.stringValue?.contains(
                #"'{"full_name":"Ab1","kod":"123456\n","passport":"'"$FORMSH_SECRET_PASSPORT"'"}'"#) == true)
    }

    @Test func aNewlineAfterATrimmedSpaceIsPutDownToTrimming() throws {
        let (_, _, all) = try cases([.spaces, .partial])
        let trailing = try #require(all.first { $0.label == "no match, trailing space" })
        let newline = try #require(all.first { $0.label == "no match, newline after" })
        let ok = ServerAnswer(status: 200)
        let first = ProbeResult(trailing, answer: ok)
        #expect(first.cause == .trimsSpaces)
        #expect(ProbeResult(newline, answer: ok, earlier: [first]).cause == .trimsSpaces)
        #expect(ProbeResult(newline, answer: ok, earlier: []).cause == .dollarNewline)
        // A server that found the pattern inside a longer value searches: that explains
        // the spaces and the newline too.
        let after = try #require(all.first { $0.label == "no match, character after" })
        let searched = ProbeResult(after, answer: ok)
        #expect(searched.cause == .partialMatch)
        #expect(ProbeResult(trailing, answer: ok, earlier: [searched]).cause == .partialMatch)
        #expect(ProbeResult(newline, answer: ok, earlier: [searched, first]).cause == .partialMatch)
        // No cause for same, nor for another wording of a rejection.
        #expect(
            ProbeResult(newline, answer: ServerAnswer(status: 422, fieldErrors: [("kod", ["Kod: 6 raqam"])])).cause
                == nil)
        #expect(ProbeResult(newline, answer: ServerAnswer(status: 422, fieldErrors: [("kod", ["bad"])])).cause == nil)
    }

    @Test func theSummaryCountsPerCauseAndJUnitNamesIt() throws {
        let (form, valid, all) = try cases([.spaces, .partial])
        // A server that accepts everything: every case here is one formsh rejects. The
        // maxLength spaces are trimmed; the pattern's spaces and newline are put down to
        // the search that also found it inside a longer value.
        #expect(all.filter { !$0.expectsRejection }.isEmpty)
        var results: [ProbeResult] = []
        for c in all { results.append(ProbeResult(c, answer: ServerAnswer(status: 200), earlier: results)) }
        let report = ProbeReport(form: form, valid: valid)
        #expect(
            report.summary(results, json: false)
                == "8 cases: 0 same, 0 other wording, 8 server accepts, 0 server rejects valid, 0 without a payload; causes: 2 server trims spaces, 1 server takes spaces for a value, 5 server matches part of the value"
        )
        let json = try JSONParser.parse(report.summary(results, json: true)).objectValue
        #expect(
            json?["causes"]
                == .object(
                    JSONObject([
                        ("server trims spaces", .number("2")), ("server takes spaces for a value", .number("1")),
                        ("server matches part of the value", .number("5")),
                    ])))
        let xml = ProbeJUnit.render(
            ProbeRun.Outcome(validAccepted: true, results: results), form: form, valid: valid, curl: Self.curl)
        #expect(
            xml.contains(#"<failure message="server accepts: server matches part of the value" type="server accepts">"#)
        )
        #expect(xml.contains("curl:   curl --request POST"))
    }

    /// Each word as a POSIX shell reads it back: the exact text, Unicode and quotes
    /// included; `--header-env` and secure values from the environment.
    @Test func theCurlLineIsReadBackByAShell() throws {
        let body = JSONObject([
            ("full_name", .string("Oʻg'li \"Ali\" 👍🏽\n")), ("passport", .string("AA1234567")),
            ("summa", .number("999.99999999999999999")),
        ])
        let line = Self.curl.command(body: body, secretKeys: ["passport"])
        #expect(
            line
                == #"curl --request POST 'http://127.0.0.1:8000/api/v1/loan/apply' --header 'Content-Type: application/json' --header 'X-Note: it'\''s ʻok 👍🏽' --header 'Authorization: '"$API_TOKEN" --data-raw '{"full_name":"Oʻg'\''li \"Ali\" 👍🏽\n","passport":"'"$FORMSH_SECRET_PASSPORT"'","summa":999.99999999999999999}'"#
        )
        let words = try shellWords(
            String(line.dropFirst("curl ".count)),
            environment: ["API_TOKEN": "Bearer тест", "FORMSH_SECRET_PASSPORT": "AB7654321"])
        #expect(
            words == [
                "--request", "POST", "http://127.0.0.1:8000/api/v1/loan/apply", "--header",
                "Content-Type: application/json",
                "--header", "X-Note: it's ʻok 👍🏽", "--header", "Authorization: Bearer тест", "--data-raw",
                #"{"full_name":"Oʻg'li \"Ali\" 👍🏽\n","passport":"AB7654321","summa":999.99999999999999999}"#,
            ])
        #expect(ProbeCurl.variable(for: "card-number.2") == "FORMSH_SECRET_CARD_NUMBER_2")
        // A variable no shell can name is read with printenv (bash passes it on; dash drops it).
        let odd = ProbeCurl(
            endpoint: "http://127.0.0.1:1/x", headers: [.environment(name: "X-Kalit", variable: "kalit-1")]
        )
        .command(body: JSONObject([("a", .number("1"))]))
        #expect(odd.contains(#"--header 'X-Kalit: '"$(printenv 'kalit-1')""#))
        #expect(
            try shellWords(
                String(odd.dropFirst("curl ".count)), environment: ["kalit-1": "qiymatʻ", "PATH": "/usr/bin:/bin"],
                shell: "/bin/bash"
            ).contains("X-Kalit: qiymatʻ"))
    }

    /// The words `sh` makes of a line, one per line of `printf '%s\n'` (none holds a raw newline).
    private func shellWords(_ line: String, environment: [String: String], shell: String = "/bin/sh") throws -> [String]
    {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: shell)
        process.arguments = ["-c", "printf '%s\\0' " + line]
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).split(separator: "\0", omittingEmptySubsequences: false).dropLast()
            .map(String.init)
    }
}
