import FormCore
import Testing

@testable import FormShell

/// docs/contract.md, "Validation and dependent fields" (When errors show): a field never
/// visited shows no error until a submit attempt; `:fields` marks it `·`.
@Suite struct FlowFieldMarksTests {
    static let form = #"""
        {"screenId": "t", "version": "1", "components": [
          {"id": "a", "type": "text_input", "props": {"label": "Izoh", "stateKey": "izoh"}},
          {"id": "b", "type": "text_input", "props": {"label": "Имя", "stateKey": "ism"},
           "validations": [{"rule": "required", "errorMessage": "Ismingizni yozing 👤"}]}
        ]}
        """#

    static func marks(_ flow: Flow) -> [FieldMark] { flow.fieldsRows.map(\.mark) }

    @Test func anInvalidFieldNeverVisitedShowsNoErrorUntilASubmitAttempt() throws {
        var flow = try FlowTests.makeFlow(json: Self.form)
        _ = flow.handle(.start)
        let ism = try #require(flow.state.form.index(ofKey: "ism"))
        #expect(flow.state.verdict(ism) == .invalid(message: "Ismingizni yozing 👤", warning: nil))
        #expect(Self.marks(flow)[ism] == .notVisited)
        _ = try FlowTests.type(["Qoʻshimcha izoh", ":submit"], into: &flow)
        #expect(Self.marks(flow) == [.valid, .invalid])
    }
}
