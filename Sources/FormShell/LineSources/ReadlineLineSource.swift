import FormCore

/// A person at a terminal: GNU readline for commands and non-secret values, and the
/// shell's own no-echo reader for secrets (readline keeps copies in its buffers).
public final class ReadlineLineSource: LineSource {
    private let session: ReadlineSession
    private let secureReader: SecureTerminalReader
    public var isTerminal: Bool { true }

    public init(colors: Bool, output: any ShellSink) {
        session = ReadlineSession(colors: colors)
        secureReader = SecureTerminalReader(fd: 0, output: output)
        Native.installStopHandlers()
    }

    public func readLine(_ prompt: Prompt, store: SecretStore) -> LineRead {
        session.read(prompt, store: store)
    }

    public func readSecret(_ prompt: Prompt, store: SecretStore) -> LineRead {
        secureReader.read(prompt, store: store)
    }

    public func wipe() { session.wipe() }
}
