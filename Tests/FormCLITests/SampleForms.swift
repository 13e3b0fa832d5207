/// The sample forms of the repository.
enum Fixtures {
    /// Every sample screen under forms/ (not the scenario file flow.json).
    static let sampleForms = [
        "forms/delivery.json", "forms/loan_application.json", "forms/kitchen_sink.json",
        "forms/card_transfer/step1_card.json", "forms/card_transfer/step2_amount.json",
        "forms/card_transfer/step3_otp.json", "forms/card_transfer/success.json",
    ]
}
