import Testing

@testable import FormCore

/// The one reader of ICU pattern syntax, in its two modes: the strict reading (the native
/// matcher's) refuses what it cannot read exactly; the lenient one (lint's and export's)
/// reads every pattern, compiled or not.
@Suite struct PatternSyntaxTests {
    @Test func aPatternIsReadIntoItsTree() throws {
        let syntax = try #require(PatternSyntax.strict(#"^(?:[a-c\s]|x)+\.$"#))
        let repeated = PatternNode.group(
            .alternation([
                .atom(.bracket([.range(0x61, 0x63, caseInsensitive: false), .escape("s")], negated: false)),
                .atom(.scalar(0x78, caseInsensitive: false)),
            ]), atomic: false)
        #expect(
            syntax.root
                == .sequence([
                    .assertion(.start),
                    .repetition(repeated, min: 1, max: nil, possessive: false, start: 1, end: 15),
                    .atom(.scalar(0x2E, caseInsensitive: false)),
                    .assertion(.end),
                ]))
        #expect(syntax.text(1..<15) == #"(?:[a-c\s]|x)+"#)
        #expect(syntax.extensions.isEmpty)
    }

    /// Where the strict reading takes a pattern, the lenient one reads the same tree.
    @Test(arguments: NativePatternTests.subset)
    func bothReadingsAgreeWhereTheStrictOneReads(_ pattern: String) throws {
        let strict = try #require(PatternSyntax.strict(pattern))
        #expect(strict.root == PatternSyntax.lenient(pattern).root)
    }

    /// Patterns the strict reading refuses (malformed, or outside what it reads exactly)
    /// still have a lenient tree, with what can be said of them.
    @Test(arguments: [
        ("(a+)+(", "an unclosed group"),
        ("a)", "a stray parenthesis"),
        ("[a-", "an unterminated class"),
        ("x{2,1}", "a reversed count"),
        ("[z-a]", "a reversed range"),
        (#"\d+"#, "a Unicode-aware escape"),
        ("(?i)ab", "flags"),
        ("a*+", "a possessive quantifier"),
        ("a**", "stacked quantifiers"),
        ("[[a-z]&&[^q]]", "a nested class and a set operation"),
        ("[a-c-e]", "a hyphen after a range"),
        ("[--x]", "a hyphen that starts no range"),
        ("*a", "nothing to repeat"),
        ("", "the empty pattern"),
    ])
    func theStrictReadingRefusesWhatItCannotReadExactly(_ pattern: String, _ what: String) {
        #expect(PatternSyntax.strict(pattern) == nil, "\(what)")
        _ = PatternSyntax.lenient(pattern)
    }

    @Test func theLenientReadingKeepsWhatItCanOfAMalformedPattern() {
        let syntax = PatternSyntax.lenient("(a+)+(")
        guard case .sequence(let items) = syntax.root, case .repetition(let body, 1, nil, false, 0, 5) = items.first
        else {
            Issue.record("\(syntax.root)")
            return
        }
        #expect(
            body
                == .group(
                    .repetition(
                        .atom(.scalar(0x61, caseInsensitive: false)), min: 1, max: nil, possessive: false, start: 1,
                        end: 3), atomic: false))
        #expect(items.count == 2)
    }

    @Test func theLenientReadingListsICUOnlyConstructsInOrder() {
        let syntax = PatternSyntax.lenient(#"(?i)\Qa.b\E(?>c)\p{L}++[[:alpha:]]\z"#)
        #expect(
            syntax.extensions == [
                .inlineFlags, .quoting, .atomicGroup, .property, .possessiveQuantifier, .posixClass, .anchor("z"),
            ])
    }

    @Test func caseInsensitivityIsKeptOnTheItemsItCovers() {
        let syntax = PatternSyntax.lenient("a(?i)b(?-i)c")
        #expect(
            syntax.root
                == .sequence([
                    .atom(.scalar(0x61, caseInsensitive: false)), .assertion(.flags),
                    .atom(.scalar(0x62, caseInsensitive: true)), .assertion(.flags),
                    .atom(.scalar(0x63, caseInsensitive: false)),
                ]))
    }

    @Test func deepNestingIsReadLenientlyWithoutExhaustingTheStack() {
        let pattern = String(repeating: "(", count: 5000) + "a" + String(repeating: ")", count: 5000)
        #expect(PatternSyntax.lenient(pattern).extensions.isEmpty)
    }
}
