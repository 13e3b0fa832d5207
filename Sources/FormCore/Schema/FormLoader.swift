/// Loads a screen from JSON bytes: strict JSON, defensive component decoding, version
/// gating, compiled rules and the dependency graph. Pure: the caller reads the bytes.
public enum FormLoader {
    public struct Options: Sendable {
        /// The app version to emulate (`--client-version`).
        public var clientVersion: ClientVersion
        /// Whether keyboard types filter typed lines (off with `--no-keyboard-filter`).
        public var keyboardFilter: Bool

        public init(clientVersion: ClientVersion = .current, keyboardFilter: Bool = true) {
            self.clientVersion = clientVersion
            self.keyboardFilter = keyboardFilter
        }
    }

    /// Everything known about a schema, whether or not it loads (what `lint` reads).
    public struct Analysis: Sendable {
        public let form: Form?
        public let failure: FormLoadError?
        public let issues: [SchemaIssue]
        public let document: JSONDocument?
    }

    /// Loads a screen or throws why it cannot be loaded.
    public static func load(_ bytes: [UInt8], options: Options = Options()) throws(FormLoadError) -> Form {
        let a = analyze(bytes, options: options, recordPositions: false)
        if let failure = a.failure { throw failure }
        guard let form = a.form else { throw .notAnObject(found: "nothing") }
        return form
    }

    /// Loads a screen from an already parsed value (a server's answer).
    public static func load(json: JSONValue, options: Options = Options()) throws(FormLoadError) -> Form {
        let a = analyze(json: json, options: options, document: nil)
        if let failure = a.failure { throw failure }
        guard let form = a.form else { throw .notAnObject(found: "nothing") }
        return form
    }

    /// Analyses a schema, collecting every issue; `recordPositions` adds line numbers.
    public static func analyze(_ bytes: [UInt8], options: Options = Options(), recordPositions: Bool = true) -> Analysis {
        let document: JSONDocument
        do {
            if recordPositions {
                document = try JSONParser.parseWithPositions(bytes)
            } else {
                let root = try bytes.withUnsafeBufferPointer { b in Result { () throws(JSONSyntaxError) in try JSONParser.parse(b) } }.get()
                return analyze(json: root, options: options, document: nil)
            }
        } catch {
            return Analysis(form: nil, failure: .invalidJSON(error), issues: [], document: nil)
        }
        return analyze(json: document.root, options: options, document: document)
    }

    /// Analyses an already parsed schema (lint re-analyses one with parts removed).
    public static func analyze(json root: JSONValue, options: Options, document: JSONDocument?) -> Analysis {
        func fail(_ e: FormLoadError, _ issues: [SchemaIssue] = []) -> Analysis {
            Analysis(form: nil, failure: e, issues: issues, document: document)
        }
        guard let o = root.objectValue else { return fail(.notAnObject(found: root.typeName)) }
        var issues: [SchemaIssue] = (document?.duplicateKeys ?? []).map {
            SchemaIssue(.warning, "duplicate-key", "key \"\($0.key)\" appears more than once (the last one counts)", at: $0.pointer)
        }
        let missing = ["screenId", "version", "components"].filter { o[$0] == nil }
        if !missing.isEmpty { return fail(.missingKeys(missing), issues) }
        guard let screenId = o["screenId"]?.stringValue else { return fail(.wrongType(key: "screenId", expected: "a string", found: o["screenId"]!.typeName)) }
        guard let version = o["version"]?.stringValue else { return fail(.wrongType(key: "version", expected: "a string", found: o["version"]!.typeName)) }
        guard let components = o["components"]?.arrayValue else {
            return fail(.wrongType(key: "components", expected: "an array", found: o["components"]!.typeName))
        }
        let minVersion = o["minSupportedClientVersion"]?.stringValue
        if let m = minVersion, ClientVersion(m) > options.clientVersion {
            return fail(.unsupportedClientVersion(required: m, client: options.clientVersion.text), issues)
        }
        var decoder = ScreenDecoder(options: options)
        let (items, fields, actionEndpoint) = decoder.decodeComponents(components)
        issues += decoder.issues
        if let failure = decoder.failure { return fail(failure, issues) }
        var submit: SubmitTarget?
        if let s = o["submit"]?.objectValue, let e = s["endpoint"]?.stringValue {
            submit = SubmitTarget(endpoint: e, method: s["method"]?.stringValue ?? "POST")
        } else if let e = actionEndpoint {
            submit = SubmitTarget(endpoint: e, method: "POST")
        }
        let graph: DependencyGraph
        do {
            graph = try DependencyGraph(fields: fields)
        } catch {
            return fail(error, issues)
        }
        let form = Form(screenId: screenId, version: version, title: o["title"]?.stringValue ?? screenId,
                        minSupportedClientVersion: minVersion, submit: submit, items: items, fields: fields,
                        skipped: decoder.skipped, issues: issues, graph: graph)
        return Analysis(form: form, failure: nil, issues: issues, document: document)
    }
}
