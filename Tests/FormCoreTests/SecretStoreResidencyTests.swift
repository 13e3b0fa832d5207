import CFormNative
import Glibc
import Testing

@testable import FormCore

/// A store's region is locked page by page as it is first touched, not populated up front
/// (start-up no longer pays for megabytes no value uses), and is still locked, kept out of
/// dumps and wiped on fork; a wipe touches only the pages that were used.
@Suite struct SecretStoreResidencyTests {
    static let page = Int(sysconf(Int32(_SC_PAGESIZE)))

    /// How many pages of `region` are in memory (`mincore`), or nil if it cannot tell.
    static func residentPages(_ region: UnsafeRawBufferPointer) -> Int? {
        guard let base = region.baseAddress else { return 0 }
        var resident = [UInt8](repeating: 0, count: (region.count + page - 1) / page)
        guard mincore(UnsafeMutableRawPointer(mutating: base), region.count, &resident) == 0 else { return nil }
        return resident.filter { $0 & 1 != 0 }.count
    }

    /// The `VmFlags` line of the mapping that starts at `address`, from /proc/self/smaps.
    static func vmFlags(at address: UnsafeRawPointer) -> [Substring] {
        guard let file = fopen("/proc/self/smaps", "r") else { return [] }
        defer { fclose(file) }
        let start = String(UInt(bitPattern: address), radix: 16) + "-"
        var inMapping = false
        var line = [CChar](repeating: 0, count: 4096)
        while fgets(&line, Int32(line.count), file) != nil {
            let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if text.hasPrefix(start) { inMapping = true }
            if inMapping, text.hasPrefix("VmFlags:") {
                return text.dropFirst(8).split(separator: " ").map { $0.trimmingSuffix() }
            }
        }
        return []
    }

    @Test func aNewStoreHasNoPageInMemory() throws {
        let s = try SecretStore()
        #expect(s.withRawRegion { Self.residentPages($0) } == 0)
    }

    @Test func aStoredValueBringsInOnlyItsPage() throws {
        let s = try SecretStore()
        _ = try Array("4111 1111 1111 1111".utf8).withUnsafeBytes { try s.store($0) }
        #expect(s.withRawRegion { Self.residentPages($0) } == 1)
    }

    @Test func theRegionIsLockedOnFaultKeptOutOfDumpsAndWipedOnFork() throws {
        let s = try SecretStore()
        let flags = s.withRawRegion { r in r.baseAddress.map { Self.vmFlags(at: $0) } ?? [] }
        #expect(flags.contains("dd"))
        #expect(flags.contains("wf"))
        if getuid() == 0 {
            #expect(flags.contains("lo"))
            #expect(flags.contains("lf"))
        }
    }

    @Test func aWipeZeroesTheUsedPagesAndBringsInNoOther() throws {
        var region = fn_region()
        #expect(fn_region_map(64 * Self.page, &region) == 0)
        defer { fn_region_unmap(&region) }
        guard let base = region.base else {
            Issue.record("no region")
            return
        }
        let bytes = base.assumingMemoryBound(to: UInt8.self)
        bytes[3 * Self.page + 5] = 0x41
        bytes[40 * Self.page] = 0x42
        fn_region_wipe(base, region.size)
        #expect(Self.residentPages(UnsafeRawBufferPointer(start: base, count: region.size)) == 2)
        #expect(bytes[3 * Self.page + 5] == 0 && bytes[40 * Self.page] == 0)
    }
}

extension Substring {
    fileprivate func trimmingSuffix() -> Substring {
        var s = self
        while let last = s.last, last == "\n" || last == " " { s.removeLast() }
        return s
    }
}
