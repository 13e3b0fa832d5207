import Synchronization

/// Collects output in memory (replay's sessions, tests), through the gate's masker. Only
/// the gate makes one (`OutputGate.capture()`).
public final class BufferSink: TextSink {
    private let bytes = Mutex<[UInt8]>([])
    private let masker: any OutputMasker

    init(masker: any OutputMasker) { self.masker = masker }

    public func write(_ text: String) {
        var t = text
        t.withUTF8 { write(bytes: UnsafeRawBufferPointer($0)) }
    }

    public func write(bytes b: UnsafeRawBufferPointer) {
        masker.mask(b) { masked in bytes.withLock { $0.append(contentsOf: masked) } }
    }

    public func flush() {}

    /// Everything written so far.
    public var text: String { bytes.withLock { String(decoding: $0, as: UTF8.self) } }
}
