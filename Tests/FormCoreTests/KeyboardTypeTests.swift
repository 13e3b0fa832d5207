import Testing

@testable import FormCore

/// `keyboardType` filters (docs/contract.md, "Validation and dependent fields" item 7): a line with a character the
/// keyboard cannot
/// produce is rejected with a message naming the first one, and the value stays.
@Suite struct KeyboardTypeTests {
    func session(_ keyboard: String, filter: Bool = true) throws -> Session {
        try Session(
            loadScreen(
                textInput("v", props: #", "keyboardType": "\#(keyboard)""#),
                options: FormLoader.Options(keyboardFilter: filter)))
    }

    @Test(arguments: [
        ("phonePad", "+998 (90) 123-45-67"),
        ("phonePad", "*#0123456789"),
        ("numberPad", "0123456789"),
        ("decimalPad", "12.5"),
        ("decimalPad", "12,5"),
        ("decimalPad", ".5"),
        ("decimalPad", "125"),
        ("emailAddress", "ism+teg@misol.uz"),
        ("emailAddress", "Ўзбек@мисол.уз"),
        ("default", "anything at all 👍🏽\t"),
    ])
    func accepts(keyboard: String, line: String) throws {
        let s = try session(keyboard)
        try s.type("v", line)
        #expect(s.text("v") == line)
    }

    @Test(arguments: [
        ("phonePad", "+998 90 12a 45 67", "'a'"),
        ("phonePad", "+998.90", "'.'"),
        ("phonePad", "+998９0", "'９'"),
        ("numberPad", "12 3", "space"),
        ("numberPad", "-5", "'-'"),
        ("numberPad", "1.5", "'.'"),
        ("decimalPad", "-1.5", "'-'"),
        ("decimalPad", "1 000", "space"),
        ("emailAddress", "ism @misol.uz", "space"),
        ("emailAddress", "ism\t@misol.uz", "U+0009"),
        ("emailAddress", "ism\u{00A0}@misol.uz", "U+00A0"),
    ])
    func rejectsNamingTheFirstBadCharacterAndKeepsTheValue(keyboard: String, line: String, named: String) throws {
        let s = try session(keyboard)
        try s.type("v", "5")
        let result = s.typing("v", line)
        guard case .failure(let e) = result else {
            Issue.record("\(line) was accepted on \(keyboard)")
            return
        }
        #expect(e == .input(.keyboard(character: named, keyboard: KeyboardType(rawValue: keyboard)!)))
        #expect(e.description == "\(named) cannot be typed on the \(keyboard) keyboard")
        #expect(s.text("v") == "5")
    }

    /// `1.000.000` on a decimalPad: the message says why (a second separator), not only which character.
    @Test(arguments: [("1.000.000", "'.'"), ("1,2.3", "'.'"), ("1.2,3", "','")])
    func aSecondDecimalSeparatorIsNamedAsSuch(line: String, named: String) throws {
        let s = try session("decimalPad")
        try s.type("v", "5")
        guard case .failure(let e) = s.typing("v", line) else {
            Issue.record("\(line) was accepted on decimalPad")
            return
        }
        #expect(e == .input(.secondSeparator(character: named)))
        #expect(
            e.description
                == "a second separator \(named) cannot be typed on the decimalPad keyboard (one decimal separator, no thousands separators)"
        )
        #expect(s.text("v") == "5")
    }

    @Test func noKeyboardFilterLetsAnythingThrough() throws {
        let s = try session("numberPad", filter: false)
        try s.type("v", "12 abc")
        #expect(s.text("v") == "12 abc")
    }

    @Test func tryValueIsFilteredToo() throws {
        let s = try session("numberPad")
        var line = "1a"
        let result = line.withUTF8 { s.state.tryValue(0, line: UnsafeRawBufferPointer($0)) }
        #expect(result == .failure(.input(.keyboard(character: "'a'", keyboard: .numberPad))))
    }
}
