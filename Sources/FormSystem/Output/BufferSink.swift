import Synchronization

/// Collects output in memory (replay's sessions, tests), through the gate's masker. Only
/// the gate makes one (`OutputGate.capture()`).
public final class BufferSink: TextSink {
    /// What is written, shared with the sinks `masked(by:)` makes.
    private final class Bytes: Sendable {
        let value = Mutex<[UInt8]>([])
    }

    private let bytes: Bytes
    private let masker: any OutputMasker

    init(masker: any OutputMasker) {
        self.masker = masker
        bytes = Bytes()
    }

    private init(masker: any OutputMasker, sharing bytes: Bytes) {
        self.masker = masker
        self.bytes = bytes
    }

    /// A sink that writes into the same memory through another masker.
    func masked(by other: any OutputMasker) -> BufferSink { BufferSink(masker: other, sharing: bytes) }

    public func write(_ text: String) {
        var t = text
        t.withUTF8 { write(bytes: UnsafeRawBufferPointer($0)) }
    }

    public func write(bytes b: UnsafeRawBufferPointer) {
        masker.mask(b) { masked in bytes.value.withLock { $0.append(contentsOf: masked) } }
    }

    public func flush() {}

    /// Everything written so far.
    public var text: String { bytes.value.withLock { String(decoding: $0, as: UTF8.self) } }
}
