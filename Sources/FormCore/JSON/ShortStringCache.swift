/// A small direct-mapped cache of short strings by their UTF-8 bytes, for `JSONParser`
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

    /// The string of `bytes` (at most `maxLength` of them).
    mutating func string(_ bytes: UnsafeRawBufferPointer) -> String {
        var words: (UInt64, UInt64) = (0, 0)
        withUnsafeMutableBytes(of: &words) { $0.copyMemory(from: bytes) }
        let (low, high) = words
        var hash = (low ^ (high &* 0x9E37_79B9_7F4A_7C15)) &* 0xFF51_AFD7_ED55_8CCD
        hash ^= UInt64(bytes.count)
        let index = Int(truncatingIfNeeded: hash >> 56) & (ShortStringCache.slotCount - 1)
        if slots[index].length == bytes.count && slots[index].low == low && slots[index].high == high {
            return slots[index].string
        }
        let string = String(decoding: bytes, as: UTF8.self)
        slots[index] = Slot(low: low, high: high, length: bytes.count, string: string)
        return string
    }
}
