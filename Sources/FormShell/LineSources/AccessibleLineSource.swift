import FormCore
import FormSystem

/// `ACCESSIBLE` set on a terminal (docs/contract.md, "The shell", the convention of huh and clack): the output of
/// plain mode, for screen readers — each prompt a line of its own, no spinner, no redraws,
/// no live marks, no pre-fill — while secure input keeps echo off. Lines are read as plain
/// mode reads them (the terminal's own line editing: Backspace, Ctrl-U); a secret is read
/// with echo off by the secure reader, which echoes nothing here, not even a mask.
public final class AccessibleLineSource: LineSource {
    private let plain: PlainLineSource
    private let output: any TextSink
    private let secureReader: SecureTerminalReader
    /// A person at a terminal: echo is off and type-ahead discarded while a request is in flight.
    public var isTerminal: Bool { true }

    public init(output: any TextSink) {
        self.output = output
        plain = PlainLineSource(fd: 0, output: output)
        secureReader = SecureTerminalReader(fd: 0, output: SilentSink())
        Native.installStopHandlers()
    }

    public func readLine(_ prompt: Prompt, store: SecretStore) -> LineRead {
        plain.readLine(prompt, store: store)
    }

    /// The prompt on a line of its own; the secret read with echo off, nothing echoed.
    public func readSecret(_ prompt: Prompt, store: SecretStore) -> LineRead {
        output.write(prompt.name + ">\n")
        output.flush()
        let read = secureReader.read(prompt, store: store)
        if case .interrupted = read { output.write("^C\n") }
        output.flush()
        return read
    }

    public func wipe() { plain.wipe() }
}

/// Discards what is written to it: the secure reader's prompt and mask in accessible mode.
final class SilentSink: TextSink {
    func write(_ text: String) {}
    func write(bytes: UnsafeRawBufferPointer) {}
    func flush() {}
}
