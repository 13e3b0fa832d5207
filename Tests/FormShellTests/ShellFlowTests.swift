import Testing

@testable import FormShell

/// The prompting flow on forms/delivery.json, with exact output.
@Suite struct ShellFlowTests {
    @Test func courierThenPickupMakesTheEmptyAddressValidAtOnce() throws {
        let (out, status) = try ShellHarness.run("forms/delivery.json", ["1", "", ":goto delivery_type", "pickup"])
        #expect(status == 1)
        #expect(
            out.contains(
                """
                [1/3] Yetkazib berish usuli *
                  1) Kuryer [courier]   2) O'zim olib ketaman [pickup]
                delivery_type>
                > 1
                  ✓ courier
                [2/3] Manzil *
                address>
                >
                  ✗ Kuryer uchun manzil majburiy
                address>
                > :goto delivery_type
                [1/3] Yetkazib berish usuli * [courier]
                  1) Kuryer [courier]   2) O'zim olib ketaman [pickup]
                delivery_type>
                > pickup
                  ✓ pickup
                  ↳ address: ✓ (no longer required)
                [3/3] Izoh
                comment>
                """))
    }

    @Test func bannerNamesTitleScreenVersionCountAndEndpoint() throws {
        let (out, _) = try ShellHarness.run("forms/delivery.json", [])
        #expect(
            out.hasPrefix(
                "Yetkazib berish · delivery v1.0.0 · 3 fields · endpoint: test\n"
                    + "Type a value and press Enter; an empty line skips an optional field. :help lists commands.\n"))
    }

    @Test func afterTheLastFieldASummaryAndTheEndPrompt() throws {
        let (out, _) = try ShellHarness.run("forms/delivery.json", ["pickup", "", ""])
        #expect(
            out.contains(
                """
                  delivery_type: pickup
                  address: —
                  comment: —
                All fields are valid. :submit sends them.
                formsh>
                """))
    }

    @Test func afterTheLastFieldTheFirstInvalidFieldIsAskedAgain() throws {
        let (out, _) = try ShellHarness.run("forms/delivery.json", ["courier", ":next", ""])
        #expect(
            out.hasSuffix(
                """
                [2/3] Manzil *
                address>

                """))
    }

    @Test(arguments: [("Kur", "courier"), ("o'z", "pickup"), ("2", "pickup"), ("COURIER", "courier")])
    func choicesByNumberValueOrLabelPrefix(typed: String, chosen: String) throws {
        let (out, _) = try ShellHarness.run("forms/delivery.json", [typed])
        #expect(ShellHarness.reply(out, after: typed).first == "  ✓ \(chosen)")
    }

    @Test func anUnknownChoiceIsRejectedAndTheValueStays() throws {
        let (out, _) = try ShellHarness.run("forms/delivery.json", ["bike"])
        #expect(ShellHarness.reply(out, after: "bike") == ["  ✗ delivery_type: no option matches \"bike\""])
    }

    @Test func endOfInputExitsWithOne() throws {
        let (_, status) = try ShellHarness.run("forms/delivery.json", ["1"])
        #expect(status == 1)
    }

    @Test func quitExitsWithOne() throws {
        let (_, status) = try ShellHarness.run("forms/delivery.json", [":quit", "1"])
        #expect(status == 1)
    }
}
