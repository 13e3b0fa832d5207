import FormCore
import FormSystem

/// The mock backend of docs/contract.md, "Submission": a small HTTP/1.1 server on 127.0.0.1 only, for demos,
/// tests, transcripts and `formsh run`'s built-in endpoint.
///
/// ```swift
/// let server = MockServer(scenario: nil, formsDirectory: "forms", port: 0)
/// try server.start()          // binds an ephemeral port
/// print(server.url)           // http://127.0.0.1:40123
/// server.stop()               // closes the listener and joins every connection
/// ```
///
/// One thread accepts; each connection gets its own thread (up to
/// `Options.maxConnections`), so a `delayMs` or a slow client holds up no one else.
/// Request bytes live in a per-connection buffer that is zeroed as soon as a request
/// has been decided, and payloads are validated in place through a `SecretStore`: the
/// mock runs inside `formsh run` and must not keep what the user typed (docs/contract.md, "Secrets and memory").
public final class MockServer: @unchecked Sendable {
    /// Limits and timeouts.
    public struct Options: Sendable {
        /// A request that stops sending for this long mid-way gets 408 and is closed.
        public var stallTimeout: Double
        /// A kept-alive connection with no request for this long is closed quietly.
        public var idleTimeout: Double
        public var maxHeaderBytes: Int
        public var maxBodyBytes: Int
        /// Connections served at once; more are answered 503 and closed.
        public var maxConnections: Int
        /// Entries kept in `requests` (the oldest go first).
        public var maxLoggedRequests: Int
        /// Size of the secret store that payload validation goes through.
        public var storeCapacity: Int
        /// The accept thread starts at `acceptConnections()`, not at `start()`: a replayed
        /// session that never reaches its mock costs no thread (connections made before
        /// wait in the listen backlog).
        public var acceptsLazily = false

        public init(
            stallTimeout: Double = 5, idleTimeout: Double = 60,
            maxHeaderBytes: Int = HTTPParser.defaultMaxHeaderBytes, maxBodyBytes: Int = HTTPParser.defaultMaxBodyBytes,
            maxConnections: Int = 256, maxLoggedRequests: Int = 1000, storeCapacity: Int = 2 << 20
        ) {
            self.stallTimeout = stallTimeout
            self.idleTimeout = idleTimeout
            self.maxHeaderBytes = maxHeaderBytes
            self.maxBodyBytes = maxBodyBytes
            self.maxConnections = maxConnections
            self.maxLoggedRequests = maxLoggedRequests
            self.storeCapacity = storeCapacity
        }
    }

    public let scenario: Scenario?
    /// The folder served under `/forms/` and searched for submit endpoints.
    public let formsDirectory: String
    public let options: Options

    /// Called (on a connection thread) with each request once it is decided, before the
    /// answer is written. Set it before `start()`.
    public var onRequest: (@Sendable (RecordedRequest) -> Void)?
    /// Test hook: sees the connection's whole request buffer right after a request has
    /// been answered (or dropped), to prove that its bytes were zeroed.
    var afterAnswer: (@Sendable (UnsafeRawBufferPointer) -> Void)?
    /// Test hook: called on the connection thread when a decided answer starts its `delayMs`.
    var beforeDelay: (@Sendable () -> Void)?

    enum Phase { case idle, starting, running, stopping, stopped }

    private let state = Condition()
    private var phase = Phase.idle
    private var boundPort: Int
    private var listener: Int32 = -1
    private var stopPipe: (read: Int32, write: Int32) = (-1, -1)
    private var acceptRunning = false
    /// Whether the accept thread was started (or is being started).
    private var acceptStarted = false
    private var active = 0
    private var activeFDs = Set<Int32>()
    private var log: [RecordedRequest] = []
    private var backend: MockBackend?
    private var startWarnings: [String] = []
    /// A store lent by the caller (replay reuses one across sessions), else nil: `start()` maps one.
    private let lentStore: SecretStore?

    /// A server for `formsDirectory`, scripted by `scenario` when given. `port` 0 picks
    /// an ephemeral port when `start()` binds.
    /// - Parameter store: a wiped store to validate payloads through instead of mapping and
    ///   locking one of `options.storeCapacity` bytes; the caller may reuse it once `stop()`
    ///   has returned true.
    public init(
        scenario: Scenario? = nil, formsDirectory: String, port: Int = 0, options: Options = Options(),
        store: SecretStore? = nil
    ) {
        lentStore = store
        self.scenario = scenario
        self.formsDirectory = Scenario.absolute(formsDirectory)
        self.options = options
        boundPort = port
    }

    /// The port: the one asked for until `start()`, then the one bound.
    public var port: Int { state.withLock { boundPort } }
    /// `http://127.0.0.1:PORT`.
    public var url: String { "http://127.0.0.1:\(port)" }
    /// Requests answered so far, oldest first (method, path, headers, validity, status; no bodies).
    public var requests: [RecordedRequest] { state.withLock { log } }
    /// Problems found when starting: forms that did not load, endpoint conflicts, an
    /// `mlock` refusal for the validation store.
    /// Problems with the forms folder and the store (indexing the folder if not done yet).
    public var warnings: [String] {
        let (store, backend) = state.withLock { (startWarnings, self.backend) }
        return (backend?.index.warnings ?? []) + store
    }

    /// Binds 127.0.0.1:`port`, indexes the forms folder and starts accepting.
    /// - Throws: `MockServerError` (port in use, no forms folder, …).
    public func start() throws(MockServerError) {
        try start(accepting: !options.acceptsLazily)
    }

    /// `start()`; without `accepting`, connections wait in the listen backlog until
    /// `accept()` (`serve` announces itself first).
    func start(accepting: Bool) throws(MockServerError) {
        let claimed = state.withLock { () -> Bool in
            guard phase == .idle else { return false }
            phase = .starting
            return true
        }
        guard claimed else { throw .alreadyStarted }
        do throws(MockServerError) {
            try bindAndRun(accepting: accepting)
        } catch {
            state.withLock { phase = .idle }
            throw error
        }
    }

    private func bindAndRun(accepting: Bool) throws(MockServerError) {
        guard FileSystem.isDirectory(formsDirectory) else {
            throw .formsDirectory(path: formsDirectory, reason: "no such directory")
        }
        guard (1...65_535).contains(boundPort) || boundPort == 0 else {
            throw .cannotListen(port: boundPort, reason: "not a TCP port")
        }
        let store: SecretStore
        if let lentStore {
            store = lentStore
        } else {
            do { store = try SecretStore(capacity: options.storeCapacity) } catch { throw .store(error) }
        }
        let backend = MockBackend(scenario: scenario, formsDirectory: formsDirectory, store: store)

        let socket: (fd: Int32, port: Int)
        switch Native.listen(port: boundPort) {
        case .success(let s): socket = s
        case .failure(let f) where f.isAddressInUse: throw .portInUse(boundPort)
        case .failure(let f): throw .cannotListen(port: boundPort, reason: f.reason)
        }
        let fds: (read: Int32, write: Int32)
        switch Native.pipe() {
        case .success(let p): fds = p
        case .failure(let f):
            Native.close(socket.fd)
            throw .cannotListen(port: boundPort, reason: f.reason)
        }

        state.withLock {
            listener = socket.fd
            boundPort = socket.port
            stopPipe = fds
            self.backend = backend
            startWarnings = store.lockWarning.map { ["validation store: " + $0] } ?? []
            phase = .running
        }
        guard accepting else { return }
        do {
            try startAccepting()
        } catch {
            state.withLock {
                listener = -1
                stopPipe = (-1, -1)
                phase = .idle
            }
            Native.close(socket.fd)
            Native.close(fds.read)
            Native.close(fds.write)
            throw .cannotListen(port: boundPort, reason: "no thread to accept on: \(error)")
        }
    }

    /// Starts the accept thread of a server started with `Options.acceptsLazily`, once;
    /// does nothing when it runs already or the server is not running.
    public func acceptConnections() {
        try? startAccepting()
    }

    /// Starts accepting on a server started with `start(accepting: false)`; when no thread
    /// can be started, the server stops.
    func accept() throws(MockServerError) {
        do { try startAccepting() } catch {
            stop()
            throw .cannotListen(port: port, reason: "no thread to accept on: \(error)")
        }
    }

    private func startAccepting() throws(SystemError) {
        let claimed = state.withLock { () -> Bool in
            guard phase == .running, !acceptStarted else { return false }
            acceptStarted = true
            acceptRunning = true
            return true
        }
        guard claimed else { return }
        do {
            try SystemThread.detach { [self] in
                acceptLoop()
                state.withLock {
                    acceptRunning = false
                    state.broadcast()
                }
            }
        } catch {
            state.withLock {
                acceptRunning = false
                acceptStarted = false
            }
            throw error
        }
    }

    /// Stops accepting, closes every connection, waits for their threads (at most 10 s)
    /// and closes the listener. Idempotent.
    /// - Returns: whether no thread of the server is left (so a lent store is free again).
    @discardableResult
    public func stop() -> Bool {
        let running = state.withLock { () -> Bool in
            guard phase == .running else { return false }
            phase = .stopping
            return true
        }
        guard running else { return state.withLock { !acceptRunning && active == 0 } }
        Native.poke(stopPipe.write)
        let deadline = MonotonicTime.now.adding(seconds: 10)
        state.lock()
        while acceptRunning, state.wait(until: deadline) {}
        let acceptJoined = !acceptRunning
        // No one accepts any more: refuse new connections at once.
        if acceptJoined { Native.close(listener) }
        for fd in activeFDs { Native.shutdown(fd) }
        while active > 0, state.wait(until: deadline) {}
        let joined = active == 0 && acceptJoined
        phase = .stopped
        state.unlock()
        if joined {
            Native.close(stopPipe.read)
            Native.close(stopPipe.write)
        } else if !acceptJoined {
            // The accept thread is still out and holds these descriptors; leave them to it.
            Native.shutdown(listener)
        }
        return joined
    }

    /// How many times scripted route `i` has answered (nil before `start()` or out of range).
    public func uses(ofRoute i: Int) -> Int? {
        guard let backend = state.withLock({ backend }), i >= 0, i < (scenario?.routes.count ?? 0) else { return nil }
        return backend.uses(ofRoute: i)
    }

    // MARK: internals

    private var isStopping: Bool { state.withLock { phase != .running } }

    private func acceptLoop() {
        let (listener, stopFD) = state.withLock { (self.listener, stopPipe.read) }
        while true {
            switch Native.wait(listener, stopFD: stopFD, timeoutMs: -1) {
            case .stopped: return
            case .timeout: continue
            case .readable: break
            }
            let fd: Int32
            switch Native.accept(listener) {
            case .connection(let c): fd = c
            case .outOfDescriptors:
                Native.pause(microseconds: 20_000)
                continue
            case .failed: continue
            }
            Native.configureConnection(fd, sendTimeout: 5)
            enum Admission { case admitted, full, stopping }
            let admission = state.withLock { () -> Admission in
                guard phase == .running else { return .stopping }
                guard active < options.maxConnections else { return .full }
                active += 1
                activeFDs.insert(fd)
                return .admitted
            }
            guard admission == .admitted else {
                if admission == .full {
                    Native.sendAll(fd, MockResponse.error(503, "too many connections").serialized(keepAlive: false))
                }
                Native.close(fd)
                continue
            }
            let finished: @Sendable () -> Void = { [self] in
                state.withLock { _ = activeFDs.remove(fd) }
                Native.close(fd)
                state.withLock {
                    active -= 1
                    state.broadcast()
                }
            }
            do {
                try SystemThread.detach { [self] in
                    serveConnection(fd, stopFD: stopFD)
                    finished()
                }
            } catch {
                finished()
            }
        }
    }

    private func record(_ entry: RecordedRequest) {
        state.withLock {
            log.append(entry)
            if log.count > options.maxLoggedRequests { log.removeFirst(log.count - options.maxLoggedRequests) }
        }
        onRequest?(entry)
    }

    /// Serves one connection until it closes, stalls, errs or the server stops.
    private func serveConnection(_ fd: Int32, stopFD: Int32) {
        guard let backend = state.withLock({ backend }) else { return }
        let buffer = RequestBuffer(limit: options.maxHeaderBytes + options.maxBodyBytes)
        defer { buffer.wipe() }
        var parser = HTTPParser(maxHeaderBytes: options.maxHeaderBytes, maxBodyBytes: options.maxBodyBytes)
        var sentContinue = false
        while true {
            if buffer.count > 0 {
                switch parser.parse(buffer.bytes) {
                case .complete(let request, let consumed):
                    let keep = answer(
                        request, consumed: consumed, buffer: buffer, fd: fd, stopFD: stopFD, backend: backend)
                    parser.reset()
                    sentContinue = false
                    if !keep || isStopping { return }
                    continue
                case .error(let status, let reason):
                    refuse(fd, stopFD: stopFD, status: status, reason: reason, buffer: buffer)
                    return
                case .incomplete:
                    if !sentContinue, let head = parser.pendingHead, head.expectsContinue {
                        sentContinue = true
                        Native.sendAll(fd, Array("HTTP/1.1 100 Continue\r\n\r\n".utf8))
                    }
                }
            }
            let waiting = buffer.count == 0 ? options.idleTimeout : options.stallTimeout
            switch Native.wait(fd, stopFD: stopFD, timeoutMs: MockServer.milliseconds(waiting)) {
            case .stopped: return
            case .timeout:
                if buffer.count > 0 {
                    refuse(
                        fd, stopFD: stopFD, status: 408, reason: MockServer.stalled(options.stallTimeout),
                        buffer: buffer)
                }
                return
            case .readable:
                switch buffer.receive(from: fd) {
                case .bytes, .retry: continue
                case .end, .failed: return
                case nil:
                    refuse(
                        fd, stopFD: stopFD, status: 413, reason: HTTPParser.Reason.bodyTooLarge(options.maxBodyBytes),
                        buffer: buffer)
                    return
                }
            }
        }
    }

    /// Decides and writes the answer to one request; whether the connection stays open.
    private func answer(
        _ request: ParsedRequest, consumed: Int, buffer: RequestBuffer, fd: Int32, stopFD: Int32,
        backend: MockBackend
    ) -> Bool {
        let decision = backend.decide(request, body: UnsafeRawBufferPointer(rebasing: buffer.bytes[request.body]))
        // The request is decided: its bytes are needed no longer.
        buffer.consume(consumed)
        defer { afterAnswer?(buffer.rawStorage) }
        switch decision {
        case .drop(let delay, let valid):
            if delay > 0 {
                beforeDelay?()
                _ = Native.wait(-1, stopFD: stopFD, timeoutMs: Int32(delay))
            }
            record(
                RecordedRequest(
                    method: request.method, path: request.path, headers: request.headers, bodyValid: valid, status: nil)
            )
            return false
        case .answer(let response, let delay, let valid):
            if delay > 0 { beforeDelay?() }
            if delay > 0, Native.wait(-1, stopFD: stopFD, timeoutMs: Int32(delay)) == .stopped {
                record(
                    RecordedRequest(
                        method: request.method, path: request.path, headers: request.headers, bodyValid: valid,
                        status: nil, error: "server stopped"))
                return false
            }
            let keep = request.keepAlive && !isStopping
            record(
                RecordedRequest(
                    method: request.method, path: request.path, headers: request.headers, bodyValid: valid,
                    status: response.status))
            let bytes = response.serialized(
                keepAlive: keep, http10: request.minorVersion == 0, headOnly: request.method == "HEAD")
            return Native.sendAll(fd, bytes) && keep
        }
    }

    /// Answers an unusable request with `status` and closes, reading (and zeroing) what
    /// the client still sends for a moment so that the answer is not lost to a reset.
    private func refuse(_ fd: Int32, stopFD: Int32, status: Int, reason: String, buffer: RequestBuffer) {
        buffer.wipe()
        record(RecordedRequest(method: "", path: "", headers: [], bodyValid: nil, status: status, error: reason))
        guard Native.sendAll(fd, MockResponse.error(status, reason).serialized(keepAlive: false)) else { return }
        Native.shutdown(fd, sendingOnly: true)
        let deadline = MonotonicTime.now.adding(seconds: 2)
        var drained = 0
        while drained < 4 * (options.maxBodyBytes + options.maxHeaderBytes) {
            let left = deadline.secondsFromNow
            guard left > 0,
                Native.wait(fd, stopFD: stopFD, timeoutMs: MockServer.milliseconds(min(left, 0.5))) == .readable
            else { break }
            let received = buffer.receive(from: fd)
            buffer.wipe()
            guard case .bytes(let n) = received else { break }
            drained += n
        }
        afterAnswer?(buffer.rawStorage)
    }

    static func milliseconds(_ seconds: Double) -> Int32 {
        Int32(clamping: Int((seconds * 1000).rounded(.up)))
    }

    static func stalled(_ seconds: Double) -> String {
        "request timed out: nothing received for \(seconds) s mid-request"
    }
}

/// Why the mock could not start.
public enum MockServerError: Error, Equatable, Sendable, CustomStringConvertible {
    case portInUse(Int)
    case cannotListen(port: Int, reason: String)
    case formsDirectory(path: String, reason: String)
    case store(SecretStoreError)
    case alreadyStarted

    public var description: String {
        switch self {
        case .portInUse(let port):
            return "port \(port) on 127.0.0.1 is already in use (choose another with --port, or 0 for any free port)"
        case .cannotListen(let port, let reason): return "cannot listen on 127.0.0.1:\(port): \(reason)"
        case .formsDirectory(let path, let reason): return "forms folder \(path): \(reason)"
        case .store(let e): return e.description
        case .alreadyStarted: return "the mock server was already started"
        }
    }
}
