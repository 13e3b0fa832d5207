import Foundation
import TestSupport
import Testing

@testable import FormSystem

/// `FileSystem.writeProblem`, the check `record -o`, `--junit` and `--scenario-out` run
/// before any work (docs/contract.md, "Command line").
@Suite struct WriteProblemTests {
    @Test func aNewFileOrAFileToReplaceInAFolderIsFine() throws {
        let folder = try TemporaryFolder("formsystem-write")
        #expect(FileSystem.writeProblem(folder.file("new.t")) == nil)
        #expect(FileSystem.writeProblem(try folder.write("old.t", "x")) == nil)
    }

    @Test func aFolderOrAMissingFolderIsAProblem() throws {
        let folder = try TemporaryFolder("formsystem-write")
        #expect(FileSystem.writeProblem(folder.path) == .isFolder)
        #expect(FileSystem.writeProblem(folder.file("missing/x.t")) == .noFolder)
        #expect(FileSystem.writeProblem(try folder.write("file", "x") + "/x.t") == .noFolder)
    }

    /// Permissions bind everyone but root, who writes anyway.
    @Test func whatCannotBeWrittenIsAProblemBelowRoot() throws {
        let folder = try TemporaryFolder("formsystem-write")
        let file = try folder.write("locked.t", "x")
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: file)
        let closed = folder.file("closed")
        try FileManager.default.createDirectory(atPath: closed, withIntermediateDirectories: false)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: closed)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: closed) }
        let root = getuid() == 0
        #expect(FileSystem.writeProblem(file) == (root ? nil : .notReplaceable))
        #expect(FileSystem.writeProblem(closed + "/x.t") == (root ? nil : .folderNotWritable))
    }
}
