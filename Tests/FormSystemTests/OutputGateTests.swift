import Foundation
import TestSupport
import Testing

@testable import FormSystem

/// A masker that upper-cases ASCII letters: output that passed through the gate's hook is
/// upper-case, output that went around it is not.
struct UppercaseMasker: OutputMasker {
    func mask(_ bytes: UnsafeRawBufferPointer, emit: (UnsafeRawBufferPointer) -> Void) {
        let upper = bytes.map { $0 >= 0x61 && $0 <= 0x7A ? $0 - 0x20 : $0 }
        upper.withUnsafeBytes(emit)
    }
}

/// A masker that hands its bytes over one at a time: sinks must take every piece.
struct ByteByByteMasker: OutputMasker {
    func mask(_ bytes: UnsafeRawBufferPointer, emit: (UnsafeRawBufferPointer) -> Void) {
        for i in bytes.indices { emit(UnsafeRawBufferPointer(rebasing: bytes[i..<(i + 1)])) }
    }
}

@Suite struct OutputGateTests {
    @Test func aCaptureSeesEveryByteThroughTheMasker() {
        let capture = OutputGate(masker: UppercaseMasker()).capture()
        let out: any TextSink = capture
        out.write("plain text, ")
        Array("raw bytes".utf8).withUnsafeBytes { out.write(bytes: $0) }
        out.line(" and a line")
        out.line()
        #expect(capture.text == "PLAIN TEXT, RAW BYTES AND A LINE\n\n")
    }

    @Test func aCaptureKeepsEveryPieceTheMaskerEmits() {
        let capture = OutputGate(masker: ByteByByteMasker()).capture()
        capture.write("Yetkazib berish · 3 fields\n")
        #expect(capture.text == "Yetkazib berish · 3 fields\n")
    }

    @Test func theIdentityMaskerChangesNothing() {
        let capture = OutputGate().capture()
        capture.write("ünïcödé ✓ {{env:X}}\n")
        #expect(capture.text == "ünïcödé ✓ {{env:X}}\n")
    }

    @Test func aFileIsWrittenThroughTheMasker() throws {
        let temporary = try TemporaryFolder("formsystem-gate")
        let folder = temporary.path
        let gate = OutputGate(masker: UppercaseMasker())
        try gate.writeFile("transcript text\n", to: folder + "/a.t")
        try gate.writeFile(Array("bytes".utf8), to: folder + "/b")
        #expect(FileSystem.contents(folder + "/a.t") == Array("TRANSCRIPT TEXT\n".utf8))
        #expect(FileSystem.contents(folder + "/b") == Array("BYTES".utf8))
        #expect(throws: SystemError(code: ENOENT)) { try gate.writeFile("x", to: folder + "/none/c") }
    }

    /// The descriptor sink behind standard output and error writes through the masker
    /// (here to a pipe: the test's own standard output is left alone).
    @Test func aDescriptorSinkWritesThroughTheMasker() throws {
        let pipe = Pipe()
        let sink = FileDescriptorSink(fd: pipe.fileHandleForWriting.fileDescriptor, masker: UppercaseMasker())
        sink.write("to a descriptor, ")
        Array("bytes too\n".utf8).withUnsafeBytes { sink.write(bytes: $0) }
        try pipe.fileHandleForWriting.close()
        let read = pipe.fileHandleForReading.readDataToEndOfFile()
        #expect(String(decoding: read, as: UTF8.self) == "TO A DESCRIPTOR, BYTES TOO\n")
    }
}
