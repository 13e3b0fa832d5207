import FormCore
import FormReplay
import FormShell
import FormTools
import FormSystem

/// `formsh record FORM -o FILE [--scenario-out SCENARIO] [run options]`: a normal
/// interactive run that also writes its transcript. Secure values are written as
/// `{{env:FORMSH_SECRET_<KEY>}}`; where a secret value shows up elsewhere it is hidden
/// (`{{any}}` in output, its variable in typed lines) and the session is still saved.
/// With `--scenario-out` the HTTP exchanges become a mock scenario, and the transcript
/// replays against it instead of the endpoint it was recorded against.
struct RecordCommand: Command {
    static let name = "record"
    static let abstract = "run interactively and write a transcript"
    static let usage = "record FORM -o FILE [--scenario-out SCENARIO] [run options]"
    static let help = """
      -o FILE                 where to write the transcript (checked before the form loads)
      --scenario-out FILE     also write the HTTP exchanges as a mock scenario; the transcript then
                              runs with --scenario FILE (as written here) instead of the endpoint

    """ + RunOptions.help

    /// Options of `run` that point at a server or carry its credentials: with
    /// `--scenario-out` the transcript's `$` line leaves them out.
    static let serverOptions = ["--endpoint", "--base-url", "--scenario", "--header", "--header-env", "--cacert"]

    static func main(_ arguments: [String], io: CommandIO) throws(CLIError) -> Int32 {
        var args = ArgumentList(arguments, command: name)
        let short = try args.option("-o")
        let long = try args.option("--output")
        let scenarioOut = try args.option("--scenario-out")
        guard let file = short ?? long else {
            throw .usage("missing -o FILE (where to write the transcript)", command: name)
        }
        let options = try RunOptions.parse(args.remaining, command: name, environment: io.environment)
        try OutputPath.check(file, option: short != nil ? "-o" : "--output", io: io, command: name)
        if let scenarioOut {
            try OutputPath.check(scenarioOut, option: "--scenario-out", io: io, command: name)
            if FormSource.isURL(options.form) {
                throw .usage("--scenario-out needs FORM to be a file, so that the transcript can load it offline", command: name)
            }
        }
        let recorder = Recorder()
        let secrets: SecretStore
        do { secrets = try SecretStore(capacity: 256 * 1024) } catch { throw .failed(error.description, exitCode: 1) }
        defer { secrets.wipe() }
        let dropped = ["-o", "--output", "--scenario-out"] + (scenarioOut == nil ? [] : serverOptions)
        recorder.begin(arguments: without(dropped, in: arguments) + (scenarioOut.map { ["--scenario", $0] } ?? []))
        var launcher = SessionLauncher(options: options, io: io)
        launcher.colorsAllowed = false
        var recording: RecordingLineSource?
        var exchanges: RecordingSubmitter?
        var endpointPath: (recorded: String, replayed: String)?
        let status = try launcher.run { parts in
            let r = RecordingLineSource(parts.source, recorder: recorder, secrets: secrets,
                                        secureKeys: Set(parts.form.fields.filter(\.isSecret).map(\.key)))
            recording = r
            parts.source = r
            parts.output = RecordingSink(parts.output, recorder: recorder)
            if scenarioOut != nil {
                let submitter = RecordingSubmitter(parts.submitter) { r.secureKeys }
                exchanges = submitter
                parts.submitter = submitter
                if io.announcedEndpoint == nil {
                    // Replayed against the built-in mock: its banner, its URL, and the form's own submit path.
                    let (origin, path) = RecordingSubmitter.split(parts.endpoint)
                    recorder.rewrite("endpoint: \(parts.endpointDescription)",
                                     to: "endpoint: " + ShellConfiguration.builtInMockDescription(url: origin, scenario: scenarioOut))
                    recorder.setEndpoint(origin)
                    endpointPath = (path, parts.form.submit?.endpoint ?? "/submit")
                }
            }
            if io.announcedEndpoint != nil { recorder.setEndpoint(io.announcedEndpoint) }
        }
        recorder.end(exitCode: status)
        defer { exchanges?.wipe() }
        let hidden = recording?.recordedSecrets ?? []
        let recorded = recorder.render(redacting: hidden)
        if let leaked = recording?.firstSecret(in: recorded.text) {
            throw .failed("transcript not saved: the secret value typed for \(leaked) is in a line that cannot hide it (the command line)", exitCode: 1)
        }
        var scenarioText: String?
        if let scenarioOut, let exchanges {
            let seen = exchanges.exchanges(hiding: hidden).map { e in
                e.path == endpointPath?.recorded
                    ? RecordedExchange(method: e.method, path: endpointPath?.replayed ?? e.path, status: e.status, body: e.body, fields: e.fields)
                    : e
            }
            let forms = relativePath(from: Path.parent(io.resolve(scenarioOut)), to: Path.parent(io.resolve(options.form)))
            scenarioText = JSONWriter.string(ScenarioWriter.scenario(seen, forms: forms), style: .pretty) + "\n"
        }
        do { try FileSystem.write(recorded.text.utf8, to: io.resolve(file)) } catch {
            throw .failed("cannot write \(file): \(error)", exitCode: 1)
        }
        for line in RecordText.saved(file: file, recorded) { io.stderr.line(line) }
        if let scenarioOut, let scenarioText {
            do { try FileSystem.write(scenarioText.utf8, to: io.resolve(scenarioOut)) } catch {
                throw .failed("cannot write \(scenarioOut): \(error)", exitCode: 1)
            }
            io.stderr.line(RecordText.scenarioSaved(scenarioOut, exchanges: exchanges?.seen.count ?? 0))
        }
        return status
    }

    /// The arguments without the named options (`--name VALUE` and `--name=VALUE`).
    static func without(_ names: [String], in arguments: [String]) -> [String] {
        var out: [String] = []
        var i = 0
        while i < arguments.count {
            let a = arguments[i]
            if names.contains(a) {
                i += 2
                continue
            }
            if !names.contains(where: { a.hasPrefix($0 + "=") }) { out.append(a) }
            i += 1
        }
        return out
    }

    /// `to` relative to `from` (both absolute folders), `.` when they are the same.
    static func relativePath(from: String, to: String) -> String {
        let a = Path.standardized(from).split(separator: "/"), b = Path.standardized(to).split(separator: "/")
        var common = 0
        while common < a.count && common < b.count && a[common] == b[common] { common += 1 }
        let parts = Array(repeating: "..", count: a.count - common) + b[common...].map(String.init)
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }
}

/// What `record` says when it saves.
enum RecordText {
    static func saved(file: String, _ recorded: RecordedTranscript) -> [String] {
        var lines = ["Transcript written to \(file)."]
        for (key, count) in recorded.redacted {
            lines.append("The value typed for \(key) also appeared in \(count == 1 ? "1 other place" : "\(count) other places"): "
                         + "written there as {{any}} (output) or {{env:\(Recorder.secretVariable(for: key))}} (typed lines).")
        }
        if !recorded.variables.isEmpty {
            lines.append("It reads \(recorded.variables.joined(separator: ", ")) from the environment: set "
                         + (recorded.variables.count == 1 ? "it" : "them") + " to replay it.")
        }
        return lines
    }

    static func scenarioSaved(_ file: String, exchanges: Int) -> String {
        "Scenario written to \(file) (\(exchanges) exchange\(exchanges == 1 ? "" : "s")); the transcript replays against it."
    }
}

/// Passes reads through and records them: typed lines as they are, secrets as their
/// placeholder, a command line that carries a secret field's value with the value as
/// that placeholder. A copy of each secret stays in a separate locked store until the
/// transcript has been rendered without it.
final class RecordingLineSource: LineSource {
    private let inner: any LineSource
    private let recorder: Recorder
    private let secrets: SecretStore
    private var secretValues: [(key: String, handle: SecretHandle)] = []
    /// The secure fields' keys: the first screen's, and each secure prompt's after it.
    private(set) var secureKeys: Set<String>

    init(_ inner: any LineSource, recorder: Recorder, secrets: SecretStore, secureKeys: Set<String>) {
        self.inner = inner
        self.recorder = recorder
        self.secrets = secrets
        self.secureKeys = secureKeys
    }

    var isTerminal: Bool { inner.isTerminal }
    func wipe() { inner.wipe() }

    func readLine(_ prompt: Prompt, store: SecretStore) -> LineRead {
        let read = inner.readLine(prompt, store: store)
        recorder.output(prompt.name + ">\n")
        if case .line(let h) = read {
            if let (prefix, key) = store.withBytes(h, secretCommand) {
                recorder.typedCommand(prefix: prefix, secretKey: key)
            } else {
                recorder.typed(store.withBytes(h) { String(decoding: $0, as: UTF8.self) })
            }
        }
        return read
    }

    func readSecret(_ prompt: Prompt, store: SecretStore) -> LineRead {
        secureKeys.insert(prompt.name)
        let read = inner.readSecret(prompt, store: store)
        recorder.output(prompt.name + ">\n")
        if case .line(let h) = read, let (prefix, key) = store.withBytes(h, secretCommand) {
            recorder.typedCommand(prefix: prefix, secretKey: key)
        } else if case .line(let h) = read {
            let isCommand = store.withBytes(h) { b in
                b.count > 1 && b[0] == UInt8(ascii: ":") && b.dropFirst().allSatisfy { $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z") }
            }
            if isCommand {
                recorder.typed(store.withBytes(h) { String(decoding: $0, as: UTF8.self) })
            } else {
                recorder.typedSecret(key: prompt.name)
                if let copy = store.withBytes(h, { try? secrets.store($0) }) { secretValues.append((prompt.name, copy)) }
            }
        }
        return read
    }

    /// `:set KEY VALUE`, `:try KEY VALUE` or `:keys KEY VALUE` naming a secure field: the
    /// text up to the value, and the key. Only that text becomes a String, never the value.
    private func secretCommand(_ line: UnsafeRawBufferPointer) -> (prefix: String, key: String)? {
        for command in [":set ", ":try ", ":keys "] where line.starts(with: command.utf8) {
            let rest = line.dropFirst(command.utf8.count)
            guard let space = rest.firstIndex(of: UInt8(ascii: " ")) else { return nil }
            let key = String(decoding: rest[..<space], as: UTF8.self)
            guard secureKeys.contains(key) else { return nil }
            return (command + key + " ", key)
        }
        return nil
    }

    /// The secrets typed at secure prompts, for the recorder to hide.
    var recordedSecrets: [RecordedSecret] {
        secretValues.map { entry in
            RecordedSecret(key: entry.key) { body in self.secrets.withBytes(entry.handle) { body($0) } }
        }
    }

    /// The key of the first secret whose value appears in `text`.
    func firstSecret(in text: String) -> String? {
        secretValues.first { entry in secrets.withBytes(entry.handle) { Recorder.contains(secret: $0, in: text) } }?.key
    }
}

/// Passes output through and records it (terminal-only frames such as the spinner's are not recorded).
final class RecordingSink: ShellSink {
    private let inner: any ShellSink
    private let recorder: Recorder

    init(_ inner: any ShellSink, recorder: Recorder) {
        self.inner = inner
        self.recorder = recorder
    }

    func text(_ s: String) {
        inner.text(s)
        if !s.hasPrefix("\r") { recorder.output(s) }
    }

    /// Values written from the store go into the transcript too: it is a file of what was shown.
    func bytes(_ b: UnsafeRawBufferPointer) {
        inner.bytes(b)
        recorder.output(String(decoding: b, as: UTF8.self))
    }
    func flush() { inner.flush() }
}
