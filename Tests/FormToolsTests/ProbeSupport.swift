import Foundation
import TestSupport

@testable import FormCore
@testable import FormTools

/// A schema around the given components (JSON text of the array's items).
func loadScreen(_ components: String) throws -> Form {
    try FormLoader.load(
        Array(
            """
            {"screenId": "t", "version": "1.0.0", "components": [\(components)]}
            """.utf8))
}

/// A `text_input` component with the given key, rules (JSON array text) and extra members.
func textInput(_ key: String, rules: String = "[]", props: String = "", extra: String = "") -> String {
    """
    {"id": "\(key)_field", "type": "text_input", "props": {"label": "\(key)", "stateKey": "\(key)"\(props)}, "validations": \(rules)\(extra)}
    """
}

/// A payload object from JSON text.
func payload(_ text: String) throws -> JSONObject {
    guard let object = try JSONParser.parse(text).objectValue else { throw ProbeTestError.notAnObject }
    return object
}

enum ProbeTestError: Error { case notAnObject, noField }

/// Derives the cases of one rule (by field key and 0-based position), of the given
/// families (the boundaries and the 👍🏽 cases unless told).
func deriveCases(
    _ form: Form, valid: String, key: String, rule: Int = 0,
    families: Set<ProbeFamily> = [.boundaries, .graphemes]
) throws -> [ProbeCase] {
    guard let i = form.index(ofKey: key) else { throw ProbeTestError.noField }
    let store = try SecretStore.forTest()
    return ProbeDeriver(form: form, valid: try payload(valid), store: store).derive(
        field: form.fields[i], rule: rule, families: families)
}

/// A case as `label: PAYLOAD` (compact JSON), or `label: impossible: REASON`.
func described(_ c: ProbeCase) -> String {
    switch c.outcome {
    case .payload(let p): return "\(c.label): " + JSONWriter.string(.object(p))
    case .impossible(let reason): return "\(c.label): impossible: \(reason)"
    }
}
