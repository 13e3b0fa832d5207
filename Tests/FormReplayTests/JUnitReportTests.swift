import Foundation
import Testing

@testable import FormReplay

#if canImport(FoundationXML)
    import FoundationXML
#endif

@Suite struct JUnitReportTests {
    static let results = [
        TranscriptResult(path: "transcripts/loan.t", verdict: .passed, sessions: 2, duration: .milliseconds(1234)),
        TranscriptResult(
            path: "transcripts/sub/a&b.t", verdict: .failed, sessions: 1,
            diff: "--- a\n+++ b\n@@ -1 +1 @@\n-<x> \"q\" 'a'\n+bell\u{07} esc\u{1B}[31m del\u{7F}\n",
            duration: .milliseconds(5), actualText: "$ formsh a\nbell esc\n[exit 0]\n"),
        TranscriptResult(
            path: "top.t", verdict: .failed, sessions: 1,
            message: "top.t:3: environment variable X is not set"),
    ]

    @Test func exactText() {
        #expect(
            JUnitReport.render(Self.results) == """
                <?xml version="1.0" encoding="UTF-8"?>
                <testsuites tests="3" failures="2" errors="0" time="1.239">
                  <testsuite name="formsh replay" tests="3" failures="2" errors="0" skipped="0" time="1.239">
                    <testcase classname="transcripts" name="loan.t" file="transcripts/loan.t" time="1.234"/>
                    <testcase classname="transcripts.sub" name="a&amp;b.t" file="transcripts/sub/a&amp;b.t" time="0.005">
                      <failure message="output differs from the transcript" type="mismatch">--- a
                +++ b
                @@ -1 +1 @@
                -&lt;x&gt; &quot;q&quot; &apos;a&apos;
                +bell esc[31m del
                </failure>
                      <system-out>$ formsh a
                bell esc
                [exit 0]
                </system-out>
                    </testcase>
                    <testcase classname="transcripts" name="top.t" file="top.t" time="0.000">
                      <failure message="the transcript could not run" type="mismatch">top.t:3: environment variable X is not set
                </failure>
                    </testcase>
                  </testsuite>
                </testsuites>

                """)
    }

    /// Counts elements and checks that XMLParser reads the whole document.
    final class Counter: NSObject, XMLParserDelegate {
        var elements: [String: Int] = [:]
        var failureText = ""
        var inFailure = false
        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            elements[name, default: 0] += 1
            inFailure = name == "failure"
        }
        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            inFailure = false
        }
        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if inFailure { failureText += string }
        }
    }

    @Test func parsesAsXML() {
        let parser = XMLParser(data: Data(JUnitReport.render(Self.results).utf8))
        let counter = Counter()
        parser.delegate = counter
        #expect(parser.parse(), "\(String(describing: parser.parserError))")
        #expect(counter.elements == ["testsuites": 1, "testsuite": 1, "testcase": 3, "failure": 2, "system-out": 1])
        #expect(counter.failureText.contains("-<x> \"q\" 'a'"))
    }

    @Test(arguments: [
        (Duration.zero, "0.000"), (.milliseconds(1), "0.001"), (.seconds(61), "61.000"), (.microseconds(2500), "0.002"),
    ])
    func seconds(duration: Duration, text: String) {
        #expect(JUnitReport.seconds(duration) == text)
    }
}
