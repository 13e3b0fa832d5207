import FormCore
import FormSystem

/// The mock backend started inside `run` when no endpoint is configured: it serves the
/// form's folder, scripted by `--scenario` or the `flow.json` beside the form.
public final class BuiltInMock {
    /// Why the mock did not start.
    public enum Failure: Error, Equatable, Sendable {
        /// The scenario named cannot be read or understood (exit 3, as in `serve`).
        case scenario(ScenarioError, named: String)
        /// The server cannot start.
        case notStarted(reason: String)
    }

    private let server: MockServer
    /// The validation store lent from `SecretStorePool` (replay), returned on `stop()`.
    private let pooled: SecretStore?
    public var url: String { server.url }
    /// The scenario file the mock follows, as the user would name it (nil: none).
    public let scenario: String?

    private init(server: MockServer, scenario: String?, pooled: SecretStore?) {
        self.server = server
        self.scenario = scenario
        self.pooled = pooled
    }

    /// - Parameters:
    ///   - form: the FORM argument as given; `flow.json` beside it is the default scenario.
    ///   - scenario: `--scenario` as given.
    ///   - resolve: makes a path as given absolute.
    ///   - pooled: replay: the scenario file is read once per process while it is unchanged;
    ///     payloads are validated through a store from `SecretStorePool`
    ///     (mapping and locking one per session costs more than the session), and the
    ///     server accepts only once
    ///     `acceptConnections()` is called (`MockStartingSubmitter`): most sessions never
    ///     submit, and a thread per session cost more than the rest of it.
    public static func start(
        form: String, scenario: String?, isURL: Bool, pooled: Bool, resolve: (String) -> String
    ) throws(Failure) -> BuiltInMock {
        let directory = isURL ? "" : Path.parent(form)
        let flow = Path.join(directory, "flow.json")
        let named = scenario ?? (FileSystem.exists(resolve(flow)) ? flow : nil)
        var loaded: Scenario?
        if let named {
            do { loaded = try loadScenario(at: resolve(named), shared: pooled) } catch {
                throw .scenario(error, named: named)
            }
        }
        do {
            let store = pooled ? try SecretStorePool.acquire(capacity: MockServer.Options().storeCapacity) : nil
            var options = MockServer.Options()
            options.acceptsLazily = pooled
            let server = MockServer(
                scenario: loaded, formsDirectory: loaded?.formsDirectory ?? resolve(directory),
                port: 0, options: options, store: store)
            do { try server.start() } catch {
                if let store { SecretStorePool.release(store) }
                throw error
            }
            return BuiltInMock(server: server, scenario: named, pooled: store)
        } catch {
            throw .notStarted(reason: "\(error)")
        }
    }

    /// The scenario file at `path`; `shared`: read once per process while it is unchanged.
    private static func loadScenario(at path: String, shared: Bool) throws(ScenarioError) -> Scenario {
        guard shared else { return try Scenario.load(path: path) }
        return try ProcessState.scenarios.value(path, file: path) { () throws(ScenarioError) in
            try Scenario.load(path: path)
        }
    }

    /// Starts accepting, for a server started `pooled`; once.
    func acceptConnections() { server.acceptConnections() }

    /// What a session posts through: for a mock started `pooled`, `inner` wrapped so that
    /// the mock accepts from the first request on (`MockStartingSubmitter`); else `inner`.
    public func submitter(wrapping inner: any Submitter) -> any Submitter {
        pooled == nil ? inner : MockStartingSubmitter(inner, mock: self)
    }

    /// Stops the server; a pooled store goes back only when no thread of the server can touch it.
    public func stop() {
        if server.stop(), let pooled { SecretStorePool.release(pooled) }
    }
}
