import FormCore
import FormSystem

/// Decodes scenario JSON, collecting every problem with its JSON Pointer instead of
/// stopping at the first.
struct ScenarioDecoder {
    let directory: String
    private(set) var issues: [ScenarioIssue] = []

    /// Keys that document a scenario without changing it.
    static let commentKeys: Set<String> = ["description", "comment", "name"]
    static let rootKeys: Set<String> = ["forms", "routes"]
    static let routeKeys: Set<String> = ["method", "path", "when", "times", "respond", "validate"]
    static let replyKeys: Set<String> = ["status", "json", "file", "body", "delayMs", "drop", "headers"]
    /// Framing headers the server writes itself.
    static let reservedHeaders: Set<String> = ["content-length", "transfer-encoding", "connection"]
    static let maxDelayMs = 600_000

    init(directory: String) { self.directory = directory }

    mutating func decode(_ root: JSONValue) -> Scenario? {
        guard let o = root.objectValue else {
            issue("", "a scenario must be a JSON object, found \(root.typeName)")
            return nil
        }
        checkKeys(o, Self.rootKeys, at: "")
        var forms = directory
        if let f = o["forms"] {
            if let s = f.stringValue, !s.isEmpty {
                forms = Scenario.absolute(s.hasPrefix("/") ? s : Path.join(directory, s))
                if !FileSystem.isDirectory(forms) {
                    issue("/forms", "no such directory: \(forms)")
                }
            } else {
                issue("/forms", "must be a non-empty string (a folder, relative to the scenario file)")
            }
        }
        var routes: [Scenario.Route] = []
        if let r = o["routes"] {
            if let items = r.arrayValue {
                for (i, item) in items.enumerated() {
                    if let route = decodeRoute(item, at: "/routes/\(i)", forms: forms) { routes.append(route) }
                }
            } else {
                issue("/routes", "must be an array of routes, found \(r.typeName)")
            }
        }
        return Scenario(formsDirectory: forms, routes: routes)
    }

    private mutating func decodeRoute(_ value: JSONValue, at pointer: String, forms: String) -> Scenario.Route? {
        guard let o = value.objectValue else {
            issue(pointer, "a route must be an object, found \(value.typeName)")
            return nil
        }
        checkKeys(o, Self.routeKeys, at: pointer)
        var ok = true
        let method = member(
            o, "method", at: pointer, default: "POST", ok: &ok, "must be an HTTP method such as \"POST\""
        ) { v in
            v.stringValue.flatMap { !$0.isEmpty && $0.utf8.allSatisfy(HTTPParser.isTokenByte) ? $0.uppercased() : nil }
        }
        var path = ""
        switch o["path"] {
        case nil:
            issue(pointer, "missing \"path\"")
            ok = false
        case .string(let s) where s.hasPrefix("/"):
            path = s
        default:
            issue(pointer + "/path", "must be a string starting with \"/\"")
            ok = false
        }
        let when = member(
            o, "when", at: pointer, default: [], ok: &ok,
            "must be an object of payload fields and the values they must equal"
        ) { $0.objectValue?.entries }
        // 0: not given (any number of times).
        let times = member(o, "times", at: pointer, default: 0, ok: &ok, "must be a positive integer") { v in
            v.intValue.flatMap { $0 >= 1 ? $0 : nil }
        }
        let validate = member(o, "validate", at: pointer, default: true, ok: &ok, "must be true or false") {
            $0.boolValue
        }
        var reply: Scenario.Reply?
        if let r = o["respond"] {
            reply = decodeReply(r, at: pointer + "/respond", forms: forms)
        } else {
            issue(pointer, "missing \"respond\"")
        }
        guard ok, let reply else { return nil }
        return Scenario.Route(
            method: method, path: path, when: when, times: times == 0 ? nil : times, respond: reply,
            validate: validate, pointer: pointer)
    }

    private mutating func decodeReply(_ value: JSONValue, at pointer: String, forms: String) -> Scenario.Reply? {
        guard let o = value.objectValue else {
            issue(pointer, "must be an object, found \(value.typeName)")
            return nil
        }
        checkKeys(o, Self.replyKeys, at: pointer)
        var ok = true
        let status = member(o, "status", at: pointer, default: 200, ok: &ok, "must be an HTTP status from 200 to 599") {
            v in
            v.intValue.flatMap { (200...599).contains($0) ? $0 : nil }
        }
        let body = replyBody(o, at: pointer, forms: forms, ok: &ok)
        let delay = member(
            o, "delayMs", at: pointer, default: 0, ok: &ok, "must be an integer from 0 to \(Self.maxDelayMs)"
        ) { v in
            v.intValue.flatMap { (0...Self.maxDelayMs).contains($0) ? $0 : nil }
        }
        let drop = member(o, "drop", at: pointer, default: false, ok: &ok, "must be true or false") { $0.boolValue }
        if drop { checkNothingAnswers(o, at: pointer, ok: &ok) }
        let headers = o["headers"].map { replyHeaders($0, at: pointer + "/headers", ok: &ok) } ?? []
        guard ok else { return nil }
        return Scenario.Reply(status: status, body: body, headers: headers, delayMs: delay, drop: drop)
    }

    /// The reply's body: at most one of `json`, `file` (read from the forms folder) and `body`.
    private mutating func replyBody(_ o: JSONObject, at pointer: String, forms: String, ok: inout Bool) -> Scenario.Body
    {
        let bodies = ["json", "file", "body"].filter { o[$0] != nil }
        if bodies.count > 1 {
            issue(
                pointer,
                "give at most one of \"json\", \"file\" and \"body\" (found "
                    + bodies.map { "\"\($0)\"" }.joined(separator: ", ") + ")")
            ok = false
        }
        var body = Scenario.Body.none
        if let j = o["json"] { body = .json(j) }
        if let f = o["file"] {
            if let name = f.stringValue, !name.isEmpty {
                if let file = fileBody(name, at: pointer + "/file", forms: forms) { body = file } else { ok = false }
            } else {
                issue(pointer + "/file", "must be a file name, relative to the forms folder")
                ok = false
            }
        }
        if let b = o["body"] {
            if let s = b.stringValue {
                body = .text(s)
            } else {
                issue(pointer + "/body", "must be a string (raw response text); use \"json\" for a JSON value")
                ok = false
            }
        }
        return body
    }

    /// A `file` body, read as GET /forms/NAME is served: nothing outside the forms folder.
    private mutating func fileBody(_ name: String, at pointer: String, forms: String) -> Scenario.Body? {
        switch FormFiles(directory: forms).lookup(path: FormFiles.prefix + name) {
        case .file(let bytes, _):
            return .file(name: name, bytes: bytes)
        case .refused:
            issue(pointer, "\(name) is outside the forms folder")
        case .notFound:
            let full = Path.join(forms, name)
            issue(pointer, "cannot read \(full) (\(FileSystem.exists(full) ? "not a readable file" : "no such file"))")
        }
        return nil
    }

    /// `drop` closes without answering: any member that shapes an answer is a mistake.
    private mutating func checkNothingAnswers(_ o: JSONObject, at pointer: String, ok: inout Bool) {
        let answering = ["status", "json", "file", "body", "headers"].filter { o[$0] != nil }
        guard !answering.isEmpty else { return }
        issue(
            pointer,
            "\"drop\" closes the connection without answering, so "
                + answering.map { "\"\($0)\"" }.joined(separator: ", ")
                + (answering.count == 1 ? " has" : " have") + " no effect; remove "
                + (answering.count == 1 ? "it" : "them"))
        ok = false
    }

    /// Extra response headers: valid names, not the framing the server writes, no control characters.
    private mutating func replyHeaders(_ value: JSONValue, at pointer: String, ok: inout Bool) -> [HTTPHeaderField] {
        guard let object = value.objectValue else {
            issue(pointer, "must be an object of header names and string values")
            ok = false
            return []
        }
        var headers: [HTTPHeaderField] = []
        for (name, v) in object.entries {
            let at = pointer + "/" + JSONPointer.escape(name)
            guard !name.isEmpty, name.utf8.allSatisfy(HTTPParser.isTokenByte) else {
                issue(at, "not a valid header name")
                ok = false
                continue
            }
            guard !Self.reservedHeaders.contains(name.lowercased()) else {
                issue(at, "the server writes \(name) itself")
                ok = false
                continue
            }
            guard let text = v.stringValue, text.utf8.allSatisfy({ $0 == 0x09 || $0 >= 0x20 && $0 != 0x7F }) else {
                issue(at, "must be a string without control characters")
                ok = false
                continue
            }
            headers.append(HTTPHeaderField(name: name, value: text))
        }
        return headers
    }

    /// The member `key` of `o` as `read` reads it, or `fallback` when it is absent; when it
    /// is there but `read` gives nil, an issue at its pointer saying `problem`, and `ok` false.
    private mutating func member<T>(
        _ o: JSONObject, _ key: String, at pointer: String, default fallback: T, ok: inout Bool,
        _ problem: String, _ read: (JSONValue) -> T?
    ) -> T {
        guard let value = o[key] else { return fallback }
        if let read = read(value) { return read }
        issue(pointer + "/" + key, problem)
        ok = false
        return fallback
    }

    private mutating func checkKeys(_ o: JSONObject, _ known: Set<String>, at pointer: String) {
        for key in o.keys where !known.contains(key) && !Self.commentKeys.contains(key) && !key.hasPrefix("$") {
            issue(
                pointer + "/" + JSONPointer.escape(key),
                "unknown key \"\(key)\" (known: " + known.sorted().joined(separator: ", ") + ")")
        }
    }

    private mutating func issue(_ pointer: String, _ message: String) {
        issues.append(ScenarioIssue(pointer, message))
    }
}
