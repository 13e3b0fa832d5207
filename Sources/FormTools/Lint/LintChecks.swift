import FormCore

/// The linter's own checks over a loaded form and its source JSON:
/// - `slow-regex` (warning): a pattern that can backtrack catastrophically;
/// - `contradictory-rules` (warning): `minLength` above `maxLength` or `min` above `max`
///   under the same condition, a `defaultValue` that is not among the options, and a
///   required field whose `visibleWhen` can never be true;
/// - the screen's own (`LintChecks+Screen.swift`): `blocked-url`, `no-submit`,
///   `duplicate-option`, `shared-message`;
/// - the rules' (`LintChecks+Rules.swift`): `rule-not-applicable`, `rule-never-fails`,
///   `rule-never-passes`, `when-never-true`.
struct LintChecks {
    let form: Form
    let root: JSONValue
    /// Pointers of patterns that do not compile (already reported as `invalid-regex`).
    let invalidPatterns: Set<String>

    func run() -> [SchemaIssue] {
        var issues: [SchemaIssue] = []
        var truth = ConditionTruth(form: form)
        issues += blockedLinks()
        if let issue = missingSubmit() { issues.append(issue) }
        for field in form.fields {
            let rules = ruleObjects(of: field)
            let sources = field.ruleSources(in: root)
            issues += slowPatterns(rules)
            issues += contradictoryBounds(rules, lower: "minLength", upper: "maxLength")
            issues += contradictoryBounds(rules, lower: "min", upper: "max")
            issues += duplicateOptions(field)
            issues += inapplicableRules(field, sources)
            issues += rulesDecidedAlready(field, sources)
            issues += neverTrueConditions(sources, truth: &truth)
            if let issue = defaultOutsideOptions(field) { issues.append(issue) }
            if let issue = requiredButNeverShown(field, truth: &truth) { issues.append(issue) }
        }
        issues += sharedMessages()
        return issues
    }

    private func ruleObjects(of field: Field) -> [RuleObject] {
        RuleObject.all(in: PointerPath(field.pointer)?.value(in: root), at: field.pointer)
    }

    private func slowPatterns(_ rules: [RuleObject]) -> [SchemaIssue] {
        rules.compactMap { r in
            let pointer = r.pointer + "/pattern"
            guard r.name == "regex", let pattern = r.json["pattern"]?.stringValue, !invalidPatterns.contains(pointer),
                let hazard = PatternAnalysis.backtrackingHazard(in: pattern)
            else { return nil }
            return SchemaIssue(.warning, "slow-regex", hazard.message, at: pointer)
        }
    }

    /// A lower bound above an upper bound, both under the same `when` (or none).
    private func contradictoryBounds(_ rules: [RuleObject], lower: String, upper: String) -> [SchemaIssue] {
        var issues: [SchemaIssue] = []
        for lo in rules where lo.name == lower {
            for hi in rules where hi.name == upper && hi.json["when"] == lo.json["when"] {
                guard let a = lo.json["value"]?.numberText, let b = hi.json["value"]?.numberText,
                    let x = ExactDecimal(json: a), let y = ExactDecimal(json: b), y < x
                else { continue }
                let later = lo.number > hi.number ? lo : hi
                issues.append(
                    SchemaIssue(
                        .warning, "contradictory-rules",
                        "\(lower) \(x) (rule \(lo.number)) is greater than \(upper) \(y) (rule \(hi.number)): no non-empty value passes both",
                        at: later.pointer))
            }
        }
        return issues
    }

    private func defaultOutsideOptions(_ field: Field) -> SchemaIssue? {
        guard let d = field.defaultValue, field.shape == .choice || field.shape == .choices else { return nil }
        let pointer = field.pointer + "/props/defaultValue"
        let listed = field.options.map(\.valueText).joined(separator: ", ")
        func matchesSome(_ v: JSONValue) -> Bool {
            !ConditionLiteral(v, options: field.options).matchingOptions.isEmpty
        }
        if field.shape == .choices {
            guard let list = d.arrayValue else {
                return SchemaIssue(
                    .warning, "contradictory-rules",
                    "defaultValue of a multi-choice checkbox must be an array of option values, found \(d.typeName): the field starts empty",
                    at: pointer)
            }
            guard let stray = list.first(where: { !matchesSome($0) }) else { return nil }
            return SchemaIssue(
                .warning, "contradictory-rules",
                "defaultValue \(JSONWriter.string(stray)) is not one of the options (\(listed)): it is ignored",
                at: pointer)
        }
        guard !matchesSome(d) else { return nil }
        return SchemaIssue(
            .warning, "contradictory-rules",
            "defaultValue \(JSONWriter.string(d)) is not one of the options (\(listed)): the field starts empty",
            at: pointer)
    }

    private func requiredButNeverShown(_ field: Field, truth: inout ConditionTruth) -> SchemaIssue? {
        guard field.hasRequiredRule, let c = field.visibleWhen, !c.namesUnknownField else { return nil }
        guard case .never(let reason) = truth.truth(of: c) else { return nil }
        let own = PointerPath(field.pointer)?.value(in: root)?["visibleWhen"] != nil
        return SchemaIssue(
            .warning, "contradictory-rules",
            "\(field.key) is required but its visibleWhen can never be true (\(reason)): the field is never shown",
            at: own ? field.pointer + "/visibleWhen" : field.pointer)
    }
}
