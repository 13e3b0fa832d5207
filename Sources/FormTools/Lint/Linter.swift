import FormCore

/// `formsh lint`'s analysis of one schema: every problem in one pass, each with its JSON
/// Pointer and source position, sorted by position. Most findings come from the loader
/// (`FormLoader.analyze`); the linter adds the load failure itself (as a finding, not a
/// stop: a screen for a newer client is still analysed), the client-version gate, and
/// its own checks: `slow-regex` and `contradictory-rules` (see `Linter+Checks.swift`).
public enum Linter {
    /// Analyses schema bytes.
    /// - Parameter clientVersion: the app version the screen must support (lint reports a
    ///   `minSupportedClientVersion` above it as `unsupported-client-version`).
    public static func lint(_ bytes: [UInt8], clientVersion: ClientVersion = .current) -> [LintFinding] {
        let analysis = FormLoader.analyze(bytes, options: everyVersion, recordPositions: true)
        if case .invalidJSON(let e)? = analysis.failure {
            return [LintFinding(.error, "invalid-json", e.message, pointer: nil, line: e.line, column: e.column)]
        }
        var issues = analysis.issues
        let root = analysis.document?.root ?? .null
        var form = analysis.form
        if let failure = analysis.failure, let rest = analysisPast(failure, root: root) {
            form = rest.form
            issues += rest.newIssues
        }
        var found: [(severity: SchemaIssue.Severity, code: String, message: String, pointer: String)] =
            issues.map { ($0.severity, $0.code, $0.message, $0.pointer) }
        if let failure = analysis.failure {
            var pointer = failure.pointer ?? ""
            if case .visibilityCycle(let keys) = failure { pointer = cyclePointer(keys, in: root) }
            found.append((.error, failure.code, failure.message, pointer))
        }
        if let required = root["minSupportedClientVersion"]?.stringValue, ClientVersion(required) > clientVersion {
            let e = FormLoadError.unsupportedClientVersion(required: required, client: clientVersion.text)
            found.append((.error, e.code, e.message, "/minSupportedClientVersion"))
        }
        if let form {
            let invalidPatterns = Set(issues.filter { $0.code == "invalid-regex" }.map(\.pointer))
            for issue in LintChecks(form: form, root: root, invalidPatterns: invalidPatterns).run() {
                found.append((issue.severity, issue.code, issue.message, issue.pointer))
            }
        }
        let fields = form?.fields ?? []
        let findings = found.map { f -> LintFinding in
            let position = analysis.document?.lineColumn(of: f.pointer)
            let field = fields.first { f.pointer == $0.pointer || f.pointer.hasPrefix($0.pointer + "/") }
            return LintFinding(
                f.severity, f.code, f.message, pointer: f.pointer, line: position?.line, column: position?.column,
                field: field?.key)
        }
        return sortedByPosition(findings)
    }

    /// Loads past any version gate: lint reports the gate itself and analyses the rest;
    /// the other tools (`messages`, `export`, `diff`, `graph`, `check`, `probe`, `vectors`,
    /// `cover`) ignore it.
    public static let everyVersion = FormLoader.Options(
        clientVersion: ClientVersion(String(Int.max)), keyboardFilter: true)

    /// Stable sort by line and column; findings without a position go last.
    static func sortedByPosition(_ findings: [LintFinding]) -> [LintFinding] {
        findings.enumerated().sorted { a, b in
            let x = (a.element.line ?? Int.max, a.element.column ?? Int.max, a.offset)
            let y = (b.element.line ?? Int.max, b.element.column ?? Int.max, b.offset)
            return x < y
        }.map(\.element)
    }

    /// The schema analysed past a failure that leaves the rest readable, so that the other
    /// checks still run: a visibility cycle (analysed without the conditions), or a
    /// `minSupportedClientVersion` the app cannot decode (analysed without it; the
    /// components were not decoded before, so their issues are new). Nil for the others.
    static func analysisPast(_ failure: FormLoadError, root: JSONValue) -> (form: Form?, newIssues: [SchemaIssue])? {
        switch failure {
        case .visibilityCycle:
            return (FormLoader.analyze(json: withoutVisibility(root), options: everyVersion, document: nil).form, [])
        case .wrongType(let key, _, _) where key == "minSupportedClientVersion":
            guard var o = root.objectValue else { return nil }
            o.entries.removeAll { $0.key == key }
            let rest = FormLoader.analyze(json: .object(o), options: everyVersion, document: nil)
            return (rest.form, rest.issues)
        default:
            return nil
        }
    }

    /// Where a visibility cycle starts: the visibleWhen of the first field named.
    static func cyclePointer(_ keys: [String], in root: JSONValue) -> String {
        guard let key = keys.first else { return "" }
        var found: String?
        forEachComponent(in: root) { component, pointer in
            guard found == nil, component["props"]?["stateKey"]?.stringValue == key else { return }
            found = component["visibleWhen"] != nil ? pointer + "/visibleWhen" : pointer
        }
        return found ?? "/components"
    }

    /// Calls `body` with every component object and its pointer, children included.
    static func forEachComponent(in root: JSONValue, _ body: (JSONObject, String) -> Void) {
        func walk(_ list: [JSONValue], _ base: String) {
            for (i, item) in list.enumerated() {
                guard let o = item.objectValue else { continue }
                body(o, "\(base)/\(i)")
                if let children = o["children"]?.arrayValue { walk(children, "\(base)/\(i)/children") }
            }
        }
        walk(root["components"]?.arrayValue ?? [], "/components")
    }

    /// The schema with every `visibleWhen` removed (to analyse past a visibility cycle).
    static func withoutVisibility(_ root: JSONValue) -> JSONValue {
        func strip(_ list: [JSONValue]) -> [JSONValue] {
            list.map { item in
                guard var o = item.objectValue else { return item }
                o.entries.removeAll { $0.key == "visibleWhen" }
                for k in o.entries.indices where o.entries[k].key == "children" {
                    if let children = o.entries[k].value.arrayValue { o.entries[k].value = .array(strip(children)) }
                }
                return .object(o)
            }
        }
        guard var o = root.objectValue else { return root }
        for k in o.entries.indices where o.entries[k].key == "components" {
            if let list = o.entries[k].value.arrayValue { o.entries[k].value = .array(strip(list)) }
        }
        return .object(o)
    }
}
