import FormCore
import FormShell
import FormSystem
import Testing

@testable import FormReplay

@Suite struct RecorderTests {
    /// A rewrite holds for the lines completed after it; a later one of the same text
    /// replaces it; the longest text wins where two match, and a replacement is not
    /// rewritten again (a step's path named in place of the endpoint of every step).
    @Test func rewritesHoldFromWhenTheyAreMadeLongestFirst() {
        let r = Recorder()
        r.begin(arguments: [])
        r.rewrite("endpoint: http://h/x", to: "endpoint: mock")
        r.rewrite("http://h/x", to: "http://h/a")
        r.output("T · endpoint: http://h/x\n")
        r.rewrite("Submitted to http://h/x", to: "Submitted to http://h/x")
        r.rewrite("endpoint: http://h/x", to: "endpoint: http://h/b")
        r.rewrite("http://h/x", to: "http://h/b")
        r.output("Submitted to http://h/x: HTTP 200\nU · endpoint: http://h/x\nsee http://h/x\n")
        r.end(exitCode: 0)
        #expect(
            r.render() == """
                $ formsh
                T · endpoint: mock
                Submitted to http://h/x: HTTP 200
                U · endpoint: http://h/b
                see http://h/b
                [exit 0]

                """)
    }

    @Test func recordsAReplayableTranscript() throws {
        let r = Recorder()
        r.comment("Recorded by formsh record.")
        r.setEndpoint("http://127.0.0.1:40123")
        r.begin(arguments: ["forms/card transfer.json", "--header", "X: it's", "--plain"])
        r.output("Card transfer · endpoint: built-in mock (http://127.0.0.1:40123)\n[1/2] Card")
        r.output(" number\ncard_number>\n")
        r.typed("8600 1234 5678 9012")
        r.output("> looks like input\n$ looks like a command\n[exit looks like an end\n\\d{4}\n{{any}}\n")
        r.output("card_cvv>\n")
        r.typedSecret(variable: "FORMSH_SECRET_CARD_CVV")
        r.typed("{{env:NOT_A_VARIABLE}}")
        r.typed("")
        r.output("Submitted in 12 ms\n")
        r.end(exitCode: 0)
        let text = r.render()
        #expect(
            text == """
                # Recorded by formsh record.
                $ formsh 'forms/card transfer.json' --header 'X: it'\\''s' --plain
                Card transfer · endpoint: built-in mock ({{endpoint}})
                [1/2] Card number
                card_number>
                > 8600 1234 5678 9012
                \\> looks like input
                \\$ looks like a command
                \\[exit looks like an end
                \\\\d{4}
                \\\\{{any}}
                card_cvv>
                > {{env:FORMSH_SECRET_CARD_CVV}}
                > \\{{env:NOT_A_VARIABLE}}
                >
                Submitted in {{ms}} ms
                [exit 0]

                """)
        // What was recorded replays: the same arguments, the same lines to type.
        let t = try Transcript.parse(text, path: "rec.t")
        #expect(t.sessions[0].arguments == ["forms/card transfer.json", "--header", "X: it's", "--plain"])
        let typed = t.lines.compactMap { line -> String? in
            guard case .input(let template) = line.kind else { return nil }
            return try? template.value(in: ["FORMSH_SECRET_CARD_CVV": "123"]).get()
        }
        #expect(typed == ["8600 1234 5678 9012", "123", "{{env:NOT_A_VARIABLE}}", ""])
    }

    @Test func partialLineIsFlushedAtTheNextTypedLineAndAtTheEnd() {
        let r = Recorder()
        r.begin(arguments: ["a.json"])
        r.output("prompt> ")
        r.typed("x")
        r.output("no newline")
        r.end(exitCode: 1)
        #expect(r.render() == "$ formsh a.json\nprompt>\n> x\nno newline\n[exit 1]\n")
    }

    @Test(arguments: [
        ("otp", "FORMSH_SECRET_OTP"), ("card_cvv", "FORMSH_SECRET_CARD_CVV"),
        ("user.pin-2", "FORMSH_SECRET_USER_PIN_2"), ("kód", "FORMSH_SECRET_K_D"),
    ])
    func secretVariableNames(key: String, name: String) {
        #expect(Recorder.secretVariable(for: key) == name)
    }

    @Test func findsASecretThatStillAppears() {
        let r = Recorder()
        r.begin(arguments: ["a.json"])
        r.typedSecret(variable: "FORMSH_SECRET_PIN")
        r.output("Server says: PIN 4711 is wrong\n")
        r.end(exitCode: 1)
        let found: Bool = Array("4711".utf8).withUnsafeBytes { r.contains(secret: $0) }
        let absent: Bool = Array("4712".utf8).withUnsafeBytes { r.contains(secret: $0) }
        let atEnd: Bool = Array("1]\n".utf8).withUnsafeBytes { r.contains(secret: $0) }
        let longer: Bool = Array(repeating: UInt8(ascii: "x"), count: 500).withUnsafeBytes { r.contains(secret: $0) }
        let empty: Bool = [UInt8]().withUnsafeBytes { r.contains(secret: $0) }
        #expect(found)
        #expect(!absent)
        #expect(atEnd)
        #expect(!longer)
        #expect(!empty)
    }

    @Test(arguments: [
        ["plain", "-x", "a/b.json", "k=v", "u@h:1"], ["two words", "", "'", "\"", "$HOME", "a\\b", "#c", "(x)", "ü"],
    ])
    func argumentsRoundTrip(arguments: [String]) throws {
        let r = Recorder()
        r.begin(arguments: arguments)
        r.end(exitCode: 0)
        #expect(try Transcript.parse(r.render(), path: "r.t").sessions[0].arguments == arguments)
    }

    /// A secret (kept as bytes) for `render(redacting:)`.
    static func secret(_ key: String, _ value: String) -> RecordedSecret {
        let bytes = Array(value.utf8)
        return RecordedSecret(key: key) { body in bytes.withUnsafeBytes { body($0) } }
    }

    @Test func aSecretInOutputBecomesAnyAndInATypedLineItsVariable() throws {
        let r = Recorder()
        r.begin(arguments: ["otp.json"])
        r.output("[1/2] SMS kod *   (numberPad, e.g. 123456)\notp>\n")
        r.typedSecret(variable: "FORMSH_SECRET_OTP")
        r.output("  ✓\n[2/2] Note\nnote>\n")
        r.typed("my code was 123456, twice: 123456")
        r.output("  ✓ 123456123456\n")
        r.end(exitCode: 1)
        let recorded = r.render(redacting: [Self.secret("otp", "123456")])
        #expect(
            recorded.text == """
                $ formsh otp.json
                [1/2] SMS kod *   (numberPad, e.g. {{any}})
                otp>
                > {{env:FORMSH_SECRET_OTP}}
                  ✓
                [2/2] Note
                note>
                > my code was {{env:FORMSH_SECRET_OTP}}, twice: {{env:FORMSH_SECRET_OTP}}
                  ✓ {{any}}
                [exit 1]

                """)
        #expect(recorded.variables == ["FORMSH_SECRET_OTP"])
        #expect(recorded.redacted.map(\.key) == ["otp"] && recorded.redacted.map(\.occurrences) == [5])
        #expect(recorded.redacted.map(\.variable) == ["FORMSH_SECRET_OTP"])
        // It replays: the typed line reads the variable, the output lines match the real text.
        let t = try Transcript.parse(recorded.text, path: "r.t")
        guard case .output(let hint) = t.lines[1].kind else {
            Issue.record("not output")
            return
        }
        #expect(hint.matches("[1/2] SMS kod *   (numberPad, e.g. 123456)", endpoint: nil))
        guard case .input(let typed) = t.lines[7].kind else {
            Issue.record("not input")
            return
        }
        #expect(try typed.value(in: ["FORMSH_SECRET_OTP": "123456"]).get() == "my code was 123456, twice: 123456")
        #expect(Array("123456".utf8).withUnsafeBytes { !Recorder.contains(secret: $0, in: recorded.text) })
    }

    @Test func aRefusedCommandLineIsWrittenWithThePlaceholder() {
        let r = Recorder()
        r.begin(arguments: ["card.json"])
        r.output("card_holder>\n")
        r.typedCommand(prefix: ":set card_number ", variable: "FORMSH_SECRET_CARD_NUMBER")
        r.output("  ✗ card_number is secret: type it at its prompt\n")
        r.end(exitCode: 1)
        let recorded = r.render(redacting: [])
        #expect(
            recorded.text == """
                $ formsh card.json
                card_holder>
                > :set card_number {{env:FORMSH_SECRET_CARD_NUMBER}}
                  ✗ card_number is secret: type it at its prompt
                [exit 1]

                """)
        #expect(recorded.variables == ["FORMSH_SECRET_CARD_NUMBER"])
        #expect(recorded.redacted.isEmpty)
    }

    @Test(arguments: [
        ("otp", 1, "FORMSH_SECRET_OTP"), ("otp", 2, "FORMSH_SECRET_OTP_2"), ("card_cvv", 3, "FORMSH_SECRET_CARD_CVV_3"),
    ])
    func laterValuesOfAFieldAreNumbered(key: String, ordinal: Int, name: String) {
        #expect(Recorder.secretVariable(for: key, ordinal: ordinal) == name)
    }

    /// Issue 23: a wrong code and then the right one were both `{{env:FORMSH_SECRET_OTP}}`,
    /// and no value could make the transcript pass. Each distinct value typed for a secret
    /// field now has its own variable, in order; the same value again reuses its variable,
    /// also in a refused `:set` and where it shows up in a plain typed line.
    @Test func eachDistinctSecretValueHasItsOwnVariable() throws {
        let store = try SecretStore(capacity: 4096)
        let copies = try SecretStore(capacity: 4096)
        let r = Recorder()
        r.begin(arguments: ["otp.json"])
        let typed = ["0000", "4321", "0000", ":set otp 4321", ":set otp 9999", "note 4321"]
        let source = RecordingLineSource(
            ScriptedLineSource(typed.map { ScriptedLine(value: $0) }, output: DiscardingSink()),
            recorder: r, secrets: copies, masker: SecretMasker(), secureKeys: ["otp"])
        for _ in 0..<3 { _ = source.readSecret(Prompt(name: "otp"), store: store) }
        for _ in 0..<3 { _ = source.readLine(Prompt(name: "note"), store: store) }
        r.end(exitCode: 0)
        let recorded = r.render(redacting: source.recordedSecrets)
        #expect(
            recorded.text == """
                $ formsh otp.json
                otp>
                > {{env:FORMSH_SECRET_OTP}}
                otp>
                > {{env:FORMSH_SECRET_OTP_2}}
                otp>
                > {{env:FORMSH_SECRET_OTP}}
                note>
                > :set otp {{env:FORMSH_SECRET_OTP_2}}
                note>
                > :set otp {{env:FORMSH_SECRET_OTP_3}}
                note>
                > note {{env:FORMSH_SECRET_OTP_2}}
                [exit 0]

                """)
        #expect(recorded.variables == ["FORMSH_SECRET_OTP", "FORMSH_SECRET_OTP_2", "FORMSH_SECRET_OTP_3"])
        #expect(
            RecordText.saved(file: "r.t", recorded) == [
                "Transcript written to r.t.",
                "The value typed for otp also appeared in 1 other place: written there as {{any}} (output) or {{env:FORMSH_SECRET_OTP_2}} (typed lines).",
                "It reads FORMSH_SECRET_OTP, FORMSH_SECRET_OTP_2, FORMSH_SECRET_OTP_3 from the environment: set them to replay it.",
            ])
        for value in ["0000", "4321", "9999"] {
            #expect(Array(value.utf8).withUnsafeBytes { !Recorder.contains(secret: $0, in: recorded.text) })
        }
    }
}

/// A shell sink that keeps nothing.
final class DiscardingSink: TextSink {
    func write(_ text: String) {}
    func write(bytes: UnsafeRawBufferPointer) {}
    func flush() {}
}
