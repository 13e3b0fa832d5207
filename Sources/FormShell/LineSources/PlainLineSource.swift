import FormCore
import FormSystem

/// Reads lines from a file descriptor (stdin when it is not a terminal, or `--plain`).
/// Prints each prompt as a line of its own, flushed before the read, so a program on
/// the other end of a pipe sees it at once. Input is read in blocks into a locked buffer
/// of its own and each line goes from there straight into a block of the store: no byte
/// typed ever becomes a `String`. A line longer than the limit (64 KiB, 4,096 bytes for a
/// secret) is read to its end and refused whole, nothing of it stored; the lines after it
/// are read as usual. Never opens `/dev/tty`.
public final class PlainLineSource: LineSource {
    private let fd: Int32
    private let output: any TextSink
    private var readAhead: ReadAhead?
    public var isTerminal: Bool { false }

    public init(fd: Int32 = 0, output: any TextSink) {
        self.fd = fd
        self.output = output
    }

    public func readLine(_ prompt: Prompt, store: SecretStore) -> LineRead {
        read(prompt, store: store, limit: Prompt.maxLineBytes)
    }

    public func readSecret(_ prompt: Prompt, store: SecretStore) -> LineRead {
        read(prompt, store: store, limit: SecureTerminalReader.maxBytes)
    }

    /// Input not read yet is kept (it is the rest of the script); what was read is zeroed already.
    public func wipe() {}

    private func read(_ prompt: Prompt, store: SecretStore, limit: Int) -> LineRead {
        output.write((prompt.question?.trimmedRight ?? prompt.name + ">") + "\n")
        output.flush()
        if readAhead == nil { readAhead = try? ReadAhead(fd: fd) }
        guard let ahead = readAhead, let h = try? store.allocate(capacity: limit) else { return .tooLong(limit: 0) }
        var sawAny = false
        var overflow = false
        while true {
            if ahead.isEmpty {
                switch ahead.fill() {
                case .interrupted: continue
                case .end:
                    if !sawAny {
                        store.free(h)
                        return .endOfInput
                    }
                case .filled: break
                }
                if ahead.isEmpty { break }
            }
            sawAny = true
            let ended = ahead.takeLine { piece in
                guard !overflow else { return }
                store.update(h) { block in
                    let count = store.count(h)
                    guard count + piece.count <= block.count else {
                        overflow = true
                        return count
                    }
                    UnsafeMutableRawBufferPointer(rebasing: block[count..<(count + piece.count)]).copyMemory(
                        from: piece)
                    return count + piece.count
                }
            }
            if ended { break }
        }
        if overflow {
            store.free(h)
            return .tooLong(limit: limit)
        }
        // Drop a CR of a CRLF line ending.
        if store.count(h) > 0, store.withBytes(h, { $0[$0.count - 1] }) == 0x0D { store.removeLast(1, from: h) }
        return .line(h)
    }
}

/// Bytes read from a descriptor and not yet taken, in a locked store of their own; every
/// byte is zeroed as soon as it has been taken.
final class ReadAhead {
    private let fd: Int32
    private let store: SecretStore
    private let buffer: SecretHandle
    private var start = 0
    private var end = 0
    static let blockSize = 64 << 10

    enum Fill { case filled, end, interrupted }

    init(fd: Int32) throws(SecretStoreError) {
        self.fd = fd
        store = try SecretStore(capacity: ReadAhead.blockSize)
        buffer = try store.allocate(capacity: ReadAhead.blockSize)
    }

    var isEmpty: Bool { start == end }

    /// Reads the next block (only when empty).
    func fill() -> Fill {
        var outcome = Native.ReadOutcome.failed
        store.update(buffer) { block in
            outcome = Native.read(fd, into: block)
            return 0
        }
        switch outcome {
        case .interrupted: return .interrupted
        case .failed: return .end
        case .endOfFile:
            start = 0
            end = 0
            return .end
        case .bytes(let n):
            start = 0
            end = n
            return .filled
        }
    }

    /// Hands the bytes up to the next newline (or all there are) to `body`, zeroes them and
    /// the newline, and says whether the line ended.
    func takeLine(_ body: (UnsafeRawBufferPointer) -> Void) -> Bool {
        var ended = false
        store.update(buffer) { block in
            let available = UnsafeMutableRawBufferPointer(rebasing: block[start..<end])
            guard available.baseAddress != nil else { return 0 }
            let newline = Native.firstIndex(of: 0x0A, in: UnsafeRawBufferPointer(available)) ?? available.count
            body(UnsafeRawBufferPointer(rebasing: available[..<newline]))
            ended = newline < available.count
            let taken = ended ? newline + 1 : newline
            UnsafeMutableRawBufferPointer(rebasing: available[..<taken]).secureZero()
            start += taken
            return 0
        }
        return ended
    }
}
