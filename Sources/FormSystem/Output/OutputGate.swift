/// The one way out of the process (docs/contract.md, "Submission", "One gate"): standard output and error, an
/// in-memory capture, and whole-file writes (transcripts, `.actual` files, JUnit reports,
/// scenarios, the failed-list) are all made here, and every byte written through them
/// passes through the gate's masker first. Nothing outside FormSystem can write to a
/// file descriptor or a file otherwise: `FileSystem.write` and the descriptor sink are
/// internal to this module.
public final class OutputGate: Sendable {
    public let masker: any OutputMasker
    /// The masker for what formsh generated itself as test data (`vectors`, `probe
    /// --dry-run`): secrets masked, card numbers left as they are (docs/contract.md, "Submission", item 3).
    public let testDataMasker: any OutputMasker

    public init(masker: any OutputMasker = IdentityMasker(), testDataMasker: (any OutputMasker)? = nil) {
        self.masker = masker
        self.testDataMasker = testDataMasker ?? masker
    }

    /// The process's standard output (file descriptor 1), unbuffered; with
    /// `generatedTestData`, masked as test data is (no card numbers).
    public func standardOutput(generatedTestData: Bool = false) -> any TextSink {
        FileDescriptorSink(fd: 1, masker: generatedTestData ? testDataMasker : masker)
    }

    /// Where `sink` writes (standard output, a capture), masked as generated test data is:
    /// for `vectors` and `probe`, whose payloads formsh built itself.
    public func testData(_ sink: any TextSink) -> any TextSink {
        switch sink {
        case let s as FileDescriptorSink: return FileDescriptorSink(fd: s.fd, masker: testDataMasker)
        case let s as BufferSink: return s.masked(by: testDataMasker)
        default: return sink
        }
    }

    /// The process's standard error (file descriptor 2), unbuffered.
    public func standardError() -> any TextSink { FileDescriptorSink(fd: 2, masker: masker) }

    /// A sink that keeps what is written in memory (replay's sessions, tests).
    public func capture() -> BufferSink { BufferSink(masker: masker) }

    /// Replaces the file at `path` with `text`, masked so that its structure survives,
    /// whole or not at all (`FileSystem.write`).
    /// - Throws: what the file system says; the file at `path` is then as it was.
    public func writeFile(_ text: String, to path: String, as structure: FileStructure = .text) throws(SystemError) {
        try writeFile(Array(text.utf8), to: path, as: structure)
    }

    /// Replaces the file at `path` with `bytes`, masked so that its structure survives,
    /// whole or not at all (`FileSystem.write`).
    /// - Throws: what the file system says; the file at `path` is then as it was.
    public func writeFile(_ bytes: [UInt8], to path: String, as structure: FileStructure = .text) throws(SystemError) {
        try FileSystem.write(StructuredMasking.masked(bytes, as: structure, by: masker), to: path)
    }
}
