import TestSupport
import Testing

@testable import FormCore

/// The native matcher (docs/contract.md, "Performance": one change ≤ 1 µs) must give ICU's whole-match answer
/// for every pattern it takes, and leave every other pattern to ICU.
@Suite struct NativePatternTests {
    /// Patterns of the subset: those of forms/, transcripts/, the tests and the
    /// benchmark generator (bench/check/generate.py), and the corners of the syntax.
    static let subset: [String] = [
        "^[A-Z]{2}[0-9]{4}$", #"^[a-z]+@[a-z]+\.uz$"#, #"^\+998[0-9]{9}$"#, "^x$", "^[0-9]{16}$",
        "^[0-9]{6}$", "^.*$", "^[a-z]+$", "^[^@ ]+@[^@ ]+$", "^[A-Z]{2}[0-9]{7}$", "^[A-Z].*$",
        "^[0-9]{4}$", "^[0-9]+$", "^cache-test-[0-9]{3}$", #"^\+?[0-9]+$"#,
        #"^[^@\s]+@[^@\s]+\.[A-Za-z]{2,}$"#, "^[A-Za-z0-9]+$", "^[A-Z0-9]{5}$", "^[0-9.]+$",
        "^[0-9 ]{16,19}$", #"\S"#, "^[a-z]+-[0-9]+$", "a|ab", "abc", "^abc$", "[a-z]+", "^.$",
        // Corners: anchors, empty alternatives, groups, counts, lazy forms, classes.
        "^", "$", "^$", "$^", "a^", "^^a$$", "(^a|b)c", "(a|b$)", "a|", "|a", "()", "(?:ab)+?", "(?:ab|cd)?",
        "a?", "a*", "a+", "a??", "a*?", "a+?", "a{0}", "a{2}", "a{2,}", "a{2,3}", "a{2,3}?", "a{0,2}b{1,}",
        "(ab){2}", "(ab)*", "(a[0-9])+", "(a|bc)?d", "(ab|c)?", "x(y(z|w)?)?",
        ".", "..", ".*", ".+", ".?", "^.{2,4}$", "a.c", #"\s"#, #"\s*"#, #"\S+"#, #"a\sb"#,
        "[^a]", "[^a]*", "[-a]", "[a-]", "[^-a]", "[a-z-]", #"[\-\]\[\\]"#, #"[\s]"#, #"[\S]"#, #"[^\s]"#,
        #"[^\S]"#, #"[a\s]"#, "[ ]", "[.]", "[*+?(){}|$^]", "[a^]", "[$]", "[a$]", #"[\^]"#, "[é]", "[А-Яа-я]+",
        "[€-😀]", "[\u{80}-\u{10FFFF}]", "[\u{0}-\u{7F}]", "[^\u{0}-\u{7F}]", "[\u{7FF}-\u{801}]",
        "[\u{FFFF}-\u{10000}]", "[\u{D7FF}-\u{E000}]", "é", "😀+", "Я{2}",
        #"\n"#, #"\t"#, #"\r"#, #"\f"#, #"a\.b"#, #"\(\)\[\]\{\}"#, #"\$\^\|\?\*\+"#, #"\\"#, #"\/"#, #"\ "#,
        #"\-\_\#\!\"\%\&\'\,\:\;\<\=\>\@\`\~"#,
        "a b", "#", "a-b", ",", ":", "<>", "=", "!", "%", "&", "'", "\"", "@", "~", "`", "\u{0}",
    ]

    /// Patterns ICU keeps: Unicode-aware escapes, flags, look-around, back references,
    /// possessive forms, nested sets, catastrophic nesting, `$` before more pattern.
    static let outside: [String] = [
        #"\d"#, #"\w+"#, #"\bx"#, #"\p{L}+"#, #"\X"#, #"\D"#, #"\W"#, #"\x41"#, #"\u0041"#, #"\0101"#,
        #"\Qa\E"#, #"\A"#, #"\z"#, #"\Z"#, #"\N{DIGIT ONE}"#, #"\h"#, #"\R"#, #"\v"#, #"\e"#, #"\a"#,
        "(?i)abc", "(?x)a b", "(?=a)a", "(?!a)b", "(?<=a)b", "(?>a)", "(a)\\1", "a*+", "a++", "a?+", "a{2}+",
        "(a+)+$", "(?:ab|cd)+?", #"^(\w+\s?)*$"#, "(a|b)*", "(a|a)+", "(a*)*", "(a?){3}", "(ab+){2}",
        "[[a-z]]", "[a-z&&[aeiou]]", "[a-z--[aeiou]]", "[:alpha:]", "[]a]", #"[\d]"#, #"[\w]"#,
        "a$b", "(a$)b", "(a$)*", "$\n", "a{2000}", "a{1001}", "[^a]{1000}[^b]{1000}", "^[^@ ]{1,64}@[^@ ]{1,255}$",
    ]

    let store: SecretStore
    init() throws { store = try SecretStore(capacity: 64 * 1024) }

    func compiled(_ pattern: String) throws -> CompiledPattern {
        try CompiledPattern.compile(pattern).get()
    }

    /// ICU's answer on UTF-16, as before the native matcher existed.
    func icu(_ p: CompiledPattern, _ value: String) -> CompiledPattern.Match {
        let units = Array(value.utf16) + [0]
        return units.withUnsafeBufferPointer { p.matches($0.baseAddress!, count: Int32(units.count - 1)) }
    }

    func native(_ p: CompiledPattern, _ bytes: [UInt8]) -> CompiledPattern.Match {
        bytes.withUnsafeBytes { p.matches(utf8: $0, scratch: store) }
    }

    /// Values for a pattern: short strings over pieces that matter (ASCII classes, every
    /// line terminator, CR LF, multi-byte characters of each length), random longer
    /// ones, and edits of the pattern's own examples.
    static func values(examples: [String], seed: UInt64) -> [String] {
        let pieces = [
            "a", "b", "c", "z", "A", "Z", "x", "0", "9", "5", "@", ".", "+", "-", " ", "_", "u",
            "\n", "\r", "\r\n", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}", "\t", "\u{A0}",
            "\u{3000}", "é", "Я", "€", "😀", "\u{7FF}", "\u{800}", "\u{FFFF}", "\u{10000}", "\u{10FFFF}",
            "\u{0}", "\\", "$", "^", "ab", "uz",
        ]
        var out: Set<String> = [""]
        for a in pieces {
            out.insert(a)
            for b in pieces.prefix(24) { out.insert(a + b) }
        }
        var rng = SplitMix64(seed: seed)
        for _ in 0..<300 {
            let n = rng.below(40)
            out.insert((0..<n).map { _ in pieces[rng.below(pieces.count)] }.joined())
        }
        for e in examples {
            out.insert(e)
            let chars = Array(e)
            for p in pieces {
                out.insert(e + p)
                out.insert(p + e)
            }
            for i in chars.indices {
                var d = chars
                d.remove(at: i)
                out.insert(String(d))
                for p in pieces.prefix(30) {
                    var r = chars
                    r[i] = Character(p)
                    out.insert(String(r))
                    var s = chars
                    s.insert(Character(p), at: i)
                    out.insert(String(s))
                }
            }
        }
        return out.sorted()
    }

    /// Values that match some subset patterns, to edit into near misses.
    static let examples = [
        "AB1234", "ab@cd.uz", "+998901234567", "x", "1234567890123456", "123456", "Aé😀", "AB1234567",
        "a@b.co", "1234 5678 9012 3456", "cache-test-123", "abc", "ab", "abab", "cdab", "a0a1", "bcd",
        "xyzw", "ÉЯя", "é😀😀", "ЯЯ", "a.b", "()[]{}", "$^|?*+", "\\", "a b", "aab", "a", "aaa",
    ]

    /// ICU compiles only patterns outside the subset at load: one that ICU refuses must
    /// not be taken by the subset (the fuzz target `regex` checks this on random patterns).
    @Test func theEmptyPatternStaysAnICUError() {
        guard case .failure(let e) = CompiledPattern.compileNew("", flags: 0) else {
            Issue.record("the empty pattern compiled")
            return
        }
        #expect(e.icuError == "U_ILLEGAL_ARGUMENT_ERROR")
    }

    @Test(arguments: subset)
    func aSubsetPatternIsMatchedWithoutICU(pattern: String) throws {
        #expect(try compiled(pattern).engine == .native)
    }

    @Test(arguments: outside)
    func aPatternOutsideTheSubsetStaysWithICU(pattern: String) throws {
        #expect(try compiled(pattern).engine == .icu)
    }

    @Test(arguments: subset.indices)
    func theNativeAnswerIsICUs(index: Int) throws {
        let pattern = NativePatternTests.subset[index]
        let p = try compiled(pattern)
        var differences: [String] = []
        for value in NativePatternTests.values(examples: NativePatternTests.examples, seed: UInt64(index + 1)) {
            let expected = icu(p, value)
            let got = native(p, Array(value.utf8))
            #expect(expected != .timeout && expected != .error)
            if got != expected { differences.append("\(value.debugDescription): ICU \(expected), native \(got)") }
        }
        #expect(differences.isEmpty, "\(pattern.debugDescription): \(differences.prefix(8))")
    }

    /// Single code points against one-position patterns: every code point up to U+3100,
    /// every UTF-8 length boundary and a stride through the rest (all of them: `make fuzz`).
    @Test(arguments: [
        ".", "^.$", #"\s"#, #"\S"#, "[^a]", #"[^@\s]"#, "[А-Яа-я]", "[é-😀]", "[\u{80}-\u{10FFFF}]", "[ -~]",
    ])
    func everyCodePointGetsICUsAnswer(pattern: String) throws {
        let p = try compiled(pattern)
        var points = Array(0..<0x3100) + Array(stride(from: 0x3100, through: 0x10FFFF, by: 211))
        points += [0x7FF, 0x800, 0xD7FF, 0xE000, 0xFEFF, 0xFFFD, 0xFFFE, 0xFFFF, 0x10000, 0x1F600, 0x10FFFE, 0x10FFFF]
        var differences: [String] = []
        for c in points {
            guard let scalar = Unicode.Scalar(UInt32(c)) else { continue }
            let value = String(scalar)
            let expected = icu(p, value)
            if native(p, Array(value.utf8)) != expected {
                differences.append("U+\(String(c, radix: 16)): ICU \(expected)")
            }
        }
        #expect(differences.isEmpty, "\(pattern): \(differences.prefix(8))")
    }

    /// Escaped ASCII punctuation and each ASCII character in a class, against every
    /// ASCII character and pair.
    @Test func asciiEscapesAndClassMembersGetICUsAnswer() throws {
        let punctuation = (0x20..<0x7F).map { Character(Unicode.Scalar($0)!) }.filter { !$0.isLetter && !$0.isNumber }
        var patterns = punctuation.map { "\\\($0)" }
        patterns += (0x20..<0x7F).map { Character(Unicode.Scalar($0)!) }.filter { !"[]\\-&:^".contains($0) }.flatMap {
            ["[\($0)]", "[^\($0)]", "[a\($0)]"]
        }
        let ascii = (0..<0x80).map { String(Unicode.Scalar(UInt8($0))) }
        var differences: [String] = []
        for pattern in patterns {
            let p = try compiled(pattern)
            guard p.engine == .native else {
                differences.append("\(pattern) is not native")
                continue
            }
            for a in ascii {
                for value in [a, a + a, a + "a"] where native(p, Array(value.utf8)) != icu(p, value) {
                    differences.append("\(pattern) on \(value.debugDescription)")
                }
            }
        }
        #expect(differences.isEmpty, "\(differences.prefix(8))")
    }

    /// Bytes that are not UTF-8 (stray continuation, truncated, overlong, surrogate, beyond
    /// U+10FFFF) never match natively, as ICU never matches them (it refuses to convert them).
    @Test(
        arguments: [
            [0x80], [0xC3], [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xFF], [0x61, 0xE2, 0x82],
        ] as [[UInt8]])
    func bytesThatAreNotUTF8NeverMatch(bytes: [UInt8]) throws {
        for pattern in ["^.*$", "^.$", "[^a]+", #"\S+"#, "^[\u{80}-\u{10FFFF}]*$", ".*"] {
            let p = try compiled(pattern)
            #expect(native(p, bytes) == .no, "\(pattern)")
            #expect(bytes.withUnsafeBytes { ValueText.withUTF16($0, scratch: store) { _, _ in true } } == nil)
        }
    }
}

/// Where ICU gives up (its time limit), the native automaton, linear in the value, still answers.
@Suite struct NativePatternLimitTests {
    @Test func aLongValueIsJudgedWhereICUWouldGiveUp() throws {
        let p = try CompiledPattern.compile("^[a-z]+$").get()
        let value = Array(repeating: UInt8(ascii: "a"), count: 4_000_000) + [UInt8(ascii: "1")]
        let units = value.map(UInt16.init)
        #expect(units.withUnsafeBufferPointer { p.matches($0.baseAddress!, count: Int32($0.count)) } == .timeout)
        let store = try SecretStore(capacity: 4096)
        #expect(value.withUnsafeBytes { p.matches(utf8: $0, scratch: store) } == .no)
    }
}
