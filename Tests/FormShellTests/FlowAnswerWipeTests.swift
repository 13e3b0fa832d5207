import FormCore
import Testing

@testable import FormShell

/// docs/contract.md, "Submission" and "Secrets and memory" item 2: an answer that
/// completes or moves the flow on wipes the submitted values; one that asks for a fix or a
/// retry keeps every value. Driven through `Flow`, as a session is.
@Suite struct FlowAnswerWipeTests {
    static let address = "Toshkent, Chilonzor 5 — уй 12 👍🏽"
    static let comment = "Qoʻngʻiroq qiling"

    /// The delivery form filled (courier, an address, a comment) and submitted.
    static func submitted() throws -> Flow {
        var flow = try FlowTests.makeFlow(FlowTests.delivery)
        _ = flow.handle(.start)
        _ = try FlowTests.type(["courier", address, comment, ":submit"], into: &flow)
        return flow
    }

    /// The text a field holds, read from the store.
    static func text(_ flow: Flow, _ key: String) -> String? {
        guard let i = flow.state.form.index(ofKey: key), flow.state.hasValue(i) else { return nil }
        return flow.state.withValue(i) { v in
            guard case .text(let bytes) = v else { return nil }
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    @Test(arguments: [
        FlowTests.answer(422, #"{"errors":{"address":"Manzil topilmadi"}}"#),
        FlowTests.answer(400, #"{"fieldErrors":[{"field":"comment","message":"Juda uzun"}]}"#),
        FlowTests.answer(500, "ichki xato"),
        FlowEvent.posted(.failure(.connection(host: "127.0.0.1", reason: "Connection refused"))),
    ])
    func anAnswerThatAsksForAFixOrARetryKeepsEveryValue(answer: FlowEvent) throws {
        var flow = try Self.submitted()
        let effects = flow.handle(answer).map { FlowTests.describe($0) }
        #expect(!effects.contains("wipeInput"))
        #expect(Self.text(flow, "address") == Self.address)
        #expect(Self.text(flow, "comment") == Self.comment)
        #expect(flow.state.form.index(ofKey: "delivery_type").map { flow.state.hasValue($0) } == true)
    }

    @Test(arguments: [
        FlowTests.answer(200, #"{"status":"ok"}"#),
        FlowTests.answer(204, ""),
        FlowTests.answer(200, #"{"action":{"type":"navigation_command","command":"pop_to_root"}}"#),
        FlowTests.answer(
            200,
            #"{"screenId":"s2","version":"1","components":[{"id":"c","type":"text_input","props":{"label":"Kod","stateKey":"code"}}]}"#
        ),
    ])
    func anAnswerThatMovesTheFlowOnWipesTheValues(answer: FlowEvent) throws {
        var flow = try Self.submitted()
        let store = flow.store
        let before = flow.state
        let effects = flow.handle(answer).map { FlowTests.describe($0) }
        #expect(effects.contains("wipeInput"))
        for key in ["delivery_type", "address", "comment"] {
            #expect(before.form.index(ofKey: key).map { before.hasValue($0) } == false, "\(key) still holds a value")
        }
        #expect(Self.text(flow, "address") == nil)
        #expect(flow.store === store)
    }
}
