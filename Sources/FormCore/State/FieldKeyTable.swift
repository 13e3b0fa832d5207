import Glibc

/// The fields of a form by stateKey, looked up from UTF-8 bytes without making a
/// String: `check` and the mock read payload keys in place. Open addressing over one
/// array of slots; the keys' bytes are kept together in one buffer. Built once at load.
public struct FieldKeyTable: Sendable {
    /// Every key's UTF-8 bytes, one after another.
    private let bytes: [UInt8]
    /// Where field i's key starts in `bytes`; field i's key ends where field i+1's starts.
    private let starts: [Int]
    /// Field index + 1 per slot, 0 for an empty slot; the count is a power of two.
    private let slots: [Int32]

    init(keys: [String]) {
        var bytes: [UInt8] = []
        var starts: [Int] = []
        starts.reserveCapacity(keys.count + 1)
        for k in keys {
            starts.append(bytes.count)
            bytes.append(contentsOf: k.utf8)
        }
        starts.append(bytes.count)
        var size = 8
        while size < keys.count * 2 { size *= 2 }
        var slots = [Int32](repeating: 0, count: size)
        bytes.withUnsafeBytes { all in
            for i in keys.indices {
                let key = UnsafeRawBufferPointer(rebasing: all[starts[i]..<starts[i + 1]])
                var s = FieldKeyTable.hash(key) & (size - 1)
                while true {
                    let taken = Int(slots[s]) - 1
                    if taken < 0 { slots[s] = Int32(i + 1); break }
                    // A repeated stateKey keeps its last field, as a dictionary would.
                    if FieldKeyTable.same(key, UnsafeRawBufferPointer(rebasing: all[starts[taken]..<starts[taken + 1]])) {
                        slots[s] = Int32(i + 1)
                        break
                    }
                    s = (s + 1) & (size - 1)
                }
            }
        }
        self.bytes = bytes
        self.starts = starts
        self.slots = slots
    }

    /// The index of the field whose key is exactly these bytes.
    public func index(of key: UnsafeRawBufferPointer) -> Int? {
        let mask = slots.count - 1
        return slots.withUnsafeBufferPointer { slots in
            bytes.withUnsafeBytes { all in
                var s = FieldKeyTable.hash(key) & mask
                while true {
                    let i = Int(slots[s]) - 1
                    if i < 0 { return nil }
                    if FieldKeyTable.same(key, UnsafeRawBufferPointer(rebasing: all[starts[i]..<starts[i + 1]])) { return i }
                    s = (s + 1) & mask
                }
            }
        }
    }

    /// The index of the field with this key.
    public func index(of key: String) -> Int? {
        var k = key
        return k.withUTF8 { index(of: UnsafeRawBufferPointer($0)) }
    }

    /// FNV-1a, 64-bit.
    @inline(__always)
    private static func hash(_ key: UnsafeRawBufferPointer) -> Int {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in key { h = (h ^ UInt64(b)) &* 0x100_0000_01b3 }
        return Int(truncatingIfNeeded: h ^ (h >> 29))
    }

    @inline(__always)
    private static func same(_ a: UnsafeRawBufferPointer, _ b: UnsafeRawBufferPointer) -> Bool {
        guard a.count == b.count else { return false }
        guard let p = a.baseAddress, let q = b.baseAddress else { return true }
        return memcmp(p, q, a.count) == 0
    }
}
