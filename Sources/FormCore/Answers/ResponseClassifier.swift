/// Reads an HTTP answer to a submission as a `SubmitOutcome`, per the table of docs/contract.md, "Submission".
public enum ResponseClassifier {
    /// The most characters of a body shown with an unexpected status.
    public static let snippetLimit = 300

    /// Classifies a response by its status and body (headers are not consulted). Every
    /// text of the outcome has passed through `masker` before anything was cut from it.
    public static func classify(_ response: HTTPResponse, masker: SecretMasker) -> SubmitOutcome {
        response.body.withBytes { classify(status: response.status, body: $0, masker: masker) }
    }

    /// Classifies a status and a body.
    ///
    /// - 2xx: a JSON object with `components` is a screen; a `navigate` or
    ///   `navigation_command` action is navigation; anything else (empty, not JSON, an
    ///   unknown action) is `completed`.
    /// - 400 and 422: field errors in any of the three shapes of `FieldErrorShapes`, else `httpError`.
    /// - Other statuses: `httpError` with a snippet of the body.
    ///
    /// Secrets are masked first (docs/contract.md, "Submission"): in every string and key of a JSON answer, and in
    /// the whole body before a snippet is cut from it.
    public static func classify(status: Int, body: UnsafeRawBufferPointer, masker: SecretMasker) -> SubmitOutcome {
        let parsed = try? JSONParser.parse(body.assumingMemoryBound(to: UInt8.self))
        let object = parsed?.objectValue.map(masker.masked)
        func snippet() -> String { ResponseClassifier.snippet(of: body, masker: masker) }
        switch status {
        case 200...299:
            guard let object else { return .completed(status: status) }
            if object["components"] != nil { return .screen(object) }
            return action(in: object) ?? .completed(status: status)
        case 400, 422:
            if let object, let errors = FieldErrorShapes.read(object) {
                return .fieldErrors(fields: errors.fields, formErrors: errors.formErrors)
            }
            return .httpError(status: status, snippet: snippet())
        default:
            return .httpError(status: status, snippet: snippet())
        }
    }

    /// At most `snippetLimit` characters of a body (invalid UTF-8 replaced), secrets masked
    /// in the whole body first, tabs and line breaks as spaces, other control and bidi
    /// characters removed, ends trimmed; a longer text ends in `…` within the limit, with
    /// no dots or spaces before it (never `.…`).
    public static func snippet(of body: UnsafeRawBufferPointer, masker: SecretMasker) -> String {
        let masked = masker.maskedText(body)
        let text = PrintableText.clean(masked).trimmed
        guard text.count > snippetLimit else { return text }
        var cut = text.prefix(snippetLimit - 1)
        while let last = cut.last, last == "." || last == " " || last == "\u{2026}" { cut.removeLast() }
        return String(cut) + "\u{2026}"
    }

    /// The most lines of a body shown after a successful submission that is not a screen.
    public static let bodyLineLimit = 20

    /// A 2xx body that is not a screen, as the shell shows it (docs/contract.md, "Submission"): JSON pretty-printed
    /// by the one JSON writer, other text as it came (invalid UTF-8 replaced), secrets masked
    /// in the whole text, blank lines at either end dropped, and at most `bodyLineLimit`
    /// lines; `more` counts the lines cut.
    public static func shownBody(of body: UnsafeRawBufferPointer, masker: SecretMasker) -> (lines: [String], more: Int)
    {
        let text: String
        if let json = try? JSONParser.parse(body.assumingMemoryBound(to: UInt8.self)) {
            let pretty = JSONWriter.string(json, style: .pretty)
            let masked = masker.masked(pretty)
            // Where something is masked, a number that holds a secret is shown as the string a
            // scenario keeps of it (`"••••"`), so that a recording replays as it was shown.
            text =
                masked == pretty
                ? masked : masker.masked(JSONWriter.string(masker.maskedKeepingStructure(json), style: .pretty))
        } else {
            text = masker.maskedText(body)
        }
        // "\r\n" is one Character: both end a line.
        var lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }.map(String.init)
        while let first = lines.first, first.trimmed.isEmpty { lines.removeFirst() }
        while let last = lines.last, last.trimmed.isEmpty { lines.removeLast() }
        guard lines.count > bodyLineLimit else { return (lines, 0) }
        return (Array(lines.prefix(bodyLineLimit)), lines.count - bodyLineLimit)
    }

    /// A navigate or navigation_command action, if the object carries a usable one.
    private static func action(in object: JSONObject) -> SubmitOutcome? {
        guard let action = object["action"]?.objectValue, let type = action["type"]?.stringValue else { return nil }
        switch type {
        case "navigate":
            guard let route = action["route"]?.stringValue else { return nil }
            if let command = NavigationCommand(route: route) { return .navigation(command) }
            return .navigate(route: route)
        case "navigation_command":
            guard let name = action["command"]?.stringValue, let command = NavigationCommand(rawValue: name) else {
                return nil
            }
            return .navigation(command)
        default:
            return nil
        }
    }
}
