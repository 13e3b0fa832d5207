/// `--shard I/N`: the I-th of N disjoint slices of the sorted transcript list. The
/// transcript at position p (0-based, in byte order of the paths) belongs to shard
/// `p % N + 1`, so the shards are disjoint, cover every transcript, and differ in size
/// by at most one.
public struct Shard: Sendable, Equatable, LosslessStringConvertible {
    /// 1-based.
    public let index: Int
    public let count: Int

    /// - Precondition: 1 ≤ index ≤ count.
    public init(index: Int, count: Int) {
        precondition(count >= 1 && index >= 1 && index <= count, "shard \(index)/\(count)")
        self.index = index
        self.count = count
    }

    /// Parses `I/N`; nil unless both are whole numbers with 1 ≤ I ≤ N.
    public init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2,
            parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
            let i = Int(parts[0]), let n = Int(parts[1]), n >= 1, i >= 1, i <= n
        else { return nil }
        self.init(index: i, count: n)
    }

    /// This shard's part of `paths`, which are sorted first (byte order).
    public func select(_ paths: [String]) -> [String] {
        Self.sorted(paths).enumerated().filter { $0.offset % count == index - 1 }.map(\.element)
    }

    /// Paths in byte order of their UTF-8, the same on every machine and locale.
    public static func sorted(_ paths: [String]) -> [String] {
        paths.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    public var description: String { "\(index)/\(count)" }
}
