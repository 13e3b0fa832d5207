import FormServe

/// `formsh serve`: the mock backend, on loopback, until SIGINT or SIGTERM (`MockServer.serveUntilStopped`).
struct ServeCommand: Command {
    static let name = "serve"
    static let readsValues = true
    static let abstract = "the mock backend, on loopback"
    static let usage = "serve [--scenario FILE] [--forms DIR] [--port N]"
    static let help = ServeHelp.text

    static func main(_ arguments: [String], io: CommandIO) throws(CLIError) -> ExitCode {
        var list = ArgumentList(arguments, command: name)
        let scenarioPath = try list.option("--scenario")
        let formsPath = try list.option("--forms")
        let portText = try list.option("--port")
        if let first = try list.positionals().first { throw .usage("unexpected argument '\(first)'", command: name) }
        let port =
            try list.count(
                portText, of: "--port", in: 0...65_535,
                expecting: "must be a number from 0 to 65535") ?? 0
        if scenarioPath?.isEmpty == true { throw .usage("--scenario needs a file", command: name) }
        if formsPath?.isEmpty == true { throw .usage("--forms needs a folder", command: name) }
        var scenario: Scenario?
        if let scenarioPath {
            do { scenario = try Scenario.load(path: io.resolve(scenarioPath)) } catch {
                throw .scenario(error, named: scenarioPath)
            }
        }
        let forms: String
        do {
            forms = try FormsFolder.choose(given: formsPath, scenario: scenario, workingDirectory: io.workingDirectory)
        } catch {
            throw .unreadable(path: error.path, reason: error.reason)
        }
        let server = MockServer(scenario: scenario, formsDirectory: forms, port: port)
        do {
            try server.serveUntilStopped(workingDirectory: io.workingDirectory, output: io.stdout, errors: io.stderr)
        } catch {
            throw .serverNotStarted(error)
        }
        return .success
    }
}
