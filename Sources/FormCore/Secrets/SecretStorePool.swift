/// Value stores for replayed sessions: mapping and locking a fresh region for every
/// session cost more than the session itself, so replay hands each finished session's
/// store, wiped, to the next one. Terminal runs always map their own. The idle stores
/// are kept in `ProcessState.idleStores`.
public enum SecretStorePool {
    /// A store moves between threads only through the pool, one owner at a time.
    final class Entry: @unchecked Sendable {
        let store: SecretStore
        init(_ store: SecretStore) { self.store = store }
    }

    /// A wiped store of `capacity` bytes (the shell's default size unless given), from the
    /// pool or newly mapped. `capacity` is a whole number of pages, as a store's own is.
    public static func acquire(capacity: Int = SecretStore.defaultCapacity) throws(SecretStoreError) -> SecretStore {
        if let entry = ProcessState.idleStores.withLock({ $0[capacity]?.popLast() }) { return entry.store }
        return try SecretStore(capacity: capacity)
    }

    /// Wipes a store and keeps it for the next session.
    public static func release(_ store: SecretStore) {
        store.wipe()
        ProcessState.idleStores.withLock { $0[store.capacity, default: []].append(Entry(store)) }
    }
}
