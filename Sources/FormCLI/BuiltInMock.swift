import FormCore
import FormServe
import FormSystem

/// The mock backend started inside `run` when no endpoint is configured: it serves the
/// form's folder, scripted by `--scenario` or the `flow.json` beside the form.
final class BuiltInMock {
    private let server: MockServer
    /// The validation store lent from `SecretStorePool` (replay), returned on `stop()`.
    private let pooled: SecretStore?
    var url: String { server.url }
    /// The scenario file the mock follows, as the user would name it (nil: none).
    let scenario: String?

    private init(server: MockServer, scenario: String?, pooled: SecretStore?) {
        self.server = server
        self.scenario = scenario
        self.pooled = pooled
    }

    /// - Parameters:
    ///   - form: the FORM argument as given; `flow.json` beside it is the default scenario.
    ///   - scenario: `--scenario` as given.
    ///   - pooled: replay: the scenario file is loaded once per process, payloads are
    ///     validated through a store from `SecretStorePool` (mapping and locking one per
    ///     session costs more than the session), and the server accepts only once
    ///     `acceptConnections()` is called (`MockStartingSubmitter`): most sessions never
    ///     submit, and a thread per session cost more than the rest of it.
    static func start(form: String, scenario: String?, isURL: Bool, io: CommandIO, pooled: Bool = false) throws(CLIError) -> BuiltInMock {
        let directory = isURL ? "" : Path.parent(form)
        let flow = Path.join(directory, "flow.json")
        let named = scenario ?? (FileSystem.exists(io.resolve(flow)) ? flow : nil)
        var loaded: Scenario?
        if let named {
            let path = io.resolve(named)
            // As `serve` does: a scenario that cannot be read or understood is exit 3.
            do { loaded = pooled ? try ReplayCache.scenario(path) : try Scenario.load(path: path) } catch {
                throw .scenario(error, named: named)
            }
        }
        do {
            let store = pooled ? try SecretStorePool.acquire(capacity: MockServer.Options().storeCapacity) : nil
            var options = MockServer.Options()
            options.acceptsLazily = pooled
            let server = MockServer(scenario: loaded, formsDirectory: loaded?.formsDirectory ?? io.resolve(directory), port: 0,
                                    options: options, store: store)
            do { try server.start() } catch {
                if let store { SecretStorePool.release(store) }
                throw error
            }
            return BuiltInMock(server: server, scenario: named, pooled: store)
        } catch {
            throw .mockNotStarted(reason: "\(error)")
        }
    }

    /// Starts accepting, for a server started `pooled`; once.
    func acceptConnections() { server.acceptConnections() }

    /// Stops the server; a pooled store goes back only when no thread of the server can touch it.
    func stop() {
        if server.stop(), let pooled { SecretStorePool.release(pooled) }
    }
}
