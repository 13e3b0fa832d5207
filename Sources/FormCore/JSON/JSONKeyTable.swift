/// The distinct keys of one JSON document, each numbered once, so that a `JSONTape`
/// holds a key as its number and a reader finds a member by comparing numbers. Keys are
/// looked up by their UTF-8 bytes (an escaped key by its decoded text), in an open
/// addressing table over one buffer of key bytes.
struct JSONKeyTable {
    /// Key number + 1 per slot, 0 for an empty slot; the count is a power of two.
    private var slots = [Int32](repeating: 0, count: 64)
    /// Every key's bytes, one after another.
    private var bytes: [UInt8] = []
    /// Where key n starts in `bytes`; it ends where key n + 1 starts.
    private var starts: [Int] = [0]

    /// How many distinct keys there are.
    var count: Int { starts.count - 1 }

    /// The number of `key`, numbering it if it is new.
    mutating func intern(_ key: UnsafeRawBufferPointer) -> Int32 {
        let (slot, found) = probe(key)
        if let found { return found }
        let n = Int32(count)
        bytes.append(contentsOf: key)
        starts.append(bytes.count)
        slots[slot] = n &+ 1
        if count * 2 > slots.count { grow() }
        return n
    }

    /// The number of `key`, or -1 when the document has no such key.
    func find(_ key: UnsafeRawBufferPointer) -> Int32 { probe(key).found ?? -1 }

    /// The slot that holds `key`, or the empty slot where it would go.
    private func probe(_ key: UnsafeRawBufferPointer) -> (slot: Int, found: Int32?) {
        let mask = slots.count - 1
        var s = JSONKeyTable.hash(key) & mask
        while true {
            let n = Int(slots[s]) - 1
            if n < 0 { return (s, nil) }
            if starts[n + 1] - starts[n] == key.count && same(key, from: starts[n]) { return (s, Int32(n)) }
            s = (s + 1) & mask
        }
    }

    private func same(_ key: UnsafeRawBufferPointer, from start: Int) -> Bool {
        var j = 0
        while j < key.count {
            if key[j] != bytes[start + j] { return false }
            j += 1
        }
        return true
    }

    private mutating func grow() {
        slots = [Int32](repeating: 0, count: slots.count * 2)
        let mask = slots.count - 1
        for n in 0..<count {
            let key = bytes[starts[n]..<starts[n + 1]]
            var s = key.withUnsafeBytes { JSONKeyTable.hash($0) } & mask
            while slots[s] != 0 { s = (s + 1) & mask }
            slots[s] = Int32(n + 1)
        }
    }

    /// FNV-1a, 64-bit, folded.
    private static func hash(_ key: UnsafeRawBufferPointer) -> Int {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in key { h = (h ^ UInt64(b)) &* 0x100_0000_01b3 }
        return Int(truncatingIfNeeded: h ^ (h >> 29))
    }
}
