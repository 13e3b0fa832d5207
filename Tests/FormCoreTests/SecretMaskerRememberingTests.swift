import Testing

@testable import FormCore

/// What the masker remembers however short, what a JSON value keeps of its structure when
/// masked, and the exact fingerprints `formsh record` keeps instead of values (issue 31,
/// items 6–8 and record's memory).
@Suite struct SecretMaskerRememberingTests {
    @Test func aFourDigitPINIsRememberedOnlyWhenAskedHoweverShort() {
        let submitted = SecretMasker()
        submitted.remember("7391")
        #expect(submitted.masked("pin 7391") == "pin 7391")
        let named = SecretMasker()
        named.remember("7391", howeverShort: true)
        #expect(named.masked("pin 7391, karta 17391, Oʻzbek 7391 🙂") == "pin ••••, karta 17391, Oʻzbek •••• 🙂")
    }

    @Test func aOneCharacterValueIsRememberedHoweverShort() {
        let masker = SecretMasker()
        masker.remember("ж", howeverShort: true)
        #expect(masker.masked("ж") == "••••")
        masker.remember("9", howeverShort: true)
        #expect(masker.masked("9 of 19, 9") == "•••• of 19, ••••")
    }

    @Test func aNumberThatHoldsASecretBecomesTheMaskedString() throws {
        let masker = SecretMasker()
        masker.remember("7391", howeverShort: true)
        masker.remember("482915", howeverShort: true)
        let json = try JSONParser.parse(
            #"{"pin": 7391, "otp": 482915, "id": 4539148803436467, "amount": 1500000, "note": "kod 7391", "ok": true}"#)
        let masked = masker.maskedKeepingStructure(json)
        #expect(
            masked
                == (try JSONParser.parse(
                    #"{"pin": "••••", "otp": "••••", "id": "•••• 6467", "amount": 1500000, "note": "kod ••••", "ok": true}"#
                )))
        // A screen's own numbers are left as they are by `masked`, which keeps numbers.
        #expect(
            masker.masked(json)
                == (try JSONParser.parse(
                    #"{"pin": 7391, "otp": 482915, "id": 4539148803436467, "amount": 1500000, "note": "kod ••••", "ok": true}"#
                )))
    }

    @Test func theKeyLivesInTheLockedStore() throws {
        let store = try SecretStore(capacity: 1 << 16)
        let key = try #require(FingerprintKey.random(in: store))
        let inside = store.withRawRegion { region in
            guard let base = region.baseAddress else { return false }
            let at = UnsafeRawPointer(key.word)
            return at >= base && at + 8 <= base + region.count
        }
        #expect(inside)
        #expect(key.base >= 1 << 32 && key.base < FingerprintKey.prime)
    }

    @Test func anExactFingerprintFindsTheSameBytesOnly() throws {
        let masker = SecretMasker()
        let pin = try #require(Array("7391".utf8).withUnsafeBytes { masker.exactFingerprint($0) })
        let again = try #require(Array("7391".utf8).withUnsafeBytes { masker.exactFingerprint($0) })
        let other = try #require(Array("7392".utf8).withUnsafeBytes { masker.exactFingerprint($0) })
        #expect(pin == again && pin != other && pin.count == 4)
        let text = Array("kod 7391, 73917391 · Кирилл 7391".utf8)
        let found = text.withUnsafeBytes { masker.occurrences(of: pin, in: $0) }
        #expect(found == [4..<8, 10..<14, 14..<18, text.count - 4..<text.count])
        let kept = try #require(pin.bytes.withUnsafeBytes { ExactFingerprint(bytes: $0) })
        #expect(kept == pin)
        // Another masker has another key: its fingerprint of the same bytes differs.
        let elsewhere = try #require(Array("7391".utf8).withUnsafeBytes { SecretMasker().exactFingerprint($0) })
        #expect(elsewhere != pin)
    }
}
