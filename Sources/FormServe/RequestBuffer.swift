/// The bytes received on one connection, in memory that is zeroed whenever bytes leave
/// it: when a request is consumed, when the buffer grows (the old block), and when the
/// connection ends. Request bodies may hold card numbers (docs/contract.md, "Submission", "Secrets and memory"), so no
/// request
/// byte outlives its answer in this process's heap.
final class RequestBuffer {
    private(set) var storage: UnsafeMutableRawPointer
    private(set) var capacity: Int
    private(set) var count = 0
    /// The most bytes the buffer will hold.
    let limit: Int

    init(initialCapacity: Int = 4096, limit: Int) {
        let size = max(1, min(initialCapacity, limit))
        storage = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 16)
        storage.initializeMemory(as: UInt8.self, repeating: 0, count: size)
        capacity = size
        self.limit = limit
    }

    deinit {
        RequestBuffer.zero(storage, capacity)
        storage.deallocate()
    }

    /// The bytes held.
    var bytes: UnsafeRawBufferPointer { UnsafeRawBufferPointer(start: storage, count: count) }

    /// The whole allocation, held bytes and zeroed spare room alike (tests prove zeroing).
    var rawStorage: UnsafeRawBufferPointer { UnsafeRawBufferPointer(start: storage, count: capacity) }

    /// Free room after the held bytes, growing (doubling, up to `limit`) when there is none.
    /// Empty when the buffer is at its limit and full.
    func spare() -> UnsafeMutableRawBufferPointer {
        if count == capacity && capacity < limit { grow(to: min(limit, capacity * 2)) }
        return UnsafeMutableRawBufferPointer(start: storage + count, count: capacity - count)
    }

    /// Records that `n` bytes were written into `spare()`.
    func commit(_ n: Int) {
        precondition(n >= 0 && count + n <= capacity, "commit past the buffer")
        count += n
    }

    /// Appends bytes (tests; the server receives straight into `spare()`). Returns how many fit.
    @discardableResult
    func append(_ source: UnsafeRawBufferPointer) -> Int {
        var done = 0
        while done < source.count {
            let room = spare()
            if room.isEmpty { break }
            let n = min(room.count, source.count - done)
            room.baseAddress!.copyMemory(from: source.baseAddress! + done, byteCount: n)
            commit(n)
            done += n
        }
        return done
    }

    /// Receives what the socket has into the spare room; nil when the buffer is full.
    func receive(from fd: Int32) -> Native.Received? {
        let room = spare()
        guard !room.isEmpty else { return nil }
        let received = Native.receive(fd, into: room)
        if case .bytes(let n) = received { count += n }
        return received
    }

    /// Drops the first `n` bytes: zeroes them, moves the rest to the front, and zeroes
    /// the room the move vacated.
    func consume(_ n: Int) {
        precondition(n >= 0 && n <= count, "consume past the buffer")
        RequestBuffer.zero(storage, n)
        let rest = count - n
        if rest > 0 {
            Native.move(rest, from: storage + n, to: storage)
            RequestBuffer.zero(storage + rest, n)
        }
        count = rest
    }

    /// Zeroes every byte and forgets them.
    func wipe() {
        RequestBuffer.zero(storage, capacity)
        count = 0
    }

    private func grow(to size: Int) {
        let bigger = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 16)
        bigger.initializeMemory(as: UInt8.self, repeating: 0, count: size)
        bigger.copyMemory(from: storage, byteCount: count)
        RequestBuffer.zero(storage, capacity)
        storage.deallocate()
        storage = bigger
        capacity = size
    }

    /// `explicit_bzero`: a store the compiler may not drop.
    static func zero(_ p: UnsafeMutableRawPointer, _ n: Int) { Native.zero(p, n) }
}
