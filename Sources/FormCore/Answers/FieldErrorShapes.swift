/// The three shapes of field errors a server may send with 400/422 (docs/contract.md, "Submission"):
///
/// 1. `{"errors": {"key": "msg" | ["msg", …]}}`
/// 2. `{"fieldErrors": [{"field": "key", "message": "msg"}]}`
/// 3. RFC 9457 problem details: `{"title": …, "detail": …, "errors": [{"pointer": "/key", "detail": "msg"}]}`;
///    a pointer may be written as a URI fragment (`#/key`, as in RFC 9457's own example), and
///    only its first token names the key (`/tags/0` → `tags`). Without any field error, the
///    problem's `detail` (else its `title`) becomes a form-level error.
///
/// Items without a key (an `errors` entry without `pointer`, a `fieldErrors` entry without
/// `field`) are form-level errors. Order is that of the body; a key seen again adds messages
/// to its first entry. Entries of the wrong JSON type are skipped.
enum FieldErrorShapes {
    struct Errors {
        var fields: [(key: String, messages: [String])] = []
        var formErrors: [String] = []

        /// Adds a message, cleaned of control characters (a server's text never drives the terminal).
        mutating func add(key: String?, message raw: String) {
            let message = PrintableText.clean(raw)
            guard let key else {
                formErrors.append(message)
                return
            }
            if let index = fields.firstIndex(where: { $0.key == key }) {
                fields[index].messages.append(message)
            } else {
                fields.append((key, [message]))
            }
        }

        var isEmpty: Bool { fields.isEmpty && formErrors.isEmpty }
    }

    /// The errors in `object`, or nil when it has none of the shapes (or they are all empty).
    static func read(_ object: JSONObject) -> Errors? {
        var errors = Errors()
        switch object["errors"] {
        case .object(let map)?:
            for (key, value) in map.entries {
                switch value {
                case .string(let message): errors.add(key: key, message: message)
                case .array(let items):
                    for message in items.compactMap(\.stringValue) { errors.add(key: key, message: message) }
                default: continue
                }
            }
        case .array(let items)?:
            for item in items.compactMap(\.objectValue) {
                guard let message = item["detail"]?.stringValue ?? item["message"]?.stringValue else { continue }
                if let pointer = item["pointer"]?.stringValue {
                    errors.add(key: payloadKey(ofPointer: pointer), message: message)
                } else {
                    errors.add(key: item["field"]?.stringValue, message: message)
                }
            }
        default:
            break
        }
        for item in object["fieldErrors"]?.arrayValue?.compactMap(\.objectValue) ?? [] {
            guard let message = item["message"]?.stringValue else { continue }
            errors.add(key: item["field"]?.stringValue, message: message)
        }
        if errors.fields.isEmpty, let text = object["detail"]?.stringValue ?? object["title"]?.stringValue {
            errors.formErrors.append(PrintableText.clean(text))
        }
        return errors.isEmpty ? nil : errors
    }

    /// The payload key a JSON Pointer names (its first token), or nil for the whole document.
    static func payloadKey(ofPointer pointer: String) -> String? {
        var text = pointer
        if text.hasPrefix("#") { text = PercentDecoding.decode(text.dropFirst()) ?? "" }
        guard text.hasPrefix("/") else { return nil }
        let token = text.dropFirst().prefix { $0 != "/" }
        guard !token.isEmpty else { return nil }
        return String(token).replacing("~1", with: "/").replacing("~0", with: "~")
    }
}
