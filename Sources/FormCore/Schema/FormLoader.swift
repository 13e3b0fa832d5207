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
    public static func analyze(_ bytes: [UInt8], options: Options = Options(), recordPositions: Bool = true) -> Analysis
    {
        var document: JSONDocument?
        if recordPositions {
            do { document = try JSONParser.parseWithPositions(bytes) } catch {
                return Analysis(form: nil, failure: .invalidJSON(error), issues: [], document: nil)
            }
        }
        return analyze(bytes, options: options, document: document)
    }

    /// Analyses an already parsed schema (lint re-analyses one with parts removed). The
    /// value is written out and read back as a tape, which is what the decoder reads.
    public static func analyze(json root: JSONValue, options: Options, document: JSONDocument?) -> Analysis {
        var bytes: [UInt8] = []
        JSONWriter.write(root, into: &bytes)
        return analyze(bytes, options: options, document: document)
    }

    /// Decodes the screen from the tape of `bytes`.
    private static func analyze(_ bytes: [UInt8], options: Options, document: JSONDocument?) -> Analysis {
        let result = bytes.withUnsafeBytes { buffer in
            Result { () throws(JSONSyntaxError) in
                try JSONTape.read(buffer) { tape in analyze(tape, options: options, document: document) }
            }
        }
        switch result {
        case .success(let analysis): return analysis
        case .failure(let error): return Analysis(form: nil, failure: .invalidJSON(error), issues: [], document: nil)
        }
    }

    private static func analyze(_ tape: JSONTape, options: Options, document: JSONDocument?) -> Analysis {
        func fail(_ e: FormLoadError, _ issues: [SchemaIssue] = []) -> Analysis {
            Analysis(form: nil, failure: e, issues: issues, document: document)
        }
        let o = 0
        guard tape.isObject(o) else { return fail(.notAnObject(found: tape.typeName(o))) }
        var issues: [SchemaIssue] = (document?.duplicateKeys ?? []).map {
            SchemaIssue(
                .warning, "duplicate-key", "key \"\($0.key)\" appears more than once (the last one counts)",
                at: $0.pointer)
        }
        let screenIdValue = tape.member(o, .screenId)
        let versionValue = tape.member(o, .version)
        let componentsValue = tape.member(o, .components)
        let missing = [("screenId", screenIdValue), ("version", versionValue), ("components", componentsValue)].filter {
            $0.1 == nil
        }.map(\.0)
        guard missing.isEmpty, let screenIdValue, let versionValue, let componentsValue else {
            return fail(.missingKeys(missing), issues)
        }
        guard let screenId = tape.string(screenIdValue) else {
            return fail(.wrongType(key: "screenId", expected: "a string", found: tape.typeName(screenIdValue)))
        }
        guard let version = tape.string(versionValue) else {
            return fail(.wrongType(key: "version", expected: "a string", found: tape.typeName(versionValue)))
        }
        guard tape.isArray(componentsValue) else {
            return fail(.wrongType(key: "components", expected: "an array", found: tape.typeName(componentsValue)))
        }
        // The app decodes it as `String?`: null is none, any other type fails the screen.
        let minVersionValue = tape.member(o, .minSupportedClientVersion)
        if let v = minVersionValue, tape.kind(v) != .string, tape.kind(v) != .null {
            return fail(
                .wrongType(key: "minSupportedClientVersion", expected: "a string (or null)", found: tape.typeName(v)),
                issues)
        }
        let minVersion = minVersionValue.flatMap(tape.string)
        if let m = minVersion, ClientVersion(m) > options.clientVersion {
            return fail(.unsupportedClientVersion(required: m, client: options.clientVersion.text), issues)
        }
        var decoder = ScreenDecoder(tape: tape, options: options)
        let (items, fields, actionEndpoint) = decoder.decodeComponents(componentsValue)
        issues += decoder.issues
        if let failure = decoder.failure { return fail(failure, issues) }
        var submit: SubmitTarget?
        if let s = tape.member(o, .submit), tape.isObject(s), let e = tape.string(s, .endpoint) {
            submit = SubmitTarget(endpoint: e, method: tape.string(s, .method) ?? "POST")
        } else if let e = actionEndpoint {
            submit = SubmitTarget(endpoint: e, method: "POST")
        }
        let graph: DependencyGraph
        do {
            graph = try DependencyGraph(fields: fields)
        } catch {
            return fail(error, issues)
        }
        let form = Form(
            screenId: screenId, version: version, title: tape.string(o, .title) ?? screenId,
            minSupportedClientVersion: minVersion, submit: submit, items: items, fields: fields,
            skipped: decoder.skipped, issues: issues, graph: graph)
        return Analysis(form: form, failure: nil, issues: issues, document: document)
    }
}
