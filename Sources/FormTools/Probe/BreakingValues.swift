import FormCore

/// Texts that break one rule of a field by the smallest step (docs/contract.md, "Schema evolution and server
/// conformance"): one character
/// fewer or more for lengths, the bound crossed by the smallest step for `min`/`max`, a
/// flipped check digit for `luhn`, a changed copy for `equalsField`, small edits of the
/// valid value for `regex`. They are guesses: the deriver keeps the first that breaks
/// this rule and no other (`ProbeRecipe` says which apply to which rule).
enum BreakingValues {
    /// Characters tried when a value is edited: letters, digits, space and punctuation.
    static let alphabet: [Character] = ["a", "0", "A", "x", "9", " ", "-", ".", "Z", "_", "@", "+"]
    /// The most positions edited inside a long value.
    static let maxEditedPositions = 40
    /// Characters of several scalars that count as one (docs/contract.md, "Validation and dependent fields": lengths
    /// count extended
    /// grapheme clusters), where a server that counts code points, UTF-16 units or bytes
    /// counts more. The second is for patterns that allow letters only.
    static let clusters: [String] = ["👍🏽", "e\u{301}"]

    /// Texts of `n - 1` characters made from the seed (none when that is empty, which
    /// every rule but `required` accepts).
    static func shorter(than n: Int, seed: String) -> [String] {
        let count = n - 1
        guard count >= 1 else { return [] }
        let chars = Array(seed)
        if chars.count >= count {
            return [String(chars.prefix(count)), String(chars.suffix(count))]
        }
        return padded(seed, to: count)
    }

    /// Texts of `n + 1` characters made from the seed.
    static func longer(than n: Int, seed: String) -> [String] {
        let chars = Array(seed)
        if chars.count > n + 1 { return [String(chars.prefix(n + 1))] }
        return padded(seed, to: n + 1)
    }

    /// The texts with their last character replaced by a cluster of several scalars: as
    /// many characters, more code points.
    static func withClusters(_ texts: [String]) -> [String] {
        clusters.flatMap { cluster in texts.filter { !$0.isEmpty }.map { String($0.dropLast()) + cluster } }
    }

    /// The seed lengthened to `count` characters with its own last character, or with one
    /// of the alphabet.
    static func padded(_ seed: String, to count: Int) -> [String] {
        let fillers = (seed.last.map { [$0] } ?? []) + alphabet
        return fillers.map { seed + String(repeating: String($0), count: count - seed.count) }
    }

    /// The bound crossed by the smallest step: at the precision of the bound or of the
    /// valid value, whichever is finer, then in whole numbers.
    static func crossing(_ rule: RangeRule, seed: String?, integer: Bool) -> [String] {
        let bound = rule.value.description
        let finest = integer ? 0 : max(DecimalStep.places(of: bound), seed.map(DecimalStep.places(of:)) ?? 0)
        let direction: DecimalStep.Direction = rule.bound == .min ? .below : .above
        return [finest, 0].uniqued().map { DecimalStep.next(direction, of: bound, places: $0) }
    }

    /// The seed with its last digit replaced by each other digit.
    static func flippedCheckDigit(_ seed: String) -> [String] {
        var chars = Array(seed)
        guard let last = chars.lastIndex(where: \.isASCIIDigit), let d = chars[last].wholeNumberValue else { return [] }
        return (1...9).map { step in
            chars[last] = Character(String((d + step) % 10))
            return String(chars)
        }
    }

    /// The seed (a copy of the other field's value) changed a little: its last character
    /// moved on by one, one character more or fewer.
    static func changedCopies(_ seed: String) -> [String] {
        var out: [String] = []
        if let last = seed.last { out.append(String(seed.dropLast()) + String(nextCharacter(after: last))) }
        out += [seed + "0", seed + "a"]
        if seed.count > 1 { out.append(String(seed.dropLast())) }
        if let first = seed.first { out.append(String(nextCharacter(after: first)) + seed.dropFirst()) }
        return out
    }

    /// Small edits of the seed, the last character first: replaced, then appended to,
    /// removed, the first character replaced or preceded, inner characters replaced or
    /// removed, the value doubled.
    static func edits(of seed: String) -> [String] {
        let chars = Array(seed)
        guard !chars.isEmpty else {
            return alphabet.map { String($0) } + alphabet.map { String(repeating: $0, count: 4) }
        }
        var out: [String] = []
        func replacing(_ i: Int) -> [String] {
            alphabet.filter { $0 != chars[i] }.map { c in
                var copy = chars
                copy[i] = c
                return String(copy)
            }
        }
        func removing(_ i: Int) -> String {
            var copy = chars
            copy.remove(at: i)
            return String(copy)
        }
        out += replacing(chars.count - 1)
        out += alphabet.map { seed + String($0) }
        out.append(removing(chars.count - 1))
        if chars.count > 1 {
            out += replacing(0)
            out.append(removing(0))
        }
        out += alphabet.map { String($0) + seed }
        for i in (1..<max(1, chars.count - 1)).prefix(maxEditedPositions) {
            out += replacing(i)
            out.append(removing(i))
        }
        out.append(seed + seed)
        return out
    }

    /// The next digit (9 → 0), letter (z → a, Z → A), or `x` for anything else (`y` for `x`).
    static func nextCharacter(after c: Character) -> Character {
        if let d = c.wholeNumberValue, c.isASCIIDigit { return Character(String((d + 1) % 10)) }
        if let a = c.asciiValue, (c >= "a" && c <= "z") || (c >= "A" && c <= "Z") {
            let base: UInt8 = c >= "a" ? 97 : 65
            return Character(Unicode.Scalar(base + (a - base + 1) % 26))
        }
        return c == "x" ? "y" : "x"
    }

    /// A candidate with its last digit set so that the Luhn checksum passes, for fields
    /// that also carry a `luhn` rule (a card number that breaks its pattern must still
    /// pass Luhn to break the pattern alone).
    static func luhnRepaired(_ text: String) -> String? {
        var chars = Array(text)
        guard let last = chars.lastIndex(where: \.isASCIIDigit) else { return nil }
        for d in 0...9 {
            chars[last] = Character(String(d))
            let candidate = String(chars)
            let ok = Array(candidate.utf8).withUnsafeBytes { LuhnRule.isValid($0) }
            if ok { return candidate }
        }
        return nil
    }
}

extension Array where Element: Hashable {
    /// The elements in order, each once.
    func uniqued() -> [Element] {
        var seen = Set<Element>()
        return filter { seen.insert($0).inserted }
    }
}
