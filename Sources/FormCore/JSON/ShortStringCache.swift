/// A small cache of short strings by their UTF-8 bytes, for `JSONParser`
/// to read keys with: a schema repeats a few dozen keys (`id`, `type`, `props`, …)
/// thousands of times, and looking one up here is cheaper than checking and copying its
/// bytes into a new `String`. The bytes must be valid UTF-8 (the scanner has checked them).
struct ShortStringCache {
    /// The longest string cached, in bytes.
    static let maxLength = 16
    private static let slotCount = 256

    private struct Slot {
        var low: UInt64 = 0
        var high: UInt64 = 0
        var length = -1
        var string = ""
    }

    private var slots = [Slot](repeating: Slot(), count: ShortStringCache.slotCount)
    /// How many strings were made rather than found (for tests).
    private(set) var misses = 0

    /// The string of `bytes` (at most `maxLength` of them). With `padded`, `maxLength`
    /// bytes can be read from the first of `bytes` (those after `bytes` are not used):
    /// they are read as two words, without a copy.
    mutating func string(_ bytes: UnsafeRawBufferPointer, padded: Bool = false) -> String {
        let low: UInt64
        let high: UInt64
        if padded, let start = bytes.baseAddress {
            // A shift by 64 gives 0, so `mask(8)` is all ones.
            func mask(_ count: Int) -> UInt64 { (1 << (UInt64(count) &* 8)) &- 1 }
            let n = bytes.count
            low = UInt64(littleEndian: start.loadUnaligned(as: UInt64.self)) & mask(min(n, 8))
            high =
                n > 8 ? UInt64(littleEndian: start.loadUnaligned(fromByteOffset: 8, as: UInt64.self)) & mask(n &- 8) : 0
        } else {
            var words: (UInt64, UInt64) = (0, 0)
            withUnsafeMutableBytes(of: &words) { $0.copyMemory(from: bytes) }
            (low, high) = words
        }
        let hash = (low ^ (high &* 0x9E37_79B9_7F4A_7C15)) &* 0xFF51_AFD7_ED55_8CCD
        // Two slots a hash: two keys of one hash that come in turn (`props` and `rule`
        // in every field) both stay, the one read last in the first slot.
        let first = Int(truncatingIfNeeded: hash >> 56) & (ShortStringCache.slotCount - 2)
        let n = bytes.count
        if slots[first].length == n && slots[first].low == low && slots[first].high == high {
            return slots[first].string
        }
        if slots[first + 1].length == n && slots[first + 1].low == low && slots[first + 1].high == high {
            return slots[first + 1].string
        }
        misses += 1
        let string = String(decoding: bytes, as: UTF8.self)
        slots[first + 1] = slots[first]
        slots[first] = Slot(low: low, high: high, length: n, string: string)
        return string
    }
}
