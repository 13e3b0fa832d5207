import Testing

@testable import FormCore
@testable import FormTools

/// A valid payload built from a form's rules when probe or vectors is given none.
@Suite struct ValidPayloadBuilderTests {
    @Test(arguments: [
        ("^\\+998[0-9]{9}$", "+998111111111"),
        ("^[^@\\s]+@[^@\\s]+\\.[A-Za-z]{2,}$", "a@a.aa"),
        ("^[A-Z]{2}[0-9]{7}$", "AA1111111"),
        ("^(kuryer|pochta)$", "kuryer"),
        ("^[А-Яа-яЁё ]+$", "А"),
        ("^\\p{Lu}\\p{Ll}+$", "Aa"),
    ])
    func aPatternsFirstSampleMatchesIt(pattern: String, sample: String) throws {
        let samples = PatternSample.samples(pattern)
        #expect(samples.first == sample)
        let compiled = try RegexRule(pattern: pattern).compiled.get()
        let store = try SecretStore(capacity: 64 * 1024)
        #expect(Array(sample.utf8).withUnsafeBytes { compiled.matches(utf8: $0, scratch: store) } == .yes)
    }

    @Test(arguments: [
        "forms/loan_application.json", "forms/kitchen_sink.json", "forms/delivery.json",
        "forms/card_transfer/step1_card.json", "forms/card_transfer/step2_amount.json",
        "forms/card_transfer/step3_otp.json",
    ])
    func everySampleFormGetsAPayloadItAccepts(_ path: String) throws {
        let form = try sampleForm(path)
        let store = try SecretStore(capacity: 256 * 1024)
        let built = try ValidPayloadBuilder(form: form, store: store).build().get()
        #expect(try ProbeDeriver.check(built, form: form, store: store).get().isValid)
        #expect(!built.entries.isEmpty)
    }

    @Test func copiesAndOptionalFieldsAreFilled() throws {
        let form = try sampleForm("forms/kitchen_sink.json")
        let store = try SecretStore(capacity: 256 * 1024)
        let built = try ValidPayloadBuilder(form: form, store: store).build().get()
        #expect(built["email_confirm"] == built["email"])
        #expect(built["promo_code"] != nil)
        let card = try #require(built["card_number"]?.stringValue)
        #expect(Array(card.utf8).withUnsafeBytes { LuhnRule.isValid($0) })
    }

    @Test func aFieldNothingFitsIsNamed() throws {
        let form = try loadScreen(
            textInput(
                "kod",
                rules:
                    #"[{"rule": "required", "errorMessage": "R"}, {"rule": "regex", "pattern": "^(?=x)y$", "errorMessage": "Kod notoʻgʻri"}]"#
            )
                + "," + textInput("izoh"))
        let store = try SecretStore(capacity: 64 * 1024)
        let failure = try #require(ValidPayloadBuilder(form: form, store: store).build().failure)
        #expect(failure.key == "kod")
        #expect(
            failure.description
                == "cannot build a valid payload: no value found for kod (every value tried breaks regex); give one with --valid"
        )
    }
}

extension Result {
    var failure: Failure? {
        if case .failure(let f) = self { return f }
        return nil
    }
}
