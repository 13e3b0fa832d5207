import FormCore

/// `probe --junit FILE`: the probe as JUnit XML, as CI servers read it. One testsuite
/// named after the screen; one testcase for the valid payload, then one per case
/// (`classname` the field's key, `name` the case's name): a `failure` for a verdict other
/// than `same` (its message the verdict and the likely cause; formsh's and the server's
/// verdicts and the `curl` line in its text), `skipped` with the reason
/// for a case without a payload. Secure values are never written. Text is XML-escaped;
/// control characters other than tab and newline are removed.
public enum ProbeJUnit {
    public static func render(_ outcome: ProbeRun.Outcome, form: Form, valid: JSONObject, curl: ProbeCurl? = nil)
        -> String
    {
        let report = ProbeReport(form: form, valid: valid, curl: curl)
        let results = outcome.results
        let failures =
            results.filter { $0.verdict != nil && $0.verdict != .same }.count + (outcome.validAccepted ? 0 : 1)
        let skipped = results.filter { $0.verdict == nil }.count
        let suite = "formsh probe \(form.screenId)"
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites tests=\"\(results.count + 1)\" failures=\"\(failures)\" errors=\"0\">\n"
        out +=
            "  <testsuite name=\"\(XMLText.escaped(suite))\" tests=\"\(results.count + 1)\" failures=\"\(failures)\" errors=\"0\" skipped=\"\(skipped)\">\n"
        out += "    <testcase classname=\"\(XMLText.escaped(form.screenId))\" name=\"\(ProbeText.validPayload)\""
        out +=
            outcome.validAccepted
            ? "/>\n"
            : ">\n      <failure message=\"the valid payload was not accepted\" type=\"server rejects valid\"/>\n    </testcase>\n"
        for r in results {
            out +=
                "    <testcase classname=\"\(XMLText.escaped(r.probeCase.field.key))\" name=\"\(XMLText.escaped(r.probeCase.name))\""
            switch r.verdict {
            case .same?: out += "/>\n"
            case nil:
                let reason: String
                if case .impossible(let why) = r.probeCase.outcome {
                    reason = why
                } else {
                    reason = ProbeText.withoutPayload
                }
                out += ">\n      <skipped message=\"\(XMLText.escaped(reason))\"/>\n    </testcase>\n"
            case let verdict?:
                let text = report.lines(r).dropFirst().map { $0.drop { $0 == " " } }.joined(separator: "\n")
                let message = verdict.rawValue + (r.cause.map { ": \($0.rawValue)" } ?? "")
                out +=
                    ">\n      <failure message=\"\(XMLText.escaped(message))\" type=\"\(XMLText.escaped(verdict.rawValue))\">\(XMLText.escaped(text))</failure>\n    </testcase>\n"
            }
        }
        out += "  </testsuite>\n</testsuites>\n"
        return out
    }
}
