import FormCore
import Synchronization

/// Value stores for replayed sessions: mapping and locking a fresh region for every
/// session cost more than the session itself, so replay hands each finished session's
/// store, wiped, to the next one. Terminal runs always map their own.
enum SecretStorePool {
    /// A store moves between threads only through the pool, one owner at a time.
    private final class Entry: @unchecked Sendable {
        let store: SecretStore
        init(_ store: SecretStore) { self.store = store }
    }

    private static let idle = Mutex<[Entry]>([])

    /// A wiped store, from the pool or newly mapped.
    static func acquire() throws(SecretStoreError) -> SecretStore {
        if let entry = idle.withLock({ $0.popLast() }) { return entry.store }
        return try SecretStore()
    }

    /// Wipes a store and keeps it for the next session.
    static func release(_ store: SecretStore) {
        store.wipe()
        idle.withLock { $0.append(Entry(store)) }
    }
}
