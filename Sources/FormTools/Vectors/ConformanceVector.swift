import FormCore

/// One conformance vector (docs/contract.md, "Schema evolution and server conformance"), for any team to hold its
/// engine to the app's rules
/// without formsh or a server, as the JSON-Schema-Test-Suite does for validators: a
/// payload, whether the form accepts it, and every visible field that fails with its
/// message (the first failing rule's, as the app shows it). One JSON object per line:
///
/// ```
/// {"name": "age 2. max 120: above", "family": "boundaries", "payload": {"age": 121}, "valid": false, "errors": {"age": "Yosh 120 dan oshmasin"}}
/// ```
///
/// `family` names the case's family (`ProbeFamily`; `valid` for the valid payload), so a
/// team can see which of its framework's defaults a failing vector is about.
public struct ConformanceVector: Equatable, Sendable {
    public let name: String
    /// The case's family; nil for a vector read without one.
    public let family: String?
    public let payload: JSONObject
    public let valid: Bool
    /// The keys in error and their messages, in the order given.
    public let errors: [Message]

    public struct Message: Equatable, Hashable, Sendable {
        public let key: String
        public let message: String

        public init(key: String, message: String) {
            self.key = key
            self.message = message
        }
    }

    public init(name: String, family: String? = nil, payload: JSONObject, valid: Bool, errors: [Message]) {
        self.name = name
        self.family = family
        self.payload = payload
        self.valid = valid
        self.errors = errors
    }

    /// The vector of a payload as `check` judges it.
    init(name: String, family: String?, payload: JSONObject, verdict: PayloadChecker.Verdict) {
        self.init(
            name: name, family: family, payload: payload, valid: verdict.isValid,
            errors: verdict.errors.map { Message(key: $0.key, message: $0.message) })
    }

    /// The vector's members: name, family (when known), payload, valid, errors.
    var members: [(key: String, value: JSONValue)] {
        [("name", .string(name))] + (family.map { [("family", JSONValue.string($0))] } ?? [])
            + [("payload", .object(payload)), ("valid", .bool(valid)), ("errors", ConformanceVector.json(errors))]
    }

    /// The vector as one line of JSON (no newline), a space after each `:` and `,`.
    public var line: String { JSONWriter.string(.object(JSONObject(members)), style: .spaced) }

    /// Errors as a JSON object, key by key.
    static func json(_ errors: [Message]) -> JSONValue {
        .object(JSONObject(errors.map { ($0.key, .string($0.message)) }))
    }

    /// What is wrong with a line that should hold a vector.
    public enum ReadError: Error, Equatable, Sendable, CustomStringConvertible {
        case notJSON(String)
        case member(String, expected: String)

        public var description: String {
            switch self {
            case .notJSON(let reason): return "not JSON (\(reason))"
            case .member(let name, let expected): return "\"\(name)\" must be \(expected)"
            }
        }
    }

    /// Reads a vector from one line of JSON: `name` a string, `payload` an object, `valid`
    /// a boolean and `errors` an object of strings (other members are ignored).
    public static func read(_ line: UnsafeRawBufferPointer) -> Result<ConformanceVector, ReadError> {
        let value: JSONValue
        do { value = try JSONParser.parse(line.assumingMemoryBound(to: UInt8.self)) } catch {
            return .failure(.notJSON("\(error)"))
        }
        guard let object = value.objectValue else {
            return .failure(.notJSON("expected an object, found \(value.typeName)"))
        }
        guard let name = object["name"]?.stringValue else { return .failure(.member("name", expected: "a string")) }
        guard let payload = object["payload"]?.objectValue else {
            return .failure(.member("payload", expected: "an object"))
        }
        guard let valid = object["valid"]?.boolValue else {
            return .failure(.member("valid", expected: "true or false"))
        }
        guard let errors = object["errors"]?.objectValue else {
            return .failure(.member("errors", expected: "an object"))
        }
        var messages: [Message] = []
        for (key, message) in errors.entries {
            guard let text = message.stringValue else {
                return .failure(.member("errors", expected: "an object of strings"))
            }
            messages.append(Message(key: key, message: text))
        }
        return .success(
            ConformanceVector(
                name: name, family: object["family"]?.stringValue, payload: payload, valid: valid, errors: messages))
    }

    /// Whether two vectors say the same of a payload: the verdict, and the same message
    /// for the same keys, in any order.
    public func agrees(with other: ConformanceVector) -> Bool {
        valid == other.valid && Set(errors) == Set(other.errors) && errors.count == other.errors.count
    }

    /// `valid`, or `invalid (key: message; …)`.
    public var verdictText: String {
        if valid && errors.isEmpty { return "valid" }
        return errors.isEmpty
            ? "invalid" : "invalid (" + errors.map { "\($0.key): \($0.message)" }.joined(separator: "; ") + ")"
    }
}
