import Testing

@testable import FormCore

/// `formsh check` semantics (docs/contract.md, "Payload"), read the other way: a value for a hidden field, a
/// key no field has, a choice outside the options, a value of the wrong JSON type.
@Suite struct PayloadCheckerTests {
    static let validLoan =
        #"{"user_phone":"+998901234567","full_name":"Ali Valiyev","passport":"AA1234567","amount":5000000,"term_months":12,"income_source":"salary","employer":"Uzcard","purposes":["home"],"insurance":false,"agree_terms":true}"#

    func check(_ path: String, _ line: String) throws -> Result<PayloadChecker.Verdict, PayloadLineError> {
        let form = try Repo.form(path)
        let store = try SecretStore(capacity: 64 * 1024)
        var bytes = line
        return bytes.withUTF8 { PayloadChecker.check(UnsafeRawBufferPointer($0), form: form, store: store) }
    }

    /// The errors of a line, as "key: message".
    func errors(_ path: String, _ line: String) throws -> [String] {
        try check(path, line).get().errors.map { "\($0.key): \($0.message)" }
    }

    /// The loan payload with one key replaced (or added at the end).
    func loan(_ key: String, _ json: String) -> String {
        guard let r = Self.validLoan.range(of: "\"\(key)\":") else {
            return String(Self.validLoan.dropLast()) + ",\"\(key)\":\(json)}"
        }
        var rest = Self.validLoan[r.upperBound...]
        var depth = 0
        var inString = false
        var end = rest.startIndex
        for i in rest.indices {
            let c = rest[i]
            if inString {
                if c == "\"" { inString = false }
                continue
            }
            if c == "\"" {
                inString = true
            } else if c == "[" {
                depth += 1
            } else if c == "]" {
                depth -= 1
            } else if (c == "," || c == "}") && depth == 0 {
                end = i
                break
            }
        }
        rest = rest[end...]
        return String(Self.validLoan[..<r.upperBound]) + json + rest
    }

    @Test func aValidPayloadHasNoErrors() throws {
        #expect(try errors("forms/loan_application.json", Self.validLoan) == [])
    }

    @Test func aValueForAHiddenFieldIsAnError() throws {
        #expect(
            try errors("forms/loan_application.json", loan("income_other", #""Ijara""#))
                == ["income_other: value for a hidden field"])
    }

    @Test func aVisibleConditionalFieldIsChecked() throws {
        let line = loan("income_source", #""other""#).replacingOccurrences(#","employer":"Uzcard""#, "")
        #expect(try errors("forms/loan_application.json", line) == ["income_other: Daromad manbaini yozing"])
        #expect(
            try errors(
                "forms/loan_application.json",
                loan("income_other", #""Ijara""#).replacingOccurrences(
                    #""income_source":"salary""#, #""income_source":"other""#)) == [])
    }

    @Test func anUnknownKeyIsAnError() throws {
        #expect(
            try errors("forms/loan_application.json", loan("nickname", #""Ali""#)) == [
                "nickname: unknown key: no field has it"
            ])
    }

    @Test(arguments: [
        ("term_months", "7", "term_months: 7 is not one of the options"),
        ("term_months", #""12""#, #"term_months: "12" is not one of the options"#),
        ("income_source", #""gift""#, #"income_source: "gift" is not one of the options"#),
        ("purposes", #"["home","yacht"]"#, #"purposes: "yacht" is not one of the options"#),
    ])
    func aChoiceOutsideTheOptionsIsAnError(key: String, json: String, error: String) throws {
        #expect(try errors("forms/loan_application.json", loan(key, json)) == [error])
    }

    @Test(arguments: [
        ("amount", #""5000000""#, "amount: expected a number, found a string"),
        ("user_phone", "998901234567", "user_phone: expected a string, found a number"),
        ("full_name", "null", "full_name: expected a string, found null"),
        ("insurance", #""yes""#, "insurance: expected a boolean, found a string"),
        ("agree_terms", "1", "agree_terms: expected a boolean, found a number"),
        ("purposes", #""home""#, "purposes: expected an array of option values, found a string"),
        (
            "purposes", #"[["home"]]"#,
            "purposes: expected an array of option values, found an array of arrays or objects"
        ),
        ("term_months", "[12]", "term_months: expected an option's value, found an array"),
        ("income_source", #"{"v":"salary"}"#, "income_source: expected an option's value, found an object"),
        ("term_months", "true", "term_months: expected an option's value, found a boolean"),
    ])
    func aValueOfTheWrongTypeIsAnError(key: String, json: String, error: String) throws {
        #expect(try errors("forms/loan_application.json", loan(key, json)) == [error])
    }

    @Test func fieldRulesApplyWithTheirMessages() throws {
        #expect(
            try errors("forms/loan_application.json", loan("amount", "499999.99")) == [
                "amount: Eng kam summa: 500 000 so'm"
            ])
        #expect(
            try errors("forms/loan_application.json", loan("user_phone", #""+99890""#)) == [
                "user_phone: Format: +998XXXXXXXXX ko'rinishida bo'lsin"
            ])
        #expect(
            try errors("forms/delivery.json", #"{"delivery_type":"courier"}"#) == [
                "address: Kuryer uchun manzil majburiy"
            ])
        #expect(try errors("forms/delivery.json", #"{"delivery_type":"pickup"}"#) == [])
    }

    @Test func missingBooleansAreFalseAndErrorsComeInSchemaOrderThenUnknownKeys() throws {
        #expect(
            try errors("forms/loan_application.json", #"{"zzz":1,"insurance":true,"term_months":6}"#) == [
                "user_phone: Telefon raqami kiritilishi shart",
                "full_name: To'liq ismingizni kiriting",
                "passport: Pasport ma'lumotlarini kiriting",
                "amount: Kredit summasini kiriting",
                "income_source: Daromad manbaini tanlang",
                "purposes: Kamida bitta maqsadni tanlang",
                "agree_terms: Shartlarga rozilik bildiring",
                "zzz: unknown key: no field has it",
            ])
    }

    @Test(arguments: [
        (#"{"a":"#, "invalid JSON: unexpected end of input at column 6"),
        (#"{"a" 1}"#, "invalid JSON: expected ':' after a key at column 6"),
        (#"{"a":1,}"#, "invalid JSON: expected a string key at column 8"),
        (#"{"a":01}"#, "invalid JSON: leading zeros are not allowed in numbers at column 7"),
        (#"{"a":"x\q"}"#, "invalid JSON: invalid escape \\'q' at column 9"),
        (#"{"a":1} {"#, "invalid JSON: unexpected text after the JSON value at column 9"),
    ])
    func anInvalidJSONLineIsALineError(line: String, message: String) throws {
        let result = try check("forms/delivery.json", line)
        guard case .failure(let e) = result, case .invalidJSON = e else {
            Issue.record("expected invalid JSON, got \(result)")
            return
        }
        #expect(e.description == message)
    }

    @Test(arguments: [
        ("[1,2]", "expected a JSON object, found an array"),
        (#""text""#, "expected a JSON object, found a string"),
        ("42", "expected a JSON object, found a number"),
        ("-1", "expected a JSON object, found a number"),
        ("null", "expected a JSON object, found null"),
        ("true", "expected a JSON object, found a boolean"),
        ("", "empty line"),
        ("   ", "empty line"),
    ])
    func aLineThatIsNotAnObjectIsALineError(line: String, message: String) throws {
        let result = try check("forms/delivery.json", line)
        #expect(result == .failure(.notAnObject(message)))
    }

    @Test(arguments: [
        ("x", "unexpected character 'x' at column 1"), ("not json", "unexpected character 'n' at column 1"),
    ])
    func textThatIsNotJSONIsInvalidJSON(line: String, message: String) throws {
        #expect(try check("forms/delivery.json", line) == .failure(.invalidJSON(message)))
    }

    @Test func anIntegerFieldRefusesAFraction() throws {
        let form =
            #"{"screenId":"s","version":"1","components":[{"id":"a","type":"text_input","props":{"label":"A","stateKey":"age","valueType":"integer"}}]}"#
        let f = try FormLoader.load(Array(form.utf8))
        let store = try SecretStore(capacity: 1 << 16)
        var line = #"{"age": 1.5}"#
        let v = line.withUTF8 { PayloadChecker.check(UnsafeRawBufferPointer($0), form: f, store: store) }
        #expect(
            v
                == .success(
                    .init(errors: [
                        .init(key: "age", message: "expected an integer, found a number with a fraction", rule: "type")
                    ])))
    }

    /// docs/contract.md, "Payload": a payload number is judged by its exact value, in any JSON spelling.
    @Test(arguments: [
        ("5e5", []), ("5.0E+5", []), ("500000.0e0", []), ("4.9999999e5", ["amount: Eng kam summa: 500 000 so'm"]),
        ("5e7", []), ("5.0000001e7", ["amount: Eng ko'p summa: 50 000 000 so'm"]),
        ("-0", ["amount: Eng kam summa: 500 000 so'm"]),
        ("1e999999999", ["amount: Eng ko'p summa: 50 000 000 so'm"]),
        ("1e-999999999", ["amount: Eng kam summa: 500 000 so'm"]),
    ])
    func numbersAreJudgedByValueInAnySpelling(_ amount: String, _ expected: [String]) throws {
        #expect(try errors("forms/loan_application.json", loan("amount", amount)) == expected)
    }

    @Test func optionNumbersAndIntegersMatchByValue() throws {
        #expect(try errors("forms/loan_application.json", loan("term_months", "1.2e1")) == [])
        #expect(try errors("forms/loan_application.json", loan("term_months", "12.00")) == [])
        let form =
            #"{"screenId":"s","version":"1","components":[{"id":"a","type":"text_input","props":{"label":"A","stateKey":"age","valueType":"integer"},"validations":[{"rule":"min","value":18,"errorMessage":"adult"}]}]}"#
        let f = try FormLoader.load(Array(form.utf8))
        let store = try SecretStore(capacity: 1 << 16)
        for (line, expected) in [
            (#"{"age": 1.8e1}"#, []), (#"{"age": 17.0}"#, ["adult"]),
            (#"{"age": 1.85e1}"#, ["expected an integer, found a number with a fraction"]),
        ] {
            var text = line
            let v = text.withUTF8 { PayloadChecker.check(UnsafeRawBufferPointer($0), form: f, store: store) }
            #expect((try v.get()).errors.map(\.message) == expected, "\(line)")
        }
        #expect(store.bytesInUse == 0)
    }

    @Test func aKeyGivenTwiceIsAnErrorOfThatKey() throws {
        let line = String(Self.validLoan.dropLast()) + #","insurance":true}"#
        let v = try check("forms/loan_application.json", line).get()
        #expect(v.errors == [.init(key: "insurance", message: "the key appears more than once", rule: "duplicateKey")])
    }

    @Test func eachErrorNamesItsRule() throws {
        let line =
            #"{"user_phone":"+99890","full_name":1,"amount":5000000,"term_months":7,"income_source":"salary","income_other":"x","employer":"","purposes":["home"],"insurance":false,"agree_terms":true,"zzz":1}"#
        let v = try check("forms/loan_application.json", line).get()
        #expect(
            v.errors.map { "\($0.key)=\($0.rule)" } == [
                "user_phone=regex", "full_name=type", "passport=required", "term_months=option",
                "income_other=hidden", "employer=required", "zzz=unknownKey",
            ])
    }

    @Test func duplicateOptionValuesAreOneOption() throws {
        let form = try loadScreen(
            #"{"id": "d", "type": "dropdown", "props": {"label": "D", "stateKey": "d", "options": [{"value": "a"}, {"value": "b"}, {"value": "a"}]}}, {"id": "c", "type": "checkbox", "props": {"label": "C", "stateKey": "c", "options": [{"value": "x"}, {"value": "x"}]}}"#
        )
        let store = try SecretStore(capacity: 1 << 16)
        func errors(_ line: String) -> [String] {
            var text = line
            let v = text.withUTF8 { PayloadChecker.check(UnsafeRawBufferPointer($0), form: form, store: store) }
            return ((try? v.get())?.errors ?? []).map { "\($0.key): \($0.message)" }
        }
        #expect(errors(#"{"d": "a", "c": ["x"]}"#) == [])
        #expect(errors(#"{"d": "b", "c": []}"#) == [])
        #expect(errors(#"{"c": ["x", "x"]}"#) == ["c: x is listed more than once"])
    }

    @Test func aChoiceListedTwiceIsAnError() throws {
        let result = try check("forms/loan_application.json", #"{"purposes": ["home", "home"]}"#)
        guard case .success(let v) = result else {
            Issue.record("not judged: \(result)")
            return
        }
        #expect(v.errors.first { $0.key == "purposes" }?.message == "home is listed more than once")
    }

    @Test(arguments: [
        ("forms/delivery.json", [("delivery_type", "courier"), ("address", "Chilonzor")]),
        (
            "forms/kitchen_sink.json",
            [
                ("full_name", "Ali \"Q\""), ("email", "a@b.uz"), ("email_confirm", "a@b.uz"),
                ("card_number", "4111111111111111"),
                ("delivery_type", "pickup"), ("interests", "news"), ("agree_terms", "yes"),
            ]
        ),
        ("forms/card_transfer/step2_amount.json", [("transfer_amount", "1000,5")]),
    ])
    func whatTheShellWouldPostChecksValid(path: String, lines: [(String, String)]) throws {
        let s = try Session(path)
        for (k, v) in lines { try s.type(k, v) }
        #expect(s.state.validateAll() == [])
        #expect(try errors(path, s.payload()) == [])
    }

    @Test func checkingFreesEverythingItStored() throws {
        let form = try Repo.form("forms/kitchen_sink.json")
        let store = try SecretStore(capacity: 64 * 1024)
        var line = #"{"full_name":"MARKER-check-Ali","card_number":"4111111111111111","pin":"12","x":"y"}"#
        _ = line.withUTF8 { PayloadChecker.check(UnsafeRawBufferPointer($0), form: form, store: store) }
        #expect(store.bytesInUse == 0)
        store.withRawRegion { region in
            #expect(occurrences(of: Array("MARKER-check-Ali".utf8), in: region).isEmpty)
            #expect(occurrences(of: Array("4111111111111111".utf8), in: region).isEmpty)
        }
    }
}

/// A store that fills up while a payload is read loses nothing and keeps nothing.
@Suite struct PayloadCheckerStoreTests {
    @Test func aFullStoreIsAnErrorAndEveryBlockIsFreed() throws {
        let form = try Repo.form("forms/delivery.json")
        let store = try SecretStore(capacity: 4096)
        // Values are read in place: the payload itself must not fit.
        let big = String(repeating: "a", count: 2100)
        var line = #"{"delivery_type":"courier","address":"\#(big)","comment":"\#(big)"}"#
        let result = line.withUTF8 { PayloadChecker.check(UnsafeRawBufferPointer($0), form: form, store: store) }
        guard case .failure(.store) = result else {
            Issue.record("expected a store error, got \(result)")
            return
        }
        #expect(store.bytesInUse == 0)
    }
}
