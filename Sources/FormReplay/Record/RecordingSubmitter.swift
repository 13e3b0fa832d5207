import FormCore
import FormShell

/// Passes requests through and keeps each exchange for `record --scenario-out`: method,
/// path, status, the answer's body and the payload's non-secret fields (read in place;
/// secret values never become Strings). A body is kept only as the output gate's masker
/// shows it as it arrives, while the values it may echo are still held (a JSON body still
/// JSON: `SecretMasker.maskedKeepingStructure`), read in place: no copy of the raw bytes.
final class RecordingSubmitter: Submitter {
    /// An exchange as seen, its body already masked.
    struct Seen {
        let method: String
        let path: String
        let status: Int?
        let body: RecordedExchange.Body
        let fields: [(key: String, value: JSONValue)]
    }

    private let inner: any Submitter
    private let masker: SecretMasker
    /// The secure fields' keys at the time of a post.
    private let secretKeys: () -> Set<String>
    private(set) var seen: [Seen] = []
    private var replay: Replay?

    private struct Replay {
        let recordedPath: String
        var steps: StepPaths
        let stepped: (_ submitted: String, _ next: String) -> Void
    }

    init(_ inner: any Submitter, masker: SecretMasker, secretKeys: @escaping () -> Set<String>) {
        self.inner = inner
        self.masker = masker
        self.secretKeys = secretKeys
    }

    /// Where the transcript replays against the built-in mock: each post at `recordedPath`
    /// is kept at the path of the step that made it (`StepPaths`), and `stepped` is told
    /// after each answer, before the session shows it, the path of the step that posted (for
    /// a GET, the current one) and of the step now asked.
    func replay(
        recordedPath: String, firstStep: String?, stepped: @escaping (_ submitted: String, _ next: String) -> Void
    ) {
        replay = Replay(recordedPath: recordedPath, steps: StepPaths(first: firstStep), stepped: stepped)
    }

    func post(
        _ payload: UnsafeRawBufferPointer, to endpoint: String, idempotencyKey: String,
        progress: ((Double) -> Bool)?
    ) -> Result<HTTPResponse, HTTPClientError> {
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
    /// the values typed, however short, in every spelling, any part of them of at least
    /// max(8, half their length) characters, and card numbers; a JSON number that holds one
    /// becomes a string), and any exact occurrence left in a string (a short value beside
    /// other digits) replaced by `••••`. A payload field holding a secret is left out of
    /// `when`.
    func exchanges(hiding secrets: [RecordedSecret]) -> [RecordedExchange] {
        let mask = Array(SecretMask.bullets.utf8)
        func hide(_ text: String) -> String {
            String(
                decoding: Recorder.replacing(secrets, in: Array(masker.masked(text).utf8), with: mask), as: UTF8.self)
        }
        return seen.map { s in
            let fields = s.fields.filter { field in
                switch field.value {
                case .string(let text): return hide(text) == text
                case .number(let n): return hide(n) == n
                default: return true
                }
            }
            let body: RecordedExchange.Body
            switch s.body {
            case .none: body = .none
            case .json(let json): body = .json(Self.mapStrings(masker.maskedKeepingStructure(json), hide))
            case .text(let text): body = .text(hide(text))
            }
            return RecordedExchange(method: s.method, path: s.path, status: s.status, body: body, fields: fields)
        }
    }

    /// The value with `transform` applied to every string and key in it.
    static func mapStrings(_ value: JSONValue, _ transform: (String) -> String) -> JSONValue {
        switch value {
        case .string(let s): return .string(transform(s))
        case .array(let items): return .array(items.map { mapStrings($0, transform) })
        case .object(let o):
            return .object(JSONObject(o.entries.map { (transform($0.key), mapStrings($0.value, transform)) }))
        default: return value
        }
    }

    /// Forgets the bodies kept.
    func wipe() { seen = [] }

    /// An answer's body as it may be kept: masked now, while the values it may echo are
    /// held, read in place (no copy of the raw bytes is made).
    private func masked(_ response: HTTPResponse?) -> RecordedExchange.Body {
        guard let response, response.body.count > 0 else { return .none }
        return response.body.withBytes { raw -> RecordedExchange.Body in
            if let json = try? JSONParser.parse(raw.assumingMemoryBound(to: UInt8.self)) {
                return .json(masker.maskedKeepingStructure(json))
            }
            return .text(masker.maskedText(raw))
        }
    }

    /// Keeps an exchange, at its step's path when the replay runs against the mock.
    private func keep(
        _ method: String, _ url: String, _ result: Result<HTTPResponse, HTTPClientError>,
        fields: [(key: String, value: JSONValue)]
    ) {
        let response = try? result.get()
        var path = Self.split(url).path
        if var r = replay {
            let step = r.steps.current
            if method == "POST" && path == r.recordedPath { path = step }
            r.steps.answered(method, response)
            replay = r
            r.stepped(step, r.steps.current)
        }
        seen.append(Seen(method: method, path: path, status: response?.status, body: masked(response), fields: fields))
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
