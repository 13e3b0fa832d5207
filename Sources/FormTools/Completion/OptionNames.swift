/// The options a command's usage line and help text name (`--json`, `-o`, `-k`), in order of
/// first appearance: what an unknown option is compared with for a suggestion, and what the
/// completion scripts offer.
public enum OptionNames {
    /// Every option `text` names: a letter after one or two dashes, then letters, digits and
    /// dashes, between spaces or a usage line's punctuation (`[--json]`, `--format=X`,
    /// `(--vectors FILE)`), a closing `.`, `:` or `;` dropped.
    public static func named(in text: String) -> [String] {
        var seen: [String] = []
        let separators: Set<Character> = [" ", "\n", "[", "]", "(", ")", "|", ",", "=", "'", "`"]
        for token in text.split(whereSeparator: { separators.contains($0) }) {
            var word = token
            while let last = word.last, ".:;".contains(last) { word.removeLast() }
            guard word.hasPrefix("-"), let letter = word.drop(while: { $0 == "-" }).first, letter.isLetter,
                word.prefix(while: { $0 == "-" }).count <= 2,
                word.allSatisfy({ $0 == "-" || $0.isLetter || $0.isNumber })
            else { continue }
            if !seen.contains(String(word)) { seen.append(String(word)) }
        }
        return seen
    }
}
