import FormCore
import Foundation
import TestSupport
import Testing

/// `formsh messages`: the catalog, golden for every sample form.
@Suite struct MessagesCommandTests {
    static let goldens = [
        ("forms/delivery.json", "delivery"),
        ("forms/loan_application.json", "loan_application"),
        ("forms/kitchen_sink.json", "kitchen_sink"),
        ("forms/card_transfer/step1_card.json", "card_transfer_step1_card"),
        ("forms/card_transfer/step2_amount.json", "card_transfer_step2_amount"),
        ("forms/card_transfer/step3_otp.json", "card_transfer_step3_otp"),
        ("forms/card_transfer/success.json", "card_transfer_success"),
    ]

    @Test(arguments: goldens)
    func matchesTheGoldenCatalog(_ form: String, _ golden: String) throws {
        let run = CLIRun(["messages", form])
        #expect(run.stdout == (try Repository.text("Tests/Fixtures/messages/\(golden).txt")))
        #expect(run.stderr == "")
        #expect(run.status == 0)
    }

    @Test func jsonHasOneObjectPerField() {
        let run = CLIRun(["messages", "--json", "forms/delivery.json"])
        #expect(
            run.stdout == """
                {"key":"delivery_type","label":"Yetkazib berish usuli","type":"dropdown","valueType":null,"pointer":"/components/1","visibleWhen":null,"rules":[{"rule":"required","parameter":null,"when":null,"message":"Yetkazib berish usulini tanlang"}]}
                {"key":"address","label":"Manzil","type":"text_input","valueType":"string","pointer":"/components/2","visibleWhen":null,"rules":[{"rule":"required","parameter":null,"when":{"field":"delivery_type","equals":"courier"},"message":"Kuryer uchun manzil majburiy"}]}
                {"key":"comment","label":"Izoh","type":"text_input","valueType":"string","pointer":"/components/3","visibleWhen":null,"rules":[{"rule":"maxLength","parameter":200,"when":null,"message":"Izoh 200 belgidan oshmasin"}]}

                """)
        #expect(run.status == 0)
    }

    @Test func aFormThatDoesNotLoadIsExitThree() {
        let run = CLIRun(["messages", "Tests/Fixtures/lint/missing-key.json"])
        #expect(run.stderr == "Error: Tests/Fixtures/lint/missing-key.json: missing required key \"version\"\n")
        #expect(run.status == 3)
    }

    @Test func theClientVersionGateDoesNotApply() {
        let run = CLIRun(["messages", "Tests/Fixtures/lint/unsupported-client-version.json"])
        #expect(
            run.stdout
                == "lint_unsupported_client_version · lint_unsupported_client_version v3.0.0 · 1 field\n\nname · Name · text_input\n  no rules\n"
        )
        #expect(run.status == 0)
    }

    @Test(arguments: [
        (["messages"], "Error: missing FORM\nUsage: formsh messages FORM [--json]\n"),
        (
            ["messages", "a.json", "b.json"],
            "Error: messages takes one FORM, got 2\nUsage: formsh messages FORM [--json]\n"
        ),
    ])
    func usageErrorsAreExitTwo(_ arguments: [String], _ stderr: String) {
        let run = CLIRun(arguments)
        #expect(run.stderr == stderr)
        #expect(run.status == 2)
    }
}

/// `RuleCatalog`, which the shell's `:rules KEY` prints.
@Suite struct RuleCatalogTests {
    static func form(_ path: String) throws -> Form {
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: Repository.root + "/" + path)))
        return try FormLoader.load(bytes)
    }

    @Test func linesForOneFieldWithConditionsAndParameters() throws {
        let form = try Self.form("Tests/Fixtures/check/form.json")
        let address = try #require(form.index(ofKey: "address"))
        #expect(
            RuleCatalog.lines(for: form, field: address) == [
                "address · Address · text_input",
                "  visible when delivery_type in [courier, post]",
                "  1. required, when delivery_type = courier → Address is required for a courier",
                "  2. minLength 5 → Address: at least 5 characters",
            ])
        let gift = try #require(form.index(ofKey: "gift_note"))
        #expect(
            RuleCatalog.lines(for: form, field: gift) == [
                "gift_note · Gift note · text_input",
                "  visible when promo_code is filled and not interests = offers",
                "  1. maxLength 10 → Gift note: at most 10 characters",
            ])
    }

    /// The screen's line counts fields as `run`'s banner does: shown, and hidden, as the
    /// form opens (issue 24: it said "11 fields" where run said "10 fields, 1 hidden").
    @Test(arguments: [
        ("forms/loan_application.json", "Kredit arizasi · loan_apply v2.1.0 · 10 fields, 1 hidden"),
        ("forms/kitchen_sink.json", "Barcha komponentlar · kitchen_sink v1.0.0 · 13 fields, 2 hidden"),
        ("forms/delivery.json", "Yetkazib berish · delivery v1.0.0 · 3 fields"),
    ])
    func theScreenLineCountsFieldsAsRunDoes(_ form: String, _ line: String) {
        #expect(CLIRun(["messages", form]).stdout.split(separator: "\n").first.map(String.init) == line)
    }

    @Test func headerNamesValueTypeAndMask() throws {
        let form = try Self.form("Tests/Fixtures/check/form.json")
        let headers = form.fields.map { RuleCatalog.header($0) }
        #expect(headers.contains("amount · Amount · text_input, number"))
        #expect(headers.contains("age · Age · text_input, integer"))
        #expect(headers.contains("pin · PIN · secure_input, mask all"))
        #expect(headers.contains("newsletter · Newsletter · toggle_switch"))
    }
}
