import FormCore
import Testing

@testable import FormShell

/// docs/contract.md, "The shell", "Submission": after an answer that names several fields, each is visited in schema
/// order,
/// and a server message stays beside its field (header, `:fields`, `:validate`) until that
/// field's value changes.
@Suite struct FlowServerFlagsTests {
    static let card = "forms/card_transfer/step1_card.json"
    static let cardAnswer = FlowTests.answer(
        422, #"{"errors":{"card_holder":"Ism kartadagi bilan mos emas","card_number":"Karta bloklangan"}}"#)
    static let number = "Karta bloklangan"
    static let holder = "Ism kartadagi bilan mos emas"

    /// The card form filled and submitted, then answered 422 naming both fields (holder first).
    static func flaggedCardFlow() throws -> (Flow, [String]) {
        var flow = try FlowTests.makeFlow(card)
        _ = flow.handle(.start)
        _ = try FlowTests.type(["4111111111111111", "Aziz Karimov", ":submit"], into: &flow)
        let effects = flow.handle(cardAnswer).map { FlowTests.describe($0) }
        return (flow, effects)
    }

    /// The first field visited shows its server message in its header, like the others.
    @Test func theFirstFlaggedFieldInSchemaOrderIsAskedFirstWithItsServerLine() throws {
        let (_, effects) = try Self.flaggedCardFlow()
        #expect(
            Array(effects.suffix(4)) == [
                "note serverFieldError(key: \"card_number\", message: \"\(Self.number)\", local: nil)",
                "note serverFieldError(key: \"card_holder\", message: \"\(Self.holder)\", local: nil)",
                "header card_number 1/2 server: \(Self.number)", "ask card_number",
            ])
    }

    @Test(
        arguments: [
            // Enter keeps the value: the message stays, and the next flagged field is asked, not the summary.
            (
                [""],
                [
                    "verdict card_number valid entered", "note serverBeside(\"\(number)\")",
                    "header card_holder 2/2 [value] server: \(holder)", "ask card_holder",
                ]
            ),
            (
                ["", ""],
                [
                    "verdict card_holder valid entered", "note serverBeside(\"\(holder)\")", "summary [0, 1]",
                    "note allValidServerStanding(messages: 2)", "ask formsh",
                ]
            ),
            // A value typed, even the same one, is an answer to the message: it goes, that field's only.
            (
                ["", "Aziz Karimov"],
                [
                    "verdict card_holder valid entered", "summary [0, 1]", "note allValidServerStanding(messages: 1)",
                    "ask formsh",
                ]
            ),
            (
                ["", "Aziz Karimovich"],
                [
                    "verdict card_holder valid entered", "summary [0, 1]", "note allValidServerStanding(messages: 1)",
                    "ask formsh",
                ]
            ),
            // `:next` goes on to the next flagged field too.
            ([":next"], ["header card_holder 2/2 [value] server: \(holder)", "ask card_holder"]),
            // Back to a flagged field by `:goto`: the header shows the message.
            ([":next", ":goto card_number"], ["header card_number 1/2 server: \(number)", "ask card_number"]),
        ] as [([String], [String])])
    func eachFlaggedFieldIsVisited(lines: [String], expected: [String]) throws {
        var (flow, _) = try Self.flaggedCardFlow()
        #expect(try FlowTests.type(lines, into: &flow) == expected)
    }

    /// Enter on a kept value (an empty line; on a terminal, the pre-filled line as it was)
    /// neither clears the message nor changes the revision, so a retry of the unchanged
    /// payload keeps its Idempotency-Key.
    @Test func keepingAValueIsNoChange() throws {
        var (flow, _) = try Self.flaggedCardFlow()
        let revision = flow.state.revision
        _ = try FlowTests.type(["", ""], into: &flow)
        #expect(flow.state.revision == revision)
        #expect(flow.state.serverErrors.count == 2)
    }

    /// The loan form: fixing `full_name` leaves the server's `passport` message in `:fields`,
    /// `:validate` and the passport's header (the issue's second case).
    static func flaggedLoanFlow() throws -> Flow {
        var flow = try FlowTests.makeFlow(FlowTests.loan)
        _ = flow.handle(.start)
        _ = try FlowTests.type(
            ["+998901234567", "Ali Valiyev", "AA1234567", "1000000", "1", "1", "Osiyo", "1", "n", "y", ":submit"],
            into: &flow)
        let answer = FlowTests.answer(
            422,
            #"{"fieldErrors":[{"field":"passport","message":"Pasport topilmadi 🪪"},{"field":"full_name","message":"Ism mos emas"}]}"#
        )
        #expect(
            flow.handle(answer).suffix(2).map { FlowTests.describe($0) } == [
                "header full_name 2/10 [value] server: Ism mos emas", "ask full_name",
            ])
        return flow
    }

    @Test(
        arguments: [
            (
                [":fields"],
                [
                    "fields 1:user_phone,2:full_name!,3:passport!,4:amount,5:term_months,6:income_source,-:income_other,7:employer,8:purposes,9:insurance,10:agree_terms",
                    "ask full_name",
                ]
            ),
            (
                [":set full_name Alisher Valiyev", ":fields"],
                [
                    "fields 1:user_phone,2:full_name,3:passport!,4:amount,5:term_months,6:income_source,-:income_other,7:employer,8:purposes,9:insurance,10:agree_terms",
                    "ask full_name",
                ]
            ),
            (
                [":set full_name Alisher Valiyev", ":validate"],
                [
                    "note serverFieldError(key: \"passport\", message: \"Pasport topilmadi 🪪\", local: nil)",
                    "ask full_name",
                ]
            ),
            (
                ["Alisher Valiyev"],
                ["verdict full_name valid entered", "header passport 3/10 server: Pasport topilmadi 🪪", "ask passport"]
            ),
            (["Alisher Valiyev", "AB7654321", ":validate"], ["note everyFieldValid", "ask formsh"]),
        ] as [([String], [String])])
    func aMessageStaysUntilItsFieldChanges(lines: [String], expected: [String]) throws {
        var flow = try Self.flaggedLoanFlow()
        #expect(try FlowTests.type(lines, into: &flow) == expected)
    }

    @Test func fieldsMarksAFlaggedFieldInvalidAndCarriesItsMessages() throws {
        let flow = try Self.flaggedLoanFlow()
        let passport = try #require(flow.fieldsRows.first { $0.key == "passport" })
        #expect(passport.mark == .invalid)
        #expect(passport.serverMessages == ["Pasport topilmadi 🪪"])
    }
}
