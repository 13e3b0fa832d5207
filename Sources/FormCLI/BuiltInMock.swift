import FormServe
import Foundation

/// The mock backend started inside `run` when no endpoint is configured: it serves the
/// form's folder, scripted by `--scenario` or the `flow.json` beside the form.
final class BuiltInMock {
    private let server: MockServer
    var url: String { server.url }
    /// The scenario file the mock follows, as the user would name it (nil: none).
    let scenario: String?

    private init(server: MockServer, scenario: String?) {
        self.server = server
        self.scenario = scenario
    }

    /// - Parameters:
    ///   - form: the FORM argument as given; `flow.json` beside it is the default scenario.
    ///   - scenario: `--scenario` as given.
    static func start(form: String, scenario: String?, isURL: Bool, io: CommandIO) throws(CLIError) -> BuiltInMock {
        let directory = isURL ? "" : (form as NSString).deletingLastPathComponent
        let flow = (directory as NSString).appendingPathComponent("flow.json")
        let named = scenario ?? (FileManager.default.fileExists(atPath: io.resolve(flow)) ? flow : nil)
        var loaded: Scenario?
        if let named {
            do { loaded = try Scenario.load(path: io.resolve(named)) } catch {
                // As `serve` does: a scenario that cannot be read or understood is exit 3.
                switch error {
                case .unreadable(_, let reason): throw .unreadable(path: named, reason: reason)
                default: throw .failed(error.description, exitCode: 3)
                }
            }
        }
        do {
            let server = MockServer(scenario: loaded, formsDirectory: loaded?.formsDirectory ?? io.resolve(directory), port: 0)
            try server.start()
            return BuiltInMock(server: server, scenario: named)
        } catch {
            throw .failed("cannot start the built-in mock backend: \(error)", exitCode: 1)
        }
    }

    func stop() { server.stop() }
}
