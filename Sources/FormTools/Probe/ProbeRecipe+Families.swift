import FormCore

/// The recipes of the families beside the boundaries (docs/contract.md, "Schema
/// evolution and server conformance"): each a way a server framework differs from the app
/// by default, named by the cause that explains a server that disagrees.
extension ProbeRecipe {
    /// `spaces`: `minLength`'s boundary with a leading or a trailing space (it must pass;
    /// a server that strips spaces first counts one fewer), `maxLength` crossed by a
    /// space (it must fail; a stripping server counts the bound).
    static func spaces(_ r: LengthRule, _ field: Field) -> [ProbeRecipe] {
        guard field.valueType == .string else { return [] }
        let n = r.value
        func spaced(
            _ step: ProbeCase.Step, _ label: String, _ make: @escaping @Sendable (String) -> String?,
            count: Int
        ) -> ProbeRecipe {
            text(step, label, field, family: .spaces, cause: .trimsSpaces) { seed in
                BoundaryValues.exactly(count, seed: FamilyValues.unspaced(seed ?? "")).compactMap(make)
            }
        }
        if r.bound == .min {
            return [
                spaced(
                    .boundary, ProbeText.spaced(ProbeText.at, leading: true),
                    { $0.count > 1 ? " " + $0.dropFirst() : nil }, count: n),
                spaced(
                    .boundary, ProbeText.spaced(ProbeText.at, leading: false),
                    { $0.count > 1 ? $0.dropLast() + " " : nil }, count: n),
            ]
        }
        return [
            spaced(.breaking, ProbeText.spaced(ProbeText.above, leading: true), { " " + $0 }, count: n),
            spaced(.breaking, ProbeText.spaced(ProbeText.above, leading: false), { $0 + " " }, count: n),
        ]
    }

    /// `partial` and `spaces` of a pattern: the valid value with a character after or
    /// before it; with a space before or after it; with a newline after it. The pattern
    /// rejects each (else the case is left out); a server that searches for a match
    /// instead of matching the whole value, strips spaces, or whose `$` matches before a
    /// final newline accepts them. In this order, a server's answers to the first tell
    /// which cause explains the later ones (`ProbeResult`).
    static func partial(_ field: Field) -> [ProbeRecipe] {
        guard field.valueType == .string else { return [] }
        return [
            text(.breaking, ProbeText.characterAfter, field, family: .partial, cause: .partialMatch) { seed in
                guard let seed, let last = seed.last else { return [] }
                return FamilyValues.extraCharacters(last).map { seed + String($0) }
            },
            text(.breaking, ProbeText.characterBefore, field, family: .partial, cause: .partialMatch) { seed in
                guard let seed, let first = seed.first else { return [] }
                return FamilyValues.extraCharacters(first).map { String($0) + seed }
            },
            text(
                .breaking, ProbeText.spaced(ProbeText.noMatch, leading: true), field, family: .spaces,
                cause: .trimsSpaces
            ) { seed in
                seed.map { [" " + $0] } ?? []
            },
            text(
                .breaking, ProbeText.spaced(ProbeText.noMatch, leading: false), field, family: .spaces,
                cause: .trimsSpaces
            ) { seed in
                seed.map { [$0 + " "] } ?? []
            },
            text(.breaking, ProbeText.newlineAfter, field, family: .partial, cause: .dollarNewline) { seed in
                seed.map { [$0 + "\n"] } ?? []
            },
        ]
    }

    /// `precision`: the bound of a number field crossed by less than a binary float can
    /// tell (`999.99999999999999999` for `min 1000`), sent as a JSON number.
    static func precision(_ r: RangeRule, _ field: Field) -> [ProbeRecipe] {
        guard field.valueType != .string else { return [] }
        let label = r.bound == .min ? ProbeText.belowUnseen : ProbeText.aboveUnseen
        return [
            text(.breaking, label, field, family: .precision, cause: .binaryFloats) { _ in
                FamilyValues.unseenStep(r.bound == .min ? .below : .above, of: r.value.description).map { [$0] } ?? []
            }
        ]
    }
}

/// The values the families are made of.
enum FamilyValues {
    /// A required value of spaces only.
    static let spacesOnly = "   "

    /// The text without its spaces (a padded value must hold one space, the added one).
    static func unspaced(_ seed: String) -> String {
        let kept = seed.filter { $0 != " " }
        return kept.isEmpty ? "a" : kept
    }

    /// Characters added to a valid value: the character at that end (a pattern such as
    /// `[0-9]{6}` found inside `1234567` by a search), then the alphabet without the space.
    static func extraCharacters(_ end: Character) -> [Character] {
        ([end] + BreakingValues.alphabet.filter { $0 != " " }).uniqued()
    }

    /// The neighbour of `bound` so close that a binary float (an IEEE double) reads both
    /// as the same number; nil when a double tells them apart (a bound of 0).
    static func unseenStep(_ direction: DecimalStep.Direction, of bound: String) -> String? {
        guard let b = Double(bound), b != 0 else { return nil }
        // Places enough for a step below the double's resolution at this magnitude.
        let magnitude = Int((abs(b)).log10Floor)
        let places = 17 + max(0, -magnitude)
        let text = DecimalStep.next(direction, of: bound, places: places)
        guard let d = Double(text), d == b else { return nil }
        return text
    }
}

extension Double {
    /// ⌊log10 |x|⌋, for x ≠ 0, without Foundation.
    fileprivate var log10Floor: Double {
        var x = abs(self)
        var e = 0.0
        while x >= 10 {
            x /= 10
            e += 1
        }
        while x < 1 {
            x *= 10
            e -= 1
        }
        return e
    }
}
