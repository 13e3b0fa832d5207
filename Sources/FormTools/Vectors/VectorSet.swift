import FormCore

/// The conformance vectors of a form (`formsh vectors`) and the cases `probe --dry-run`
/// lists, both from the cases `probe` derives (docs/contract.md, "Schema evolution and server conformance"): the valid
/// payload first, then
/// every case in schema order, each judged as `check` judges a payload.
public struct VectorSet {
    public let form: Form
    public let valid: JSONObject
    /// The cases, in order (those without a payload included).
    public let cases: [ProbeCase]
    private let deriver: ProbeDeriver

    /// The `family` of the valid payload's vector.
    static let validFamily = "valid"

    /// Derives the cases of every rule (of the `only` fields, when given), of the given families.
    public init(
        form: Form, valid: JSONObject, store: SecretStore, only: Set<String>? = nil,
        families: Set<ProbeFamily> = Set(ProbeFamily.allCases)
    ) {
        self.form = form
        self.valid = valid
        deriver = ProbeDeriver(form: form, valid: valid, store: store)
        cases = deriver.deriveAll(only: only, families: families)
    }

    /// The valid payload's vector, then one per case with a payload.
    public var vectors: [ConformanceVector] {
        [validVector] + cases.compactMap { c in c.payload.map { vector(named: c.name, family: c.family.rawValue, $0) } }
    }

    private var validVector: ConformanceVector {
        vector(named: ProbeText.validPayload, family: VectorSet.validFamily, valid)
    }

    /// The cases without a payload.
    public var withoutPayload: [ProbeCase] { cases.filter { $0.payload == nil } }

    /// What `vectors` says on stderr of the cases it leaves out, if any: `2 cases without a
    /// payload left out (formsh probe --dry-run lists why)`.
    public var leftOutNote: String? {
        let without = withoutPayload.count
        guard without > 0 else { return nil }
        return "\(without) case\(without == 1 ? "" : "s") without a payload left out (formsh probe --dry-run lists why)"
    }

    /// `probe --dry-run`'s lines: the valid payload's vector, then each case as a vector
    /// with its field, rule and case; a case without a payload has a null payload and the
    /// reason instead of the verdict.
    public var dryRunLines: [String] {
        var out = [validVector.line]
        for c in cases {
            var members: [(key: String, value: JSONValue)] = [("name", .string(c.name))]
            members += ProbeReport.caseMembers(c).filter {
                ["field", "number", "rule", "parameter", "family", "case", "expected"].contains($0.key)
            }
            if let payload = c.payload {
                members += vector(named: c.name, family: nil, payload).members.dropFirst()
            } else if case .impossible(let reason) = c.outcome {
                members += [("payload", .null), ("reason", .string(reason))]
            }
            out.append(JSONWriter.string(.object(JSONObject(members)), style: .spaced))
        }
        return out
    }

    private func vector(named name: String, family: String?, _ payload: JSONObject) -> ConformanceVector {
        switch deriver.check(payload) {
        case .success(let verdict):
            return ConformanceVector(name: name, family: family, payload: payload, verdict: verdict)
        case .failure(let e):
            // A derived payload is one the form reads (the deriver checked it); only a full
            // value store gets here.
            return ConformanceVector(
                name: name, family: family, payload: payload, valid: false,
                errors: [.init(key: "", message: e.description)])
        }
    }
}
