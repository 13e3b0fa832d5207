import CFormNative
import Glibc

/// The one file of FormCore that calls C: formsh's own functions (`CFormNative`: the
/// locked region, zeroing, ICU) and the C library. Typed Swift wrappers, so that no other
/// file imports `Glibc` or `CFormNative` and no C type leaves this file.
enum Native {
    // MARK: memory

    /// Zeroes `count` bytes (`explicit_bzero`, never optimised away).
    static func secureZero(_ start: UnsafeMutableRawPointer?, _ count: Int) { fn_secure_zero(start, count) }

    /// Whether `count` bytes at `a` and at `b` are equal (`memcmp`).
    static func bytesEqual(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, count: Int) -> Bool {
        memcmp(a, b, count) == 0
    }

    /// The calling thread (`pthread_self`), to tell a session's writes from another's.
    static func currentThread() -> UInt { UInt(pthread_self()) }

    /// The C library's words for an `errno` value (`strerror`).
    static func errorText(_ code: Int32) -> String { String(cString: strerror(code)) }

    // MARK: the locked region

    /// A region of memory mapped between two guard pages (`fn_region_map`).
    struct Region {
        fileprivate var raw: fn_region

        /// The first usable byte; nil once unmapped.
        var base: UnsafeMutableRawPointer? { raw.base }
        /// Usable bytes, a multiple of the page size.
        var size: Int { raw.size }
        /// Whether `mlock` took effect, and if not, its `errno`.
        var isLocked: Bool { raw.locked != 0 }
        var lockError: Int32 { raw.lock_errno }
        /// Whether `MADV_DONTDUMP` and `MADV_WIPEONFORK` took effect.
        var isExcludedFromDumps: Bool { raw.dontdump != 0 }
        var isWipedOnFork: Bool { raw.wipeonfork != 0 }
    }

    /// Maps `size` bytes (rounded up to pages), locked where the kernel allows.
    /// - Throws: `SecretStoreError.mapFailed` with the `errno` of a refused mapping.
    static func mapRegion(size: Int) throws(SecretStoreError) -> Region {
        var raw = fn_region()
        let code = fn_region_map(size, &raw)
        guard code == 0 else { throw .mapFailed(errno: code) }
        return Region(raw: raw)
    }

    /// Zeroes and unmaps the region (its `base` becomes nil).
    static func unmap(_ region: inout Region) { fn_region_unmap(&region.raw) }

    /// Registers the region for the fatal-signal wipe; false when every slot is taken.
    static func registerForWipe(_ region: Region) -> Bool { fn_region_register(region.raw.base, region.raw.size) != 0 }

    static func unregisterForWipe(_ region: Region) { fn_region_unregister(region.raw.base) }

    // MARK: ICU

    /// Compiles an ICU pattern: the regex handle (free it with `freeRegex`), or the
    /// UTF-16 offset of the error and ICU's name for it.
    static func compileRegex(_ pattern: String) -> Result<OpaquePointer, PatternError> {
        var p = pattern
        var offset: Int32 = -1
        var code: Int32 = 0
        let regex = p.withUTF8 { fn_regex_compile($0.baseAddress, $0.count, &offset, &code) }
        guard let regex else {
            return .failure(
                PatternError(offset: Int(max(offset, 0)), icuError: String(cString: fn_icu_error_name(code))))
        }
        return .success(regex)
    }

    /// A matcher of its own for a compiled pattern (cheap: the pattern is shared); nil
    /// when out of memory.
    static func cloneRegex(_ regex: OpaquePointer) -> OpaquePointer? { fn_regex_clone(regex) }

    static func freeRegex(_ regex: OpaquePointer?) { fn_regex_free(regex) }

    /// Whole match of UTF-16 text, giving up after `timeLimit` match-engine steps.
    static func regexMatches(
        _ regex: OpaquePointer, _ text: UnsafePointer<UInt16>, count: Int32,
        timeLimit: Int32
    ) -> CompiledPattern.Match {
        switch fn_regex_matches(regex, text, count, timeLimit) {
        case 1: return .yes
        case 0: return .no
        case -1: return .timeout
        default: return .error
        }
    }

    /// Converts UTF-8 into `capacity` UTF-16 units at `utf16`: the units written, or nil
    /// when the bytes are not UTF-8 or do not fit.
    static func utf8ToUTF16(_ bytes: UnsafeRawBufferPointer, into utf16: UnsafeMutablePointer<UInt16>, capacity: Int32)
        -> Int32?
    {
        let n = fn_utf8_to_utf16(bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), bytes.count, utf16, capacity)
        return n >= 0 ? n : nil
    }

    /// What counting grapheme clusters in UTF-8 found.
    enum GraphemeCount {
        case counted(Int)
        /// ICU must count a run: call again with scratch room for the text as UTF-16.
        case needsScratch
        /// Not UTF-8, or ICU failed.
        case failed
    }

    /// Extended grapheme clusters in UTF-8 text, read in place (CFormNative/grapheme.c):
    /// from a table where every scalar is a cluster of its own, through ICU elsewhere.
    static func graphemeCount(_ bytes: UnsafeRawBufferPointer, scratch: UnsafeMutableBufferPointer<UInt16>?)
        -> GraphemeCount
    {
        let n = fn_grapheme_count_utf8(
            bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), bytes.count,
            scratch?.baseAddress, scratch?.count ?? 0)
        if n >= 0 { return .counted(Int(n)) }
        return n == Int64(FN_GRAPHEME_NEEDS_SCRATCH) ? .needsScratch : .failed
    }
}
