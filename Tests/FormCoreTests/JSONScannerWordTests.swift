import Testing

@testable import FormCore

/// The scanner reads strings and digits eight bytes at a time and literals four at a
/// time: every special byte, escape, bad UTF-8 sequence and number end is tried at every
/// position around those words, and at the very end of the bytes.
@Suite struct JSONScannerWordTests {
    /// Steps over the one value in `bytes` (nothing may follow it).
    func scan(_ bytes: [UInt8]) -> Result<Void, JSONSyntaxError> {
        bytes.withUnsafeBytes { b in
            var s = JSONScanner(b)
            return Result { () throws(JSONSyntaxError) in
                try s.skipValue()
                try s.finish()
            }
        }
    }

    /// The error the scanner and the parser both give for `bytes`, or nil if either accepts them.
    func error(_ bytes: [UInt8]) -> JSONSyntaxError? {
        let parsed = bytes.withUnsafeBufferPointer { b in
            Result { () throws(JSONSyntaxError) in try JSONParser.parse(b) }
        }
        guard case .failure(let e) = scan(bytes), case .failure(let p) = parsed else { return nil }
        #expect(e == p, "the parser and the scanner disagree")
        return e
    }

    static let quote = UInt8(ascii: "\"")
    static func a(_ n: Int) -> [UInt8] { [UInt8](repeating: UInt8(ascii: "a"), count: n) }

    @Test(arguments: [0x00, 0x01, 0x09, 0x0A, 0x1F] as [UInt8])
    func controlCharactersAtEveryPosition(_ control: UInt8) {
        for lead in 0..<8 {
            for at in 0..<20 {
                var text = Self.a(20)
                text[at] = control
                let json =
                    [UInt8(ascii: "[")] + [UInt8](repeating: 0x20, count: lead) + [Self.quote] + text + [
                        Self.quote, UInt8(ascii: "]"),
                    ]
                let e = error(json)
                #expect(
                    e?.message
                        == "control character 0x\(String(control, radix: 16, uppercase: true)) in a string (escape it)")
                #expect(e?.offset == 2 + lead + at, "lead \(lead), at \(at)")
            }
        }
    }

    @Test func bytesNextToTheSpecialOnesArePlainText() {
        for b: UInt8 in [0x20, 0x21, 0x23, 0x5B, 0x5D, 0x7F] {
            for at in 0..<20 {
                var text = Self.a(20)
                text[at] = b
                #expect(error([Self.quote] + text + [Self.quote]) == nil, "byte \(b) at \(at)")
            }
        }
    }

    @Test(arguments: [
        (#"\""#, "\""), (#"\\"#, "\\"), (#"\/"#, "/"), (#"\n"#, "\n"), (#"\t"#, "\t"),
        (#"\u00e9"#, "é"), (#"\u20AC"#, "€"), (#"\ud83d\ude00"#, "😀"),
    ])
    func escapesAtEveryPosition(_ escape: String, _ text: String) throws {
        for at in 0..<17 {
            let json = "\"" + String(repeating: "a", count: at) + escape + String(repeating: "b", count: 17 - at) + "\""
            let want = String(repeating: "a", count: at) + text + String(repeating: "b", count: 17 - at)
            #expect(try JSONParser.parse(json) == .string(want), "at \(at)")
            var bytes = Array(json.utf8)
            let decoded = try bytes.withUnsafeMutableBytes { b in
                var s = JSONScanner(UnsafeRawBufferPointer(b))
                let token = try s.string()
                let base = try #require(b.baseAddress)
                let n = JSONScanner.decode(token, in: UnsafeRawBufferPointer(b), into: base + token.content.lowerBound)
                return Array(b[token.content.lowerBound..<token.content.lowerBound + n])
            }
            #expect(decoded == Array(want.utf8), "at \(at)")
        }
    }

    @Test(arguments: [
        (#"\x"#, #"invalid escape \'x'"#, 1), (#"\u12g"#, "invalid \\u escape", 0),
        (#"\uD800"#, "unpaired surrogate in a \\u escape", 0),
        (#"\uDC00"#, "unpaired surrogate in a \\u escape", 0),
        (#"\uD800\u0041"#, "unpaired surrogate in a \\u escape", 0),
    ])
    func badEscapesAtEveryPosition(_ escape: String, _ message: String, _ past: Int) {
        for at in 0..<17 {
            let e = error(Array(("\"" + String(repeating: "a", count: at) + escape + "bb\"").utf8))
            #expect(e?.message == message)
            #expect(e?.offset == 1 + at + past, "at \(at)")
        }
    }

    static let badUTF8: [[UInt8]] = [
        [0x80], [0xBF], [0xC0, 0xAF], [0xC1, 0xBF], [0xC3], [0xC3, 0x41], [0xE0, 0x80, 0xAF], [0xE0, 0x9F, 0xBF],
        [0xE2, 0x82], [0xE2, 0x41, 0xAC], [0xED, 0xA0, 0x80], [0xED, 0xBF, 0xBF], [0xF0, 0x8F, 0xBF, 0xBF],
        [0xF0, 0x9F, 0x98], [0xF4, 0x90, 0x80, 0x80], [0xF5, 0x80, 0x80, 0x80], [0xF8], [0xFF],
    ]

    @Test(arguments: badUTF8)
    func invalidUTF8AfterEveryASCIIRun(_ bad: [UInt8]) {
        for run in 0..<20 {
            for tail in [[], Self.a(9)] {
                let e = error([Self.quote] + Self.a(run) + bad + tail + [Self.quote])
                #expect(e?.message == "invalid UTF-8 in a string", "run \(run)")
                #expect(e?.offset == 0, "run \(run)")
            }
        }
    }

    /// Runs of two-byte scalars are checked inline: a bad sequence right after one, or
    /// a truncated one at the end, is still found.
    @Test(arguments: badUTF8)
    func invalidUTF8AfterEveryTwoByteRun(_ bad: [UInt8]) {
        for run in 0..<12 {
            for tail in [[], Array("ж".utf8), Self.a(3)] {
                let cyrillic = Array(String(repeating: "ж", count: run).utf8)
                let e = error([Self.quote] + cyrillic + bad + tail + [Self.quote])
                #expect(e?.message == "invalid UTF-8 in a string", "run \(run)")
                #expect(e?.offset == 0, "run \(run)")
            }
        }
    }

    static let goodUTF8: [[UInt8]] = [
        [0xC2, 0x80], [0xC3, 0xA9], [0xDF, 0xBF], [0xE0, 0xA0, 0x80], [0xE2, 0x82, 0xAC], [0xED, 0x9F, 0xBF],
        [0xEE, 0x80, 0x80], [0xEF, 0xBF, 0xBF], [0xF0, 0x90, 0x80, 0x80], [0xF0, 0x9F, 0x98, 0x80],
        [0xF4, 0x8F, 0xBF, 0xBF],
    ]

    @Test(arguments: goodUTF8)
    func validUTF8AfterEveryASCIIRun(_ good: [UInt8]) throws {
        for run in 0..<20 {
            let text =
                Self.a(run) + good + good + Self.a(9) + Array("жё".utf8) + good
                + Array(String(repeating: "ж", count: run).utf8)
            let json = [Self.quote] + text + [Self.quote]
            let value = try json.withUnsafeBufferPointer { b in try JSONParser.parse(b) }
            #expect(value == .string(String(decoding: text, as: UTF8.self)), "run \(run)")
        }
    }

    @Test func unterminatedStringsOfEveryLength() {
        for n in 0..<20 {
            #expect(
                error([Self.quote] + Self.a(n))
                    == JSONSyntaxError(message: "unterminated string", offset: 0, line: 1, column: 1))
            #expect(error([Self.quote] + Self.a(n) + [UInt8(ascii: "\\")])?.message == "unterminated escape")
            #expect(error([Self.quote] + Self.a(n) + [0xC3])?.message == "invalid UTF-8 in a string")
        }
    }

    /// Numbers end at the first byte the grammar stops at, whatever their length.
    @Test func numbersOfEveryLengthEndWhereTheyShould() throws {
        let digits = "9876543210987654321098765"
        for n in 1..<24 {
            let d = String(digits.prefix(n))
            for number in [d, "-" + d, d + "." + d, "0." + d, d + "e" + d, "-" + d + ".0E-" + d, d + "e+0"] {
                for next: [UInt8] in [
                    [], [0x2C], [0x5D], [0x7D], [0x20], [0x2F], [0x3A], [0x3F], [0x61], [0xB5], [0x30 | 0x80],
                ] {
                    let bytes = Array(number.utf8) + next
                    let range = try bytes.withUnsafeBytes { b in
                        var s = JSONScanner(b)
                        return try s.number()
                    }
                    #expect(range == 0..<number.utf8.count, "\(number) then \(next)")
                }
            }
            #expect(error(Array(("0" + d).utf8))?.message == "leading zeros are not allowed in numbers")
            #expect(error(Array(("-0" + d).utf8))?.offset == 2)
            #expect(error(Array((d + ".").utf8))?.message == "invalid number: digits expected after '.'")
            #expect(error(Array((d + ".x").utf8))?.offset == n + 1)
            #expect(error(Array(("[" + d + "e]").utf8))?.message == "invalid number: digits expected in the exponent")
            #expect(error(Array((d + "E+").utf8))?.offset == n + 2)
            #expect(error(Array((d + ".5e-").utf8))?.offset == n + 4)
        }
        #expect(error(Array("-".utf8))?.message == "unexpected end of input")
        #expect(error(Array("-x".utf8))?.message == "unexpected character 'x'")
    }

    @Test func literalsAtTheEndOfTheBytes() {
        for good in ["true", "false", "null", "[true]", "[false,null]", " null "] {
            #expect(error(Array(good.utf8)) == nil, "\(good)")
        }
        for bad in ["t", "tr", "tru", "trUe", "f", "fals", "falsE", "fAlse", "n", "nul", "nulL", "True"] {
            let e = error(Array(bad.utf8))
            #expect(e?.message == "unexpected character '\(bad.first.map(String.init) ?? "")'", "\(bad)")
            #expect(e?.offset == 0)
        }
        #expect(error(Array("truex".utf8))?.message == "unexpected text after the JSON value")
        #expect(error(Array("[nullx]".utf8))?.message == "expected ',' or ']' in an array")
    }
}
