/// The families of cases `probe` and `vectors` derive (docs/contract.md, "Schema evolution
/// and server conformance"): the rule's own boundaries, then the ways real server
/// frameworks differ from the app by default. `--cases FAMILY,…` picks some.
public enum ProbeFamily: String, Sendable, CaseIterable {
    /// The rule broken by the smallest step, its boundary, its `when` made false.
    case boundaries
    /// Length bounds padded with a leading or trailing space, a pattern's value with one,
    /// a required value of spaces only (Django's `CharField` strips them first).
    case spaces
    /// A pattern's valid value with a character added after or before it, or a newline
    /// after it (`re.search`, `re.match`, `find()`, Python's `$`).
    case partial
    /// `min`/`max` crossed by less than a binary float can tell, as a JSON number.
    case precision
    /// A value of another JSON type that a lax server converts: a number or a boolean as
    /// a string, a whole number as `12.0`, an option twice, `null` for a field left out.
    case types
    /// Lengths ending in a character of several code points (👍🏽), from both sides.
    case graphemes

    /// The families of `FAMILY,…`, or the first word that names none.
    public static func parse(_ text: String) -> Result<Set<ProbeFamily>, ParseError> {
        var out = Set<ProbeFamily>()
        for word in text.split(separator: ",") {
            let name = word.filter { $0 != " " }
            guard !name.isEmpty else { continue }
            guard let family = ProbeFamily(rawValue: name) else { return .failure(ParseError(word: name)) }
            out.insert(family)
        }
        return out.isEmpty ? .failure(ParseError(word: text)) : .success(out)
    }

    /// A word of `--cases` that names no family.
    public struct ParseError: Error, Sendable, CustomStringConvertible {
        public let word: String
        public var description: String {
            "'\(word)' is not a family of cases (the families: \(ProbeFamily.allCases.map(\.rawValue).joined(separator: ", ")))"
        }
    }
}

/// The likely cause of a verdict other than `same`, when the case's family explains it.
public enum ProbeCause: String, Sendable, CaseIterable {
    case codePoints = "server counts code points"
    case trimsSpaces = "server trims spaces"
    case spacesAsValue = "server takes spaces for a value"
    case partialMatch = "server matches part of the value"
    case dollarNewline = "server's $ matches before a final newline"
    case binaryFloats = "server reads numbers as binary floats"
    case convertsTypes = "server converts types"
    case optionTwice = "server accepts an option twice"
    case nullAsLeftOut = "server reads null as left out"
    case numbersAsText = "server compares numbers as text"
}
