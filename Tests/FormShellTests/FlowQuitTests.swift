import FormCore
import Testing

@testable import FormShell

/// docs/contract.md, "The shell": on a terminal, `:quit` or Ctrl-D with values entered and not submitted asks
/// `N values will be wiped. Quit? [y/N]`; `:quit!` and a second Ctrl-D do not ask; plain
/// mode, replay and record (a flow that does not confirm) never ask.
@Suite struct FlowQuitTests {
    static func run(_ path: String, confirms: Bool, _ lines: [String], then last: FlowEvent? = nil) throws -> [String] {
        var flow = try FlowTests.makeFlow(path, confirmsQuit: confirms)
        _ = flow.handle(.start)
        var out = try FlowTests.type(lines, into: &flow)
        if let last { out = flow.handle(last).map { FlowTests.describe($0) } }
        return out
    }

    static let exit1 = ["wipeInput", "exit 1"]

    @Test(
        arguments: [
            // Nothing entered: no question (defaults are not entered values).
            ([":quit"], nil, exit1),
            ([], FlowEvent.endOfInput, exit1),
            // Values entered: asked, with how many.
            (["courier", "Chilonzor 5", ":quit"], nil, ["ask quit quit(values: 2)"]),
            (["courier", "Chilonzor 5"], FlowEvent.endOfInput, ["ask quit quit(values: 2)"]),
            (["courier", ":quit"], nil, ["ask quit quit(values: 1)"]),
            // The answer: y/yes quit, anything else goes back to the field.
            (["courier", ":quit", "y"], nil, exit1),
            (["courier", ":quit", " YES "], nil, exit1),
            (["courier", ":quit", "n"], nil, ["note notQuitting", "ask address"]),
            (["courier", ":quit", ""], nil, ["note notQuitting", "ask address"]),
            (["courier", ":quit", ":quit"], nil, ["note notQuitting", "ask address"]),
            // A second Ctrl-D does not ask again; Ctrl-C at the question answers no.
            (["courier", ":quit"], FlowEvent.endOfInput, exit1),
            (["courier", ":quit"], FlowEvent.interrupted, ["ask address"]),
            // `:quit!` never asks.
            (["courier", ":quit!"], nil, exit1),
            // A wipe, or clearing what was entered, leaves nothing to lose.
            (["courier", ":wipe", ":quit"], nil, exit1),
            (["courier", ":clear delivery_type", ":quit"], nil, exit1),
            // `:set` enters a value too.
            ([":set comment Eshik oldida 🚪", ":quit"], nil, ["ask quit quit(values: 1)"]),
        ] as [([String], FlowEvent?, [String])])
    func onATerminal(lines: [String], last: FlowEvent?, expected: [String]) throws {
        #expect(try Self.run(FlowTests.delivery, confirms: true, lines, then: last) == expected)
    }

    @Test(arguments: [[":quit"], ["courier", "Chilonzor 5", ":quit"], ["courier", ":quit!"]])
    func plainModeReplayAndRecordNeverAsk(lines: [String]) throws {
        #expect(try Self.run(FlowTests.delivery, confirms: false, lines) == Self.exit1)
        #expect(
            try Self.run(FlowTests.delivery, confirms: false, Array(lines.dropLast()), then: .endOfInput) == Self.exit1)
    }

    /// A value wiped because its field became hidden is not counted.
    @Test func aHiddenFieldsValueIsNotCounted() throws {
        let out = try Self.run(
            FlowTests.loan, confirms: true,
            [":set income_source other", ":set income_other dividend", ":set income_source salary", ":quit"])
        #expect(out == ["ask quit quit(values: 1)"])
    }

    @Test(arguments: [(1, "1 value will be wiped. Quit? [y/N] "), (3, "3 values will be wiped. Quit? [y/N] ")])
    func theQuestion(values: Int, text: String) {
        #expect(ShellText.question(.quit(values: values)) == text)
    }
}
