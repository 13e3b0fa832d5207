import FormCore
import FormShell
import FormSystem

/// Passes output through and records it (terminal-only frames such as the spinner's are not
/// recorded), masked as the output gate shows it (docs/contract.md, "Submission"), so that the transcript expects
/// what a replay of it will show.
final class RecordingSink: TextSink, @unchecked Sendable {
    private let inner: any TextSink
    private let recorder: Recorder
    private let masker: SecretMasker?

    init(_ inner: any TextSink, recorder: Recorder, masker: SecretMasker?) {
        self.inner = inner
        self.recorder = recorder
        self.masker = masker
    }

    func write(_ s: String) {
        inner.write(s)
        if !s.hasPrefix("\r") { recorder.output(masker?.masked(s) ?? s) }
    }

    /// Values written from the store go into the transcript too: it is a file of what was shown.
    func write(bytes b: UnsafeRawBufferPointer) {
        inner.write(bytes: b)
        recorder.output(masker?.maskedText(b) ?? String(decoding: b, as: UTF8.self))
    }
    func flush() { inner.flush() }
}
