#if canImport(Glibc)
    import Glibc
#endif

/// A lock with a condition variable (what `NSCondition` was): state guarded by the lock,
/// threads waiting for it to change, with deadlines on the monotonic clock.
public final class Condition: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

    public init() {
        pthread_mutex_init(mutex, nil)
        var attributes = pthread_condattr_t()
        pthread_condattr_init(&attributes)
        pthread_condattr_setclock(&attributes, CLOCK_MONOTONIC)
        pthread_cond_init(condition, &attributes)
        pthread_condattr_destroy(&attributes)
    }

    deinit {
        pthread_cond_destroy(condition)
        pthread_mutex_destroy(mutex)
        condition.deallocate()
        mutex.deallocate()
    }

    public func lock() { pthread_mutex_lock(mutex) }
    public func unlock() { pthread_mutex_unlock(mutex) }

    /// `body` with the lock held.
    public func withLock<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
        lock()
        defer { unlock() }
        return try body()
    }

    /// With the lock held: releases it until `broadcast()` (or a spurious wake-up) or
    /// `deadline`, then holds it again.
    /// - Returns: false once the deadline has passed.
    @discardableResult
    public func wait(until deadline: MonotonicTime) -> Bool {
        var time = deadline.time
        return pthread_cond_timedwait(condition, mutex, &time) != ETIMEDOUT
    }

    /// With the lock held: releases it until `broadcast()` (or a spurious wake-up), then
    /// holds it again.
    public func wait() { pthread_cond_wait(condition, mutex) }

    /// Wakes every waiting thread.
    public func broadcast() { pthread_cond_broadcast(condition) }
}
