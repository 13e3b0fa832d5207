import Synchronization

/// FormCore's process-wide state, all of it in this one file: what every session and
/// form of one process share.
enum ProcessState {
    /// Wiped value stores waiting for the next replayed session, by capacity
    /// (`SecretStorePool`).
    static let idleStores = Mutex<[Int: [SecretStorePool.Entry]]>([:])
    /// Every pattern compiled so far, by pattern text and flags (`PatternCache`).
    static let patterns = PatternCache()
}
