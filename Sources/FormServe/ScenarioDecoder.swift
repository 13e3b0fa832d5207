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
        var method = "POST"
        if let m = o["method"] {
            if let s = m.stringValue, !s.isEmpty, s.utf8.allSatisfy(HTTPParser.isTokenByte) {
                method = s.uppercased()
            } else {
                issue(pointer + "/method", "must be an HTTP method such as \"POST\"")
                ok = false
            }
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
        var when: [(key: String, value: JSONValue)] = []
        if let w = o["when"] {
            if let object = w.objectValue { when = object.entries } else {
                issue(pointer + "/when", "must be an object of payload fields and the values they must equal")
                ok = false
            }
        }
        var times: Int?
        if let t = o["times"] {
            if let n = t.intValue, n >= 1 { times = n } else {
                issue(pointer + "/times", "must be a positive integer")
                ok = false
            }
        }
        var validate = true
        if let v = o["validate"] {
            if let b = v.boolValue { validate = b } else {
                issue(pointer + "/validate", "must be true or false")
                ok = false
            }
        }
        var reply: Scenario.Reply?
        if let r = o["respond"] {
            reply = decodeReply(r, at: pointer + "/respond", forms: forms)
        } else {
            issue(pointer, "missing \"respond\"")
        }
        guard ok, let reply else { return nil }
        return Scenario.Route(method: method, path: path, when: when, times: times, respond: reply, validate: validate, pointer: pointer)
    }

    private mutating func decodeReply(_ value: JSONValue, at pointer: String, forms: String) -> Scenario.Reply? {
        guard let o = value.objectValue else {
            issue(pointer, "must be an object, found \(value.typeName)")
            return nil
        }
        checkKeys(o, Self.replyKeys, at: pointer)
        var ok = true
        var status = 200
        if let s = o["status"] {
            if let n = s.intValue, (200...599).contains(n) { status = n } else {
                issue(pointer + "/status", "must be an HTTP status from 200 to 599")
                ok = false
            }
        }
        let bodies = ["json", "file", "body"].filter { o[$0] != nil }
        if bodies.count > 1 {
            issue(pointer, "give at most one of \"json\", \"file\" and \"body\" (found " + bodies.map { "\"\($0)\"" }.joined(separator: ", ") + ")")
            ok = false
        }
        var body = Scenario.Body.none
        if let j = o["json"] { body = .json(j) }
        if let f = o["file"] {
            if let name = f.stringValue, !name.isEmpty {
                // Read as GET /forms/NAME is served: nothing outside the forms folder.
                switch FormFiles(directory: forms).lookup(path: FormFiles.prefix + name) {
                case .file(let bytes, _):
                    body = .file(name: name, bytes: bytes)
                case .refused:
                    issue(pointer + "/file", "\(name) is outside the forms folder")
                    ok = false
                case .notFound:
                    let full = Path.join(forms, name)
                    issue(pointer + "/file", "cannot read \(full) (\(FileSystem.exists(full) ? "not a readable file" : "no such file"))")
                    ok = false
                }
            } else {
                issue(pointer + "/file", "must be a file name, relative to the forms folder")
                ok = false
            }
        }
        if let b = o["body"] {
            if let s = b.stringValue { body = .text(s) } else {
                issue(pointer + "/body", "must be a string (raw response text); use \"json\" for a JSON value")
                ok = false
            }
        }
        var delay = 0
        if let d = o["delayMs"] {
            if let n = d.intValue, (0...Self.maxDelayMs).contains(n) { delay = n } else {
                issue(pointer + "/delayMs", "must be an integer from 0 to \(Self.maxDelayMs)")
                ok = false
            }
        }
        var drop = false
        if let d = o["drop"] {
            if let b = d.boolValue { drop = b } else {
                issue(pointer + "/drop", "must be true or false")
                ok = false
            }
        }
        if drop {
            let answering = ["status", "json", "file", "body", "headers"].filter { o[$0] != nil }
            if !answering.isEmpty {
                issue(pointer, "\"drop\" closes the connection without answering, so " + answering.map { "\"\($0)\"" }.joined(separator: ", ")
                      + (answering.count == 1 ? " has" : " have") + " no effect; remove " + (answering.count == 1 ? "it" : "them"))
                ok = false
            }
        }
        var headers: [HTTPHeaderField] = []
        if let h = o["headers"] {
            if let object = h.objectValue {
                for (name, v) in object.entries {
                    let at = pointer + "/headers/" + JSONPointer.escape(name)
                    guard !name.isEmpty, name.utf8.allSatisfy(HTTPParser.isTokenByte) else {
                        issue(at, "not a valid header name"); ok = false; continue
                    }
                    guard !Self.reservedHeaders.contains(name.lowercased()) else {
                        issue(at, "the server writes \(name) itself"); ok = false; continue
                    }
                    guard let text = v.stringValue, text.utf8.allSatisfy({ $0 == 0x09 || $0 >= 0x20 && $0 != 0x7F }) else {
                        issue(at, "must be a string without control characters"); ok = false; continue
                    }
                    headers.append(HTTPHeaderField(name: name, value: text))
                }
            } else {
                issue(pointer + "/headers", "must be an object of header names and string values")
                ok = false
            }
        }
        guard ok else { return nil }
        return Scenario.Reply(status: status, body: body, headers: headers, delayMs: delay, drop: drop)
    }

    private mutating func checkKeys(_ o: JSONObject, _ known: Set<String>, at pointer: String) {
        for key in o.keys where !known.contains(key) && !Self.commentKeys.contains(key) && !key.hasPrefix("$") {
            issue(pointer + "/" + JSONPointer.escape(key), "unknown key \"\(key)\" (known: " + known.sorted().joined(separator: ", ") + ")")
        }
    }

    private mutating func issue(_ pointer: String, _ message: String) {
        issues.append(ScenarioIssue(pointer, message))
    }
}
