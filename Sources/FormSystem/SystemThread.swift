#if canImport(Glibc)
    import Glibc
#endif

/// A POSIX thread running one closure. Threads, not tasks, for work that blocks (a
/// session, a connection), which must not starve Swift's cooperative pool.
public final class SystemThread: Sendable {
    private let thread: pthread_t

    private init(thread: pthread_t) { self.thread = thread }

    /// Starts a thread that can be `join()`ed.
    /// - Parameter stackSize: bytes of stack; nil for the system's default.
    /// - Throws: `SystemError` when no thread can be created.
    public static func start(stackSize: Int? = nil, _ body: @escaping @Sendable () -> Void) throws(SystemError)
        -> SystemThread
    {
        SystemThread(thread: try create(stackSize: stackSize, detached: false, body))
    }

    /// Starts a thread nobody waits for; its resources go back when it ends.
    public static func detach(_ body: @escaping @Sendable () -> Void) throws(SystemError) {
        _ = try create(stackSize: nil, detached: true, body)
    }

    /// Suspends the calling thread for `milliseconds` (`nanosleep(2)`, resumed after
    /// interruptions).
    public static func sleep(milliseconds: Int) {
        var wanted = timespec(tv_sec: milliseconds / 1000, tv_nsec: (milliseconds % 1000) * 1_000_000)
        var left = timespec()
        while nanosleep(&wanted, &left) != 0 && errno == EINTR { wanted = left }
    }

    /// Waits until the thread has ended.
    public func join() {
        _ = pthread_join(thread, nil)
    }

    private static func create(stackSize: Int?, detached: Bool, _ body: @escaping @Sendable () -> Void)
        throws(SystemError) -> pthread_t
    {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        if let stackSize { pthread_attr_setstacksize(&attributes, stackSize) }
        if detached { pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED)) }
        let context = Unmanaged.passRetained(Box(body)).toOpaque()
        var thread = pthread_t()
        let status = pthread_create(
            &thread, &attributes,
            { context in
                guard let context else { return nil }
                Unmanaged<Box>.fromOpaque(context).takeRetainedValue().body()
                return nil
            }, context)
        guard status == 0 else {
            Unmanaged<Box>.fromOpaque(context).release()
            throw SystemError(code: status)
        }
        return thread
    }

    private final class Box {
        let body: @Sendable () -> Void
        init(_ body: @escaping @Sendable () -> Void) { self.body = body }
    }
}
