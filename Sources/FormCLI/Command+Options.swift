extension Command {
    /// Every option the command's usage and help name (`--json`, `-o`, `-k`), with `--help`
    /// and `-h`: what an unknown option is compared with for a suggestion.
    static var knownOptions: [String] {
        var seen: [String] = []
        let separators: Set<Character> = [" ", "\n", "[", "]", "(", ")", "|", ",", "=", "'", "`"]
        for token in (usage + "\n" + help).split(whereSeparator: { separators.contains($0) }) {
            var word = token
            while let last = word.last, ".:;".contains(last) { word.removeLast() }
            guard word.hasPrefix("-"), let letter = word.drop(while: { $0 == "-" }).first, letter.isLetter,
                word.prefix(while: { $0 == "-" }).count <= 2,
                word.allSatisfy({ $0 == "-" || $0.isLetter || $0.isNumber })
            else { continue }
            if !seen.contains(String(word)) { seen.append(String(word)) }
        }
        for extra in ["--help", "-h"] where !seen.contains(extra) { seen.append(extra) }
        return seen
    }
}
