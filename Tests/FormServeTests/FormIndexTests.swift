import Foundation
import TestSupport
import Testing

@testable import FormServe

/// The forms index is reused across servers of one folder until a file or folder changes.
@Suite struct FormIndexTests {
    static func screen(_ id: String, endpoint: String) -> String {
        #"{"screenId": "\#(id)", "version": "1.0.0", "submit": {"endpoint": "\#(endpoint)"}, "components": []}"#
    }

    @Test func reusedUntilAFileOrFolderChanges() throws {
        let folder = try TemporaryFolder("formsh-index")
        let dir = folder.path
        try FileManager.default.createDirectory(atPath: dir + "/sub", withIntermediateDirectories: true)
        try Self.screen("a", endpoint: "/a").write(toFile: dir + "/a.json", atomically: false, encoding: .utf8)
        #expect(FormIndex(directory: dir).form(method: "POST", path: "/a")?.file == "a.json")
        #expect(FormIndex(directory: dir).form(method: "POST", path: "/a")?.file == "a.json")
        // Rewritten in place, longer: its size changes.
        try Self.screen("a", endpoint: "/a2").write(toFile: dir + "/a.json", atomically: false, encoding: .utf8)
        #expect(FormIndex(directory: dir).form(method: "POST", path: "/a") == nil)
        #expect(FormIndex(directory: dir).form(method: "POST", path: "/a2")?.file == "a.json")
        // A new file in a sub-folder: the sub-folder's time changes.
        try Self.screen("b", endpoint: "/b").write(toFile: dir + "/sub/b.json", atomically: false, encoding: .utf8)
        #expect(FormIndex(directory: dir).form(method: "POST", path: "/b")?.file == "sub/b.json")
        try FileManager.default.removeItem(atPath: dir + "/sub/b.json")
        #expect(FormIndex(directory: dir).form(method: "POST", path: "/b") == nil)
    }
}
