import Testing

@testable import FormReplay

@Suite struct ShardTests {
    static let paths = (0..<23).map { "transcripts/t\($0).t" } + ["transcripts/Z.t", "a/ü.t", "a/b.t"]

    @Test(arguments: [1, 2, 3, 4, 7, 26, 30])
    func slicesAreDisjointAndCoverEverything(count: Int) {
        let slices = (1...count).map { Shard(index: $0, count: count).select(Self.paths) }
        let all = slices.flatMap { $0 }
        #expect(all.count == Self.paths.count)
        #expect(Set(all) == Set(Self.paths))
        let sizes = slices.map(\.count)
        #expect((sizes.max() ?? 0) - (sizes.min() ?? 0) <= 1)
    }

    @Test func selectionIgnoresTheOrderGiven() {
        let shard = Shard(index: 2, count: 3)
        #expect(shard.select(Self.paths) == shard.select(Self.paths.reversed()))
        #expect(shard.select(["c", "a", "e", "b", "d", "f"]) == ["b", "e"])
    }

    @Test func byteOrder() {
        #expect(Shard.sorted(["b", "B", "a", "ä", "A"]) == ["A", "B", "a", "b", "ä"])
    }

    @Test(arguments: ["1/1", "2/3", "3/3", "10/12"])
    func parses(text: String) {
        #expect(Shard(text)?.description == text)
    }

    @Test(arguments: ["0/3", "4/3", "1/0", "1", "1/", "/2", "a/b", "1/2/3", "-1/2", "+1/2", " 1/2", "１/２"])
    func refuses(text: String) {
        #expect(Shard(text) == nil)
    }
}
