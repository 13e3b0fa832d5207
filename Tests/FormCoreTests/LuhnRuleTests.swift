import Testing

@testable import FormCore

/// `luhn` (docs/contract.md, "Validation and dependent fields"): the digits, spaces ignored, pass the checksum and
/// nothing else remains.
@Suite struct LuhnRuleTests {
    @Test(arguments: [
        ("4111 1111 1111 1111", true),
        ("4111111111111111", true),
        ("79927398713", true),
        ("8600 0000 0000 0008", false),
        (" 4111 1111 1111 1111 ", true),
        ("4111 1111 1111 1112", false),
        ("79927398710", false),
        ("7992739871", false),
        ("4111-1111-1111-1111", false),
        ("4111 1111 1111 111a", false),
        ("４１１１", false),
    ])
    func checksum(value: String, valid: Bool) throws {
        let s = try Session(loadScreen(textInput("card", rules: #"[{"rule": "luhn", "errorMessage": "Luhn"}]"#)))
        try s.type("card", value)
        #expect(s.verdict("card") == (valid ? .valid : .invalid(message: "Luhn", warning: nil)))
    }

    @Test func worksOnASecureInputWithoutMakingAString() throws {
        let form = try loadScreen(
            #"""
            {"id": "c", "type": "secure_input", "props": {"label": "Karta", "stateKey": "card", "mask": "last4"},
             "validations": [{"rule": "luhn", "errorMessage": "Luhn"}]}
            """#)
        let s = try Session(form)
        try s.type("card", "4111 1111 1111 1112")
        #expect(s.message("card") == "Luhn")
        try s.type("card", "4111 1111 1111 1111")
        #expect(s.verdict("card") == .valid)
    }
}
