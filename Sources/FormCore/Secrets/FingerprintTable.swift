/// The fingerprints of remembered secrets (docs/contract.md, "Submission", item 1), in a block of the masker's
/// locked store: an open-addressing table of (fingerprint, window length, flags). Values
/// are never kept, only the fingerprints of their windows.
struct FingerprintTable {
    /// A window that ends where its value ends: a match shows the last four characters
    /// when the value's mask does.
    static let finalWindow: UInt64 = 1
    /// The value is shown with its last four (a `last4` field or a card number).
    static let showsLastFour: UInt64 = 2
    /// A short run of digits: a match counts only where no digit is next to it.
    static let digitBounded: UInt64 = 4

    private var handle: SecretHandle?
    private var slots = 0
    private(set) var count = 0
    /// The window lengths present, with how many entries have each.
    private(set) var lengths: [Int: Int] = [:]

    var isEmpty: Bool { count == 0 }

    /// Adds a window's fingerprint (flags are merged with an equal entry's).
    mutating func insert(_ fingerprint: UInt64, length: Int, flags: UInt64, store: SecretStore) throws(SecretStoreError)
    {
        if (count + 1) * 2 > slots { try grow(store) }
        let table = entries(store)
        var i = slot(fingerprint, length)
        while table[2 * i] != 0 {
            if table[2 * i] == fingerprint + 1 && table[2 * i + 1] >> 8 == UInt64(length) {
                table[2 * i + 1] |= flags
                return
            }
            i = (i + 1) & (slots - 1)
        }
        table[2 * i] = fingerprint + 1
        table[2 * i + 1] = UInt64(length) << 8 | flags
        count += 1
        lengths[length, default: 0] += 1
    }

    /// The flags of the entry for a window's fingerprint, or nil when there is none.
    func flags(_ fingerprint: UInt64, length: Int, store: SecretStore) -> UInt64? {
        guard count > 0 else { return nil }
        let table = entries(store)
        var i = slot(fingerprint, length)
        while table[2 * i] != 0 {
            if table[2 * i] == fingerprint + 1 && table[2 * i + 1] >> 8 == UInt64(length) {
                return table[2 * i + 1] & 0xFF
            }
            i = (i + 1) & (slots - 1)
        }
        return nil
    }

    /// Calls `body` with every entry (fingerprint, length, flags).
    func forEach(store: SecretStore, _ body: (UInt64, Int, UInt64) -> Void) {
        guard count > 0 else { return }
        let table = entries(store)
        for i in 0..<slots where table[2 * i] != 0 {
            body(table[2 * i] - 1, Int(table[2 * i + 1] >> 8), table[2 * i + 1] & 0xFF)
        }
    }

    /// Zeroes and frees the table.
    mutating func release(_ store: SecretStore) {
        if let handle { store.free(handle) }
        handle = nil
        slots = 0
        count = 0
        lengths = [:]
    }

    private func slot(_ fingerprint: UInt64, _ length: Int) -> Int {
        Int(truncatingIfNeeded: (fingerprint &+ UInt64(length) &* 0x9E37_79B9_7F4A_7C15) >> 7) & (slots - 1)
    }

    private func entries(_ store: SecretStore) -> UnsafeMutablePointer<UInt64> {
        guard let handle, let base = store.unsafeMutableBytes(handle, from: 0, count: slots * 16).baseAddress else {
            preconditionFailure("fingerprint table used before its first entry")
        }
        return base.bindMemory(to: UInt64.self, capacity: slots * 2)
    }

    /// Doubles the table (64 slots at first), moving every entry; the old block is zeroed.
    private mutating func grow(_ store: SecretStore) throws(SecretStoreError) {
        let old = self
        let newSlots = max(64, slots * 2)
        let newHandle = try store.allocate(capacity: newSlots * 16)
        store.unsafeMutableBytes(newHandle, from: 0, count: newSlots * 16).initializeMemory(
            as: UInt8.self, repeating: 0)
        (handle, slots, count, lengths) = (newHandle, newSlots, 0, [:])
        // Entries go straight from the old block to the new one; no other copy is made.
        var failure: SecretStoreError?
        old.forEach(store: store) { fingerprint, length, flags in
            do throws(SecretStoreError) { try insert(fingerprint, length: length, flags: flags, store: store) } catch {
                failure = error
            }
        }
        if let h = old.handle { store.free(h) }
        if let failure { throw failure }
    }
}
