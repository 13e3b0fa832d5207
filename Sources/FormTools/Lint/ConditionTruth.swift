import FormCore

/// Decides, where the schema alone decides it, whether a condition is always true or
/// always false (`lint`'s `contradictory-rules`): an `equals` naming a value that is
/// not among a choice field's options, an `all` asking one choice for two values, a
/// field that is itself never shown…
struct ConditionTruth {
    /// A condition's truth known from the schema alone.
    enum Truth: Equatable {
        case always
        /// Never true, with the reason in words.
        case never(String)
        case depends
    }

    let form: Form
    private var visibility: [Int: Truth] = [:]

    init(form: Form) { self.form = form }

    mutating func truth(of c: Condition) -> Truth {
        switch c {
        case .never(let key): return .never("\(key) is not a field")
        case .equals(let f, let v): return atom(f, [v])
        case .oneOf(let f, let vs): return atom(f, vs)
        case .notEquals(let f, let v): return negate(atom(f, [v]))
        case .filled(let f, let wanted):
            if case .never(let why) = shown(f.index) { return wanted ? .never(why) : .always }
            return .depends
        case .not(let inner): return negate(truth(of: inner))
        case .any(let cs):
            var reasons: [String] = []
            var allNever = true
            for item in cs {
                switch truth(of: item) {
                case .always: return .always
                case .never(let why): reasons.append(why)
                case .depends: allNever = false
                }
            }
            return allNever ? .never(reasons.joined(separator: "; ")) : .depends
        case .all(let cs):
            var allAlways = true
            for item in cs {
                switch truth(of: item) {
                case .never(let why): return .never(why)
                case .depends: allAlways = false
                case .always: break
                }
            }
            if let why = conflictingChoices(cs) { return .never(why) }
            return allAlways ? .always : .depends
        }
    }

    /// Whether a field can be shown at all.
    private mutating func shown(_ index: Int) -> Truth {
        guard form.fields.indices.contains(index) else { return .never("unknown field") }
        if let known = visibility[index] { return known }
        visibility[index] = .depends  // a cycle cannot happen in a loaded form; guard anyway
        let field = form.fields[index]
        var t = field.visibleWhen.map { truth(of: $0) } ?? .always
        if case .never = t { t = .never("\(field.key) is never shown") }
        visibility[index] = t
        return t
    }

    /// `equals`/`in` on one field: never true when no literal can match its values.
    private mutating func atom(_ ref: Condition.FieldRef, _ literals: [ConditionLiteral]) -> Truth {
        if case .never(let why) = shown(ref.index) { return .never(why) }
        let field = form.fields[ref.index]
        let words = literals.map { JSONWriter.string($0.json) }.joined(separator: ", ")
        switch field.shape {
        case .choice, .choices:
            if matchingOptions(literals).isEmpty {
                return .never("\(field.key) has no option \(literals.count == 1 ? words : "among " + words)")
            }
        case .boolean:
            let possible = literals.contains { $0.matches(.boolean(true)) || $0.matches(.boolean(false)) }
            if !possible { return .never("\(field.key) is true or false, never \(words)") }
        case .text:
            break
        }
        return .depends
    }

    /// The options any of the literals names (each literal was parsed against its field's options at load).
    private func matchingOptions(_ literals: [ConditionLiteral]) -> Set<Int> {
        Set(literals.flatMap(\.matchingOptions))
    }

    /// In an `all`: one single-choice field asked for values no option satisfies together.
    private func conflictingChoices(_ cs: [Condition]) -> String? {
        var allowed: [Int: Set<Int>] = [:]
        for c in cs {
            let ref: Condition.FieldRef
            let literals: [ConditionLiteral]
            switch c {
            case .equals(let f, let v):
                ref = f
                literals = [v]
            case .oneOf(let f, let vs):
                ref = f
                literals = vs
            default: continue
            }
            guard form.fields.indices.contains(ref.index), form.fields[ref.index].shape == .choice else { continue }
            let options = matchingOptions(literals)
            let narrowed = allowed[ref.index].map { $0.intersection(options) } ?? options
            if narrowed.isEmpty { return "\(ref.key) cannot take all of those values at once" }
            allowed[ref.index] = narrowed
        }
        return nil
    }

    private func negate(_ t: Truth) -> Truth {
        switch t {
        case .always: return .never("its negation always holds")
        case .never: return .always
        case .depends: return .depends
        }
    }
}

extension Condition {
    /// Whether the condition names a field the screen does not have.
    var namesUnknownField: Bool {
        switch self {
        case .never: return true
        case .equals, .notEquals, .oneOf, .filled: return false
        case .all(let cs), .any(let cs): return cs.contains { $0.namesUnknownField }
        case .not(let c): return c.namesUnknownField
        }
    }
}
