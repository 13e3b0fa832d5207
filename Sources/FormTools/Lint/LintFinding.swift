import FormCore

/// One problem `formsh lint` reports: a loader issue, a load failure, or one of the
/// linter's own checks, with its place as a JSON Pointer and, where known, a line and
/// column in the source.
public struct LintFinding: Equatable, Sendable {
    public let severity: SchemaIssue.Severity
    /// A stable code (`invalid-regex`, `slow-regex`, …).
    public let code: String
    public let message: String
    /// JSON Pointer of the place in the schema; nil when there is none (invalid JSON).
    public let pointer: String?
    /// 1-based line and column, when the source position is known.
    public let line: Int?
    public let column: Int?
    /// The stateKey of the field the pointer falls in, if any.
    public let field: String?

    public init(
        _ severity: SchemaIssue.Severity, _ code: String, _ message: String, pointer: String?,
        line: Int? = nil, column: Int? = nil, field: String? = nil
    ) {
        self.severity = severity
        self.code = code
        self.message = message
        self.pointer = pointer
        self.line = line
        self.column = column
        self.field = field
    }

    /// What `lint` writes for one file's findings: a line each (`line(path:)`), or with
    /// `json` an object each.
    public static func text(_ findings: [LintFinding], path: String, json: Bool) -> String {
        findings.map { (json ? $0.json(path: path) : $0.line(path: path)) + "\n" }.joined()
    }

    /// The finding as one line: `PATH:LINE:COL: severity: code: message (POINTER)`, or
    /// `PATH: severity: code: message (POINTER)` when the line is not known. The root's
    /// empty pointer is written `(root)`; a finding without a pointer has no parenthesis.
    public func line(path: String) -> String {
        var s = path
        if let line, let column { s += ":\(line):\(column)" }
        s += ": \(severity.rawValue): \(code): \(message)"
        if let pointer { s += pointer.isEmpty ? " (root)" : " (\(pointer))" }
        return s
    }

    /// The finding as one JSON object (keys: path, pointer, field, line, column, severity,
    /// code, message; null where unknown), compact, for `lint --json`.
    public func json(path: String) -> String {
        let object = JSONObject([
            ("path", .string(path)),
            ("pointer", pointer.map { .string($0) } ?? .null),
            ("field", field.map { .string($0) } ?? .null),
            ("line", line.map { .number(String($0)) } ?? .null),
            ("column", column.map { .number(String($0)) } ?? .null),
            ("severity", .string(severity.rawValue)),
            ("code", .string(code)),
            ("message", .string(message)),
        ])
        return JSONWriter.string(.object(object))
    }
}
