import Testing

@testable import FormSystem

/// A masker that replaces every occurrence of one byte string with `••••`, as the gate's
/// masker replaces a secret.
struct ReplacingMasker: OutputMasker {
    let secret: [UInt8]

    init(_ secret: String) { self.secret = Array(secret.utf8) }

    func mask(_ bytes: UnsafeRawBufferPointer, emit: (UnsafeRawBufferPointer) -> Void) {
        var out: [UInt8] = []
        var i = 0
        while i < bytes.count {
            if i + secret.count <= bytes.count, bytes[i..<(i + secret.count)].elementsEqual(secret) {
                out += Array("••••".utf8)
                i += secret.count
            } else {
                out.append(bytes[i])
                i += 1
            }
        }
        out.withUnsafeBytes(emit)
    }
}

/// Files with a structure stay valid when masked (issue 31, item 6): a masked JSON number
/// becomes a string, a mask never leaves half an escape or an entity.
@Suite struct StructuredMaskingTests {
    static func masked(_ text: String, _ structure: FileStructure, secret: String) -> String {
        String(
            decoding: StructuredMasking.masked(Array(text.utf8), as: structure, by: ReplacingMasker(secret)),
            as: UTF8.self)
    }

    @Test func aMaskedJSONNumberBecomesAString() {
        let json =
            "{\n  \"pin\": 7391,\n  \"otp\": [7391, 25000000, -7391.5e+2],\n  \"note\": \"kod 7391 · Oʻzbek ✓ 🙂\"\n}\n"
        #expect(
            Self.masked(json, .json, secret: "7391") == """
                {
                  "pin": "••••",
                  "otp": ["••••", 25000000, "-••••.5e+2"],
                  "note": "kod •••• · Oʻzbek ✓ 🙂"
                }

                """)
    }

    @Test func jsonWithoutTheSecretIsUnchanged() {
        let json = #"{"сумма": 1500000, "when": "2026-12-06 21:06:39", "ok": true, "none": null, "e": "\"\\\u0034"}"#
        #expect(Self.masked(json, .json, secret: "7391") == json)
        #expect(Self.masked(json, .text, secret: "7391") == json)
    }

    @Test func aMaskThatCutsAnEscapeLeavesAValidString() {
        // The mask takes the last digits of `\u0034`: the backslash left is escaped itself.
        #expect(Self.masked(#"{"a": "x\u0034y"}"#, .json, secret: "34y") == #"{"a": "x\\u00••••"}"#)
        // The mask takes the backslash of `\"`: the quote left is escaped again.
        #expect(Self.masked(#"{"a": "q\"z"}"#, .json, secret: #"q\"#) == #"{"a": "••••\"z"}"#)
    }

    @Test func aMaskedKeyStaysAString() {
        #expect(Self.masked(#"{"7391": 1}"#, .json, secret: "7391") == #"{"••••": 1}"#)
    }

    @Test func xmlTextAndAttributesAreMaskedAndMarkupIsKept() {
        let xml =
            "<?xml version=\"1.0\"?>\n<t name=\"pin 7391\"><failure message='7391'>Кod 7391 &amp; ok</failure></t>\n"
        #expect(
            Self.masked(xml, .xml, secret: "7391") == """
                <?xml version="1.0"?>
                <t name="pin ••••"><failure message='••••'>Кod •••• &amp; ok</failure></t>

                """)
        // A secret that would be masked in the declaration leaves it alone.
        #expect(Self.masked(xml, .xml, secret: "1.0").hasPrefix("<?xml version=\"1.0\"?>"))
    }

    @Test func aMaskThatCutsAnEntityLeavesWellFormedXML() {
        #expect(Self.masked("<s>a &amp; b</s>", .xml, secret: "amp") == "<s>a &amp;••••; b</s>")
        #expect(Self.masked("<s>&#52;&#51;</s>", .xml, secret: "52;&") == "<s>&amp;#••••#51;</s>")
    }

    @Test func plainTextIsMaskedAsAWhole() {
        #expect(Self.masked("\"pin\": 7391,\n", .text, secret: "7391") == "\"pin\": ••••,\n")
    }
}
