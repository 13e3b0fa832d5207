import FormCore
import Testing

@testable import FormShell

/// Every `:` command, with exact output.
@Suite struct ShellCommandTests {
    @Test func keyboardFilterRejectsAndNamesTheCharacter() throws {
        let (out, _) = try ShellHarness.run("forms/loan_application.json", ["+998 90x"])
        #expect(
            ShellHarness.reply(out, after: "+998 90x") == [
                "  ✗ user_phone: 'x' cannot be typed on the phonePad keyboard"
            ])
    }

    @Test func noKeyboardFilterLetsTheRulesJudge() throws {
        let (out, _) = try ShellHarness.run("forms/loan_application.json", ["+998 90x"], keyboardFilter: false)
        #expect(ShellHarness.reply(out, after: "+998 90x") == ["  ✗ Format: +998XXXXXXXXX ko'rinishida bo'lsin"])
    }

    @Test func setRefusesASecret() throws {
        let (out, _) = try ShellHarness.run("forms/loan_application.json", [":set passport AA1234567"])
        #expect(
            ShellHarness.reply(out, after: ":set passport AA1234567") == [
                "  ✗ passport is secret: type it at its prompt"
            ])
    }

    @Test func tryAndKeysRefuseASecret() throws {
        let (out, _) = try ShellHarness.run("forms/loan_application.json", [":try passport X", ":keys passport X"])
        #expect(ShellHarness.reply(out, after: ":try passport X") == ["  ✗ passport is secret: type it at its prompt"])
        #expect(ShellHarness.reply(out, after: ":keys passport X") == ["  ✗ passport is secret: type it at its prompt"])
    }

    @Test func setTakesTheRestOfTheLineAndReportsFlips() throws {
        let (out, _) = try ShellHarness.run(
            "forms/delivery.json", ["", ":set address Amir Temur 1", ":set delivery_type courier"])
        #expect(ShellHarness.reply(out, after: ":set address Amir Temur 1") == ["  ✓ address = Amir Temur 1"])
        #expect(ShellHarness.reply(out, after: ":set delivery_type courier") == ["  ✓ delivery_type = courier"])
    }

    @Test func tryDoesNotStore() throws {
        let (out, _) = try ShellHarness.run(
            "forms/loan_application.json", [":try user_phone +998901234567", ":try user_phone 123", ":payload"])
        #expect(ShellHarness.reply(out, after: ":try user_phone +998901234567") == ["  ✓ user_phone (not stored)"])
        #expect(
            ShellHarness.reply(out, after: ":try user_phone 123") == [
                "  ✗ user_phone: Format: +998XXXXXXXXX ko'rinishida bo'lsin (not stored)"
            ])
        #expect(ShellHarness.reply(out, after: ":payload") == ["  {\"insurance\":false,\"agree_terms\":false}"])
    }

    @Test func keysShowsTheVerdictAfterEachCharacter() throws {
        let (out, _) = try ShellHarness.run("forms/delivery.json", ["pickup", ":keys comment ab"])
        #expect(ShellHarness.reply(out, after: ":keys comment ab") == ["  a  ✓", "  ab  ✓"])
    }

    @Test func payloadMasksSecrets() throws {
        let (out, _) = try ShellHarness.run("forms/card_transfer/step1_card.json", ["4111111111111111", ":payload"])
        #expect(ShellHarness.reply(out, after: ":payload") == ["  {\"card_number\":\"•••• 1111\"}"])
        #expect(!out.contains("4111111111111111\n  {"))
    }

    @Test func fieldsTableMasksSecretsAndAligns() throws {
        let (out, _) = try ShellHarness.run("forms/card_transfer/step1_card.json", ["4111111111111111", ":fields"])
        #expect(
            ShellHarness.reply(out, after: ":fields") == [
                "  n  key          label         type          state  value",
                "  1  card_number  Karta raqami  secure_input  ✓      •••• 1111",
                "  2  card_holder  Karta egasi   text_input    ·",
            ])
    }

    @Test func rulesListsRulesConditionsAndMessages() throws {
        let (out, _) = try ShellHarness.run("forms/delivery.json", [":rules address"])
        #expect(
            ShellHarness.reply(out, after: ":rules address") == [
                "  address · Manzil · text_input",
                "    1. required, when delivery_type = courier → Kuryer uchun manzil majburiy",
            ])
    }

    @Test func escapedColonIsAValue() throws {
        let (out, _) = try ShellHarness.run("forms/delivery.json", ["pickup", "", "::colon"])
        #expect(ShellHarness.reply(out, after: "::colon").first == "  ✓")
        #expect(out.contains("  comment: :colon"))
    }

    @Test func unknownCommandAndUnknownField() throws {
        let (out, _) = try ShellHarness.run("forms/delivery.json", [":frobnicate", ":goto nowhere"])
        #expect(
            ShellHarness.reply(out, after: ":frobnicate") == ["  ✗ unknown command :frobnicate (:help lists commands)"])
        #expect(ShellHarness.reply(out, after: ":goto nowhere") == ["  ✗ no field \"nowhere\" (:fields lists them)"])
    }

    @Test func wipeStartsOver() throws {
        let (out, _) = try ShellHarness.run("forms/delivery.json", ["courier", ":wipe", ":payload"])
        #expect(ShellHarness.reply(out, after: ":wipe").first == "All values wiped.")
        #expect(ShellHarness.reply(out, after: ":payload") == ["  {}"])
    }

    @Test func submitListsEveryInvalidField() throws {
        let (out, _) = try ShellHarness.run("forms/delivery.json", [":submit"])
        #expect(
            ShellHarness.reply(out, after: ":submit") == [
                "Cannot submit: 1 field is invalid.",
                "  ✗ delivery_type: Yetkazib berish usulini tanlang",
                "[1/3] Yetkazib berish usuli *",
                "  1) Kuryer [courier]   2) O'zim olib ketaman [pickup]",
            ])
    }

    @Test func hiddenFieldsAreSkippedAndShownWhenTheirConditionHolds() throws {
        let (out, _) = try ShellHarness.run(
            "forms/loan_application.json", [":goto income_other", ":set income_source other", ":goto income_other"])
        #expect(
            ShellHarness.reply(out, after: ":goto income_other") == [
                "  ✗ income_other is hidden: its visibleWhen condition is false"
            ])
        #expect(ShellHarness.reply(out, after: ":set income_source other") == ["  ✓ income_source = other"])
    }

    @Test func schemaListsSkippedComponents() throws {
        let (out, _) = try ShellHarness.run("forms/kitchen_sink.json", [":schema"])
        let reply = ShellHarness.reply(out, after: ":schema")
        #expect(reply.contains("  skipped carousel \"promo_carousel\" at /components/13: unknown component type"))
        #expect(reply.contains { $0.hasPrefix("  skipped text_input \"broken_input\" at /components/16:") })
    }
}

/// Server text that echoes a secure value is shown with the value masked.
@Suite struct SecretRedactionTests {
    @Test func anEchoedCardNumberIsMasked() throws {
        let form = try ShellHarness.form("forms/card_transfer/step1_card.json")
        let state = try FormState(form: form, store: try SecretStore(capacity: 1 << 16))
        var line = "4111111111111111"
        _ = line.withUTF8 { state.set(0, line: UnsafeRawBufferPointer($0)) }
        let masker = SecretMasker()
        let scope = masker.openScope()
        scope.hold { visit in state.forEachSecretValue(visit) }
        defer { scope.close(keepingRemembered: false) }
        #expect(
            masker.masked(#"{"card_number":"4111111111111111","ok":false}"#)
                == #"{"card_number":"•••• 1111","ok":false}"#)
        #expect(masker.masked(#"{"echo":"41111111"}"#) == #"{"echo":"••••"}"#)
        #expect(masker.masked("nothing secret here") == "nothing secret here")
    }
}
