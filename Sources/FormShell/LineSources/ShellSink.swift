/// Where the shell writes. A terminal, a pipe, or a buffer for replay.
public protocol ShellSink: AnyObject {
    func text(_ s: String)
    /// Raw bytes (a masked echo); no `String` is made of them.
    func bytes(_ b: UnsafeRawBufferPointer)
    func flush()
}
