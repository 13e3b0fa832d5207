import FormCore
import FormServe
import Foundation

/// The mock backend started inside `run` when no endpoint is configured: it serves the
/// form's folder, scripted by `--scenario` or the `flow.json` beside the form.
final class BuiltInMock {
    private let server: MockServer
    /// The validation store lent from `SecretStorePool` (replay), returned on `stop()`.
    private let pooled: SecretStore?
    var url: String { server.url }

    private init(server: MockServer, pooled: SecretStore?) {
        self.server = server
        self.pooled = pooled
    }

    /// - Parameter pooled: validate payloads through a store from `SecretStorePool`
    ///   (replay: mapping and locking one per session costs more than the session).
    static func start(formPath: String, scenario: String?, isURL: Bool, pooled: Bool = false) throws(CLIError) -> BuiltInMock {
        let directory = isURL ? FileManager.default.currentDirectoryPath : (formPath as NSString).deletingLastPathComponent
        let flow = (directory as NSString).appendingPathComponent("flow.json")
        let scenarioPath = scenario ?? (FileManager.default.fileExists(atPath: flow) ? flow : nil)
        do {
            let loaded = try scenarioPath.map { pooled ? try ReplayCache.scenario($0) : try Scenario.load(path: $0) }
            let store = pooled ? try SecretStorePool.acquire(capacity: MockServer.Options().storeCapacity) : nil
            let server = MockServer(scenario: loaded, formsDirectory: loaded?.formsDirectory ?? directory, port: 0, store: store)
            do { try server.start() } catch {
                if let store { SecretStorePool.release(store) }
                throw error
            }
            return BuiltInMock(server: server, pooled: store)
        } catch {
            throw .failed("cannot start the built-in mock backend: \(error)", exitCode: 1)
        }
    }

    /// Stops the server; a pooled store goes back only when no thread of the server can touch it.
    func stop() {
        if server.stop(), let pooled { SecretStorePool.release(pooled) }
    }
}
