import Foundation
import TestSupport
import Testing

@testable import FormSystem

@Suite struct FileSystemTests {
    /// A fresh folder under the temporary directory, removed after `body`.
    func inFolder(_ body: (String) throws -> Void) throws {
        let folder = try TemporaryFolder("formsystem")
        try body(folder.path)
    }

    @Test func writeReplacesAFileAndContentsReadsItBack() throws {
        try inFolder { folder in
            let file = folder + "/a.t"
            #expect(FileSystem.contents(file) == nil)
            #expect(FileSystem.kind(file) == nil)
            try FileSystem.write("first\n".utf8, to: file)
            try FileSystem.write("second\n".utf8, to: file)
            #expect(FileSystem.contents(file) == Array("second\n".utf8))
            #expect(FileSystem.kind(file) == .file)
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["a.t"])
            let mode = try #require(FileManager.default.attributesOfItem(atPath: file)[.posixPermissions] as? Int)
            let mask = umask(0)
            umask(mask)
            #expect(mode == 0o666 & ~Int(mask))
        }
    }

    @Test func readSaysWhyThereIsNoContent() throws {
        try inFolder { folder in
            #expect(FileSystem.read(folder + "/none") == .failure(.missing))
            #expect(FileSystem.read(folder) == .failure(.directory))
            try FileSystem.write("x".utf8, to: folder + "/locked")
            chmod(folder + "/locked", 0)
            // root reads a file whatever its mode; anyone else is refused.
            #expect(
                FileSystem.read(folder + "/locked")
                    == (getuid() == 0 ? .success(Array("x".utf8)) : .failure(.unreadable)))
            #expect(FileSystem.read(folder + "/locked/inner") == .failure(.missing))
        }
    }

    @Test func aLargeFileIsReadWhole() throws {
        try inFolder { folder in
            let bytes = (0..<300_000).map { UInt8(truncatingIfNeeded: $0 &* 7) }
            try FileSystem.write(bytes, to: folder + "/big")
            #expect(FileSystem.contents(folder + "/big") == bytes)
        }
    }

    @Test func aFileWhoseSizeIsNotKnownIsReadWhole() throws {
        // procfs files say they are empty until read.
        let status = try #require(FileSystem.contents("/proc/self/status"))
        #expect(status.count > 100)
        #expect(String(decoding: status, as: UTF8.self).hasPrefix("Name:"))
    }

    @Test func writingIntoAMissingFolderSaysWhy() throws {
        try inFolder { folder in
            #expect(throws: SystemError(code: ENOENT)) { try FileSystem.write([1], to: folder + "/none/a") }
            #expect(SystemError(code: ENOENT).description == "No such file or directory")
            #expect(throws: SystemError(code: ENOENT)) { try FileSystem.remove(folder + "/none") }
        }
    }

    @Test func aFolderIsNoFileToRead() throws {
        try inFolder { folder in
            #expect(FileSystem.kind(folder) == .directory)
            #expect(FileSystem.isDirectory(folder))
            #expect(FileSystem.contents(folder) == nil)
        }
    }

    @Test func listingMatchesFileManager() throws {
        try inFolder { folder in
            try FileManager.default.createDirectory(atPath: folder + "/sub/deeper", withIntermediateDirectories: true)
            for name in ["a.t", ".hidden.t", "sub/b.t", "sub/deeper/c.t", "sub/deeper/d.json"] {
                try FileSystem.write([], to: folder + "/" + name)
            }
            let names = try #require(FileSystem.names(inDirectory: folder))
            #expect(names.sorted() == (try FileManager.default.contentsOfDirectory(atPath: folder)).sorted())
            let below = try #require(FileSystem.pathsBelow(folder))
            let enumerated = try #require(FileManager.default.enumerator(atPath: folder)).compactMap { $0 as? String }
            #expect(below.sorted() == enumerated.sorted())
            #expect(FileSystem.names(inDirectory: folder + "/none") == nil)
            #expect(FileSystem.pathsBelow(folder + "/none") == nil)
        }
    }

    @Test func removeRemoves() throws {
        try inFolder { folder in
            try FileSystem.write([1, 2], to: folder + "/x")
            try FileSystem.remove(folder + "/x")
            #expect(!FileSystem.exists(folder + "/x"))
        }
    }
}

/// Every file write lands whole or fails (issue 31, item 11).
@Suite struct AtomicWriteTests {
    @Test func aWriteThatCannotLandThrowsAndLeavesNoTemporaryFile() throws {
        let temporary = try TemporaryFolder("formsh-atomic")
        let folder = temporary.path
        let path = folder + "/t.t"
        try FileSystem.write(Array("old · eski ✓\n".utf8), to: path)
        // A folder in place of the file: the rename fails, and nothing else is left behind.
        let blocked = folder + "/blocked"
        try FileManager.default.createDirectory(atPath: blocked + "/inside", withIntermediateDirectories: true)
        #expect(throws: SystemError.self) { try FileSystem.write(Array("new".utf8), to: blocked) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["blocked", "t.t"])
        #expect(FileSystem.contents(path) == Array("old · eski ✓\n".utf8))
    }
}
