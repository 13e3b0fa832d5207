import FormCore
import Testing

@testable import FormShell

/// A flipped verdict says "no longer required" only when `required` made the error it
/// replaces: the state remembers which rule judged the field, so two rules that share a
/// message are told apart (docs/contract.md, "Validation and dependent fields").
@Suite struct FlowFlipReasonTests {
    static let message = "Manzilni toʻliq yozing — адрес 🏠"
    static let form = #"""
        {"screenId": "d", "version": "1", "components": [
          {"id": "t", "type": "dropdown", "props": {"label": "Usul", "stateKey": "delivery_type",
           "options": [{"value": "courier", "label": "Kuryer"}, {"value": "pickup", "label": "Oʻzim"}]}},
          {"id": "a", "type": "text_input", "props": {"label": "Manzil", "stateKey": "address"},
           "validations": [
             {"rule": "required", "when": {"field": "delivery_type", "equals": "courier"}, "errorMessage": "\#(message)"},
             {"rule": "minLength", "value": 12, "when": {"field": "delivery_type", "equals": "courier"}, "errorMessage": "\#(message)"}
           ]}
        ]}
        """#

    static func flipped(after lines: [String]) throws -> [String] {
        var flow = try FlowTests.makeFlow(json: form)
        _ = flow.handle(.start)
        return try FlowTests.type(lines + [":goto delivery_type", "pickup"], into: &flow)
    }

    static func flip(fromRequired: Bool) -> String {
        "verdict address valid flipped(from: FormCore.Verdict.invalid(message: \"\(message)\", warning: nil), "
            + "fromRequired: \(fromRequired), valueWiped: false)"
    }

    @Test func anErrorOfMinLengthThatFlipsIsNotCalledRequired() throws {
        let effects = try Self.flipped(after: ["courier", "Chilonzor 👍🏽"])
        #expect(effects.contains(Self.flip(fromRequired: false)))
        #expect(!effects.contains(Self.flip(fromRequired: true)))
    }

    @Test func anErrorOfRequiredThatFlipsIsCalledRequired() throws {
        let effects = try Self.flipped(after: ["courier", ""])
        #expect(effects.contains(Self.flip(fromRequired: true)))
    }
}
