import FormServe
import Foundation

/// The mock backend started inside `run` when no endpoint is configured: it serves the
/// form's folder, scripted by `--scenario` or the `flow.json` beside the form.
final class BuiltInMock {
    private let server: MockServer
    var url: String { server.url }

    private init(server: MockServer) { self.server = server }

    static func start(formPath: String, scenario: String?, isURL: Bool) throws(CLIError) -> BuiltInMock {
        let directory = isURL ? FileManager.default.currentDirectoryPath : (formPath as NSString).deletingLastPathComponent
        let flow = (directory as NSString).appendingPathComponent("flow.json")
        let scenarioPath = scenario ?? (FileManager.default.fileExists(atPath: flow) ? flow : nil)
        do {
            let loaded = try scenarioPath.map { try Scenario.load(path: $0) }
            let server = MockServer(scenario: loaded, formsDirectory: loaded?.formsDirectory ?? directory, port: 0)
            try server.start()
            return BuiltInMock(server: server)
        } catch {
            throw .failed("cannot start the built-in mock backend: \(error)", exitCode: 1)
        }
    }

    func stop() { server.stop() }
}
