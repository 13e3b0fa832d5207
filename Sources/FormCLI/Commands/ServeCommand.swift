import FormServe
import FormSystem

/// `formsh serve`: the mock backend, on loopback, until SIGINT or SIGTERM.
struct ServeCommand: Command {
    static let name = "serve"
    static let readsValues = true
    static let abstract = "the mock backend, on loopback"
    static let usage = "serve [--scenario FILE] [--forms DIR] [--port N]"
    static let help = """
    Options:
      --scenario FILE   script the answers (routes, when, times, respond); see docs/contract.md, "Submission"
      --forms DIR       the forms to serve at /forms/NAME and to validate posts against
                        (default: the scenario's "forms", else ./forms, else .)
      --port N          the port on 127.0.0.1 (default 0: any free port, announced)

    Without a matching route, a POST to a form's submit endpoint is validated with that
    form's rules: 422 {"errors": {...}} or 200 {"status": "ok", "receivedKeys": [...]}.
    Ctrl-C (SIGINT) or SIGTERM stops the server; the exit status is then 0.
    """

    static func main(_ arguments: [String], io: CommandIO) throws(CLIError) -> ExitCode {
        var list = ArgumentList(arguments, command: name)
        let scenarioPath = try list.option("--scenario")
        let formsPath = try list.option("--forms")
        let portText = try list.option("--port")
        let extra = try list.positionals()
        if let first = extra.first { throw .usage("unexpected argument '\(first)'", command: name) }
        let port = try list.count(portText, of: "--port", in: 0...65_535,
                                  expecting: "must be a number from 0 to 65535") ?? 0
        if scenarioPath?.isEmpty == true { throw .usage("--scenario needs a file", command: name) }
        if formsPath?.isEmpty == true { throw .usage("--forms needs a folder", command: name) }
        var scenario: Scenario?
        if let scenarioPath {
            do { scenario = try Scenario.load(path: io.resolve(scenarioPath)) } catch { throw .scenario(error, named: scenarioPath) }
        }
        let forms = try formsFolder(formsPath, scenario: scenario, io: io)
        try serve(MockServer(scenario: scenario, formsDirectory: forms, port: port), forms: forms, io: io)
        return .success
    }

    /// `--forms`, else the scenario's, else `./forms`, else the working directory; it must be a folder.
    private static func formsFolder(_ given: String?, scenario: Scenario?, io: CommandIO) throws(CLIError) -> String {
        let forms: String
        if let given {
            forms = io.resolve(given)
        } else if let scenario {
            forms = scenario.formsDirectory
        } else if FileSystem.isDirectory(io.resolve("forms")) {
            forms = io.resolve("forms")
        } else {
            forms = io.workingDirectory
        }
        let kind = FileSystem.kind(forms)
        guard kind == .directory else {
            throw .unreadable(path: given ?? forms, reason: kind == nil ? "no such folder" : "not a folder")
        }
        return forms
    }

    /// Starts the server, logs each request on stdout, and stops it on SIGINT, SIGTERM or
    /// SIGHUP (the C handlers' self-pipe, `Native.waitForStopSignal`).
    private static func serve(_ server: MockServer, forms: String, io: CommandIO) throws(CLIError) {
        let stdout = io.stdout
        server.onRequest = { entry in stdout.line(describe(entry)) }
        Native.installStopSignals()
        do { try server.start() } catch {
            Native.removeStopSignals()
            throw .serverNotStarted(error)
        }
        for warning in server.warnings { io.stderr.line("warning: \(warning)") }
        io.stdout.line("Serving forms from \(display(forms, io: io)) on \(server.url) (Ctrl-C stops)")
        io.stdout.flush()
        _ = Native.waitForStopSignal()
        server.stop()
        Native.removeStopSignals()
        io.stdout.line("Stopped.")
    }

    /// One line per request: `POST /api/v1/delivery → 422`.
    static func describe(_ entry: RecordedRequest) -> String {
        let what = entry.method.isEmpty ? "(unreadable request)" : "\(entry.method) \(entry.path)"
        let outcome = entry.status.map(String.init) ?? "dropped"
        var line = "\(what) → \(outcome)"
        if let error = entry.error { line += " (\(error))" } else if entry.bodyValid == false { line += " (payload invalid)" }
        return line
    }

    /// A path as the user would like to read it: relative to the working directory when inside it.
    static func display(_ path: String, io: CommandIO) -> String {
        let base = Path.standardized(io.workingDirectory)
        let p = Path.standardized(path)
        if p == base { return "." }
        return p.hasPrefix(base + "/") ? String(p.dropFirst(base.count + 1)) : p
    }
}
