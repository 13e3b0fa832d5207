import Foundation
import Testing

@testable import FormCore

/// A masker holding `values` in a scope of the calling thread (bytes in a store, as a
/// session holds them), for one test.
final class HeldMasker {
    let masker = SecretMasker()
    let store: SecretStore
    let scope: SecretScope
    let handles: [(SecretHandle, SecureInputKind.Mask)]

    init(_ values: [(String, SecureInputKind.Mask)]) throws {
        let store = try SecretStore(capacity: 1 << 16)
        var handles: [(SecretHandle, SecureInputKind.Mask)] = []
        for (v, mask) in values { handles.append((try Array(v.utf8).withUnsafeBytes { try store.store($0) }, mask)) }
        self.store = store
        self.handles = handles
        scope = masker.openScope()
        scope.hold(HeldMasker.visitor(store, handles))
    }

    /// Visits each value while the store holds them (after `submitAndWipe` it holds none).
    static func visitor(_ store: SecretStore, _ handles: [(SecretHandle, SecureInputKind.Mask)]) -> SecretVisitor {
        { visit in
            guard store.bytesInUse > 0 else { return }
            for (h, mask) in handles { store.withBytes(h) { visit($0, mask) } }
        }
    }

    func mask(_ text: String) -> String { masker.masked(text) }

    /// Remembers every held value in the scope (as a submission does), then wipes the store.
    func submitAndWipe() {
        for (h, mask) in handles { store.withBytes(h) { scope.remember($0, mask: mask) } }
        store.wipe()
    }
}

/// docs/contract.md, "Submission", "One gate": what the masker finds, in every spelling, and what it leaves alone.
@Suite struct SecretMaskerTests {
    static let card = "4605688403375721"

    /// One spelling of a held card number (`last4`) in a server's text, and what must show.
    @Test(arguments: [
        ("card 4605 6884 0337 5721 declined", "card •••• 5721 declined"),
        ("card 4605688403375721 declined", "card •••• 5721 declined"),
        ("card 4605-6884-0337-5721.", "card •••• 5721."),
        ("slashed 4605/6884/0337/5721", "slashed •••• 5721"),
        ("json-slashed 4605\\/6884\\/0337\\/5721", "json-slashed •••• 5721"),
        (
            #"escaped "\u0034\u0036\u0030\u0035\u0036\u0038\u0038\u0034\u0030\u0033\u0033\u0037\u0035\u0037\u0032\u0031""#,
            "escaped \"•••• 5721\""
        ),
        ("percent card=%34%36%30%35%36%38%38%34%30%33%33%37%35%37%32%31&x=1", "percent card=•••• 5721&x=1"),
        ("full-width ４６０５６８８４０３３７５７２１", "full-width •••• 5721"),
        ("arabic-indic ٤٦٠٥٦٨٨٤٠٣٣٧٥٧٢١", "arabic-indic •••• 5721"),
        ("nul-split 4\u{0}6\u{0}0\u{0}5\u{0}6884 0337 5721", "nul-split •••• 5721"),
        ("invisible 4605\u{200B}6884\u{202E}0337\u{2060}5721", "invisible •••• 5721"),
        ("prefix 460568840337572 (15 digits)", "prefix •••• (15 digits)"),
        ("prefix 46056884 and 6884033 and 84033757", "prefix •••• and 6884033 and ••••"),
    ])
    func aHeldCardIsFoundInEverySpelling(text: String, shown: String) throws {
        let m = try HeldMasker([(Self.card, .last4)])
        #expect(m.mask(text) == shown)
    }

    /// A held card's first 15 digits that happen to pass Luhn themselves are a part of the
    /// secret first: `••••`, never `•••• NNNN` with four digits the user was not shown.
    @Test(arguments: [true, false])
    func aPrefixThatIsAlsoACardNumberShowsNoDigits(held: Bool) throws {
        let card = "1549568123284897"
        #expect(SecretMaskerTests.luhnValid(String(card.prefix(15))))
        let m = try HeldMasker([(card, .last4)])
        if !held { m.submitAndWipe() }
        #expect(m.mask("pan \(card.prefix(15)) ok") == "pan •••• ok")
    }

    static func luhnValid(_ digits: String) -> Bool {
        let sum = digits.reversed().enumerated().reduce(0) { total, d in
            let n = Int(String(d.element))! * (d.offset % 2 == 1 ? 2 : 1)
            return total + (n > 9 ? n - 9 : n)
        }
        return sum % 10 == 0
    }

    @Test func aPassphraseIsFoundWhateverItsCaseSeparatorsAndEscapes() throws {
        let m = try HeldMasker([("Correct-Horse Battery", .all)])
        #expect(m.mask("got correcthorsebattery") == "got ••••")
        #expect(m.mask("got CORRECT HORSE BATTERY!") == "got ••••!")
        #expect(m.mask("got %43orrect%20Horse%20Battery") == "got ••••")
        #expect(m.mask(#"{"note": "\u0043orrect Horse\u00a0Battery"}"#) == #"{"note": "••••"}"#)
        // A contiguous part of at least max(8, half of its 19 characters) = 10.
        #expect(m.mask("echo correcthor...") == "echo ••••...")
        #expect(m.mask("echo correctho...") == "echo correctho...")
    }

    @Test func nonASCIISecretsArePercentEncodedAndEscapedAsUTF8() throws {
        let m = try HeldMasker([("pässwörd-ünïcode🔑", .all)])
        #expect(m.mask("q=p%C3%A4ssw%C3%B6rd%C3%BCn%C3%AFcode%F0%9F%94%91") == "q=••••")
        #expect(m.mask(#""p\u00e4ssw\u00f6rd\u00fcn\u00efcode\ud83d\udd11""#) == "\"••••\"")
    }

    @Test func aStepOneValueIsStillFoundInAStepThreeAnswerAfterItsWipe() throws {
        let m = try HeldMasker([("otp-passphrase-71", .all), ("4605688403375721", .last4), ("123", .all)])
        m.submitAndWipe()
        #expect(
            m.mask("step 3: we saw otp passphrase 71 and 4605 6884 0337 5721") == "step 3: we saw •••• and •••• 5721")
        // A value under 6 characters (a CVV) is not remembered after its wipe.
        #expect(m.mask("cvv 123") == "cvv 123")
    }

    @Test func aClosedScopeForgetsOrHandsOnWhatItRemembered() throws {
        let masker = SecretMasker()
        let forgetting = masker.openScope()
        Array("s3cret-one".utf8).withUnsafeBytes { forgetting.remember($0, mask: .all) }
        #expect(masker.masked("x s3cret-one") == "x ••••")
        forgetting.close(keepingRemembered: false)
        #expect(masker.masked("x s3cret-one") == "x s3cret-one")
        let keeping = masker.openScope()
        Array("s3cret-two".utf8).withUnsafeBytes { keeping.remember($0, mask: .all) }
        keeping.close(keepingRemembered: true)
        #expect(masker.masked("x s3cret-two") == "x ••••")
    }

    @Test func processWideValuesAreRememberedFromTheEnvironment() {
        let masker = SecretMasker()
        masker.rememberSecretVariables(of: [
            "FORMSH_SECRET_OTP": "739155", "FORMSH_SECRET_CVV": "123", "HOME": "/root/home-dir",
        ])
        // However short (issue 31, item 8): a three-digit variable is masked too, where no digit is next to it.
        #expect(
            masker.masked("otp 739155, cvv 123, home /root/home-dir, 1234")
                == "otp ••••, cvv ••••, home /root/home-dir, 1234")
    }

    @Test func aScopeIsReadOnlyByItsOwnThread() throws {
        let m = try HeldMasker([("held-on-this-thread", .all)])
        #expect(m.mask("a held-on-this-thread") == "a ••••")
        let masker = m.masker
        let seen = LockedBox("")
        let done = DispatchSemaphore(value: 0)
        Thread {
            seen.value = masker.masked("a held-on-this-thread")
            done.signal()
        }.start()
        done.wait()
        #expect(seen.value == "a held-on-this-thread")
    }

    @Test func aShortCodeCountsOnlyWhereNoDigitIsNextToIt() throws {
        let m = try HeldMasker([("123456", .all)])
        m.submitAndWipe()
        #expect(m.mask("code 123456 is wrong; 123 456; \"123456\"") == "code •••• is wrong; ••••; \"••••\"")
        #expect(
            m.mask("phone +998 90 123 45 67, amount 1234567, 99123456")
                == "phone +998 90 123 45 67, amount 1234567, 99123456")
        let held = try HeldMasker([("000000", .all)])
        #expect(
            held.mask(#"{"value": 15000000, "text": "15 000 000", "otp": "000000"}"#)
                == #"{"value": 15000000, "text": "15 000 000", "otp": "••••"}"#)
    }

    @Test func shortHeldValuesAreLookedForFromThreeCharacters() throws {
        let m = try HeldMasker([("123", .all), ("7", .all)])
        #expect(m.mask("cvv 123 is wrong, 1-2-3!") == "cvv •••• is wrong, ••••!")
        #expect(m.mask("7 of 77") == "7 of 77")
    }

    @Test(arguments: [
        "4111111111111111", "4111 1111 1111 1111", "4111-1111-1111-1111", "378282246310005", "6011000990139424",
        "４１１１１１１１１１１１１１１１", "4111.1111.1111.1111",
    ])
    func everyLuhnValidCardNumberIsMaskedHeldOrNot(card: String) {
        let digits = card.compactMap(\.wholeNumberValue).map(String.init).joined()
        #expect(SecretMasker().masked("pan=\(card);") == "pan=•••• \(digits.suffix(4));")
    }

    @Test func digitRunsThatFailLuhnOrHaveTheWrongLengthAreKept() {
        let m = SecretMasker()
        #expect(m.masked("order 4111111111111112") == "order 4111111111111112")
        #expect(m.masked("id 411111111111") == "id 411111111111")
        #expect(m.masked("phone +998 90 123 45 67") == "phone +998 90 123 45 67")
        #expect(m.masked("too long 41111111111111111111") == "too long 41111111111111111111")
        #expect(m.masked("four gaps 4111    1111    1111    1111") == "four gaps 4111    1111    1111    1111")
    }

    @Test func generatedTestDataKeepsItsCardNumbersButNotItsSecrets() throws {
        let m = try HeldMasker([("held-secret-value", .all)])
        var out: [UInt8] = []
        Array("card 4111111111111111 held-secret-value".utf8).withUnsafeBytes { b in
            m.masker.testData.mask(b) { out.append(contentsOf: $0) }
        }
        #expect(String(decoding: out, as: UTF8.self) == "card 4111111111111111 ••••")
    }

    @Test func everyStringAndKeyOfAJSONValueIsMasked() throws {
        let m = try HeldMasker([("s3cr3t-note", .all)])
        let json = try JSONParser.parse(#"{"errors": {"s3cr3tnote": ["got s3cr3t-note"]}, "n": 1}"#)
        #expect(m.masker.masked(json) == (try JSONParser.parse(#"{"errors": {"••••": ["got ••••"]}, "n": 1}"#)))
    }

    @Test func textWithoutSecretsComesBackByteForByte() throws {
        let m = try HeldMasker([("4111111111111111", .last4)])
        for text in [
            "nothing secret here: 12 34", "", "\u{1E}typed\n", "bad \u{FFFD} utf8 and \\u00zz and %zz", "✓ ✗ •••• 1111",
        ] {
            #expect(m.mask(text) == text)
        }
        var out: [UInt8] = []
        ([0xFF, 0x34, 0xC3] as [UInt8]).withUnsafeBytes { b in m.masker.mask(b) { out.append(contentsOf: $0) } }
        #expect(out == [0xFF, 0x34, 0xC3])
    }
}

/// A value shared with another thread in a test.
final class LockedBox<T>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: T
    init(_ value: T) { stored = value }
    var value: T {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}
