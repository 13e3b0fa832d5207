import FormShell

/// Passes output through and records it (terminal-only frames such as the spinner's are not recorded).
final class RecordingSink: ShellSink {
    private let inner: any ShellSink
    private let recorder: Recorder

    init(_ inner: any ShellSink, recorder: Recorder) {
        self.inner = inner
        self.recorder = recorder
    }

    func text(_ s: String) {
        inner.text(s)
        if !s.hasPrefix("\r") { recorder.output(s) }
    }

    /// Values written from the store go into the transcript too: it is a file of what was shown.
    func bytes(_ b: UnsafeRawBufferPointer) {
        inner.bytes(b)
        recorder.output(String(decoding: b, as: UTF8.self))
    }
    func flush() { inner.flush() }
}
