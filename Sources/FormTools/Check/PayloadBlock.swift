/// Consecutive payload lines copied out of the source (which reuses its buffer), judged
/// together by one thread of `check --jobs`. The copy is zeroed when the block is freed,
/// since payloads may carry personal data.
final class PayloadBlock: @unchecked Sendable {
    // Unchecked: a block is filled by the thread that reads, then handed (through
    // ParallelMap's lock) to the one thread that judges it; no two threads touch it at once.
    private(set) var bytes: [UInt8] = []
    private(set) var lines: [(number: Int, range: Range<Int>)] = []
    /// Lines longer than the source holds, by number, with the source's limit: skipped.
    private(set) var overlong: [(number: Int, limit: Int)] = []

    deinit { bytes.zeroAndRemoveAll() }

    /// The next lines of `source` that are not blank, until they hold `size` bytes or the
    /// source ends; nil when no line is left.
    static func read<Source: PayloadSource>(from source: inout Source, size: Int) throws(Source.Failure)
        -> PayloadBlock?
    {
        let block = PayloadBlock()
        while block.bytes.count < size, let (number, line) = try source.nextLine() {
            if let limit = source.overlongLimit {
                block.overlong.append((number, limit))
                continue
            }
            if PayloadCheck.isBlank(line) { continue }
            if block.bytes.isEmpty { block.bytes.reserveCapacity(max(size, line.count) + (1 << 12)) }
            let start = block.bytes.count
            block.bytes.append(contentsOf: line)
            block.lines.append((number, start..<block.bytes.count))
        }
        return block.lines.isEmpty && block.overlong.isEmpty ? nil : block
    }
}
