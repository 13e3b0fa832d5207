import Foundation
import TestSupport
import Testing

@testable import FormCore

/// The JSON corpus in Tests/Fixtures/json: every `y_` case accepted and every `n_` case
/// refused, by the parser, by the scanner that `check` and the mock backend use, and by
/// the tape the schema loader reads.
@Suite struct JSONCorpusTests {
    static let folder = "Tests/Fixtures/json"

    static func cases(_ prefix: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: Repository.path(folder))) ?? []
        return names.filter { $0.hasPrefix(prefix) && $0.hasSuffix(".json") }.sorted()
    }

    /// Steps over one whole document with the scanner alone.
    static func scan(_ bytes: [UInt8]) -> Result<Void, JSONSyntaxError> {
        bytes.withUnsafeBytes { b in
            var s = JSONScanner(b)
            s.skipSpace()
            return Result { () throws(JSONSyntaxError) in
                try s.skipValue()
                try s.finish()
            }
        }
    }

    /// Reads one whole document as a tape and gives back its root as a value.
    static func tape(_ bytes: [UInt8]) -> Result<JSONValue, JSONSyntaxError> {
        bytes.withUnsafeBytes { b in
            Result { () throws(JSONSyntaxError) in try JSONTape.read(b) { $0.value(0) } }
        }
    }

    @Test func theCorpusIsThere() {
        #expect(Self.cases("y_").count >= 20)
        #expect(Self.cases("n_").count >= 50)
    }

    @Test(arguments: cases("y_"))
    func accepted(_ name: String) throws {
        let bytes = try Repository.bytes("\(Self.folder)/\(name)")
        let parsed = try bytes.withUnsafeBufferPointer { b in try JSONParser.parse(b) }
        #expect((try? Self.scan(bytes).get()) != nil, "scanner refused \(name)")
        // The tape holds the same value: numbers as written, keys in order, duplicates kept.
        #expect(try Self.tape(bytes).get() == parsed)
    }

    @Test(arguments: cases("n_"))
    func refused(_ name: String) throws {
        let bytes = try Repository.bytes("\(Self.folder)/\(name)")
        let parsed = bytes.withUnsafeBufferPointer { b in
            Result { () throws(JSONSyntaxError) in try JSONParser.parse(b) }
        }
        guard case .failure(let parserError) = parsed else {
            Issue.record("parser accepted \(name)")
            return
        }
        guard case .failure(let scannerError) = Self.scan(bytes) else {
            Issue.record("scanner accepted \(name)")
            return
        }
        guard case .failure(let tapeError) = Self.tape(bytes) else {
            Issue.record("tape accepted \(name)")
            return
        }
        // One scanner: the parser, the scanner and the tape stop at the same place, for the same reason.
        #expect(parserError == scannerError)
        #expect(parserError == tapeError)
    }

    @Test func errorsNameTheirPlace() throws {
        func error(_ name: String) throws -> JSONSyntaxError? {
            let bytes = try Repository.bytes("\(Self.folder)/\(name)")
            if case .failure(let e) = Self.scan(bytes) { return e }
            return nil
        }
        #expect(try error("n_nesting_513.json")?.message == "nesting deeper than 512 levels")
        #expect(try error("n_nesting_513.json")?.column == 513)
        #expect(try error("n_utf8_overlong_slash.json")?.message == "invalid UTF-8 in a string")
        #expect(try error("n_utf8_in_long_ascii_run.json")?.message == "invalid UTF-8 in a string")
        #expect(try error("n_string_raw_newline.json")?.message == "control character 0xA in a string (escape it)")
        #expect(try error("n_string_lone_low_surrogate.json")?.message == "unpaired surrogate in a \\u escape")
        #expect(try error("n_string_bad_hex.json")?.message == "invalid \\u escape")
        #expect(try error("n_number_leading_zero.json")?.message == "leading zeros are not allowed in numbers")
        #expect(try error("n_two_values.json")?.message == "unexpected text after the JSON value")
        #expect(try error("n_string_raw_newline.json")?.line == 1)
    }
}

/// What the scanner hands back: exact number text, decoded strings, in-place decoding.
@Suite struct JSONScannerTests {
    /// The decoded text of the one string in `json`, by `decode(_:in:into:)` in place.
    func decodedInPlace(_ json: String) throws -> [UInt8] {
        var bytes = Array(json.utf8)
        return try bytes.withUnsafeMutableBytes { b in
            var s = JSONScanner(UnsafeRawBufferPointer(b))
            let token = try s.string()
            let base = try #require(b.baseAddress)
            let n = JSONScanner.decode(token, in: UnsafeRawBufferPointer(b), into: base + token.content.lowerBound)
            return Array(b[token.content.lowerBound..<token.content.lowerBound + n])
        }
    }

    @Test(arguments: [
        (#""plain""#, "plain"),
        (#""a\"b\\c\/d""#, "a\"b\\c/d"),
        (#""\b\f\n\r\t""#, "\u{8}\u{C}\n\r\t"),
        (#""\u00e9\u20ac\ud83d\ude00""#, "é€😀"),
        (#""x\u0000y""#, "x\u{0}y"),
        (#""1234567\n89012345\"6""#, "1234567\n89012345\"6"),
    ])
    func stringsDecodeInPlace(_ json: String, _ text: String) throws {
        #expect(try decodedInPlace(json) == Array(text.utf8))
        #expect(try JSONParser.parse(json) == .string(text))
    }

    @Test(arguments: [
        "0", "-0", "1e999999999", "1.5E-3", "123456789012345678901234567890.000000000000000000001", "-1e+2",
    ])
    func numbersKeepTheirText(_ text: String) throws {
        #expect(try JSONParser.parse("[\(text)]") == .array([.number(text)]))
    }

    /// The eight-bytes-at-a-time run finder agrees with a byte-by-byte one on every
    /// position of every special byte.
    @Test func plainRunsStopAtTheFirstSpecialByte() {
        for special: UInt8 in [0x00, 0x1F, 0x22, 0x5C, 0x7F, 0x80, 0xC3, 0xFF, 0x20, 0x21, 0x5B, 0x5D] {
            for length in 0..<20 {
                for at in 0...length {
                    var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
                    if at < length { bytes[at] = special }
                    let expected = bytes.firstIndex { $0 < 0x20 || $0 >= 0x80 || $0 == 0x22 || $0 == 0x5C } ?? length
                    let found = bytes.withUnsafeBytes { JSONScanner($0).plainRun(from: 0) }
                    #expect(found == expected, "byte \(special) at \(at) of \(length)")
                }
            }
        }
    }

    @Test func membersOfAPayloadKeepOrderAndRepeats() {
        let members = Array(#"{"b":1,"a":[2],"b":"x"}"#.utf8).withUnsafeBytes { JSONScanner.members(of: $0) }
        #expect(members?.map(\.key) == ["b", "a", "b"])
        #expect(members?.map(\.value) == [5..<6, 11..<14, 19..<22])
    }
}
