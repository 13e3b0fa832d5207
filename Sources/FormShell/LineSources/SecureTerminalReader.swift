import CFormNative
import FormCore
import Glibc

/// Reads a secret from the terminal as `readpassphrase` does: echo off, byte by byte
/// into the store, one mask character per typed character; Backspace, Ctrl-U, Ctrl-C,
/// Ctrl-D and Enter handled; the terminal settings restored on every path (the C signal
/// handlers restore them too).
final class SecureTerminalReader {
    private let fd: Int32
    private let output: any ShellSink
    static let mask = "•"

    init(fd: Int32, output: any ShellSink) {
        self.fd = fd
        self.output = output
    }

    func read(_ prompt: Prompt, store: SecretStore) -> LineRead {
        output.text(prompt.name + "> ")
        output.flush()
        guard let h = try? store.allocate(capacity: 4096) else { return .tooLong(limit: 0) }
        guard fn_tty_save(fd) == 0, fn_tty_raw_noecho(fd) == 0 else {
            store.free(h)
            return .endOfInput
        }
        defer { fn_tty_restore() }
        var byte: UInt8 = 0
        defer { byte = 0 }
        while true {
            let n = Glibc.read(fd, &byte, 1)
            if n < 0 && errno == EINTR {
                if fn_sigint_take() != 0 { return cancel(h, store: store) }
                continue
            }
            if n <= 0 { store.free(h); output.text("\n"); return .endOfInput }
            switch byte {
            case 0x0D, 0x0A:
                output.text("\n")
                return .line(h)
            case 0x03:
                return cancel(h, store: store)
            case 0x04:
                if store.count(h) == 0 { store.free(h); output.text("\n"); return .endOfInput }
            case 0x7F, 0x08:
                if erase(h, store: store) { output.text("\u{8} \u{8}") }
            case 0x15:
                while erase(h, store: store) { output.text("\u{8} \u{8}") }
            default:
                if byte < 0x20 { continue }
                guard store.append(byte, to: h) else { continue }
                // One mask character per character: not for UTF-8 continuation bytes.
                if byte & 0xC0 != 0x80 { output.text(SecureTerminalReader.mask) }
            }
            output.flush()
        }
    }

    private func cancel(_ h: SecretHandle, store: SecretStore) -> LineRead {
        store.free(h)
        output.text("^C\n")
        return .interrupted
    }

    /// Removes the last character (all its UTF-8 bytes); false when empty.
    private func erase(_ h: SecretHandle, store: SecretStore) -> Bool {
        let count = store.count(h)
        guard count > 0 else { return false }
        var k = 1
        store.withBytes(h) { b in
            while k < count, b[count - k] & 0xC0 == 0x80 { k += 1 }
        }
        store.removeLast(k, from: h)
        return true
    }
}
