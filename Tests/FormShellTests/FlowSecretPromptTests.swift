import FormCore
import Testing

@testable import FormShell

/// docs/contract.md, "The shell", a secure prompt: a line that is exactly a command taking no argument is that
/// command; any other line beginning with a single `:` is refused and nothing of it is
/// stored; `::` types a leading colon; no message repeats what was typed.
@Suite struct FlowSecretPromptTests {
    /// A password with only `minLength 8` (the case the issue names: `:goto email` was stored
    /// as the password), and a text field after it.
    static let form = """
        {"screenId": "signup", "version": "1", "components": [
          {"id": "p", "type": "secure_input", "props": {"label": "Парол 🔑", "stateKey": "password"},
           "validations": [{"rule": "minLength", "value": 8, "errorMessage": "Kamida 8 ta belgi"}]},
          {"id": "e", "type": "text_input", "props": {"label": "Elektron pochta", "stateKey": "email"}}]}
        """

    static let help =
        "note secretPromptHelp(commands: [\":help\", \":fields\", \":back\", \":next\", \":validate\", \":payload\", "
        + "\":submit\", \":wipe\", \":schema\", \":endpoint\", \":last\", \":quit\", \":quit!\"])"
    static let refused = ["note secretPromptRefused", help, "ask password"]

    @Test(
        arguments: [
            // Commands with an argument, a `:` and anything: refused, nothing stored.
            (":goto email", refused),
            (":set password hunter22", refused),
            (":try password hunter22", refused),
            (":help goto", refused),
            (":back ", refused),
            (":Back", refused),
            (":", refused),
            (":hunter22!", refused),
            // Exact argument-less commands run; `:help` says what works here.
            (":help", [help, "ask password"]),
            (":next", ["header email 2/2", "ask email"]),
            (":fields", ["fields 1:password,2:email", "ask password"]),
            (":validate", ["note everyFieldValid", "ask password"]),
            (":quit", ["wipeInput", "exit 1"]),
            (":quit!", ["wipeInput", "exit 1"]),
            // Values: as typed, or after `::` without its first colon.
            ("hunter22", ["verdict password valid entered", "header email 2/2", "ask email"]),
            ("::hunter2", ["verdict password valid entered", "header email 2/2", "ask email"]),
            ("::hunt", ["verdict password invalid:minLength#0 entered", "ask password"]),
        ] as [(String, [String])])
    func aLineAtTheSecurePrompt(line: String, expected: [String]) throws {
        var flow = try FlowTests.makeFlow(json: Self.form)
        _ = flow.handle(.start)
        let effects = try FlowTests.type([line], into: &flow)
        #expect(effects == expected)
        if expected == Self.refused {
            #expect(!flow.state.hasValue(0), "nothing of a refused line is stored")
        }
        // No message repeats the line (the command and field names aside, a word typed there may be the secret).
        let typedWords = line.split(separator: " ").dropFirst().map(String.init).filter { $0 != "password" }
        #expect(!effects.contains { e in typedWords.contains { e.contains($0) } })
    }

    @Test(arguments: [("::hunter2", ":hunter2"), ("hunter22", "hunter22"), (":::abcdefg", "::abcdefg")])
    func theValueStoredIsTheLineOrWhatFollowsTheEscape(line: String, stored: String) throws {
        var flow = try FlowTests.makeFlow(json: Self.form)
        _ = flow.handle(.start)
        _ = try FlowTests.type([line], into: &flow)
        let value = flow.state.withValue(0) { v -> String? in
            if case .text(let b) = v { return String(decoding: b, as: UTF8.self) }
            return nil
        }
        #expect(value == stored)
    }

    /// At the card prompt the refusal is the same, not a keyboard message about `:`.
    @Test func aCommandWithAnArgumentAtACardPromptIsRefusedNotFiltered() throws {
        var flow = try FlowTests.makeFlow("forms/card_transfer/step1_card.json")
        _ = flow.handle(.start)
        let effects = try FlowTests.type([":goto card_holder"], into: &flow)
        #expect(effects == ["note secretPromptRefused", Self.help, "ask card_number"])
    }

    /// What the note says, in words: the commands that work and how `::` types a colon.
    @Test func theNoteNamesTheCommandsAndTheEscape() {
        let style = Style(enabled: false)
        #expect(
            ShellText.note(.secretPromptRefused, style: style)
                == "  ✗ not a command that works at a secret prompt; nothing was stored")
        #expect(
            ShellText.note(.secretPromptHelp(commands: [":back", ":quit"]), style: style)
                == "  At a secret prompt only commands without an argument work:\n    :back :quit\n"
                + "  A value that begins with ':' is typed with '::' (::abc stores :abc).")
    }
}
