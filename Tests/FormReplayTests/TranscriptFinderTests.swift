import Foundation
import Testing

@testable import FormReplay

@Suite struct TranscriptFinderTests {
    @Test func expandsDirectoriesSortsAndDeduplicates() throws {
        let ws = try Workspace()
        try FileManager.default.createDirectory(atPath: ws.file("ts/sub"), withIntermediateDirectories: true)
        for name in ["ts/b.t", "ts/a.t", "ts/sub/c.t", "ts/notes.md", "ts/b.t.actual", "other.txt"] {
            try ws.write(name, "x")
        }
        let entries = try TranscriptFinder.find(["ts", "ts/a.t", "other.txt"]) {
            (ws.path as NSString).appendingPathComponent($0)
        }
        #expect(entries.map(\.path) == ["other.txt", "ts/a.t", "ts/b.t", "ts/sub/c.t"])
        #expect(entries.map(\.filePath) == ["other.txt", "ts/a.t", "ts/b.t", "ts/sub/c.t"].map(ws.file))
    }

    @Test func missingPathAndEmptyDirectory() throws {
        let ws = try Workspace()
        try FileManager.default.createDirectory(atPath: ws.file("empty"), withIntermediateDirectories: true)
        let resolve = { (ws.path as NSString).appendingPathComponent($0) }
        #expect(throws: TranscriptError.notFound(path: "nope.t", reason: "no such file or directory")) {
            try TranscriptFinder.find(["nope.t"], resolve: resolve)
        }
        #expect(throws: TranscriptError.notFound(path: "empty/", reason: "no transcripts (*.t) in this directory")) {
            try TranscriptFinder.find(["empty/"], resolve: resolve)
        }
    }
}
