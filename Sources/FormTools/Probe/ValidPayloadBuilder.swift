import FormCore

/// A payload the form accepts, built from its rules when `probe` or `vectors` is given
/// none (docs/contract.md, "Schema evolution and server conformance"). Each field shown (with the form's defaults, then
/// with the values
/// chosen so far) gets the first of these that passes its rules: a copy of the field it
/// must equal, its default, its placeholder, a text its pattern matches
/// (`PatternSample`), a number inside its bounds, a few plain texts — each also fitted
/// to its lengths and given a right Luhn digit —, an option, a boolean. Optional fields
/// get a value too (so that every rule has a valid value to start from), or none when
/// nothing fits. A few passes settle fields that other fields show or hide; the result
/// is checked as `check` checks a payload.
public struct ValidPayloadBuilder {
    /// A field shown and required for which no value passes its rules.
    public struct Failure: Error, Equatable, Sendable, CustomStringConvertible {
        public let key: String
        /// Why, in words: the rules the closest value broke.
        public let reason: String

        public var description: String {
            "cannot build a valid payload: no value found for \(key) (\(reason)); give one with --valid"
        }
    }

    /// Passes over the fields: a choice may show fields before it in the schema.
    static let passes = 3

    let form: Form
    let store: SecretStore
    private let deriver: ProbeDeriver

    public init(form: Form, store: SecretStore) {
        self.form = form
        self.store = store
        deriver = ProbeDeriver(form: form, valid: JSONObject(), store: store)
    }

    /// The payload, or the first field for which none was found.
    public func build() -> Result<JSONObject, Failure> {
        var payload = JSONObject()
        var missing: [String: String] = [:]
        for _ in 0..<ValidPayloadBuilder.passes {
            missing = [:]
            for field in form.fields {
                guard let t = deriver.trial(payload), let failures = t.failures[field.index] else { continue }
                if payload[field.key] != nil && failures.isEmpty { continue }
                switch choose(field, in: payload) {
                case .found(let p): payload = p
                case .missing(let reason): if !failures.isEmpty { missing[field.key] = reason }
                }
            }
            payload = withoutHidden(payload)
            if case .success(let v) = deriver.check(payload), v.isValid { return .success(payload) }
        }
        let verdict = (try? deriver.check(payload).get())?.errors ?? []
        guard let first = verdict.first else { return .success(payload) }
        return .failure(Failure(key: first.key, reason: missing[first.key] ?? "\(first.rule): \(first.message)"))
    }

    private enum Choice {
        case found(JSONObject)
        case missing(reason: String)
    }

    /// The payload with the first candidate for the field that passes every rule of it.
    private func choose(_ field: Field, in payload: JSONObject) -> Choice {
        var closest: [String]?
        for value in candidates(for: field, in: payload) {
            let p = withoutHidden(deriver.setting(field.key, to: value, in: payload))
            guard let t = deriver.trial(p), let failures = t.failures[field.index] else { continue }
            if failures.isEmpty { return .found(p) }
            let names = failures.map { field.rules[$0].name }
            if closest.map({ names.count < $0.count }) ?? true { closest = names }
        }
        return .missing(reason: closest.map { ProbeText.breaks($0) } ?? ProbeText.nothingPasses)
    }

    /// The payload without values for fields it hides.
    private func withoutHidden(_ payload: JSONObject) -> JSONObject {
        guard let t = deriver.trial(payload) else { return payload }
        return t.hiddenKeys.reduce(payload) { deriver.setting($1, to: nil, in: $0) }
    }

    /// Values to try for a field, most natural first.
    func candidates(for field: Field, in payload: JSONObject) -> [JSONValue] {
        switch field.shape {
        case .boolean:
            let preferred = field.defaultValue?.boolValue ?? field.hasRequiredRule
            return [.bool(preferred), .bool(!preferred)]
        case .choice, .choices:
            return SampleValues.values(for: field)
        case .text:
            let texts = ValidPayloadBuilder.texts(
                for: field, copying: field.rules.compactMap { ProbeDeriver.copied($0) }.compactMap { payload[$0.key] })
            return texts.map { SampleValues.text($0, for: field) }
        }
    }

    /// Texts for a text field: copies of the fields it must equal, its default and
    /// placeholder, samples of its patterns, numbers inside its bounds, plain texts; each
    /// followed by itself fitted to the field's lengths and Luhn digit.
    static func texts(for field: Field, copying copies: [JSONValue]) -> [String] {
        var base = copies.compactMap(ProbeDeriver.text)
        if let d = field.defaultValue.flatMap(ProbeDeriver.text) { base.append(d) }
        if let p = field.placeholder { base += [p, p.filter { $0 != " " }] }
        var lengths: (min: Int?, max: Int?) = (nil, nil)
        var bounds: (min: RangeRule?, max: RangeRule?) = (nil, nil)
        var luhn = false
        for rule in field.rules {
            switch rule.kind {
            case .regex(let r): base += PatternSample.samples(r.pattern)
            case .length(let r): if r.bound == .min { lengths.min = r.value } else { lengths.max = r.value }
            case .range(let r): if r.bound == .min { bounds.min = r } else { bounds.max = r }
            case .luhn: luhn = true
            case .required, .equalsField: break
            }
        }
        base += inside(bounds, integer: field.valueType == .integer)
        base += luhn ? ["4111111111111111"] : ["Ab1", "abc", "1"]
        return base.flatMap { text -> [String] in
            var fitted = text
            if let m = lengths.min, fitted.count < m {
                fitted = BreakingValues.padded(fitted.isEmpty ? "a" : fitted, to: m)[0]
            }
            if let m = lengths.max, fitted.count > m { fitted = String(fitted.prefix(m)) }
            if luhn, let repaired = BreakingValues.luhnRepaired(fitted) { fitted = repaired }
            return [text, fitted]
        }.filter { !$0.isEmpty }.uniqued()
    }

    /// Numbers just inside the bounds (one whole unit inside, then the bound itself).
    static func inside(_ bounds: (min: RangeRule?, max: RangeRule?), integer: Bool) -> [String] {
        var out: [String] = []
        if let lo = bounds.min {
            out +=
                [DecimalStep.next(.above, of: lo.value.description, places: 0)]
                + BoundaryValues.at(lo, integer: integer)
        }
        if let hi = bounds.max {
            out +=
                [DecimalStep.next(.below, of: hi.value.description, places: 0)]
                + BoundaryValues.at(hi, integer: integer)
        }
        return out
    }
}
