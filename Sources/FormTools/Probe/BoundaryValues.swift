import FormCore

/// Texts at a rule's boundary, on its passing side (docs/contract.md, "Schema evolution and server conformance"):
/// exactly `minLength` or
/// `maxLength` characters, exactly the bound of `min`/`max`, a number whose check digit
/// is right, the shortest filled value. A server off by one rejects them. Like the
/// breaking values they are guesses, which the deriver checks.
enum BoundaryValues {
    /// Texts of exactly `n` characters made from the seed.
    static func exactly(_ n: Int, seed: String) -> [String] {
        guard n >= 1 else { return [] }
        let chars = Array(seed)
        if chars.count >= n { return [String(chars.prefix(n)), String(chars.suffix(n))] }
        return BreakingValues.padded(seed, to: n)
    }

    /// The bound itself; for an `integer` field whose bound has a fraction, the nearest
    /// whole number inside it.
    static func at(_ rule: RangeRule, integer: Bool) -> [String] {
        let bound = rule.value.description
        guard integer, DecimalStep.places(of: bound) > 0 else { return [bound] }
        let direction: DecimalStep.Direction = rule.bound == .min ? .above : .below
        return [DecimalStep.next(direction, of: bound, places: 0)]
    }

    /// The seed with a digit before its last changed and the last digit set so that the
    /// Luhn checksum passes again: another number, as right as the valid one.
    static func rightCheckDigit(_ seed: String) -> [String] {
        let chars = Array(seed)
        let digits = chars.indices.filter { chars[$0].isASCIIDigit }
        guard digits.count >= 2 else { return [] }
        let changed = digits[digits.count - 2]
        guard let d = chars[changed].wholeNumberValue else { return [] }
        return (1...9).compactMap { step in
            var copy = chars
            copy[changed] = Character(String((d + step) % 10))
            return BreakingValues.luhnRepaired(String(copy))
        }
    }

    /// The seed's prefixes, shortest first (at most `limit` of them), the seed, then
    /// characters of the alphabet: the shortest value that fills a required field.
    static func filled(_ seed: String, limit: Int = 64) -> [String] {
        let chars = Array(seed)
        let prefixes = (0..<min(chars.count, limit)).map { String(chars.prefix($0 + 1)) }
        return (prefixes + [seed] + BreakingValues.alphabet.filter { $0 != " " }.map { String($0) }).filter {
            !$0.isEmpty
        }.uniqued()
    }
}
