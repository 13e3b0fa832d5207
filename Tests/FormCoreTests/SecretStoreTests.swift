import Glibc
import Testing

@testable import FormCore

/// The secret store (docs/contract.md, "Secrets and memory" item 1): one fixed region, locked, excluded from dumps,
/// wiped on
/// fork; replacing, freeing and wiping zero the old bytes; a value that does not fit is
/// refused without losing anything else.
@Suite struct SecretStoreTests {
    func bytes(_ s: String) -> [UInt8] { Array(s.utf8) }

    func store(_ store: SecretStore, _ text: String) throws -> SecretHandle {
        try bytes(text).withUnsafeBytes { b in try store.store(b) }
    }

    func read(_ store: SecretStore, _ h: SecretHandle) -> String {
        store.withBytes(h) { String(decoding: $0, as: UTF8.self) }
    }

    func region(_ store: SecretStore, _ range: Range<Int>) -> [UInt8] {
        store.withRawRegion { Array($0[range]) }
    }

    @Test func theRegionIsLockedExcludedFromDumpsAndWipedOnFork() throws {
        let s = try SecretStore(capacity: 64 * 1024)
        #expect(s.isExcludedFromDumps)
        #expect(s.isWipedOnFork)
        if getuid() == 0 {
            #expect(s.isLocked)
            #expect(s.lockWarning == nil)
        } else {
            #expect(s.isLocked == (s.lockWarning == nil))
        }
    }

    @Test func theRegionIsFixedSizeInWholePages() throws {
        let s = try SecretStore(capacity: 10_000)
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        #expect(s.capacity >= 10_000)
        #expect(s.capacity % page == 0)
        #expect(s.withRawRegion { $0.count } == s.capacity)
    }

    @Test func freeZeroesTheOldBytes() throws {
        let s = try SecretStore(capacity: 64 * 1024)
        let before = try store(s, "before")
        let h = try store(s, "MARKER-free-4111111111111111")
        let after = try store(s, "after")
        let offset = s.offset(of: h)
        let range = offset..<(offset + 28)
        #expect(region(s, range) == bytes("MARKER-free-4111111111111111"), "control: the value is where the store says")
        s.free(h)
        #expect(region(s, range).allSatisfy { $0 == 0 })
        #expect(read(s, before) == "before")
        #expect(read(s, after) == "after")
    }

    @Test func replacingAValueInAFormStateZeroesTheOldBytes() throws {
        let session = try Session(loadScreen(textInput("v")))
        try session.type("v", "MARKER-old-value-0001")
        let places = session.store.withRawRegion { occurrences(of: Array("MARKER-old-value-0001".utf8), in: $0) }
        #expect(places.count == 1, "control")
        try session.type("v", "new")
        #expect(session.text("v") == "new")
        session.store.withRawRegion { region in
            #expect(occurrences(of: Array("MARKER-old-value-0001".utf8), in: region).isEmpty)
            #expect(occurrences(of: Array("new".utf8), in: region).count == 1)
            let p = places[0]
            #expect(region[(p + 3)..<(p + 21)].allSatisfy { $0 == 0 })
        }
    }

    @Test func updateToAShorterValueZeroesTheTail() throws {
        let s = try SecretStore(capacity: 64 * 1024)
        let h = try store(s, "0123456789")
        s.update(h) { buffer in
            buffer[0] = UInt8(ascii: "x")
            return 1
        }
        let o = s.offset(of: h)
        #expect(read(s, h) == "x")
        #expect(region(s, o..<(o + 10)) == [UInt8(ascii: "x")] + [UInt8](repeating: 0, count: 9))
    }

    @Test func removeLastZeroesTheRemovedBytes() throws {
        let s = try SecretStore(capacity: 64 * 1024)
        let h = try s.allocate(capacity: 8)
        for b in bytes("123456") { #expect(s.append(b, to: h)) }
        s.removeLast(2, from: h)
        let o = s.offset(of: h)
        #expect(read(s, h) == "1234")
        #expect(region(s, o..<(o + 6)) == bytes("1234") + [0, 0])
    }

    @Test func wipeZeroesTheWholeRegion() throws {
        let s = try SecretStore(capacity: 64 * 1024)
        for i in 0..<50 { _ = try store(s, "MARKER-wipe-\(i)-" + String(repeating: "x", count: i)) }
        #expect(s.withRawRegion { $0.contains { $0 != 0 } }, "control")
        s.wipe()
        #expect(s.withRawRegion { $0.allSatisfy { $0 == 0 } })
        #expect(s.bytesInUse == 0)
        let h = try store(s, "again")
        #expect(read(s, h) == "again")
    }

    @Test func aValueTooLargeForTheRegionIsFullAndNothingElseIsLost() throws {
        let s = try SecretStore(capacity: 4096)
        let kept = try store(s, "kept value")
        let big = [UInt8](repeating: 0x41, count: s.capacity)
        #expect(throws: SecretStoreError.full(requested: s.capacity, capacity: s.capacity)) {
            try big.withUnsafeBytes { b in try s.store(b) }
        }
        #expect(read(s, kept) == "kept value")
        let more = try store(s, "still room")
        #expect(read(s, more) == "still room")
        #expect(
            SecretStoreError.full(requested: 5000, capacity: 4096).description
                == "the value store is full: 5000 more bytes do not fit in 4 KiB")
    }

    @Test func aFullStoreRefusesATypedLineAndKeepsEveryValue() throws {
        let session = try Session(Repo.form("forms/delivery.json"), capacity: 4096)
        try session.type("delivery_type", "courier")
        try session.type("address", "Chilonzor 5")
        try session.type("comment", "eshik oldida")
        let before = try session.payload()
        let huge = String(repeating: "z", count: 8192)
        let result = session.typing("comment", huge)
        guard case .failure(.store(.full(let requested, _))) = result else {
            Issue.record("expected a full store, got \(result)")
            return
        }
        #expect(requested == 8192)
        #expect(session.text("comment") == "eshik oldida")
        #expect(session.text("address") == "Chilonzor 5")
        #expect(try session.payload() == before)
    }

    @Test func freedSpaceIsReused() throws {
        let s = try SecretStore(capacity: 4096)
        for _ in 0..<1000 {
            let h = try store(s, String(repeating: "v", count: 1000))
            s.free(h)
        }
        #expect(s.bytesInUse == 0)
        let a = try s.allocate(capacity: 4096)
        #expect(s.capacity(a) == 4096)
    }
}
