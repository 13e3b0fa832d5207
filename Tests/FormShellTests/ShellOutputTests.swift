import FormCore
import Testing

@testable import FormShell

/// What the shell writes where the issue found it wrong: `:fields` columns after `·` and
/// coloured marks, the body of a 2xx that is not a screen, a 500 snippet's last dot,
/// `↳ X: hidden` when nothing was typed, refusals that name the field.
@Suite struct ShellOutputTests {
    @Test(
        arguments: [
            ("·", 1), ("✓", 1), ("✗", 1), ("Кредит суммаси", 14), ("Oʻzbekiston", 11), ("👍🏽", 2), ("👨‍👩‍👧", 2),
            ("e\u{301}", 1), ("中文", 4), ("\u{1B}[32m✓\u{1B}[0m", 1), ("\u{1B}[1mКарта\u{1B}[0m 💳", 8),
            ("a\u{200B}b", 2),
        ] as [(String, Int)])
    func displayWidthIsWhatATerminalDraws(text: String, width: Int) {
        #expect(DisplayWidth.of(text) == width)
    }

    static let form = """
        {"screenId": "kyc", "version": "1", "components": [
          {"id": "a", "type": "text_input", "props": {"label": "Фамилия", "stateKey": "surname"}},
          {"id": "b", "type": "text_input", "props": {"label": "Oʻzbek nomi 🇺🇿", "stateKey": "uz_name"}},
          {"id": "c", "type": "toggle_switch", "props": {"label": "SMS ✉️", "stateKey": "sms"}}]}
        """

    /// With colours on, the value column starts at the same column on every row: the
    /// colour codes around ✓ and ✗ take no width, `·` takes one.
    @Test func fieldsColumnsLineUpWithColoursAndWideText() throws {
        let form = try FormLoader.load(Array(Self.form.utf8), options: FormLoader.Options())
        var flow = try Flow(
            form: form, store: try SecretStore(capacity: 1 << 20), endpoint: "http://127.0.0.1:9/x",
            endpointDescription: "test", canSubmit: false, checkEndpoint: { _ in nil },
            loaderOptions: FormLoader.Options())
        _ = flow.handle(.start)
        for line in ["Иванов", ":set sms yes"] { _ = flow.handle(.line(try FlowTests.typed(line, flow))) }
        let sink = BufferShellSink()
        EffectWriter(out: sink, style: Style(enabled: true)).write(.fields(flow.fieldsRows), flow.state)
        let plain = sink.output.replacing(/\x1B\[[0-9;]*m/, with: "")
        #expect(
            plain.split(separator: "\n").map(String.init) == [
                "  n  key      label           type           state  value",
                "  1  surname  Фамилия         text_input     ✓      Иванов",
                "  2  uz_name  Oʻzbek nomi 🇺🇿  text_input     ·",
                "  3  sms      SMS ✉️          toggle_switch  ✓      yes",
            ])
        #expect(sink.output.contains("\u{1B}[32m✓\u{1B}[0m"), "the marks are coloured (the control)")
    }

    @Test func aFieldHiddenBeforeAnythingWasTypedSaysHiddenOnly() throws {
        let (out, _) = try ShellHarness.run(
            FlowTests.loan,
            [
                ":set income_source other", ":goto income_other", "", ":set income_source salary",
                ":set income_source other", ":goto income_other", "Dividendlar 📈", ":set income_source salary",
            ])
        let replies = out.components(separatedBy: "> :set income_source salary\n").dropFirst().map {
            $0.split(separator: "\n").first.map(String.init)
        }
        #expect(replies.count == 2)
        #expect(out.contains("  ✓ income_source = salary\n  ↳ income_other: hidden\n"))
        #expect(out.contains("  ✓ income_source = salary\n  ↳ income_other: hidden (value wiped)\n"))
    }

    @Test(arguments: [
        (":try amount 1e6", "  ✗ amount: 'e' cannot be typed on the decimalPad keyboard"),
        (":set amount 1e6", "  ✗ amount: 'e' cannot be typed on the decimalPad keyboard"),
        (":try term_months 99", "  ✗ term_months: no option matches \"99\""),
        (":set insurance maybe", "  ✗ insurance: \"maybe\" is not yes or no (y/yes/n/no/true/false)"),
        ("+998 90x", "  ✗ user_phone: 'x' cannot be typed on the phonePad keyboard"),
    ])
    func aRefusalNamesTheFieldAndTryNeverSaysUnchanged(line: String, reply: String) throws {
        let (out, _) = try ShellHarness.run(FlowTests.loan, [line])
        #expect(ShellHarness.reply(out, after: line) == [reply])
        #expect(!out.contains("unchanged"))
    }

    static func submitted(_ status: Int, _ body: String) throws -> String {
        let submitter = ScriptedSubmitter([ShellSubmitTests.answer(status, body)])
        let (out, _, _) = try ShellSubmitTests().run(submitter, ["pickup", "", "", ":submit"])
        return out
    }

    @Test func aSuccessThatIsNotAScreenShowsItsBodyPrettyPrinted() throws {
        let out = try Self.submitted(200, #"{"status":"qabul qilindi","ariza":{"id":"Б-17","eta":"2 kun 🚚"}}"#)
        #expect(
            out.hasSuffix(
                """
                Submitted (HTTP 200).
                  {
                    "status": "qabul qilindi",
                    "ariza": {
                      "id": "Б-17",
                      "eta": "2 kun 🚚"
                    }
                  }

                """))
    }

    @Test func aLongBodyIsCutAfterTwentyLines() throws {
        let out = try Self.submitted(201, (1...25).map { "qator \($0)" }.joined(separator: "\n"))
        let tail = out.components(separatedBy: "Submitted (HTTP 201).\n")[1].split(separator: "\n").map(String.init)
        #expect(tail.count == 21)
        #expect(tail[0] == "  qator 1")
        #expect(tail[19] == "  qator 20")
        #expect(tail[20] == "  … 5 more lines")
    }

    @Test(arguments: [
        ("Server is down...", "The server answered HTTP 500: Server is down... Your values are kept; :submit retries."),
        ("down", "The server answered HTTP 500: down. Your values are kept; :submit retries."),
        ("", "The server answered HTTP 500. Your values are kept; :submit retries."),
        (
            String(repeating: "x", count: 400),
            "The server answered HTTP 500: " + String(repeating: "x", count: 299)
                + "… Your values are kept; :submit retries."
        ),
    ])
    func aSnippetEndsItsSentenceOnce(body: String, line: String) throws {
        let submitter = ScriptedSubmitter([ShellSubmitTests.answer(500, body)])
        let (out, _, _) = try ShellSubmitTests().run(submitter, ["pickup", "", "", ":submit"])
        #expect(out.contains("\n" + line + "\n"))
    }
}
