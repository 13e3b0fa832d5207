/// A secret value's prefix hashes under the masker's key, computed into a scratch block
/// of the masker's locked store while the value is read in place: no `String` or array
/// is made of the value, and the block is zeroed when `with` returns. Fingerprints of its
/// windows are taken from them.
struct SecretHashes {
    /// The value's significant characters.
    let count: Int
    /// A `last4` value, or a card number: a match that reaches its end shows the last four.
    let showsLastFour: Bool
    /// A short run of digits (an OTP, a PIN): it counts only where no digit is next to it,
    /// so that a code is not found inside an amount, a phone number or a port.
    let needsDigitBoundary: Bool
    /// `count + 1` prefix hashes, then room for `count` window fingerprints.
    private let prefix: UnsafeMutablePointer<UInt64>

    /// Hashes `value` and calls `body` with the result; nil when the store has no room.
    static func with<R>(
        _ value: UnsafeRawBufferPointer, mask: SecureInputKind.Mask, key: FingerprintKey, store: SecretStore,
        _ body: (SecretHashes) -> R
    ) -> R? {
        let words = 2 * value.count + 2
        guard let handle = try? store.allocate(capacity: words * 8) else { return nil }
        defer { store.free(handle) }
        guard let base = store.unsafeMutableBytes(handle, from: 0, count: words * 8).baseAddress else { return nil }
        let p = base.bindMemory(to: UInt64.self, capacity: words)
        p[0] = 0
        var reader = SignificantReader(value)
        var n = 0
        var luhn = LuhnSum()
        var digitsOnly = true
        while let c = reader.next() {
            p[n + 1] = key.extend(p[n], with: c.value)
            n += 1
            if c.isDigit { luhn.add(Int(c.value - 0x30)) } else { digitsOnly = false }
        }
        let card = digitsOnly && CardNumberRun.lengths.contains(n) && luhn.isValid
        return body(
            SecretHashes(
                count: n, showsLastFour: mask == .last4 || card,
                needsDigitBoundary: digitsOnly && n < SecretMasker.partsFrom, prefix: p))
    }

    /// The fingerprint of the window [i, i + length), with `power` = base^length.
    func window(_ i: Int, _ length: Int, power: UInt64) -> UInt64 {
        FingerprintKey.window(UnsafeBufferPointer(start: prefix, count: count + 1), i, length, power: power)
    }

    /// Every window's fingerprint, sorted, in the scratch block after the prefix hashes.
    func sortedWindows(_ length: Int, power: UInt64) -> UnsafeMutableBufferPointer<UInt64> {
        var windows = UnsafeMutableBufferPointer(start: prefix + count + 1, count: count - length + 1)
        for i in windows.indices { windows[i] = window(i, length, power: power) }
        windows.sort()
        return windows
    }

    /// Whether the sorted fingerprints hold `h`.
    static func contains(_ sorted: UnsafeMutableBufferPointer<UInt64>, _ h: UInt64) -> Bool {
        var lo = 0
        var hi = sorted.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if sorted[mid] < h { lo = mid + 1 } else { hi = mid }
        }
        return lo < sorted.count && sorted[lo] == h
    }
}
