import FormCore
import FormShell
import FormSystem
import Testing

/// `Session.run` builds the shell from a plan: scripted input reads the given lines,
/// the output goes to the sink the plan names, and `wrap` sees the plan first.
@Suite struct SessionTests {
    /// A plan for the delivery form with scripted lines, written into `capture`.
    func plan(_ lines: [String], capture: BufferSink) throws -> SessionPlan {
        SessionPlan(
            form: try ShellHarness.form("forms/delivery.json"), endpoint: "http://127.0.0.1:9/submit",
            endpointDescription: "test endpoint", mockURL: nil, submitter: ScriptedSubmitter([]),
            loaderOptions: FormLoader.Options(), input: .scripted(lines.map { ScriptedLine(value: $0) }),
            colors: false, output: capture, exchangeLog: nil, observer: nil)
    }

    @Test func scriptedSessionWritesToThePlansOutput() throws {
        let capture = OutputGate().capture()
        let status = try Session.run(try plan(["1", ":quit"], capture: capture)) { _, _ in }
        #expect(status == 1)
        #expect(capture.text.hasPrefix("Yetkazib berish · delivery v1.0.0 · 3 fields · endpoint: test endpoint\n"))
        #expect(capture.text.contains("  ✓ courier\n"))
    }

    @Test func wrapSeesThePlanBeforeTheShellStarts() throws {
        let capture = OutputGate().capture()
        var seen: (key: String?, endpoint: String)?
        _ = try Session.run(try plan([":quit"], capture: capture)) { plan, _ in
            seen = (plan.form.fields.first?.key, plan.endpoint)
        }
        #expect(seen?.key == "delivery_type")
        #expect(seen?.endpoint == "http://127.0.0.1:9/submit")
    }
}
