/// Writes straight to a file descriptor (standard output or error), unbuffered, through
/// the gate's masker. Only the gate makes one.
final class FileDescriptorSink: TextSink {
    let fd: Int32
    private let masker: any OutputMasker

    init(fd: Int32, masker: any OutputMasker) {
        self.fd = fd
        self.masker = masker
    }

    func write(_ text: String) {
        var t = text
        t.withUTF8 { write(bytes: UnsafeRawBufferPointer($0)) }
    }

    func write(bytes: UnsafeRawBufferPointer) {
        #if FORMSH_TEST_NO_GATE
            // The negative control (Tests/System/test-secrets-nogate-control.sh): standard output
            // bypasses the masker, and the leak tests must catch it.
            if fd == 1 {
                _ = FileSystem.writeAll(fd, bytes)
                return
            }
        #endif
        masker.mask(bytes) { _ = FileSystem.writeAll(fd, $0) }
    }

    func flush() {}
}
