import FormCore

/// The results as JUnit XML, as CI servers read it: one `testsuite` with the counts and
/// the total time, one `testcase` per transcript (`classname` the transcript's
/// directory with `/` as `.`, `name` its file name, `file` its path, `time` in seconds),
/// and for each failed transcript a `failure` holding the reason and the diff, and a
/// `system-out` holding the transcript as the run would have it (its `NAME.t.actual`).
/// The report is written through the output gate, as every file is.
/// Text is XML-escaped; control characters other than tab and newline (which XML 1.0
/// forbids or CI viewers mangle) are removed.
public enum JUnitReport {
    public static func render(_ results: [TranscriptResult], suite: String = "formsh replay") -> String {
        let failures = results.filter { $0.verdict == .failed }.count
        let total = results.reduce(Duration.zero) { $0 + $1.duration }
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out +=
            "<testsuites tests=\"\(results.count)\" failures=\"\(failures)\" errors=\"0\" time=\"\(seconds(total))\">\n"
        out +=
            "  <testsuite name=\"\(XMLText.escaped(suite))\" tests=\"\(results.count)\" failures=\"\(failures)\" errors=\"0\" skipped=\"0\" time=\"\(seconds(total))\">\n"
        for r in results {
            let slash = r.path.lastIndex(of: "/")
            let directory = slash.map { String(r.path[..<$0]) } ?? ""
            let name = slash.map { String(r.path[r.path.index(after: $0)...]) } ?? r.path
            let classname = directory.split(separator: "/").filter { $0 != "." }.joined(separator: ".")
            out +=
                "    <testcase classname=\"\(XMLText.escaped(classname.isEmpty ? "transcripts" : classname))\" name=\"\(XMLText.escaped(name))\" file=\"\(XMLText.escaped(r.path))\" time=\"\(seconds(r.duration))\""
            if r.verdict == .failed {
                let what =
                    r.actualText == nil && r.message != nil
                    ? "the transcript could not run" : "output differs from the transcript"
                out +=
                    ">\n      <failure message=\"\(XMLText.escaped(what))\" type=\"mismatch\">\(XMLText.escaped(r.failureText))</failure>\n"
                if let actual = r.actualText { out += "      <system-out>\(XMLText.escaped(actual))</system-out>\n" }
                out += "    </testcase>\n"
            } else {
                out += "/>\n"
            }
        }
        out += "  </testsuite>\n</testsuites>\n"
        return out
    }

    /// Seconds with three decimals.
    static func seconds(_ d: Duration) -> String {
        let ms = d.components.seconds * 1000 + d.components.attoseconds / 1_000_000_000_000_000
        let whole = ms / 1000
        let frac = ms % 1000
        return "\(whole)." + String(String(frac + 1000).dropFirst())
    }
}
