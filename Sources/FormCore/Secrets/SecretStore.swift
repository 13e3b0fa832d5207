/// A handle to one value in the `SecretStore`. It carries no bytes itself: the bytes
/// are reached only through the store's scoped accessors.
public struct SecretHandle: Hashable, Sendable {
    let slot: Int32
}

/// The one home of every value a user enters (docs/contract.md, "Secrets and memory"): a fixed-size region mapped
/// between guard pages, locked in memory (each page from its first use), excluded from core
/// dumps and wiped on fork.
/// Blocks inside it are zeroed when replaced or freed; `wipe()` zeroes all of it.
///
/// Values are bytes. They are never turned into `String`, `Data` or `Array` by the
/// store; callers get short-lived buffer pointers inside closures.
public final class SecretStore {
    /// Default usable size: room for a large form's values and its JSON payload.
    public static let defaultCapacity = 4 << 20
    /// Allocation granularity.
    static let granule = 16

    private var region: Native.Region
    private var blocks: [Block?] = []
    private var freeSlots: [Int32] = []
    /// Free extents, sorted by offset, never adjacent (coalesced).
    private var freeList: [Extent]
    /// End of the highest block handed out since the last wipe: every byte above it is
    /// still zero, so `wipe()` need not touch it.
    private var highWater = 0
    /// Set when `mlock` was refused: the region still works but may be swapped.
    public let lockWarning: String?

    struct Extent {
        var offset: Int
        var size: Int
    }
    struct Block {
        var offset: Int
        var capacity: Int
        var count: Int
    }

    /// Maps the region.
    /// - Throws: `SecretStoreError.mapFailed` when the kernel refuses the mapping.
    public init(capacity: Int = SecretStore.defaultCapacity) throws(SecretStoreError) {
        let r = try Native.mapRegion(size: capacity)
        region = r
        freeList = [Extent(offset: 0, size: r.size)]
        var warning: String? =
            r.isLocked
            ? nil
            : "warning: could not lock the value store in memory (mlock: \(Native.errorText(r.lockError))); values may be swapped to disk"
        if !Native.registerForWipe(r) {
            warning =
                (warning.map { $0 + "\n" } ?? "")
                + "warning: too many value stores at once; a fatal signal will not wipe this one"
        }
        lockWarning = warning
    }

    deinit {
        Native.unregisterForWipe(region)
        Native.unmap(&region)
    }

    /// Usable bytes in the region.
    public var capacity: Int { region.size }
    /// Whether `mlock`, `MADV_DONTDUMP` and `MADV_WIPEONFORK` took effect.
    public var isLocked: Bool { region.isLocked }
    public var isExcludedFromDumps: Bool { region.isExcludedFromDumps }
    public var isWipedOnFork: Bool { region.isWipedOnFork }
    /// Bytes currently allocated (for soak tests and diagnostics).
    public var bytesInUse: Int { blocks.reduce(0) { $0 + ($1?.capacity ?? 0) } }

    // MARK: allocation

    /// Allocates a zeroed block able to hold `capacity` bytes; its count starts at 0.
    public func allocate(capacity: Int) throws(SecretStoreError) -> SecretHandle {
        let size = max(
            SecretStore.granule, (capacity + SecretStore.granule - 1) / SecretStore.granule * SecretStore.granule)
        guard let i = freeList.firstIndex(where: { $0.size >= size }) else {
            throw .full(requested: capacity, capacity: region.size)
        }
        let offset = freeList[i].offset
        highWater = max(highWater, offset + size)
        if freeList[i].size == size {
            freeList.remove(at: i)
        } else {
            freeList[i].offset += size
            freeList[i].size -= size
        }
        let block = Block(offset: offset, capacity: size, count: 0)
        if let slot = freeSlots.popLast() {
            blocks[Int(slot)] = block
            return SecretHandle(slot: slot)
        }
        blocks.append(block)
        return SecretHandle(slot: Int32(blocks.count - 1))
    }

    /// Copies bytes into a new block.
    public func store(_ bytes: UnsafeRawBufferPointer) throws(SecretStoreError) -> SecretHandle {
        let h = try allocate(capacity: bytes.count)
        withBlock(h) { p, block in
            if let src = bytes.baseAddress, bytes.count > 0 { p.copyMemory(from: src, byteCount: bytes.count) }
            block.count = bytes.count
        }
        return h
    }

    /// Zeroes a block's bytes and returns it to the free space.
    public func free(_ handle: SecretHandle) {
        let b = block(handle)
        Native.secureZero(baseAddress + b.offset, b.capacity)
        blocks[Int(handle.slot)] = nil
        freeSlots.append(handle.slot)
        insertFree(Extent(offset: b.offset, size: b.capacity))
    }

    /// Zeroes the region with `explicit_bzero` and forgets every block. Only the part
    /// ever handed out since the last wipe can hold a byte that is not zero, so that part
    /// is zeroed (the signal handlers zero all of it).
    public func wipe() {
        Native.secureZero(region.base, highWater)
        highWater = 0
        blocks.removeAll(keepingCapacity: true)
        freeSlots.removeAll(keepingCapacity: true)
        freeList = [Extent(offset: 0, size: region.size)]
    }

    // MARK: access

    /// The number of bytes a block holds.
    public func count(_ handle: SecretHandle) -> Int { block(handle).count }
    /// The number of bytes a block can hold.
    public func capacity(_ handle: SecretHandle) -> Int { block(handle).capacity }

    /// Reads a block's bytes inside `body`; the pointer must not escape.
    public func withBytes<R, E: Error>(_ handle: SecretHandle, _ body: (UnsafeRawBufferPointer) throws(E) -> R)
        throws(E) -> R
    {
        let b = block(handle)
        return try body(UnsafeRawBufferPointer(start: baseAddress + b.offset, count: b.count))
    }

    /// A block's bytes, valid until the block is freed or the store wiped (the region
    /// never moves). For passing a stored value on without copying it.
    func unsafeBytes(_ handle: SecretHandle) -> UnsafeRawBufferPointer {
        let b = block(handle)
        return UnsafeRawBufferPointer(start: baseAddress + b.offset, count: b.count)
    }

    /// Part of a block's capacity for writing in place, valid as `unsafeBytes` is.
    func unsafeMutableBytes(_ handle: SecretHandle, from start: Int, count: Int) -> UnsafeMutableRawBufferPointer {
        let b = block(handle)
        precondition(start >= 0 && start + count <= b.capacity, "range out of the block")
        return UnsafeMutableRawBufferPointer(start: baseAddress + b.offset + start, count: count)
    }

    /// Writes into a block: `body` gets the whole capacity and returns the new count.
    public func update<E: Error>(_ handle: SecretHandle, _ body: (UnsafeMutableRawBufferPointer) throws(E) -> Int)
        throws(E)
    {
        let b = block(handle)
        let buffer = UnsafeMutableRawBufferPointer(start: baseAddress + b.offset, count: b.capacity)
        let newCount = try body(buffer)
        precondition(newCount >= 0 && newCount <= b.capacity, "count out of the block")
        if newCount < b.count { Native.secureZero(baseAddress + b.offset + newCount, b.count - newCount) }
        blocks[Int(handle.slot)]?.count = newCount
    }

    /// Appends one byte if there is room; returns false when the block is full.
    public func append(_ byte: UInt8, to handle: SecretHandle) -> Bool {
        let b = block(handle)
        guard b.count < b.capacity else { return false }
        (baseAddress + b.offset + b.count).storeBytes(of: byte, as: UInt8.self)
        blocks[Int(handle.slot)]?.count = b.count + 1
        return true
    }

    /// Removes the last `n` bytes (zeroing them).
    public func removeLast(_ n: Int, from handle: SecretHandle) {
        let b = block(handle)
        let k = min(n, b.count)
        Native.secureZero(baseAddress + b.offset + b.count - k, k)
        blocks[Int(handle.slot)]?.count = b.count - k
    }

    /// The raw region, for tests that prove zeroing by reading memory.
    public func withRawRegion<R>(_ body: (UnsafeRawBufferPointer) -> R) -> R {
        body(UnsafeRawBufferPointer(start: region.base, count: region.size))
    }

    /// Offset of a block inside the region (tests read the raw bytes there after a free).
    public func offset(of handle: SecretHandle) -> Int { block(handle).offset }

    // MARK: internals

    private var baseAddress: UnsafeMutableRawPointer {
        guard let base = region.base else { preconditionFailure("secret store used after unmap") }
        return base
    }

    private func block(_ handle: SecretHandle) -> Block {
        guard let b = blocks[Int(handle.slot)] else { preconditionFailure("secret handle used after free") }
        return b
    }

    private func withBlock(_ handle: SecretHandle, _ body: (UnsafeMutableRawPointer, inout Block) -> Void) {
        guard var b = blocks[Int(handle.slot)] else { preconditionFailure("secret handle used after free") }
        body(baseAddress + b.offset, &b)
        blocks[Int(handle.slot)] = b
    }

    private func insertFree(_ extent: Extent) {
        var lo = 0
        var hi = freeList.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if freeList[mid].offset < extent.offset { lo = mid + 1 } else { hi = mid }
        }
        freeList.insert(extent, at: lo)
        if lo + 1 < freeList.count, freeList[lo].offset + freeList[lo].size == freeList[lo + 1].offset {
            freeList[lo].size += freeList[lo + 1].size
            freeList.remove(at: lo + 1)
        }
        if lo > 0, freeList[lo - 1].offset + freeList[lo - 1].size == freeList[lo].offset {
            freeList[lo - 1].size += freeList[lo].size
            freeList.remove(at: lo)
        }
    }
}

/// What can go wrong with the store itself.
public enum SecretStoreError: Error, Equatable, Sendable, CustomStringConvertible {
    case mapFailed(errno: Int32)
    case full(requested: Int, capacity: Int)

    public var description: String {
        switch self {
        case .mapFailed(let e):
            return "could not map the value store (\(Native.errorText(e)))"
        case .full(let requested, let capacity):
            return "the value store is full: \(requested) more bytes do not fit in \(capacity / 1024) KiB"
        }
    }
}
