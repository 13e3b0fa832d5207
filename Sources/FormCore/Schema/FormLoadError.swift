/// Why a schema could not be loaded at all (exit 3). Problems with single components
/// are not errors: they are skipped and reported as `SchemaIssue`s.
public enum FormLoadError: Error, Equatable, Sendable, CustomStringConvertible {
    case invalidJSON(JSONSyntaxError)
    case notAnObject(found: String)
    case missingKeys([String])
    case wrongType(key: String, expected: String, found: String)
    case unsupportedClientVersion(required: String, client: String)
    case visibilityCycle([String])
    /// A stateKey with a control character (a line break, NUL): it would break the
    /// `KEY>` prompt line that transcripts and programs read.
    case invalidStateKey(component: String, pointer: String)

    /// The message and, for a top-level key of the wrong type, its JSON Pointer
    /// (`… (at /minSupportedClientVersion)`), for a command that shows no pointer of its own.
    public var description: String {
        guard let pointer else { return message }
        return message + " (at \(pointer))"
    }

    /// Where in the schema the failure is, when one key is to blame.
    public var pointer: String? {
        if case .wrongType(let key, _, _) = self { return "/" + JSONPointer.escape(key) }
        return nil
    }

    /// The reason alone (`lint` shows the pointer beside it).
    public var message: String {
        switch self {
        case .invalidJSON(let e): return "invalid JSON at \(e)"
        case .notAnObject(let found): return "a schema must be a JSON object, found \(found)"
        case .missingKeys(let keys):
            return "missing required " + (keys.count == 1 ? "key " : "keys ")
                + keys.map { "\"\($0)\"" }.joined(separator: ", ")
        case .wrongType(let key, let expected, let found): return "\"\(key)\" must be \(expected), found \(found)"
        case .unsupportedClientVersion(let required, let client):
            return
                "this screen needs client version \(required) or newer; this client is \(client) (--client-version emulates another)"
        case .visibilityCycle(let keys):
            return "visibleWhen conditions form a cycle: " + (keys + [keys[0]]).joined(separator: " → ")
        case .invalidStateKey(let component, let pointer):
            return
                "the stateKey of \(component) at \(pointer) contains a control character (a line break or NUL); a prompt cannot show it"
        }
    }

    /// The lint code of the failure.
    public var code: String {
        switch self {
        case .invalidJSON: return "invalid-json"
        case .notAnObject, .wrongType: return "invalid-screen"
        case .missingKeys: return "missing-key"
        case .unsupportedClientVersion: return "unsupported-client-version"
        case .visibilityCycle: return "visibility-cycle"
        case .invalidStateKey: return "invalid-state-key"
        }
    }
}
