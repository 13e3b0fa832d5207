import FormSystem

/// The shell's output on a sink made by the output gate (a command's stdout or stderr).
public final class TextShellSink: ShellSink {
    let sink: any TextSink
    public init(_ sink: any TextSink) { self.sink = sink }
    public func text(_ s: String) { sink.write(s) }
    public func bytes(_ b: UnsafeRawBufferPointer) { sink.write(bytes: b) }
    public func flush() { sink.flush() }
}
