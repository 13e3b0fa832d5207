import FormShell
import FormSystem

/// The shell's output on a command's stdout.
final class TextShellSink: ShellSink {
    let sink: any TextSink
    init(_ sink: any TextSink) { self.sink = sink }
    func text(_ s: String) { sink.write(s) }
    func bytes(_ b: UnsafeRawBufferPointer) { sink.write(bytes: b) }
    func flush() { sink.flush() }
}
