/// The numbers subset construction has given NFA state sets: an open-addressing table
/// hashed by hand, so that building an automaton at load instantiates no generic
/// dictionary (whose first use in a process costs the runtime more than the whole
/// construction of a small pattern).
struct StateSetIndex {
    private var sets: [[Int32]] = []
    private var numbers: [Int] = []
    /// Slot → position in `sets` + 1 (0: empty). The table is kept at most half full.
    private var slots = [Int](repeating: 0, count: 64)

    /// The number given to `set`, if any.
    func number(of set: [Int32]) -> Int? {
        var slot = StateSetIndex.hash(set) & (slots.count - 1)
        while slots[slot] != 0 {
            if sets[slots[slot] - 1] == set { return numbers[slots[slot] - 1] }
            slot = (slot + 1) & (slots.count - 1)
        }
        return nil
    }

    /// Gives `set` (not yet numbered) the number `number`.
    mutating func insert(_ set: [Int32], number: Int) {
        sets.append(set)
        numbers.append(number)
        if sets.count * 2 > slots.count {
            slots = [Int](repeating: 0, count: slots.count * 2)
            for i in sets.indices { place(i) }
        } else {
            place(sets.count - 1)
        }
    }

    /// Puts the set at `position` in the first free slot from its hash on.
    private mutating func place(_ position: Int) {
        var slot = StateSetIndex.hash(sets[position]) & (slots.count - 1)
        while slots[slot] != 0 { slot = (slot + 1) & (slots.count - 1) }
        slots[slot] = position + 1
    }

    /// FNV-1a over the state numbers.
    private static func hash(_ set: [Int32]) -> Int {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for s in set {
            h = (h ^ UInt64(UInt32(bitPattern: s))) &* 0x100_0000_01b3
        }
        return Int(truncatingIfNeeded: h ^ (h >> 29))
    }
}
