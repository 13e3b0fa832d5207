import FormCore
import FormShell

/// Passes requests through and keeps each exchange for `record --scenario-out`: method,
/// path, status, the answer's body and the payload's non-secret fields (read in place;
/// secret values never become Strings). Bodies are zeroed once the scenario is written.
final class RecordingSubmitter: Submitter {
    /// An exchange as seen, before secrets are replaced in its body.
    struct Seen {
        let method: String
        let path: String
        let status: Int?
        var body: [UInt8]
        let fields: [(key: String, value: JSONValue)]
    }

    private let inner: any Submitter
    /// The secure fields' keys at the time of a post.
    private let secretKeys: () -> Set<String>
    private(set) var seen: [Seen] = []
    private var replay: Replay?

    private struct Replay {
        let recordedPath: String
        var steps: StepPaths
        let stepped: (_ submitted: String, _ next: String) -> Void
    }

    init(_ inner: any Submitter, secretKeys: @escaping () -> Set<String>) {
        self.inner = inner
        self.secretKeys = secretKeys
    }

    /// Where the transcript replays against the built-in mock: each post at `recordedPath`
    /// is kept at the path of the step that made it (`StepPaths`), and `stepped` is told
    /// after each answer, before the session shows it, the path of the step that posted (for
    /// a GET, the current one) and of the step now asked.
    func replay(recordedPath: String, firstStep: String?, stepped: @escaping (_ submitted: String, _ next: String) -> Void) {
        replay = Replay(recordedPath: recordedPath, steps: StepPaths(first: firstStep), stepped: stepped)
    }

    func post(_ payload: UnsafeRawBufferPointer, to endpoint: String, idempotencyKey: String,
              progress: ((Double) -> Bool)?) -> Result<HTTPResponse, HTTPClientError> {
        let result = inner.post(payload, to: endpoint, idempotencyKey: idempotencyKey, progress: progress)
        keep("POST", endpoint, result, fields: PayloadFields.nonSecret(payload, secret: secretKeys()) ?? [])
        return result
    }

    func get(_ url: String, progress: ((Double) -> Bool)?) -> Result<HTTPResponse, HTTPClientError> {
        let result = inner.get(url, progress: progress)
        keep("GET", url, result, fields: [])
        return result
    }

    func shownHeaders(_ method: HTTPMethod, idempotencyKey: String?) -> [(name: String, value: String)] {
        inner.shownHeaders(method, idempotencyKey: idempotencyKey)
    }

    func check(url: String) throws(HTTPClientError) { try inner.check(url: url) }

    /// The exchanges with every secret masked as the output gate masks one (`SecretMasker`:
    /// the values typed, in every spelling, any part of them of at least max(8, half
    /// their length) characters, and card numbers), and any exact occurrence left (a value
    /// too short for the masker) replaced by `••••`: in a JSON body within its strings
    /// (numbers are the server's own data and stay as they are), in any other body
    /// anywhere. A payload field holding a secret is left out of `when`.
    func exchanges(hiding secrets: [RecordedSecret]) -> [RecordedExchange] {
        let mask = Array(SecretMask.bullets.utf8)
        let masker = SecretMasker()
        let scope = masker.openScope()
        scope.hold { visit in
            for secret in secrets { secret.withBytes { visit($0, .all) } }
        }
        defer { scope.close(keepingRemembered: false) }
        func hide(_ text: String) -> String {
            let bytes = Array(masker.masked(text).utf8), hidden = Recorder.replacing(secrets, in: bytes, with: mask)
            return String(decoding: hidden, as: UTF8.self)
        }
        return seen.map { s in
            let fields = s.fields.filter { field in
                guard case .string(let text) = field.value else { return true }
                return hide(text) == text
            }
            let body: RecordedExchange.Body
            if s.body.isEmpty {
                body = .none
            } else if let json = try? s.body.withUnsafeBufferPointer({ b throws(JSONSyntaxError) in try JSONParser.parse(b) }) {
                body = .json(Self.mapStrings(json, hide))
            } else {
                body = .text(hide(String(decoding: s.body, as: UTF8.self)))
            }
            return RecordedExchange(method: s.method, path: s.path, status: s.status, body: body, fields: fields)
        }
    }

    /// The value with `transform` applied to every string and key in it.
    static func mapStrings(_ value: JSONValue, _ transform: (String) -> String) -> JSONValue {
        switch value {
        case .string(let s): return .string(transform(s))
        case .array(let items): return .array(items.map { mapStrings($0, transform) })
        case .object(let o): return .object(JSONObject(o.entries.map { (transform($0.key), mapStrings($0.value, transform)) }))
        default: return value
        }
    }

    /// Zeroes the bodies kept.
    func wipe() {
        for i in seen.indices { seen[i].body.withUnsafeMutableBytes { _ = $0.initializeMemory(as: UInt8.self, repeating: 0) } }
        seen = []
    }

    /// Keeps an exchange, at its step's path when the replay runs against the mock.
    private func keep(_ method: String, _ url: String, _ result: Result<HTTPResponse, HTTPClientError>,
                      fields: [(key: String, value: JSONValue)]) {
        let response = try? result.get()
        var path = Self.split(url).path
        if var r = replay {
            let step = r.steps.current
            if method == "POST" && path == r.recordedPath { path = step }
            r.steps.answered(method, response)
            replay = r
            r.stepped(step, r.steps.current)
        }
        seen.append(Seen(method: method, path: path, status: response?.status, body: response?.body.bytes ?? [], fields: fields))
    }

    /// A URL's origin (`scheme://host:port`) and its path without query or fragment (`/` when empty).
    static func split(_ url: String) -> (origin: String, path: String) {
        guard let scheme = url.firstRange(of: "://") else { return ("", url) }
        let rest = url[scheme.upperBound...]
        let slash = rest.firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? rest.endIndex
        var path = String(rest[slash...])
        if let cut = path.firstIndex(where: { $0 == "?" || $0 == "#" }) { path = String(path[..<cut]) }
        return (String(url[..<slash]), path.isEmpty ? "/" : path)
    }
}
