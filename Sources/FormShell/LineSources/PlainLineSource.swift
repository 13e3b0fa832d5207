import FormCore
import Glibc

/// Reads lines from a file descriptor (stdin when it is not a terminal, or `--plain`).
/// Prints each prompt as a line of its own, flushed before the read, so a program on
/// the other end of a pipe sees it at once. Bytes go straight into the store: a line is
/// read byte by byte into a block, never into a `String`. Never opens `/dev/tty`.
public final class PlainLineSource: LineSource {
    private let fd: Int32
    private let output: any ShellSink
    public var isTerminal: Bool { false }

    public init(fd: Int32 = 0, output: any ShellSink) {
        self.fd = fd
        self.output = output
    }

    public func readLine(_ prompt: Prompt, store: SecretStore) -> LineRead { read(prompt, store: store) }
    public func readSecret(_ prompt: Prompt, store: SecretStore) -> LineRead { read(prompt, store: store) }
    public func wipe() {}

    private func read(_ prompt: Prompt, store: SecretStore) -> LineRead {
        output.text(prompt.name + ">\n")
        output.flush()
        guard let h = try? store.allocate(capacity: Prompt.maxLineBytes) else { return .tooLong(limit: 0) }
        var byte: UInt8 = 0
        var sawAny = false
        var overflow = false
        while true {
            let n = Glibc.read(fd, &byte, 1)
            if n < 0 && errno == EINTR { continue }
            if n <= 0 {
                if !sawAny { store.free(h); return .endOfInput }
                break
            }
            sawAny = true
            if byte == 0x0A { break }
            if !store.append(byte, to: h) { overflow = true }
        }
        byte = 0
        if overflow { store.free(h); return .tooLong(limit: Prompt.maxLineBytes) }
        // Drop a CR of a CRLF line ending.
        if store.count(h) > 0, store.withBytes(h, { $0[$0.count - 1] }) == 0x0D { store.removeLast(1, from: h) }
        return .line(h)
    }
}
