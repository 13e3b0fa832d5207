import Testing

@testable import FormReplay

/// How record names a new secret value's variable so that a folder replays under one
/// environment, and how it says what each variable stands for.
@Suite struct SecretNamingTests {
    func name(
        _ key: String, value: String, environment: [String: String] = [:], taken: Set<String> = [],
        assigned: Set<String> = []
    ) -> String {
        SecretNaming(environment: environment, taken: taken).name(for: key, assigned: assigned) {
            $0 == Array(value.utf8)
        }
    }

    @Test func withNothingSetOrReadTheFieldsNamesComeInOrder() {
        #expect(name("otp", value: "000000") == "FORMSH_SECRET_OTP")
        #expect(name("otp", value: "123456", assigned: ["FORMSH_SECRET_OTP"]) == "FORMSH_SECRET_OTP_2")
        #expect(
            name("otp", value: "1", assigned: ["FORMSH_SECRET_OTP", "FORMSH_SECRET_OTP_2"]) == "FORMSH_SECRET_OTP_3")
    }

    /// The case: the suite's environment sets OTP=123456; a wrong code typed first
    /// does not take that name, and the right one reuses it.
    @Test func aNameSetInTheEnvironmentIsReusedOnlyForTheSameValue() {
        let env = ["FORMSH_SECRET_OTP": "123456", "FORMSH_SECRET_CARD_NUMBER": "4111111111111111", "HOME": "/root"]
        #expect(name("otp", value: "000000", environment: env) == "FORMSH_SECRET_OTP_2")
        #expect(
            name("otp", value: "123456", environment: env, assigned: ["FORMSH_SECRET_OTP_2"]) == "FORMSH_SECRET_OTP")
        #expect(name("card_number", value: "4111111111111111", environment: env) == "FORMSH_SECRET_CARD_NUMBER")
        #expect(name("card_number", value: "5500000000000004", environment: env) == "FORMSH_SECRET_CARD_NUMBER_2")
        // A later name set to the same value is found past an earlier one set to another.
        let two = ["FORMSH_SECRET_OTP": "123456", "FORMSH_SECRET_OTP_2": "000000"]
        #expect(name("otp", value: "000000", environment: two) == "FORMSH_SECRET_OTP_2")
        #expect(name("otp", value: "999999", environment: two) == "FORMSH_SECRET_OTP_3")
        // Values are compared whole, as bytes, not by prefix nor after normalisation.
        #expect(name("otp", value: "12345", environment: env) == "FORMSH_SECRET_OTP_2")
        #expect(
            name("пароль", value: "é", environment: ["FORMSH_SECRET_______": "e\u{301}"]) == "FORMSH_SECRET________2")
    }

    /// A name another transcript of the folder reads is never given another value: when it
    /// is not set here its value is unknown, so it is passed over.
    @Test func aNameAnotherTranscriptReadsIsNotTaken() {
        #expect(name("otp", value: "000000", taken: ["FORMSH_SECRET_OTP"]) == "FORMSH_SECRET_OTP_2")
        #expect(
            name("otp", value: "000000", taken: ["FORMSH_SECRET_OTP", "FORMSH_SECRET_OTP_2"]) == "FORMSH_SECRET_OTP_3")
        // Set here to the same value, it is the same variable: reused.
        #expect(
            name("otp", value: "123456", environment: ["FORMSH_SECRET_OTP": "123456"], taken: ["FORMSH_SECRET_OTP"])
                == "FORMSH_SECRET_OTP")
        // Another field's names do not matter.
        #expect(name("otp", value: "1", taken: ["FORMSH_SECRET_CARD_NUMBER"]) == "FORMSH_SECRET_OTP")
    }

    @Test(arguments: [
        ("otp", [1], 1, "otp"),
        ("otp", [1], 2, "otp, 1st attempt (wrong value, asked again)"),
        ("otp", [2], 2, "otp, 2nd attempt (last)"),
        ("otp", [1, 2], 3, "otp, 1st and 2nd attempts (wrong value, asked again)"),
        ("otp", [3, 11], 11, "otp, 3rd and 11th attempts (last)"),
        ("код", [21], 22, "код, 21st attempt (wrong value, asked again)"),
        ("otp", [12, 13], 13, "otp, 12th and 13th attempts (last)"),
    ])
    func roles(key: String, attempts: [Int], total: Int, role: String) {
        #expect(RecordText.role(key, attempts, of: total) == role)
    }

    /// What record prints: every variable the folder reads, padded to a column, then those
    /// of the new transcript the recording environment does not set.
    @Test func theSuiteNotesNameEveryVariableWithItsRole() {
        var suite = SuiteVariables()
        suite.add("FORMSH_SECRET_OTP", field: "otp", path: "t/flow.t")
        suite.add("FORMSH_SECRET_OTP_2", field: "otp, 1st attempt (wrong value, asked again)", path: "t/new.t")
        suite.add("FORMSH_SECRET_OTP", field: "otp, 2nd attempt (last)", path: "t/new.t")
        suite.add("FORMSH_SECRET_CARD_NUMBER", field: "card_number", path: "t/flow.t")
        #expect(
            RecordText.suite(
                folder: "t", suite, fresh: [("FORMSH_SECRET_OTP_2", "otp, 1st attempt (wrong value, asked again)")])
                == [
                    "The transcripts in t read 3 variables; replay them with all of them set:",
                    "  FORMSH_SECRET_CARD_NUMBER  card_number (t/flow.t)",
                    "  FORMSH_SECRET_OTP          otp; otp, 2nd attempt (last) (t/flow.t, t/new.t)",
                    "  FORMSH_SECRET_OTP_2        otp, 1st attempt (wrong value, asked again) (t/new.t)",
                    "FORMSH_SECRET_OTP_2 is not set here: set it to the value typed for otp, 1st attempt (wrong value, asked again).",
                ])
        #expect(RecordText.suite(folder: "", SuiteVariables(), fresh: []).isEmpty)
    }
}
