import FormCore
import Testing

@testable import FormShell

/// The prompt's closures (live mark, completion, history) read the shell's flow when they
/// run: the flow is a value, and a copy taken when the prompt was made would go stale. A
/// changed value alone would not show it (the copy shares the screen's `FormState`, a
/// class); a move to the next screen does, and the last two tests fail with a copy.
@Suite struct ShellPromptTests {
    func shell(_ path: String, submitter: (any Submitter)? = nil) throws -> Shell {
        let sink = BufferShellSink()
        let plan = SessionPlan(
            form: try ShellHarness.form(path), endpoint: "http://127.0.0.1:9/api/v1/delivery",
            endpointDescription: "test", mockURL: nil, submitter: submitter,
            loaderOptions: FormLoader.Options(), input: .scripted([]), colors: false, output: sink,
            exchangeLog: nil, observer: nil)
        return try Shell(
            plan: plan, store: try SecretStore(capacity: 1 << 20),
            source: ScriptedLineSource([], output: sink))
    }

    /// Feeds a line to the shell's flow, as its loop does after a read.
    func type(_ line: String, into shell: Shell) throws {
        var l = line
        let h = try l.withUTF8 { try shell.flow.store.store(UnsafeRawBufferPointer($0)) }
        _ = shell.flow.handle(.line(h))
    }

    func live(_ prompt: Prompt, _ text: String) -> Bool? {
        Array(text.utf8).withUnsafeBytes { prompt.liveCheck?($0) }
    }

    @Test func theLiveMarkFollowsAValueChangedAfterThePromptWasMade() throws {
        let shell = try shell("forms/kitchen_sink.json")
        _ = shell.flow.handle(.start)
        try type(":set email a@b.uz", into: shell)
        try type(":goto email_confirm", into: shell)
        let prompt = shell.makePrompt(shell.flow.ask)
        #expect(prompt.name == "email_confirm")
        #expect(live(prompt, "a@b.uz") == true)
        // email_confirm must equal email: the same prompt judges against the new value.
        try type(":set email c@d.uz", into: shell)
        #expect(live(prompt, "a@b.uz") == false)
        #expect(live(prompt, "c@d.uz") == true)
        #expect(live(prompt, ":next") == nil)
    }

    @Test func completionFollowsTheFlowToTheNextScreen() throws {
        let shell = try shell("forms/delivery.json")
        _ = shell.flow.handle(.start)
        let prompt = shell.makePrompt(shell.flow.ask)
        #expect(prompt.completions(":goto c").map(\.text) == [":goto comment"])
        try type("pickup", into: shell)
        try type(":submit", into: shell)
        let next =
            #"{"screenId":"s2","version":"1","components":[{"id":"c","type":"text_input","props":{"label":"Kod","stateKey":"code"}}]}"#
        _ = shell.flow.handle(.posted(.success(HTTPResponse(status: 200, body: Array(next.utf8)))))
        #expect(prompt.completions(":goto c").map(\.text) == [":goto code"])
    }

    @Test func aLineNamingASecretFieldIsJudgedOnTheCurrentScreen() throws {
        let shell = try shell("forms/delivery.json")
        _ = shell.flow.handle(.start)
        let prompt = shell.makePrompt(shell.flow.ask)
        let line = ":set card_number 4111"
        #expect(Array(line.utf8).withUnsafeBytes { prompt.mayRemember($0) })
        try type("pickup", into: shell)
        try type(":submit", into: shell)
        let next =
            #"{"screenId":"s2","version":"1","components":[{"id":"c","type":"secure_input","props":{"label":"Karta","stateKey":"card_number"}}]}"#
        _ = shell.flow.handle(.posted(.success(HTTPResponse(status: 200, body: Array(next.utf8)))))
        #expect(!Array(line.utf8).withUnsafeBytes { prompt.mayRemember($0) })
    }
}
