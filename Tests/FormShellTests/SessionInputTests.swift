import Testing

@testable import FormShell

/// Where a session reads its lines, and what that means for colours, quitting and Ctrl-C.
@Suite struct SessionInputTests {
    func choose(stdinIsTerminal: Bool = true, plain: Bool = false, environment: [String: String] = ["TERM": "xterm"])
        -> SessionPlan.Input
    {
        .choose(scripted: nil, stdinIsTerminal: stdinIsTerminal, plain: plain, environment: environment)
    }

    @Test func onlyReadlineEditsLines() {
        #expect(choose().editsLines)
        #expect(!choose(environment: ["TERM": "xterm", "ACCESSIBLE": "1"]).editsLines)
        #expect(!choose(plain: true).editsLines)
        #expect(!choose(stdinIsTerminal: false).editsLines)
        #expect(
            !SessionPlan.Input.choose(scripted: [], stdinIsTerminal: true, plain: false, environment: [:]).editsLines)
    }

    func output(_ input: SessionPlan.Input, stdoutIsTerminal: Bool = true, environment: [String: String] = [:])
        -> (colors: Bool, confirmsQuit: Bool)
    {
        input.output(stdoutIsTerminal: stdoutIsTerminal, plain: false, environment: environment, recording: false)
    }

    @Test func coloursOnATerminalWithoutNoColorAndNeverInAccessibleMode() {
        #expect(output(choose()) == (true, true))
        #expect(output(choose(), stdoutIsTerminal: false) == (false, true))
        #expect(output(choose(), environment: ["NO_COLOR": ""]) == (false, true))
        #expect(output(choose(environment: ["TERM": "xterm", "ACCESSIBLE": "1"])) == (false, true))
        #expect(output(choose(plain: true)) == (true, false))
        #expect(
            choose(plain: true).output(stdoutIsTerminal: true, plain: true, environment: [:], recording: false)
                == (false, false))
    }

    @Test func aRecordingHasNoColoursAndNeverAsksBeforeQuitting() {
        #expect(
            choose().output(stdoutIsTerminal: true, plain: false, environment: [:], recording: true) == (false, false))
    }
}
