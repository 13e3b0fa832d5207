/// The fields of a form by stateKey, looked up from UTF-8 bytes without making a
/// String: `check` and the mock read payload keys in place. Open addressing over one
/// array of slots; the keys' bytes are kept together in one buffer. Built once at load
/// and never changed (hence `@unchecked Sendable`); its memory is its own, so a lookup
/// costs no reference counting. Payloads usually give their keys in schema order, so
/// `isKey(of:_:)` lets a reader try the field it expects with one comparison before it
/// hashes.
public final class FieldKeyTable: @unchecked Sendable {
    /// Every key's UTF-8 bytes, one after another.
    private let bytes: UnsafeMutableRawBufferPointer
    /// Where field i's key starts in `bytes`; it ends where field i+1's starts.
    private let starts: UnsafeMutableBufferPointer<Int>
    /// Field index + 1 per slot, 0 for an empty slot; the count is a power of two.
    private let slots: UnsafeMutableBufferPointer<Int32>
    /// Per field, whether a later field has the same key (and so `index(of:)` never gives it).
    private let shadowed: UnsafeMutableBufferPointer<Bool>

    init(keys: [String]) {
        var all: [UInt8] = []
        var starts: [Int] = []
        starts.reserveCapacity(keys.count + 1)
        for k in keys {
            starts.append(all.count)
            all.append(contentsOf: k.utf8)
        }
        starts.append(all.count)
        bytes = .allocate(byteCount: max(all.count, 1), alignment: 8)
        bytes.copyBytes(from: all)
        self.starts = .allocate(capacity: starts.count)
        _ = self.starts.initialize(from: starts)
        var size = 8
        while size < keys.count * 2 { size *= 2 }
        slots = .allocate(capacity: size)
        slots.initialize(repeating: 0)
        shadowed = .allocate(capacity: max(keys.count, 1))
        shadowed.initialize(repeating: false)
        for i in keys.indices {
            let key = key(i)
            var s = FieldKeyTable.hash(key) & (size - 1)
            while true {
                let taken = Int(slots[s]) - 1
                // A repeated stateKey keeps its last field, as a dictionary would.
                if taken < 0 || ValueText.equal(key, self.key(taken)) {
                    if taken >= 0 { shadowed[taken] = true }
                    slots[s] = Int32(i + 1)
                    break
                }
                s = (s + 1) & (size - 1)
            }
        }
    }

    deinit {
        bytes.deallocate()
        starts.deallocate()
        slots.deallocate()
        shadowed.deallocate()
    }

    /// Whether these bytes are field `field`'s key, so that `index(of:)` would give
    /// `field`: one length test and one comparison, no hashing. False for an index
    /// out of range.
    @inline(__always)
    public func isKey(of field: Int, _ key: UnsafeRawBufferPointer) -> Bool {
        guard field >= 0, field < starts.count - 1, !shadowed[field] else { return false }
        return ValueText.equal(key, self.key(field))
    }

    /// The index of the field whose key is exactly these bytes.
    public func index(of key: UnsafeRawBufferPointer) -> Int? {
        let mask = slots.count - 1
        var s = FieldKeyTable.hash(key) & mask
        while true {
            let i = Int(slots[s]) - 1
            if i < 0 { return nil }
            if ValueText.equal(key, self.key(i)) { return i }
            s = (s + 1) & mask
        }
    }

    /// The index of the field with this key.
    public func index(of key: String) -> Int? {
        var k = key
        return k.withUTF8 { index(of: UnsafeRawBufferPointer($0)) }
    }

    @inline(__always)
    private func key(_ i: Int) -> UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(bytes)[starts[i]..<starts[i + 1]])
    }

    /// FNV-1a, 64-bit, folded.
    @inline(__always)
    private static func hash(_ key: UnsafeRawBufferPointer) -> Int {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        if let p = key.baseAddress {
            for k in 0..<key.count { h = (h ^ UInt64(p.load(fromByteOffset: k, as: UInt8.self))) &* 0x100_0000_01b3 }
        }
        return Int(truncatingIfNeeded: h ^ (h >> 29))
    }
}
