import FormCore
import FormSystem

/// A person at a terminal: GNU readline for commands and non-secret values, and the
/// shell's own no-echo reader for secrets (readline keeps copies in its buffers).
public final class ReadlineLineSource: LineSource {
    private let session: ReadlineSession
    private let secureReader: SecureTerminalReader
    private let output: any TextSink
    public var isTerminal: Bool { true }

    public init(colors: Bool, output: any TextSink) {
        session = ReadlineSession(colors: colors, output: output)
        self.output = output
        secureReader = SecureTerminalReader(fd: 0, output: output)
        Native.installStopHandlers()
    }

    /// A line from readline. Ctrl-C shows `^C`; Ctrl-D leaves the cursor after the
    /// prompt, so the line is ended and whatever prints next (the parent shell's prompt)
    /// starts on a line of its own.
    public func readLine(_ prompt: Prompt, store: SecretStore) -> LineRead {
        let read = session.read(prompt, store: store)
        switch read {
        case .interrupted: output.write("^C\n")
        case .endOfInput: output.write("\n")
        case .line, .tooLong: break
        }
        output.flush()
        return read
    }

    public func readSecret(_ prompt: Prompt, store: SecretStore) -> LineRead {
        secureReader.read(prompt, store: store)
    }

    public func wipe() { session.wipe() }
}
