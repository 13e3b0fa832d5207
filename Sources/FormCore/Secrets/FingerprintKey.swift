/// Keyed fingerprints of runs of significant characters (docs/contract.md, "Submission", item 1): a polynomial
/// hash modulo the Mersenne prime 2⁶¹ − 1 with a random base, one per masker (so one per
/// process). A value remembered after its wipe is kept only as the fingerprints of its
/// windows, never as characters; two different runs share a fingerprint with a chance of
/// about L / 2⁶¹ for runs of length L. The base lives in the masker's locked store, as the
/// fingerprints do (docs/contract.md, "Submission": the key is in the locked region); a
/// key is only a pointer to it, read at each use.
struct FingerprintKey: @unchecked Sendable {
    static let prime: UInt64 = (1 << 61) - 1
    /// Where the random base, in [2³², p − 1], is kept.
    let word: UnsafePointer<UInt64>

    /// The random base.
    var base: UInt64 { word.pointee }

    /// A fresh random key, kept in a block of `store` for as long as the store lives; nil
    /// when the store has no room.
    static func random(in store: SecretStore) -> FingerprintKey? {
        guard let handle = try? store.allocate(capacity: 8),
            let raw = store.unsafeMutableBytes(handle, from: 0, count: 8).baseAddress
        else { return nil }
        let word = raw.bindMemory(to: UInt64.self, capacity: 1)
        word.pointee = UInt64.random(in: (1 << 32)...(prime - 1))
        return FingerprintKey(word: UnsafePointer(word))
    }

    /// a · b mod p (a, b < p).
    @inline(__always)
    static func multiply(_ a: UInt64, _ b: UInt64) -> UInt64 {
        let (high, low) = a.multipliedFullWidth(by: b)
        // 2⁶⁴ ≡ 2³ (mod p): fold the high word in, then the bits above 61.
        let sum = (low & prime) + (low >> 61) + (high << 3)
        return reduce(sum)
    }

    @inline(__always)
    static func reduce(_ x: UInt64) -> UInt64 {
        let r = (x & prime) + (x >> 61)
        return r >= prime ? r - prime : r
    }

    /// The prefix hash after one more character: h · base + (c + 1) mod p.
    @inline(__always)
    func extend(_ h: UInt64, with c: UInt32) -> UInt64 {
        FingerprintKey.reduce(FingerprintKey.multiply(h, base) + UInt64(c) + 1)
    }

    /// base^n mod p.
    func power(_ n: Int) -> UInt64 {
        var result: UInt64 = 1
        var b = base
        var e = n
        while e > 0 {
            if e & 1 == 1 { result = FingerprintKey.multiply(result, b) }
            b = FingerprintKey.multiply(b, b)
            e >>= 1
        }
        return result
    }

    /// The fingerprint of the window [i, i + L) from prefix hashes: P[i+L] − P[i] · base^L.
    @inline(__always)
    static func window(_ prefix: UnsafeBufferPointer<UInt64>, _ i: Int, _ length: Int, power: UInt64) -> UInt64 {
        let head = multiply(prefix[i], power)
        let tail = prefix[i + length]
        return tail >= head ? tail - head : tail + prime - head
    }
}

/// Luhn's check over digits fed left to right, without knowing how many will come.
struct LuhnSum {
    /// Sums with the odd positions (from the left, counting from 0) doubled, and with the even ones.
    private var oddDoubled = 0, evenDoubled = 0
    private(set) var count = 0

    mutating func add(_ digit: Int) {
        let doubled = digit * 2 > 9 ? digit * 2 - 9 : digit * 2
        if count % 2 == 0 {
            oddDoubled += digit
            evenDoubled += doubled
        } else {
            oddDoubled += doubled
            evenDoubled += digit
        }
        count += 1
    }

    /// Whether the digits pass: the rightmost is not doubled, so an odd count doubles the
    /// odd positions from the left and an even count the even ones.
    var isValid: Bool { count > 0 && (count % 2 == 1 ? oddDoubled : evenDoubled) % 10 == 0 }
}
