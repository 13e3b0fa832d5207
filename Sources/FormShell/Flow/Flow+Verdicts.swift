import FormCore

extension Flow {
    /// A field's current verdict, with any server messages beside it.
    mutating func showVerdict(_ f: Int, _ context: FieldVerdict.Context) {
        emit(.verdict(fieldVerdict(f, context)))
        if context == .entered {
            for m in state.serverErrors[f] ?? [] { note(.serverBeside(m)) }
        }
    }

    /// The verdicts a change flipped, for fields already visited (docs/contract.md, "Validation and dependent fields").
    mutating func showFlips(_ report: ChangeReport) {
        for flip in report.flips where state.visited[flip.field] {
            let fromRequired = flip.beforeRule.map { state.form.fields[flip.field].rules[$0].isRequired } ?? false
            emit(
                .verdict(
                    fieldVerdict(
                        flip.field, .flipped(from: flip.before, fromRequired: fromRequired, valueWiped: flip.valueWiped)
                    )))
        }
    }

    /// A field's stored verdict as an effect.
    func fieldVerdict(_ f: Int, _ context: FieldVerdict.Context) -> FieldVerdict {
        let field = state.form.fields[f]
        let verdict = state.verdict(f)
        let chosen = verdict == .hidden || field.isSecret ? nil : chosenText(f)
        let shows = context == .set && verdict == .valid && chosen == nil && !state.isBlank(f)
        return FieldVerdict(
            field: f, key: field.key, verdict: verdict, rule: rule(f, state.failingRule(f)),
            chosen: chosen, showsValue: shows, context: context)
    }

    /// The verdict of a line that is not stored (`:try`, `:keys`), or why it cannot be typed.
    func trialVerdict(_ f: Int, _ value: String, _ context: FieldVerdict.Context) -> Result<
        FieldVerdict, FormStateError
    > {
        var v = value
        let trial = v.withUTF8 { state.trial(f, line: UnsafeRawBufferPointer($0)) }
        let field = state.form.fields[f]
        return trial.map { t in
            FieldVerdict(
                field: f, key: field.key, verdict: t.verdict, rule: rule(f, t.rule),
                chosen: t.chosen.map { chosenText(field, $0) }, showsValue: false, context: context)
        }
    }

    func rule(_ f: Int, _ index: Int?) -> RuleIdentity? {
        index.map { RuleIdentity(index: $0, name: state.form.fields[f].rules[$0].name) }
    }

    /// A choice's or boolean's value as schema text; nil for typed text.
    func chosenText(_ f: Int) -> String? {
        let field = state.form.fields[f]
        return state.withValue(f) { v in
            switch v {
            case .choice(let i): return chosenText(field, .options([i]))
            case .choices(let bitmap):
                return chosenText(field, .options(field.options.indices.filter { FieldValue.isChosen(bitmap, $0) }))
            case .boolean(let b): return chosenText(field, .boolean(b))
            case .empty, .text: return nil
            }
        }
    }

    func chosenText(_ field: Field, _ choice: Trial.Choice) -> String {
        switch choice {
        case .options(let list):
            return list.filter { $0 < field.options.count }.map { field.options[$0].valueText }.joined(separator: ", ")
        case .boolean(let b): return ShellText.yesNo(b)
        }
    }
}
