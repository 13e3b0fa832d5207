import FormCore

/// One case docs/contract.md, "Schema evolution and server conformance" asks of a rule, and the values it may be made
/// of. A rule's recipes
/// come in order: the breaking cases (several for `required`: left out, empty, blank),
/// then the boundary cases. The deriver tries the values against the valid payload (or
/// one made to satisfy the rule's `when`) and keeps the first that gives the case.
struct ProbeRecipe {
    /// The candidates for the field's value, or why there can be none.
    enum Candidates {
        /// Values for the field; nil leaves the key out of the payload.
        case values([JSONValue?])
        case none(reason: String)
    }

    let step: ProbeCase.Step
    let label: String
    /// The recipe's family. A case of any family but `boundaries` is left out, rather
    /// than listed without a payload, when no value gives it (a pattern may allow ASCII
    /// only, or spaces). `graphemes` values end in a cluster of several scalars
    /// (`BreakingValues.clusters`), which the label then names (`below (👍🏽)`).
    let family: ProbeFamily
    /// What explains a server that disagrees on the case.
    let cause: ProbeCause?
    /// The candidates, given the field's value in the payload the case starts from.
    let candidates: @Sendable (JSONValue?) -> Candidates

    init(
        step: ProbeCase.Step, label: String, family: ProbeFamily = .boundaries, cause: ProbeCause? = nil,
        candidates: @escaping @Sendable (JSONValue?) -> Candidates
    ) {
        self.step = step
        self.label = label
        self.family = family
        self.cause = cause
        self.candidates = candidates
    }

    var clustered: Bool { family == .graphemes }
    /// Whether the case is left out when no value gives it.
    var optional: Bool { family != .boundaries }

    /// The case's label for the value found.
    func label(for value: JSONValue?) -> String {
        guard clustered, let text = value.flatMap(ProbeDeriver.text) else { return label }
        let cluster = BreakingValues.clusters.first { text.hasSuffix($0) } ?? BreakingValues.clusters[0]
        return "\(label) (\(cluster))"
    }

    /// The recipes of one rule of a field, in order.
    static func recipes(for rule: ValidationRule, of field: Field) -> [ProbeRecipe] {
        if case .required = rule.kind { return required(field) }
        guard field.shape == .text else {
            let reason = ProbeText.onlyText(rule: rule.name, type: field.kind.typeName)
            return [ProbeRecipe(step: .breaking, label: ProbeText.breakingLabel(rule)) { _ in .none(reason: reason) }]
        }
        switch rule.kind {
        case .required: return []
        case .length(let r): return length(r, field) + spaces(r, field)
        case .range(let r):
            let integer = field.valueType == .integer
            return [
                text(.breaking, r.bound == .min ? ProbeText.below : ProbeText.above, field) {
                    BreakingValues.crossing(r, seed: $0, integer: integer)
                },
                text(.boundary, ProbeText.at, field) { _ in BoundaryValues.at(r, integer: integer) },
            ] + precision(r, field)
        case .luhn:
            return [
                text(.breaking, ProbeText.checkDigitWrong, field, noneBecause: ProbeText.noDigits) {
                    BreakingValues.flippedCheckDigit($0 ?? "")
                },
                text(.boundary, ProbeText.checkDigitRight, field, noneBecause: ProbeText.noDigits) {
                    BoundaryValues.rightCheckDigit($0 ?? "")
                },
            ]
        case .equalsField:
            return [
                text(.breaking, ProbeText.differs, field) { BreakingValues.changedCopies($0 ?? "") },
                text(.boundary, ProbeText.equal, field) { BreakingValues.changedCopies($0 ?? "") },
            ]
        case .regex(let r):
            let pattern = r.pattern
            return [
                text(.breaking, ProbeText.noMatch, field) { BreakingValues.edits(of: $0 ?? "") },
                text(.boundary, ProbeText.match, field) {
                    BreakingValues.edits(of: $0 ?? "") + PatternSample.samples(pattern)
                },
            ] + partial(field)
        }
    }

    /// `minLength`: one character short (also ending in a cluster), and exactly the bound;
    /// `maxLength`: one character over, and exactly the bound (also ending in a cluster).
    /// A server that counts code points, UTF-16 units or bytes accepts the first cluster
    /// case and rejects the second.
    private static func length(_ r: LengthRule, _ field: Field) -> [ProbeRecipe] {
        let n = r.value
        let exactly = text(.boundary, ProbeText.at, field) { BoundaryValues.exactly(n, seed: $0 ?? "") }
        if r.bound == .min {
            return [
                text(.breaking, ProbeText.below, field, noneBecause: ProbeText.minLengthOne) {
                    BreakingValues.shorter(than: n, seed: $0 ?? "")
                },
                text(.breaking, ProbeText.below, field, family: .graphemes, cause: .codePoints) {
                    BreakingValues.withClusters(BreakingValues.shorter(than: n, seed: $0 ?? ""))
                },
                exactly,
            ]
        }
        return [
            text(.breaking, ProbeText.above, field) { BreakingValues.longer(than: n, seed: $0 ?? "") },
            exactly,
            text(.boundary, ProbeText.at, field, family: .graphemes, cause: .codePoints) {
                BreakingValues.withClusters(BoundaryValues.exactly(n, seed: $0 ?? ""))
            },
        ]
    }

    /// `required`: the key left out, an empty and a blank text (for a string field),
    /// false, no choice; then the shortest value that fills the field.
    private static func required(_ field: Field) -> [ProbeRecipe] {
        var out = [ProbeRecipe(step: .breaking, label: ProbeText.leftOut) { _ in .values([nil]) }]
        switch field.shape {
        case .text:
            if field.valueType == .string {
                out.append(ProbeRecipe(step: .breaking, label: ProbeText.empty) { _ in .values([.string("")]) })
                out.append(ProbeRecipe(step: .breaking, label: ProbeText.blank) { _ in .values([.string(" ")]) })
                out.append(
                    ProbeRecipe(step: .breaking, label: ProbeText.spacesOnly, family: .spaces, cause: .spacesAsValue) {
                        _ in
                        .values([.string(FamilyValues.spacesOnly)])
                    })
            }
            out.append(text(.boundary, ProbeText.filled, field) { BoundaryValues.filled($0 ?? "") })
        case .boolean:
            out.append(ProbeRecipe(step: .breaking, label: ProbeText.isFalse) { _ in .values([.bool(false)]) })
            out.append(ProbeRecipe(step: .boundary, label: ProbeText.filled) { _ in .values([.bool(true)]) })
        case .choice:
            let samples = SampleValues.values(for: field)
            out.append(
                ProbeRecipe(step: .boundary, label: ProbeText.filled) { seed in
                    .values([seed].compactMap { $0 } + samples)
                })
        case .choices:
            out.append(ProbeRecipe(step: .breaking, label: ProbeText.noneChosen) { _ in .values([.array([])]) })
            let samples = SampleValues.values(for: field)
            out.append(
                ProbeRecipe(step: .boundary, label: ProbeText.filled) { seed in
                    .values((seed?.arrayValue?.first.map { [JSONValue.array([$0])] } ?? []) + samples)
                })
        }
        return out
    }

    /// A recipe of texts made from the seed's text, as values of the (text) field. A
    /// breaking value equal to the seed is dropped (the seed passes); `noneBecause` is the
    /// reason when no text at all is made.
    static func text(
        _ step: ProbeCase.Step, _ label: String, _ field: Field, noneBecause: String? = nil,
        family: ProbeFamily = .boundaries, cause: ProbeCause? = nil,
        _ make: @escaping @Sendable (String?) -> [String]
    ) -> ProbeRecipe {
        ProbeRecipe(step: step, label: label, family: family, cause: cause) { seed in
            let seedText = seed.flatMap(ProbeDeriver.text)
            let texts = make(seedText)
            if texts.isEmpty, let noneBecause { return .none(reason: noneBecause) }
            let kept = step == .breaking ? texts.filter { $0 != seedText } : texts
            return .values(kept.uniqued().map { SampleValues.text($0, for: field) })
        }
    }
}
