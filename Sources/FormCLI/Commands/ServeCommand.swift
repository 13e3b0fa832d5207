import FormServe
import FormSystem
import Glibc

/// `formsh serve`: the mock backend, on loopback, until SIGINT or SIGTERM.
struct ServeCommand: Command {
    static let name = "serve"
    static let abstract = "the mock backend, on loopback"
    static let usage = "serve [--scenario FILE] [--forms DIR] [--port N]"
    static let help = """
    Options:
      --scenario FILE   script the answers (routes, when, times, respond); see SPEC §6
      --forms DIR       the forms to serve at /forms/NAME and to validate posts against
                        (default: the scenario's "forms", else ./forms, else .)
      --port N          the port on 127.0.0.1 (default 0: any free port, announced)

    Without a matching route, a POST to a form's submit endpoint is validated with that
    form's rules: 422 {"errors": {...}} or 200 {"status": "ok", "receivedKeys": [...]}.
    Ctrl-C (SIGINT) or SIGTERM stops the server; the exit status is then 0.
    """

    static func main(_ arguments: [String], io: CommandIO) throws(CLIError) -> Int32 {
        var list = ArgumentList(arguments, command: name)
        let scenarioPath = try list.option("--scenario")
        let formsPath = try list.option("--forms")
        let portText = try list.option("--port")
        let extra = try list.positionals()
        if let first = extra.first { throw .usage("unexpected argument '\(first)'", command: name) }
        var port = 0
        if let portText {
            guard let p = Int(portText), (0...65_535).contains(p) else {
                throw .usage("--port must be a number from 0 to 65535, not '\(portText)'", command: name)
            }
            port = p
        }
        if scenarioPath?.isEmpty == true { throw .usage("--scenario needs a file", command: name) }
        if formsPath?.isEmpty == true { throw .usage("--forms needs a folder", command: name) }

        var scenario: Scenario?
        if let scenarioPath {
            do {
                scenario = try Scenario.load(path: io.resolve(scenarioPath))
            } catch {
                switch error {
                case .unreadable(_, let reason): throw .unreadable(path: scenarioPath, reason: reason)
                default: throw .failed(error.description, exitCode: 3)
                }
            }
        }
        let forms: String
        if let formsPath {
            forms = io.resolve(formsPath)
        } else if let scenario {
            forms = scenario.formsDirectory
        } else if FileSystem.isDirectory(io.resolve("forms")) {
            forms = io.resolve("forms")
        } else {
            forms = io.workingDirectory
        }
        let kind = FileSystem.kind(forms)
        guard kind == .directory else {
            throw .unreadable(path: formsPath ?? forms, reason: kind == nil ? "no such folder" : "not a folder")
        }

        let server = MockServer(scenario: scenario, formsDirectory: forms, port: port)
        let stdout = io.stdout
        server.onRequest = { entry in stdout.line(describe(entry)) }
        let stopSignal = SignalPipe()
        do {
            try server.start()
        } catch {
            stopSignal.close()
            switch error {
            case .portInUse, .cannotListen: throw .failed(error.description, exitCode: 1)
            case .formsDirectory(let path, let reason): throw .unreadable(path: path, reason: reason)
            default: throw .failed(error.description, exitCode: 1)
            }
        }
        for warning in server.warnings { io.stderr.line("warning: \(warning)") }
        io.stdout.line("Serving forms from \(display(forms, io: io)) on \(server.url) (Ctrl-C stops)")
        io.stdout.flush()
        stopSignal.wait()
        server.stop()
        stopSignal.close()
        io.stdout.line("Stopped.")
        return 0
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

/// The file descriptor that the stop-signal handler writes to; set before the handler
/// is installed, so the handler only loads it.
nonisolated(unsafe) private var stopSignalFD: Int32 = -1

/// SIGINT, SIGTERM and SIGHUP turned into a byte on a pipe (the self-pipe trick), so
/// that `serve` stops its server cleanly whichever thread the kernel interrupts.
private final class SignalPipe {
    private var fds: [Int32] = [-1, -1]
    private static let signals = [SIGINT, SIGTERM, SIGHUP]

    init() {
        guard pipe(&fds) == 0 else { return }
        stopSignalFD = fds[1]
        for s in SignalPipe.signals {
            signal(s) { _ in
                var byte: UInt8 = 1
                _ = Glibc.write(stopSignalFD, &byte, 1)
            }
        }
    }

    /// Blocks until one of the signals arrives.
    func wait() {
        guard fds[0] >= 0 else {
            while true { pause() }
        }
        var byte: UInt8 = 0
        while true {
            let n = read(fds[0], &byte, 1)
            if n == 1 || (n < 0 && errno != EINTR) || n == 0 { return }
        }
    }

    /// Restores the default actions and closes the pipe.
    func close() {
        for s in SignalPipe.signals { signal(s, SIG_DFL) }
        if fds[0] >= 0 {
            Glibc.close(fds[0])
            Glibc.close(fds[1])
            fds = [-1, -1]
        }
        stopSignalFD = -1
    }
}
