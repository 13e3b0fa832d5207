import Synchronization

/// Values loaded from files, each reused while its file is the same (size and
/// modification time): what the replayed sessions of one process share. A file whose
/// status cannot be read is loaded every time. Safe to use from several threads.
public final class FileCache<Value: Sendable>: Sendable {
    private let entries = Mutex<[String: (status: FileSystem.Status, value: Value)]>([:])

    public init() {}

    /// The value kept for `key` while the file at `path` is as it was when it was loaded;
    /// else `load`'s, kept (a failed load keeps nothing).
    public func value<E: Error>(_ key: String, file path: String, load: () throws(E) -> Value) throws(E) -> Value {
        guard let status = FileSystem.status(path) else { return try load() }
        if let hit = entries.withLock({ $0[key] }), hit.status == status { return hit.value }
        let value = try load()
        entries.withLock { $0[key] = (status, value) }
        return value
    }
}
