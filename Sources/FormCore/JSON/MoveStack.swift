/// A stack that hands its top items out by moving them into an array of their own, for
/// `JSONParser` to collect the members and elements of the objects and arrays it is
/// reading: one buffer for every open container, each container's items moved out at
/// their final count, with no reference counting, copying or reversing per item. Its
/// methods are inlined, so that they are compiled for the parser's element types (a
/// generic call would look the element's metadata up on every pop).
final class MoveStack<Element> {
    private var items: UnsafeMutablePointer<Element>
    private var capacity: Int
    /// How many items the stack holds.
    private(set) var count = 0

    init(capacity: Int = 64) {
        self.capacity = max(capacity, 1)
        items = .allocate(capacity: self.capacity)
    }

    deinit {
        items.deinitialize(count: count)
        items.deallocate()
    }

    /// The item at `index` (below `count`).
    @inline(__always)
    subscript(index: Int) -> Element {
        unsafeAddress { UnsafePointer(items + index) }
    }

    /// Puts `item` on top.
    @inline(__always)
    func push(_ item: consuming Element) {
        if count == capacity { grow() }
        (items + count).initialize(to: item)
        count += 1
    }

    /// Moves the items from `start` to the top out, in order, and leaves `start` items.
    @inline(__always)
    func pop(from start: Int) -> [Element] {
        let n = count - start
        guard n > 0 else { return [] }
        let source = items + start
        count = start
        // Not `Array(unsafeUninitializedCapacity:)`: its allocation is not inlinable, so
        // it would look the array's generic metadata up on every call.
        var out: [Element] = []
        out.reserveCapacity(n)
        for k in 0..<n { out.append((source + k).move()) }
        return out
    }

    /// Drops the items from `start` to the top (an abandoned container's).
    @inline(__always)
    func truncate(to start: Int) {
        guard count > start else { return }
        (items + start).deinitialize(count: count - start)
        count = start
    }

    private func grow() {
        let bigger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
        bigger.moveInitialize(from: items, count: count)
        items.deallocate()
        items = bigger
        capacity *= 2
    }
}
