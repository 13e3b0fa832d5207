/// A text output stream. Every sink is made by the `OutputGate` (standard output and
/// error, an in-memory capture), so every byte written to one passes through its masker.
public protocol TextSink: AnyObject, Sendable {
    func write(_ text: String)
    /// Writes raw bytes (a masked echo, a secure prompt); no String is made of them.
    func write(bytes: UnsafeRawBufferPointer)
    func flush()
}

extension TextSink {
    public func line(_ text: String = "") { write(text + "\n") }
}
