import FormCore
import FormSystem

/// Reads a secret from the terminal as `readpassphrase` does: echo off, byte by byte
/// into the store, one mask character per typed character; Backspace, Ctrl-U, Ctrl-C,
/// Ctrl-D and Enter handled; the terminal settings restored on every path (the C signal
/// handlers restore them too). docs/contract.md, "The shell"'s rules for a secure prompt:
/// - escape sequences (arrow and function keys, bracketed-paste markers) are consumed and
///   ignored, never stored;
/// - a value longer than `maxBytes` is refused whole when Enter ends it: nothing is stored;
/// - after Ctrl-Z and `fg` (SIGCONT) echo is already off again (the C handler), and the
///   prompt and its mask are drawn again before another byte is read.
final class SecureTerminalReader {
    private let fd: Int32
    private let output: any TextSink
    static let mask = "•"
    /// The longest secure value accepted.
    static let maxBytes = 4096

    init(fd: Int32, output: any TextSink) {
        self.fd = fd
        self.output = output
    }

    func read(_ prompt: Prompt, store: SecretStore) -> LineRead {
        output.write(prompt.name + "> ")
        output.flush()
        guard let h = try? store.allocate(capacity: SecureTerminalReader.maxBytes) else { return .tooLong(limit: 0) }
        guard Native.saveTerminal(fd), Native.rawNoEcho(fd) else {
            store.free(h)
            return .endOfInput
        }
        defer { Native.restoreTerminal() }
        var input = SecureInput(store: store, handle: h)
        var byte: UInt8 = 0
        defer { byte = 0 }
        while true {
            switch Native.readByte(fd, into: &byte) {
            case .interrupted:
                if Interrupt.take() { return cancel(h, store: store) }
                if Native.takeContinued() { redraw(prompt, input) }
                continue
            case .endOfFile, .failed:
                store.free(h)
                output.write("\n")
                return .endOfInput
            case .bytes:
                break
            }
            switch input.take(byte) {
            case .enter:
                output.write("\n")
                guard !input.overflowed else {
                    store.free(h)
                    return .tooLong(limit: SecureTerminalReader.maxBytes)
                }
                return .line(h)
            case .cancel:
                return cancel(h, store: store)
            case .endOfInput:
                store.free(h)
                output.write("\n")
                return .endOfInput
            case .erased(let n):
                for _ in 0..<n { output.write("\u{8} \u{8}") }
            case .added:
                output.write(SecureTerminalReader.mask)
            case .nothing:
                continue
            }
            output.flush()
        }
    }

    /// The prompt and one mask character per character typed, on a line of its own.
    private func redraw(_ prompt: Prompt, _ input: SecureInput) {
        output.write("\n" + prompt.name + "> " + String(repeating: SecureTerminalReader.mask, count: input.characters))
        output.flush()
    }

    private func cancel(_ h: SecretHandle, store: SecretStore) -> LineRead {
        store.free(h)
        output.write("^C\n")
        return .interrupted
    }
}

/// The editing state of one secure value: what each typed byte does to it.
struct SecureInput {
    let store: SecretStore
    let handle: SecretHandle
    /// Characters (not bytes) typed, for the mask.
    private(set) var characters = 0
    /// More than the store block holds was typed: the value is refused at Enter.
    private(set) var overflowed = false
    /// Bytes typed past the limit, still counted so that erasing works.
    private var extra = 0
    private var escape = EscapeState.none

    enum EscapeState { case none, started, sequence }

    enum Effect: Equatable {
        case enter, cancel, endOfInput
        case erased(Int)
        case added, nothing
    }

    init(store: SecretStore, handle: SecretHandle) {
        self.store = store
        self.handle = handle
    }

    /// Applies one byte.
    mutating func take(_ byte: UInt8) -> Effect {
        switch escape {
        case .started:
            // ESC [ and ESC O begin a sequence; any other byte ends a two-byte one.
            escape = byte == 0x5B || byte == 0x4F ? .sequence : .none
            return .nothing
        case .sequence:
            // Parameters and intermediates (0x20–0x3F) go on; a final byte (0x40–0x7E) ends it.
            if byte < 0x20 || byte > 0x3F { escape = .none }
            return .nothing
        case .none:
            break
        }
        switch byte {
        case 0x1B:
            escape = .started
            return .nothing
        case 0x0D, 0x0A:
            return .enter
        case 0x03:
            return .cancel
        case 0x04:
            return store.count(handle) == 0 && extra == 0 ? .endOfInput : .nothing
        case 0x7F, 0x08:
            return eraseOne() ? .erased(1) : .nothing
        case 0x15:
            var n = 0
            while eraseOne() { n += 1 }
            return n > 0 ? .erased(n) : .nothing
        default:
            guard byte >= 0x20 else { return .nothing }
            if extra > 0 || !store.append(byte, to: handle) {
                extra += 1
                overflowed = true
            }
            // One mask character per character: none for UTF-8 continuation bytes.
            guard byte & 0xC0 != 0x80 else { return .nothing }
            characters += 1
            return .added
        }
    }

    /// Removes the last character (all its UTF-8 bytes); false when empty.
    private mutating func eraseOne() -> Bool {
        if extra > 0 {
            // Past the limit only the count is kept; the mask shrinks by one byte's worth.
            extra -= 1
            if extra == 0 { overflowed = false }
            characters = max(0, characters - 1)
            return true
        }
        let count = store.count(handle)
        guard count > 0 else { return false }
        var k = 1
        store.withBytes(handle) { b in
            while k < count, b[count - k] & 0xC0 == 0x80 { k += 1 }
        }
        store.removeLast(k, from: handle)
        characters -= 1
        return true
    }
}
