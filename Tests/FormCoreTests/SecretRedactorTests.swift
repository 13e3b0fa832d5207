import Testing
@testable import FormCore

/// SPEC §6: anything shown from a server is masked before it is shown or cut.
@Suite struct SecretRedactorTests {
    /// A redactor holding the given values (bytes in a store, as a session holds them).
    func redactor(_ values: [(String, SecureInputKind.Mask)], _ body: (SecretRedactor) -> Void) throws {
        let store = try SecretStore(capacity: 1 << 16)
        let handles = try values.map { v, _ in try Array(v.utf8).withUnsafeBytes { try store.store($0) } }
        let redactor = SecretRedactor { visit in
            for (h, (_, mask)) in zip(handles, values) { store.withBytes(h) { visit($0, mask) } }
        }
        body(redactor)
    }

    @Test func aHeldValueIsMaskedAsTypedAndWithoutSeparators() throws {
        try redactor([("4111 1111 1111 1111", .last4)]) { r in
            #expect(r.redact("card 4111 1111 1111 1111 declined") == "card •••• 1111 declined")
            #expect(r.redact("card 4111111111111111 declined") == "card •••• 1111 declined")
            #expect(r.redact("card 4111-1111-1111-1111.") == "card •••• 1111.")
        }
    }

    @Test func separatorsTypedInTheValueAreSkippedToo() throws {
        try redactor([("AB-12.345 678", .all)]) { r in
            #expect(r.redact("passport ab12345678 unknown") == "passport •••• unknown")
            #expect(r.redact("passport AB-12.345 678") == "passport ••••")
        }
    }

    @Test func controlAndInvisibleCharactersBetweenTheDigitsDoNotHideAValue() throws {
        try redactor([("7391", .all)]) { r in
            #expect(r.redact("otp 73\u{0}91 wrong") == "otp •••• wrong")
            #expect(r.redact("otp 7\u{200B}3\u{202E}91") == "otp ••••")
        }
    }

    @Test func aShortCvvIsMaskedEverywhereItAppears() throws {
        try redactor([("123", .all)]) { r in
            #expect(r.redact("cvv 123 is wrong, 123!") == "cvv •••• is wrong, ••••!")
        }
    }

    @Test func valuesShorterThanThreeCharactersAreNotLookedFor() throws {
        try redactor([("7", .all), ("  ", .all)]) { r in
            #expect(r.redact("7 of 77") == "7 of 77")
        }
    }

    @Test(arguments: ["4111111111111111", "4111 1111 1111 1111", "4111-1111-1111-1111", "378282246310005", "6011000990139424"])
    func everyLuhnValidCardNumberIsMaskedHeldOrNot(card: String) {
        let digits = card.filter(\.isNumber)
        #expect(SecretRedactor.cardNumbersOnly.redact("pan=\(card);") == "pan=•••• \(digits.suffix(4));")
    }

    @Test func digitRunsThatFailLuhnOrHaveTheWrongLengthAreKept() {
        let r = SecretRedactor.cardNumbersOnly
        #expect(r.redact("order 4111111111111112") == "order 4111111111111112")
        #expect(r.redact("id 411111111111") == "id 411111111111")
        #expect(r.redact("phone +998 90 123 45 67") == "phone +998 90 123 45 67")
    }

    @Test func everyStringAndKeyOfAJSONValueIsMasked() throws {
        try redactor([("s3cr3t-note", .all)]) { r in
            let json = try! JSONParser.parse(#"{"errors": {"s3cr3tnote": ["got s3cr3t-note"]}, "n": 1}"#)
            let masked = r.redact(json)
            #expect(masked == (try! JSONParser.parse(#"{"errors": {"••••": ["got ••••"]}, "n": 1}"#)))
        }
    }

    @Test func textWithoutSecretsComesBackUnchanged() throws {
        try redactor([("4111111111111111", .last4)]) { r in
            #expect(r.redact("nothing secret here: 12 34") == "nothing secret here: 12 34")
            #expect(r.redact("") == "")
        }
    }
}
