import TestSupport
import Testing

@testable import FormSystem

@Suite struct FileCacheTests {
    private struct Refused: Error {}

    @Test func aFileIsLoadedOnceWhileItIsTheSame() throws {
        let folder = try TemporaryFolder("filecache")
        let path = try folder.write("a.json", "one")
        let cache = FileCache<String>()
        var loads = 0
        let load = { () -> String in
            loads += 1
            return String(decoding: FileSystem.contents(path) ?? [], as: UTF8.self)
        }
        #expect(cache.value("a", file: path, load: load) == "one")
        #expect(cache.value("a", file: path, load: load) == "one")
        #expect(loads == 1)
        // Another key for the same file is loaded on its own (other load options).
        #expect(cache.value("a,other", file: path, load: load) == "one")
        #expect(loads == 2)
        _ = try folder.write("a.json", "changed")
        #expect(cache.value("a", file: path, load: load) == "changed")
        #expect(loads == 3)
    }

    @Test func aMissingFileOrAFailedLoadKeepsNothing() throws {
        let folder = try TemporaryFolder("filecache")
        let cache = FileCache<Int>()
        var loads = 0
        for _ in 0..<2 {
            _ = cache.value("m", file: folder.file("missing")) { () -> Int in
                loads += 1
                return loads
            }
        }
        #expect(loads == 2)
        let path = try folder.write("b", "x")
        #expect(throws: Refused.self) {
            try cache.value("b", file: path) { () throws(Refused) -> Int in throw Refused() }
        }
        #expect(cache.value("b", file: path) { 7 } == 7)
    }
}
