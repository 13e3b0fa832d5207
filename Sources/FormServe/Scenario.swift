import FormCore
import FormSystem

/// A script for the mock backend (docs/contract.md, "Submission"): where the forms are, and routes that
/// answer requests in order.
///
/// ```json
/// {"forms": "forms/card_transfer",
///  "routes": [{"method": "POST", "path": "/api/v1/transfer/confirm", "when": {"otp": "000000"},
///              "times": 1, "validate": true,
///              "respond": {"status": 422, "json": {"errors": {"otp": "Kod noto'g'ri"}}}}]}
/// ```
public struct Scenario: Sendable {
    /// The forms folder, absolute: `forms` resolved against the scenario file's folder
    /// (the scenario's own folder when `forms` is absent).
    public let formsDirectory: String
    public let routes: [Route]

    public init(formsDirectory: String, routes: [Route]) {
        self.formsDirectory = formsDirectory
        self.routes = routes
    }

    /// One scripted route.
    public struct Route: Sendable {
        /// Upper-case method (`POST` when the scenario leaves it out).
        public let method: String
        /// The path it answers, compared with the request's decoded path (query ignored).
        public let path: String
        /// Payload fields that must equal these JSON values for the route to match.
        public let when: [(key: String, value: JSONValue)]
        /// How many times the route answers before it stops matching; nil: always.
        public let times: Int?
        public let respond: Reply
        /// Whether the payload is first validated against the form posted to `path`.
        public let validate: Bool
        /// Where the route is in the scenario (`/routes/2`).
        public let pointer: String

        public init(
            method: String, path: String, when: [(key: String, value: JSONValue)] = [], times: Int? = nil,
            respond: Reply, validate: Bool = true, pointer: String = ""
        ) {
            self.method = method
            self.path = path
            self.when = when
            self.times = times
            self.respond = respond
            self.validate = validate
            self.pointer = pointer
        }
    }

    /// What a route answers.
    public struct Reply: Sendable {
        public let status: Int
        public let body: Body
        /// Extra response headers.
        public let headers: [HTTPHeaderField]
        /// Wait this long before answering (other connections are not held up).
        public let delayMs: Int
        /// Close the connection without answering.
        public let drop: Bool

        public init(
            status: Int = 200, body: Body = .none, headers: [HTTPHeaderField] = [], delayMs: Int = 0, drop: Bool = false
        ) {
            self.status = status
            self.body = body
            self.headers = headers
            self.delayMs = delayMs
            self.drop = drop
        }
    }

    /// A reply's body.
    public enum Body: Sendable {
        case none
        /// `json`: written compactly, `Content-Type: application/json`.
        case json(JSONValue)
        /// `file`: the bytes of a file in the forms folder, read when the scenario loads.
        case file(name: String, bytes: [UInt8])
        /// `body`: raw text, `Content-Type: text/plain; charset=utf-8`.
        case text(String)
    }

    /// Loads a scenario file.
    /// - Throws: `ScenarioError` naming the file, and for a malformed scenario every
    ///   problem with its JSON Pointer.
    public static func load(path: String) throws(ScenarioError) -> Scenario {
        switch FileSystem.read(path) {
        case .success(let bytes): return try decode(bytes, directory: Path.parent(absolute(path)), source: path)
        case .failure(let failure): throw .unreadable(path: path, reason: failure.description)
        }
    }

    /// Decodes scenario JSON; relative paths resolve against `directory`.
    public static func decode(_ bytes: [UInt8], directory: String, source: String = "scenario") throws(ScenarioError)
        -> Scenario
    {
        let document: JSONDocument
        do { document = try JSONParser.parseWithPositions(bytes) } catch { throw .invalidJSON(path: source, error) }
        var decoder = ScenarioDecoder(directory: absolute(directory))
        let scenario = decoder.decode(document.root)
        guard decoder.issues.isEmpty, let scenario else {
            let located = decoder.issues.map { issue -> ScenarioIssue in
                var i = issue
                if let (line, column) = document.lineColumn(of: issue.pointer) {
                    i.line = line
                    i.column = column
                }
                return i
            }
            throw .invalid(path: source, issues: located)
        }
        return scenario
    }

    static func absolute(_ path: String) -> String {
        Path.standardized(path.hasPrefix("/") ? path : Path.join(ProcessEnvironment.currentDirectory(), path))
    }
}

/// One problem in a scenario, at a JSON Pointer.
public struct ScenarioIssue: Equatable, Sendable, CustomStringConvertible {
    public let pointer: String
    public let message: String
    /// Where the nearest object or array around the problem starts, when known.
    public var line: Int?
    public var column: Int?

    public init(_ pointer: String, _ message: String) {
        self.pointer = pointer
        self.message = message
    }

    public var description: String {
        let at = line.map { " (line \($0))" } ?? ""
        return "\(pointer.isEmpty ? "/" : pointer)\(at): \(message)"
    }
}

/// Why a scenario cannot be used.
public enum ScenarioError: Error, Equatable, Sendable, CustomStringConvertible {
    case unreadable(path: String, reason: String)
    case invalidJSON(path: String, JSONSyntaxError)
    case invalid(path: String, issues: [ScenarioIssue])

    public var description: String {
        switch self {
        case .unreadable(let path, let reason): return "cannot read scenario \(path): \(reason)"
        case .invalidJSON(let path, let e): return "scenario \(path): invalid JSON at \(e)"
        case .invalid(let path, let issues):
            return "scenario \(path) is malformed:\n" + issues.map { "  \($0)" }.joined(separator: "\n")
        }
    }

    /// The problems found (empty for an unreadable file or invalid JSON).
    public var issues: [ScenarioIssue] {
        if case .invalid(_, let issues) = self { return issues }
        return []
    }
}
