import FormCore

/// What `probe` and `vectors` read besides the form: the fields `--only` names, and the
/// valid payload the cases differ from (`--valid`, or one built from the rules).
public enum ProbeInputs {
    /// Why an input cannot be used.
    public enum Problem: Error, Equatable, Sendable {
        /// A usage error, with its message (exit 2).
        case usage(String)
        /// The payload file is not a JSON object (exit 3).
        case unreadable(String)
        /// The payload given is not valid, or none was given and none can be built (exit 1).
        case noValidPayload(String)
    }

    /// The keys of `--only KEY,…`, each a field of the form.
    public static func onlyKeys(_ text: String, form: Form) throws(Problem) -> Set<String> {
        let keys = text.split(separator: ",").map { trimmingBlanks(String($0)) }.filter { !$0.isEmpty }
        guard !keys.isEmpty else { throw .usage("--only takes field keys separated by commas") }
        if let unknown = keys.first(where: { form.index(ofKey: $0) == nil }) {
            let known = form.fields.map(\.key).joined(separator: ", ")
            throw .usage("--only \(unknown): the form has no field with that key (it has \(known))")
        }
        return Set(keys)
    }

    /// The payload given (`path` as the user named it, and its bytes), or one built from the
    /// rules; and whether it was built.
    /// - Parameter accepted: whether a given payload must be one the form accepts (`vectors`
    ///   and `--dry-run`, which write the cases without a verdict of their own on it).
    public static func validPayload(
        _ given: (path: String, bytes: [UInt8])?, form: Form, store: SecretStore,
        accepted: Bool
    ) throws(Problem) -> (JSONObject, built: Bool) {
        if let given {
            let payload = try object(given.bytes)
            if accepted {
                let deriver = ProbeDeriver(form: form, valid: payload, store: store)
                if case .success(let errors) = deriver.localErrors(), !errors.isEmpty {
                    let listed = errors.map { "\($0.key): \($0.message)" }.joined(separator: "; ")
                    throw .noValidPayload("\(given.path) is not a valid payload: " + listed)
                }
            }
            return (payload, false)
        }
        switch ValidPayloadBuilder(form: form, store: store).build() {
        case .success(let p): return (p, true)
        case .failure(let f): throw .noValidPayload(f.description)
        }
    }

    /// The payload file's bytes as a JSON object.
    static func object(_ bytes: [UInt8]) throws(Problem) -> JSONObject {
        let value: JSONValue
        do {
            value = try bytes.withUnsafeBufferPointer { b throws(JSONSyntaxError) in try JSONParser.parse(b) }
        } catch {
            throw .unreadable("not JSON (\(error))")
        }
        guard let object = value.objectValue else {
            throw .unreadable("expected a JSON object, found \(value.typeName)")
        }
        return object
    }

    /// `text` without the spaces and tabs around it (Unicode space separators included).
    public static func trimmingBlanks(_ text: String) -> String {
        func isBlank(_ c: Character) -> Bool {
            c.unicodeScalars.allSatisfy { $0 == "\t" || $0.properties.generalCategory == .spaceSeparator }
        }
        guard let first = text.firstIndex(where: { !isBlank($0) }), let last = text.lastIndex(where: { !isBlank($0) })
        else { return "" }
        return String(text[first...last])
    }
}
