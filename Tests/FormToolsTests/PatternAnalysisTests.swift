import FormCore
import Testing

@testable import FormTools

/// The static regex checks behind `slow-regex` and the export's ICU notes.
@Suite struct PatternAnalysisTests {
    @Test(arguments: [
        ("(a+)+", PatternAnalysis.Hazard.Kind.nestedQuantifiers, 0, "(a+)+"),
        ("(a*)*", .nestedQuantifiers, 0, "(a*)*"),
        ("(a|a)*", .overlappingAlternatives, 0, "(a|a)*"),
        ("(\\w+\\s?)*$", .nestedQuantifiers, 0, "(\\w+\\s?)*"),
        ("^(\\d+)*$", .nestedQuantifiers, 1, "(\\d+)*"),
        ("(x+x+)+y", .nestedQuantifiers, 0, "(x+x+)+"),
        ("^([a-z]+[._-]?)+@example\\.uz$", .nestedQuantifiers, 1, "([a-z]+[._-]?)+"),
        ("^(a|aa)+$", .overlappingAlternatives, 1, "(a|aa)+"),
        ("((ab)+)+c", .nestedQuantifiers, 0, "((ab)+)+"),
        ("^(?:\\s*[0-9]+\\s*,?)*$", .nestedQuantifiers, 1, "(?:\\s*[0-9]+\\s*,?)*"),
        ("(?i)(A|a)+", .overlappingAlternatives, 4, "(A|a)+"),
        ("(\\p{L}+ ?){1,50}", .nestedQuantifiers, 0, "(\\p{L}+ ?){1,50}"),
        ("^([а-я]+)+$", .nestedQuantifiers, 1, "([а-я]+)+"),
        ("^([a-я]+ ?)*$", .nestedQuantifiers, 1, "([a-я]+ ?)*"),
    ])
    func findsCatastrophicBacktracking(
        _ pattern: String, _ kind: PatternAnalysis.Hazard.Kind, _ offset: Int, _ excerpt: String
    ) {
        #expect(
            PatternAnalysis.backtrackingHazard(in: pattern)
                == PatternAnalysis.Hazard(kind: kind, offset: offset, excerpt: excerpt))
    }

    @Test(arguments: [
        "^\\+998[0-9]{9}$", "^[A-Z]{2}[0-9]{7}$", "^[^@\\s]+@[^@\\s]+\\.[A-Za-z]{2,}$", "^[0-9]{4}$", "^[0-9 ]{16,19}$",
        "(a++)+", "(?>a+)+", "^(\\d+,)*\\d+$", "([a-z]+\\.)+[a-z]+", "(\\d+\\s+)+", "(a|b)*", "(a{3})+",
        "(?:[0-9]{3}[ -]?){3}", "(a+){2}", "[(a+)+]", "\\(a+\\)+", "\\Q(a+)+\\E", "(ш|ч)+", "(\\d|[a-z])+",
    ])
    func acceptsSafePatterns(_ pattern: String) {
        #expect(PatternAnalysis.backtrackingHazard(in: pattern) == nil)
    }

    @Test(arguments: [
        ("^\\+998[0-9]{9}$", false), ("^[A-Z]{2}$", false), ("[0-9]*", true), ("^\\s*x$", true),
        ("^ +x$", true), ("^[^@]+$", true), ("(?=x)x", false), ("\\u00A0x", true),
        ("^[а-яё]+$", true), ("^[a-z]+$", false),
        // U+200B is blank (the app's trim removes it) but not \s: \S matches it.
        ("^\\S+$", true), ("\u{200B}x", true), ("^[^\\s]+$", true),
    ])
    func tellsWhetherAPatternCanMatchBlankText(_ pattern: String, _ blank: Bool) {
        #expect(PatternAnalysis.canMatchBlank(pattern) == blank)
    }

    @Test(arguments: [
        ("^[0-9]{4}$", []),
        ("^[А-ЯЁ]{2}[0-9]{4}$", []),
        ("^[a-zа-яё]+@[a-zа-яё]+\\.uz$", []),
        ("a++b", ["possessive quantifier"]),
        ("(?i)\\Qa.b\\E(?>c)", ["inline flags (?…)", "quoting \\Q…\\E", "atomic group (?>…)"]),
        ("[[a-z]&&[^q]]\\h\\z", ["nested character class", "set operation &&", "escape \\h", "anchor \\z"]),
    ])
    func namesICUOnlySyntax(_ pattern: String, _ constructs: [String]) {
        #expect(PatternAnalysis.icuOnlyConstructs(in: pattern) == constructs)
    }

    @Test func deepNestingDoesNotExhaustTheStack() {
        let pattern = String(repeating: "(", count: 5000) + "a" + String(repeating: ")", count: 5000)
        #expect(PatternAnalysis.backtrackingHazard(in: pattern) == nil)
    }
}

/// lint and export analyse the lenient reading of a pattern: what the native matcher's
/// strict reading refuses, and even what ICU does not compile, still gets its findings.
@Suite struct PatternAnalysisOfRefusedPatternsTests {
    @Test func aPatternOutsideTheStrictReadingStillGetsItsHazard() throws {
        let pattern = #"^(\w+\s?)*$"#
        #expect(PatternSyntax.strict(pattern) == nil)
        let found = Linter.lint(
            Array(
                """
                {"screenId": "s", "version": "1", "submit": {"endpoint": "/x"}, "components": [
                {"id": "x", "type": "text_input", "props": {"stateKey": "x"},
                 "validations": [{"rule": "regex", "pattern": "^(\\\\w+\\\\s?)*$", "errorMessage": "m"}]}]}
                """.utf8))
        #expect(found.map(\.code) == ["slow-regex"])
        #expect(found.first?.message.hasPrefix(#"(\w+\s?)* at offset 1 nests quantifiers"#) == true)
    }

    @Test func aPatternICUDoesNotCompileStillGetsWhatCanBeSaid() {
        #expect(
            PatternAnalysis.backtrackingHazard(in: "(a+)+(")
                == PatternAnalysis.Hazard(kind: .nestedQuantifiers, offset: 0, excerpt: "(a+)+"))
        #expect(
            PatternAnalysis.icuOnlyConstructs(in: #"a++\p{L}(?<x"#) == [
                "possessive quantifier", "Unicode property \\p{…}",
            ])
        #expect(!PatternAnalysis.canMatchBlank("[ab"))
    }
}
