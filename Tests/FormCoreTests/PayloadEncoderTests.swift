import Testing

@testable import FormCore

/// The payload (docs/contract.md, "Payload"): compact JSON, keys in schema order, every visible input with a
/// value; numbers with `.`; multi-choice in option order; booleans always; blank optional
/// text and hidden fields left out; strings escaped. Golden strings are exact bytes.
@Suite struct PayloadEncoderTests {
    /// Fills a form with typed lines (in order) and returns (payload, masked payload).
    func fill(_ path: String, _ lines: [(String, String)]) throws -> (String, String, Session) {
        let s = try Session(path)
        for (key, line) in lines { try s.type(key, line) }
        return (try s.payload(), try s.payload(masked: true), s)
    }

    @Test func deliveryCourier() throws {
        let (payload, masked, _) = try fill(
            "forms/delivery.json",
            [
                ("delivery_type", "1"), ("address", "Toshkent, Chilonzor 5-uy"), ("comment", "   "),
            ])
        #expect(payload == #"{"delivery_type":"courier","address":"Toshkent, Chilonzor 5-uy"}"#)
        #expect(masked == payload)
    }

    @Test func deliveryPickup() throws {
        let (payload, _, _) = try fill(
            "forms/delivery.json",
            [
                ("delivery_type", "pickup"), ("comment", "Eshik oldida qoldiring"),
            ])
        #expect(payload == #"{"delivery_type":"pickup","comment":"Eshik oldida qoldiring"}"#)
    }

    @Test func anUntouchedFormWithoutBooleansIsAnEmptyObject() throws {
        #expect(try Session("forms/delivery.json").payload() == "{}")
    }

    @Test func loanApplication() throws {
        let (payload, masked, s) = try fill(
            "forms/loan_application.json",
            [
                ("user_phone", "+998901234567"),
                ("full_name", #"Ali "Vali" o'g'li"#),
                ("passport", "AA1234567"),
                ("amount", "5000000,50"),
                ("term_months", "12"),
                ("income_source", "other"),
                ("income_other", "Ijara"),
                ("income_source", "salary"),
                ("employer", "Uzcard MChJ"),
                ("purposes", "car, home"),
                ("agree_terms", "y"),
            ])
        #expect(
            payload
                == #"{"user_phone":"+998901234567","full_name":"Ali \"Vali\" o'g'li","passport":"AA1234567","amount":5000000.50,"term_months":12,"income_source":"salary","employer":"Uzcard MChJ","purposes":["home","car"],"insurance":false,"agree_terms":true}"#
        )
        #expect(
            masked
                == #"{"user_phone":"+998901234567","full_name":"Ali \"Vali\" o'g'li","passport":"••••","amount":5000000.50,"term_months":12,"income_source":"salary","employer":"Uzcard MChJ","purposes":["home","car"],"insurance":false,"agree_terms":true}"#
        )
        #expect(s.state.validateAll() == [])
    }

    @Test func cardTransferSteps() throws {
        let (card, cardMasked, _) = try fill(
            "forms/card_transfer/step1_card.json",
            [
                ("card_number", "4111111111111111"), ("card_holder", "ALISHER KARIMOV"),
            ])
        #expect(card == #"{"card_number":"4111111111111111","card_holder":"ALISHER KARIMOV"}"#)
        #expect(cardMasked == #"{"card_number":"•••• 1111","card_holder":"ALISHER KARIMOV"}"#)

        let (amount, _, _) = try fill("forms/card_transfer/step2_amount.json", [("transfer_amount", "250000,5")])
        #expect(amount == #"{"transfer_amount":250000.5,"currency":"UZS"}"#)

        let (otp, otpMasked, _) = try fill("forms/card_transfer/step3_otp.json", [("otp", "123456")])
        #expect(otp == #"{"otp":"123456"}"#)
        #expect(otpMasked == #"{"otp":"••••"}"#)

        #expect(try Session("forms/card_transfer/success.json").payload() == "{}")
    }

    @Test func kitchenSink() throws {
        let (payload, masked, s) = try fill(
            "forms/kitchen_sink.json",
            [
                ("full_name", #"Zarina "Z" \ Ali"#),
                ("email", "zarina@misol.uz"),
                ("email_confirm", "zarina@misol.uz"),
                ("age", "30"),
                ("card_number", "4111111111111111"),
                ("pin", "1234"),
                ("delivery_type", "post"),
                ("address", "Samarqand sh.\t2-uy"),
                ("postcode", "140100"),
                ("interests", "events, news"),
                ("promo_code", " "),
                ("agree_terms", "yes"),
            ])
        #expect(
            payload
                == #"{"full_name":"Zarina \"Z\" \\ Ali","email":"zarina@misol.uz","email_confirm":"zarina@misol.uz","age":30,"card_number":"4111111111111111","pin":"1234","delivery_type":"post","address":"Samarqand sh.\t2-uy","postcode":"140100","contact_method":"sms","interests":["news","events"],"agree_terms":true,"newsletter":true}"#
        )
        #expect(
            masked
                == #"{"full_name":"Zarina \"Z\" \\ Ali","email":"zarina@misol.uz","email_confirm":"zarina@misol.uz","age":30,"card_number":"•••• 1111","pin":"••••","delivery_type":"post","address":"Samarqand sh.\t2-uy","postcode":"140100","contact_method":"sms","interests":["news","events"],"agree_terms":true,"newsletter":true}"#
        )
        #expect(s.state.validateAll() == [])
    }

    @Test(arguments: [
        ("12,50", "12.50"),
        ("12.50", "12.50"),
        (" 7 ", "7"),
        ("-0,5", "-0.5"),
        ("007.10", "7.10"),
        (",5", "0.5"),
        ("0", "0"),
        ("12345678901234567890,123456789012345678901", "12345678901234567890.123456789012345678901"),
    ])
    func aNumberIsWrittenWithADotAndItsDigits(typed: String, json: String) throws {
        let s = try Session(
            loadScreen(
                textInput("n", props: #", "valueType": "number""#) + ","
                    + textInput("i", props: #", "valueType": "integer""#)))
        try s.type("n", typed)
        try s.type("i", "42")
        #expect(try s.payload() == #"{"n":\#(json),"i":42}"#)
    }

    @Test(arguments: [
        ("a\"b", #""a\"b""#),
        ("a\\b", #""a\\b""#),
        ("a/b", #""a/b""#),
        ("a\tb\r\nc", #""a\tb\r\nc""#),
        ("\u{8}\u{C}", #""\b\f""#),
        ("\u{1}\u{1F}", #""\u0001\u001f""#),
        ("Oʻzbekiston 🇺🇿 ё", #""Oʻzbekiston 🇺🇿 ё""#),
    ])
    func stringsAreEscaped(typed: String, json: String) throws {
        let s = try Session(loadScreen(textInput("v")))
        try s.type("v", typed)
        #expect(try s.payload() == #"{"v":\#(json)}"#)
    }

    @Test func keysAreEscapedToo() throws {
        let s = try Session(
            loadScreen(#"{"id": "q", "type": "text_input", "props": {"label": "Q", "stateKey": "a\"b\\c"}}"#))
        try s.type(#"a"b\c"#, "x")
        #expect(try s.payload() == #"{"a\"b\\c":"x"}"#)
    }

    @Test func booleansAreAlwaysPresentUnlessHidden() throws {
        let s = try Session(
            loadScreen(
                #"""
                {"id": "t", "type": "toggle_switch", "props": {"label": "T", "stateKey": "t"}},
                {"id": "c", "type": "checkbox", "props": {"label": "C", "stateKey": "c"}},
                {"id": "d", "type": "toggle_switch", "props": {"label": "D", "stateKey": "d", "defaultValue": true}},
                {"id": "h", "type": "toggle_switch", "props": {"label": "H", "stateKey": "h"}, "visibleWhen": {"field": "t", "equals": true}}
                """#))
        #expect(try s.payload() == #"{"t":false,"c":false,"d":true}"#)
        try s.type("t", "yes")
        #expect(try s.payload() == #"{"t":true,"c":false,"d":true,"h":false}"#)
        try s.type("h", "yes")
        try s.type("t", "no")
        #expect(try s.payload() == #"{"t":false,"c":false,"d":true}"#)
    }

    @Test func optionValuesAreWrittenAsTheSchemaWroteThem() throws {
        let s = try Session(
            loadScreen(
                #"""
                {"id": "p", "type": "dropdown", "props": {"label": "P", "stateKey": "p",
                  "options": [{"value": 12.50, "label": "a"}, {"value": "12.50", "label": "b"}, {"value": -0, "label": "c"}]}},
                {"id": "m", "type": "checkbox", "props": {"label": "M", "stateKey": "m",
                  "options": [{"value": 3, "label": "three"}, {"value": "two", "label": "two"}, {"value": 1, "label": "one"}]}}
                """#))
        try s.type("p", "a")
        try s.type("m", "one, three, two")
        #expect(try s.payload() == #"{"p":12.50,"m":[3,"two",1]}"#)
        try s.type("p", "b")
        try s.type("m", "one")
        #expect(try s.payload() == #"{"p":"12.50","m":[1]}"#)
    }

    @Test func defaultsAreValues() throws {
        let s = try Session(
            loadScreen(
                #"""
                {"id": "city", "type": "text_input", "props": {"label": "Shahar", "stateKey": "city", "defaultValue": "Toshkent"}},
                {"id": "qty", "type": "text_input", "props": {"label": "Soni", "stateKey": "qty", "valueType": "integer", "defaultValue": 5}},
                {"id": "empty", "type": "text_input", "props": {"label": "Bo'sh", "stateKey": "empty", "defaultValue": ""}},
                {"id": "pick", "type": "radio_group", "props": {"label": "P", "stateKey": "pick", "defaultValue": 12,
                  "options": [{"value": 6, "label": "6"}, {"value": 12, "label": "12"}]}},
                {"id": "many", "type": "checkbox", "props": {"label": "M", "stateKey": "many", "defaultValue": ["c", "a"],
                  "options": [{"value": "a", "label": "A"}, {"value": "b", "label": "B"}, {"value": "c", "label": "C"}]}}
                """#))
        #expect(try s.payload() == #"{"city":"Toshkent","qty":5,"pick":12,"many":["a","c"]}"#)
    }

    @Test func anEmptiedMultiChoiceIsLeftOut() throws {
        let s = try Session("forms/loan_application.json")
        try s.type("purposes", "home")
        try s.type("purposes", "")
        #expect(try s.payload() == #"{"insurance":false,"agree_terms":false}"#)
    }

    @Test func thePayloadIsWrittenIntoTheStore() throws {
        let s = try Session("forms/card_transfer/step3_otp.json")
        try s.type("otp", "908172")
        let h = try PayloadEncoder.encode(s.state)
        let offset = s.store.offset(of: h)
        let expected = Array(#"{"otp":"908172"}"#.utf8)
        s.store.withRawRegion { region in
            #expect(Array(region[offset..<(offset + expected.count)]) == expected)
        }
        s.store.free(h)
        s.store.withRawRegion { region in
            #expect(region[offset..<(offset + expected.count)].allSatisfy { $0 == 0 })
        }
    }
}
