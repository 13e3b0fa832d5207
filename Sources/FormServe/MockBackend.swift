import FormCore
import Synchronization

/// What the mock does with one parsed request: the routing and validation of docs/contract.md, "Submission",
/// without sockets. Thread-safe: route counters and the secret store take locks.
final class MockBackend: @unchecked Sendable {
    let scenario: Scenario?
    let files: FormFiles
    private let formsDirectory: String
    /// Built at the first request that needs it: the mock inside `run` often serves a few
    /// requests only, and indexing a large forms folder would delay every start.
    private let lazyIndex = Mutex<FormIndex?>(nil)
    private let counters: RouteCounters
    private let checker: LockedChecker

    /// The forms of the folder by submit endpoint.
    var index: FormIndex {
        lazyIndex.withLock { cached in
            if let index = cached { return index }
            let index = FormIndex(directory: formsDirectory)
            cached = index
            return index
        }
    }

    /// How often scripted route `i` has answered.
    func uses(ofRoute i: Int) -> Int { counters.uses(i) }

    /// What to do with a request.
    enum Decision {
        case answer(MockResponse, delayMs: Int, bodyValid: Bool?)
        /// Close the connection without answering (a route's `drop`).
        case drop(delayMs: Int, bodyValid: Bool?)
    }

    init(scenario: Scenario?, formsDirectory: String, store: SecretStore) {
        self.scenario = scenario
        self.formsDirectory = formsDirectory
        files = FormFiles(directory: formsDirectory)
        counters = RouteCounters(count: scenario?.routes.count ?? 0)
        checker = LockedChecker(store: store)
    }

    /// Decides the answer; `body` is the request's body where it lies, read in place.
    func decide(_ request: ParsedRequest, body: UnsafeRawBufferPointer) -> Decision {
        let method = request.method
        let path = request.path
        let form = index.form(method: method, path: path)
        var entries: [(key: String, value: Range<Int>)]??
        func payloadEntries() -> [(key: String, value: Range<Int>)]? {
            if let e = entries { return e }
            let e = JSONScanner.members(of: body)
            entries = .some(e)
            return e
        }

        for (i, route) in (scenario?.routes ?? []).enumerated() where route.method == method && route.path == path {
            if !route.when.isEmpty {
                guard let e = payloadEntries(), MockBackend.matches(body, members: e, when: route.when) else {
                    continue
                }
            }
            guard counters.take(i, limit: route.times) else { continue }
            var bodyValid: Bool?
            if route.validate, let form {
                switch validate(body, form: form.form, keys: payloadEntries) {
                case .invalid(let response):
                    counters.refund(i)
                    return .answer(response, delayMs: 0, bodyValid: false)
                case .valid:
                    bodyValid = true
                }
            }
            let reply = route.respond
            if reply.drop { return .drop(delayMs: reply.delayMs, bodyValid: bodyValid) }
            return .answer(MockBackend.response(reply), delayMs: reply.delayMs, bodyValid: bodyValid)
        }

        if let form {
            switch validate(body, form: form.form, keys: payloadEntries) {
            case .invalid(let response): return .answer(response, delayMs: 0, bodyValid: false)
            case .valid(let keys):
                let ok = JSONValue.object(
                    JSONObject([("status", .string("ok")), ("receivedKeys", .array(keys.map { .string($0) }))]))
                return .answer(.json(200, ok), delayMs: 0, bodyValid: true)
            }
        }
        if (method == "GET" || method == "HEAD") && path.hasPrefix(FormFiles.prefix) {
            switch files.lookup(path: path) {
            case .file(let bytes, let type):
                return .answer(MockResponse(status: 200, contentType: type, body: bytes), delayMs: 0, bodyValid: nil)
            case .refused:
                return .answer(.error(403, Message.outsideForms), delayMs: 0, bodyValid: nil)
            case .notFound:
                return .answer(.error(404, Message.noSuchForm(path)), delayMs: 0, bodyValid: nil)
            }
        }
        var allowed = index.methodsByPath[path] ?? []
        allowed += (scenario?.routes ?? []).filter { $0.path == path }.map(\.method)
        if !allowed.isEmpty && !allowed.contains(method) {
            var seen = Set<String>()
            let list = allowed.filter { seen.insert($0).inserted }.joined(separator: ", ")
            return .answer(
                .error(
                    405, Message.methodNotAllowed(method, path), headers: [HTTPHeaderField(name: "Allow", value: list)]),
                delayMs: 0, bodyValid: nil)
        }
        if !allowed.isEmpty {
            // Scripted routes for this path exist, but none matched (`when`, `times`).
            return .answer(.error(404, Message.noMatchingRoute(method, path)), delayMs: 0, bodyValid: nil)
        }
        return .answer(.error(404, Message.noRoute(method, path)), delayMs: 0, bodyValid: nil)
    }

    enum Validation {
        /// Valid; the payload's keys in order.
        case valid([String])
        case invalid(MockResponse)
    }

    /// Validates a payload with the form's rules, in place and through the secret store.
    func validate(_ body: UnsafeRawBufferPointer, form: Form, keys: () -> [(key: String, value: Range<Int>)]?)
        -> Validation
    {
        switch checker.check(body, form: form) {
        case .success(let verdict):
            if verdict.isValid { return .valid(MockBackend.keys(keys() ?? [])) }
            let errors = JSONObject(verdict.errors.map { ($0.key, JSONValue.string($0.message)) })
            return .invalid(.json(422, .object(JSONObject([("errors", .object(errors))]))))
        case .failure(.store(.full)):
            return .invalid(.error(413, Message.payloadTooLargeToCheck))
        case .failure(.store(let e)):
            return .invalid(.error(500, e.description))
        case .failure(let e):
            return .invalid(.error(400, e.description))
        }
    }

    /// The payload's keys in order, each once (`receivedKeys`).
    static func keys(_ members: [(key: String, value: Range<Int>)]) -> [String] {
        var seen = Set<String>()
        return members.compactMap { seen.insert($0.key).inserted ? $0.key : nil }
    }

    /// Whether every `when` field is in the payload with a value equal to the given one
    /// (the last occurrence of a duplicated key counts, as for JSON objects).
    static func matches(
        _ bytes: UnsafeRawBufferPointer, members: [(key: String, value: Range<Int>)],
        when: [(key: String, value: JSONValue)]
    ) -> Bool {
        when.allSatisfy { condition in
            guard let member = members.last(where: { $0.key == condition.key }) else { return false }
            return JSONScanner.value(in: bytes, at: member.value, equals: condition.value)
        }
    }

    /// The response a scripted reply describes.
    static func response(_ reply: Scenario.Reply) -> MockResponse {
        switch reply.body {
        case .none: return MockResponse(status: reply.status, headers: reply.headers)
        case .json(let value): return .json(reply.status, value, headers: reply.headers)
        case .file(let name, let bytes):
            return MockResponse(
                status: reply.status, contentType: FormFiles.contentType(of: name), headers: reply.headers, body: bytes)
        case .text(let text):
            return MockResponse(
                status: reply.status, contentType: "text/plain; charset=utf-8", headers: reply.headers,
                body: Array(text.utf8))
        }
    }

    /// The mock's own messages.
    enum Message {
        static let outsideForms = "refused: the name leaves the forms folder"
        static let payloadTooLargeToCheck = "payload too large to check"
        static func noSuchForm(_ path: String) -> String { "no such file: \(path)" }
        static func methodNotAllowed(_ method: String, _ path: String) -> String {
            "\(method) is not accepted at \(path)"
        }
        static func noRoute(_ method: String, _ path: String) -> String { "no route for \(method) \(path)" }
        static func noMatchingRoute(_ method: String, _ path: String) -> String {
            "no route for \(method) \(path) matched this request (when/times)"
        }
    }
}

/// How often each route has answered, per server.
final class RouteCounters: Sendable {
    private let used: Mutex<[Int]>

    init(count: Int) { used = Mutex(Array(repeating: 0, count: count)) }

    /// Takes one use of route `i` if it has any left.
    func take(_ i: Int, limit: Int?) -> Bool {
        used.withLock { used in
            if let limit, used[i] >= limit { return false }
            used[i] += 1
            return true
        }
    }

    /// Gives a use back (the route's payload failed validation, so it did not answer).
    func refund(_ i: Int) {
        used.withLock { $0[i] = max(0, $0[i] - 1) }
    }

    func uses(_ i: Int) -> Int { used.withLock { $0[i] } }
}

/// `PayloadChecker.check` through one secret store, one payload at a time.
final class LockedChecker: @unchecked Sendable {
    private let lock = Mutex(())
    private let store: SecretStore

    init(store: SecretStore) { self.store = store }

    func check(_ bytes: UnsafeRawBufferPointer, form: Form) -> Result<PayloadChecker.Verdict, PayloadLineError> {
        lock.withLock { _ in PayloadChecker.check(bytes, form: form, store: store) }
    }
}
