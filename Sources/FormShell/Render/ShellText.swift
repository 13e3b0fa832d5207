import FormCore

/// The shell's own wording, in one place (messages from a schema are shown as written).
enum ShellText {
    static let intro = "Type a value and press Enter; an empty line skips an optional field. :help lists commands."
    static let allValid = "All fields are valid. :submit sends them."
    static let notAtField = "No field is being asked: :goto KEY to change one, :submit to send, :quit to leave."
    static let wiped = "All values wiped."
    static let typeAheadDiscarded = "Keys typed while the request was in flight were discarded."
    static let endPrompt = "formsh"

    static func banner(_ form: Form, endpoint: String) -> String {
        "\(form.title) · \(form.screenId) v\(form.version) · \(form.fields.count) field\(form.fields.count == 1 ? "" : "s") · endpoint: \(endpoint)"
    }

    static func secret(_ key: String) -> String { "\(key) is secret: type it at its prompt" }
    static func unknownField(_ key: String) -> String { "no field \"\(key)\" (:fields lists them)" }
    static func hidden(_ key: String) -> String { "\(key) is hidden: its visibleWhen condition is false" }
    static func unknownCommand(_ c: String) -> String { "unknown command :\(c) (:help lists commands)" }
    static func skipped(_ s: SkippedComponent) -> String { "! skipped \(s.summary)" }
    static func tooLong(_ limit: Int) -> String { "  ✗ the line is longer than \(limit) bytes and was discarded" }
    static func noConnection(_ host: String, _ reason: String) -> String {
        "No connection to \(host): \(reason). Your values are kept; :submit retries."
    }
}
