/// A keyed fingerprint of a value's exact bytes, under the masker's key (which lives in its
/// locked store): what `formsh record` keeps of a value typed at a secure prompt, in place
/// of the value, to tell whether a later value is the same and to find where it shows up
/// in what it writes (docs/contract.md, "Submission": `record` keeps only fingerprints).
/// Two different values share one with a chance of about n / 2⁶¹.
public struct ExactFingerprint: Sendable, Equatable {
    let hash: UInt64
    /// The value's length in bytes.
    public let count: Int

    /// The fingerprint as 16 bytes (to keep in a locked store), and back.
    public var bytes: [UInt8] {
        withUnsafeBytes(of: hash.littleEndian) { Array($0) }
            + withUnsafeBytes(of: UInt64(count).littleEndian) { Array($0) }
    }

    public init?(bytes: UnsafeRawBufferPointer) {
        guard bytes.count == 16 else { return nil }
        hash = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: 0, as: UInt64.self))
        count = Int(UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: 8, as: UInt64.self)))
    }

    init(hash: UInt64, count: Int) {
        self.hash = hash
        self.count = count
    }
}

extension SecretMasker {
    /// The fingerprint of `bytes` exactly as they are; nil when the locked store cannot be
    /// mapped.
    public func exactFingerprint(_ bytes: UnsafeRawBufferPointer) -> ExactFingerprint? {
        guard let key = locked({ $0.exactKey() }) else { return nil }
        var h: UInt64 = 0
        for b in bytes { h = key.extend(h, with: UInt32(b)) }
        return ExactFingerprint(hash: h, count: bytes.count)
    }

    /// Where bytes with this fingerprint occur in `text`, left to right, without overlaps.
    /// An empty value is never found.
    public func occurrences(of fingerprint: ExactFingerprint, in text: UnsafeRawBufferPointer) -> [Range<Int>] {
        let n = fingerprint.count
        guard n > 0, text.count >= n, let key = locked({ $0.exactKey() }) else { return [] }
        var prefix = [UInt64](repeating: 0, count: text.count + 1)
        for (i, b) in text.enumerated() { prefix[i + 1] = key.extend(prefix[i], with: UInt32(b)) }
        let power = key.power(n)
        var found: [Range<Int>] = []
        prefix.withUnsafeBufferPointer { p in
            var start = 0
            while start <= text.count - n {
                if FingerprintKey.window(p, start, n, power: power) == fingerprint.hash {
                    found.append(start..<(start + n))
                    start += n
                } else {
                    start += 1
                }
            }
        }
        return found
    }
}
