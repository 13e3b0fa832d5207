import Foundation
import TestSupport
import Testing

/// `check`'s text output names keys no field has and shows the schema's messages: both
/// come from others' data, so their control and bidirectional-formatting characters are
/// shown as escapes (`\x1b`, `\u{202e}`), as the shell shows a schema's text and as
/// `check --id` shows an id; a verdict stays on its line. JSON output keeps the text.
@Suite struct CheckVisibleTextTests {
    static let form = """
        {"screenId": "s", "version": "1.0.0", "title": "T", "components": [
          {"id": "n", "type": "text_input", "props": {"label": "Ism", "stateKey": "name"},
           "validations": [{"rule": "required", "errorMessage": "Ismni kiriting\\u001b[2J\\u202e"}]}
        ]}
        """

    /// Line 1: an unknown key holding an escape sequence; line 2: one with Cyrillic, Uzbek ʻ,
    /// a tab, a newline and a right-to-left override; line 3: the schema's message.
    static let payloads = """
        {"name": "Oʻgʻil 🙂", "x\\u001b[31mRED": 1}
        {"name": "Олим", "ключʻ\\t\\n\\u202eоп": 2}
        {"name": ""}

        """

    @Test func textOutputEscapesKeysAndMessages() throws {
        let folder = try TemporaryFolder("check-visible")
        let form = try folder.write("form.json", Self.form)
        let payloads = try folder.write("p.jsonl", Self.payloads)
        let run = CLIRun(["check", form, payloads, "--summary"])
        #expect(
            run.stdout == """
                1: x\\x1b[31mRED: unknown key: no field has it
                2: ключʻ\\x09\\x0a\\u{202e}оп: unknown key: no field has it
                3: name: Ismni kiriting\\x1b[2J\\u{202e}
                3 payloads: 0 valid, 3 invalid
                failures per field and rule:
                  1  name required
                  1  x\\x1b[31mRED unknownKey
                  1  ключʻ\\x09\\x0a\\u{202e}оп unknownKey

                """)
        #expect(!run.stdout.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x202E })
        #expect(run.status == 1)
    }

    @Test func jsonOutputKeepsTheTextAsJSONEscapes() throws {
        let folder = try TemporaryFolder("check-visible")
        let form = try folder.write("form.json", Self.form)
        let payloads = try folder.write("p.jsonl", Self.payloads)
        let run = CLIRun(["check", form, payloads, "--json"])
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(
            lines.first
                == #"{"line": 1, "valid": false, "errors": {"x\u001b[31mRED": "unknown key: no field has it"}, "rules": {"x\u001b[31mRED": "unknownKey"}}"#
        )
        #expect(lines.contains { $0.contains(#""name": "Ismni kiriting\u001b[2J"#) })
    }

    /// A vector's name and the keys of its errors come from someone else's file: a tab or a
    /// newline in them would split the verdict line, so they are escaped as ids are.
    @Test func aVectorsNameAndKeysStayOnTheVerdictLine() throws {
        let folder = try TemporaryFolder("check-visible")
        let form = try folder.write("form.json", Self.form)
        let vectors = try folder.write(
            "v.jsonl",
            #"{"name": "bo\tsh\nим 🙂", "payload": {"name": ""}, "valid": false, "errors": {"ism\tкл\n🙂": "m"}}"#
                + "\n")
        let run = CLIRun(["check", form, "--vectors", vectors])
        #expect(
            run.stdout == """
                1: bo\\x09sh\\x0aим 🙂: vector: invalid (ism\\x09кл\\x0a🙂: m); formsh: invalid (name: Ismni kiriting\\x1b[2J\\u{202e})
                1 vector: 0 agree, 1 differs

                """)
        #expect(run.status == 1)
    }
}
