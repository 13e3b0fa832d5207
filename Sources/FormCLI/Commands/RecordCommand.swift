import FormCore
import FormReplay
import FormShell
import Foundation

/// `formsh record FORM -o FILE [run options]`: a normal interactive run that also
/// writes its transcript. Secure values are written as `{{env:FORMSH_SECRET_<KEY>}}`,
/// and a transcript in which any secret value still appears is not saved.
struct RecordCommand: Command {
    static let name = "record"
    static let abstract = "run interactively and write a transcript"
    static let usage = "record FORM -o FILE [run options]"
    static let help = "  -o FILE                 where to write the transcript\n" + RunOptions.help

    static func main(_ arguments: [String], io: CommandIO) throws(CLIError) -> Int32 {
        var args = ArgumentList(arguments, command: name)
        let short = try args.option("-o")
        let long = try args.option("--output")
        guard let file = short ?? long else {
            throw .usage("missing -o FILE (where to write the transcript)", command: name)
        }
        let options = try RunOptions.parse(args.remaining, command: name, environment: io.environment)
        let recorder = Recorder()
        let secrets: SecretStore
        do { secrets = try SecretStore(capacity: 256 * 1024) } catch { throw .failed(error.description, exitCode: 1) }
        recorder.begin(arguments: arguments.filter { $0 != file && $0 != "-o" && $0 != "--output" && !$0.hasPrefix("--output=") })
        var launcher = SessionLauncher(options: options, io: io)
        launcher.colorsAllowed = false
        var recording: RecordingLineSource?
        let status = try launcher.run { source, output in
            recorder.setEndpoint(io.announcedEndpoint)
            let r = RecordingLineSource(source, recorder: recorder, secrets: secrets)
            recording = r
            source = r
            output = RecordingSink(output, recorder: recorder)
        }
        recorder.end(exitCode: status)
        defer { secrets.wipe() }
        if let leaked = recording?.firstLeak() {
            throw .failed("transcript not saved: it would contain the secret value typed for \(leaked) (echoed in the output)", exitCode: 1)
        }
        do { try recorder.render().write(toFile: io.resolve(file), atomically: true, encoding: .utf8) } catch {
            throw .failed("cannot write \(file): \(error.localizedDescription)", exitCode: 1)
        }
        io.stderr.line("Transcript written to \(file).")
        return status
    }
}

/// Passes reads through and records them: typed lines as they are, secrets as their
/// placeholder. A copy of each secret stays in a separate locked store until the
/// transcript has been checked for it.
final class RecordingLineSource: LineSource {
    private let inner: any LineSource
    private let recorder: Recorder
    private let secrets: SecretStore
    private var secretKeys: [(key: String, handle: SecretHandle)] = []

    init(_ inner: any LineSource, recorder: Recorder, secrets: SecretStore) {
        self.inner = inner
        self.recorder = recorder
        self.secrets = secrets
    }

    var isTerminal: Bool { inner.isTerminal }
    func wipe() { inner.wipe() }

    func readLine(_ prompt: Prompt, store: SecretStore) -> LineRead {
        let read = inner.readLine(prompt, store: store)
        recorder.output(prompt.name + ">\n")
        if case .line(let h) = read { recorder.typed(store.withBytes(h) { String(decoding: $0, as: UTF8.self) }) }
        return read
    }

    func readSecret(_ prompt: Prompt, store: SecretStore) -> LineRead {
        let read = inner.readSecret(prompt, store: store)
        recorder.output(prompt.name + ">\n")
        if case .line(let h) = read {
            let isCommand = store.withBytes(h) { $0.first == UInt8(ascii: ":") && ($0.count < 2 || $0[1] != UInt8(ascii: ":")) }
            if isCommand {
                recorder.typed(store.withBytes(h) { String(decoding: $0, as: UTF8.self) })
            } else {
                recorder.typedSecret(key: prompt.name)
                if let copy = store.withBytes(h, { try? secrets.store($0) }) { secretKeys.append((prompt.name, copy)) }
            }
        }
        return read
    }

    /// The key of the first secret whose value appears in the transcript.
    func firstLeak() -> String? {
        secretKeys.first { entry in secrets.withBytes(entry.handle) { recorder.contains(secret: $0) } }?.key
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
