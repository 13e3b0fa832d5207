/// The body of a server's answer, in memory of its own that is zeroed whenever it grows
/// (the old bytes) and when the body is released (docs/contract.md, "Submission": response bodies are personal
/// data too). Bodies echo what was submitted, so nothing of one may outlive its use:
/// read it with `withBytes`, which makes no copy.
public final class ResponseBody: @unchecked Sendable {
    // Written only while the transfer fills it, on one thread; read-only afterwards.
    private var storage: UnsafeMutableRawBufferPointer
    /// The number of body bytes.
    public private(set) var count = 0

    /// An empty body with room for `capacity` bytes (it grows as needed).
    public init(capacity: Int = 0) {
        storage = .allocate(byteCount: max(capacity, 1), alignment: 1)
    }

    /// A body holding a copy of `bytes` (answers made in tests).
    public convenience init(_ bytes: [UInt8]) {
        self.init(capacity: bytes.count)
        bytes.withUnsafeBytes { append($0) }
    }

    deinit {
        zero()
        storage.deallocate()
    }

    /// Appends bytes; a move to a larger block zeroes the old one.
    package func append(_ bytes: UnsafeRawBufferPointer) {
        if count + bytes.count > storage.count {
            let grown = UnsafeMutableRawBufferPointer.allocate(
                byteCount: max(storage.count * 2, count + bytes.count), alignment: 1)
            grown.copyMemory(from: UnsafeRawBufferPointer(rebasing: storage[..<count]))
            storage.secureZero()
            storage.deallocate()
            storage = grown
        }
        UnsafeMutableRawBufferPointer(rebasing: storage[count..<(count + bytes.count)]).copyMemory(from: bytes)
        count += bytes.count
    }

    /// Calls `body` with the bytes, in place.
    public func withBytes<R, E: Error>(_ body: (UnsafeRawBufferPointer) throws(E) -> R) throws(E) -> R {
        try body(UnsafeRawBufferPointer(rebasing: storage[..<count]))
    }

    /// A copy of the bytes, for answers that carry no personal data (a form loaded by URL).
    public var bytes: [UInt8] { withBytes { Array($0) } }

    /// Zeroes the bytes now and leaves the body empty.
    public func zero() {
        storage.secureZero()
        count = 0
    }
}
