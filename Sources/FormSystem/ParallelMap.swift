import Synchronization

/// The one way formsh runs work in parallel: runs `count` independent jobs on up to
/// `jobs` threads and hands each result over in index order as soon as it and every
/// earlier one are done (so reports stream in a deterministic order). Threads, not tasks: the work blocks (a session runs a whole
/// shell), which must not starve Swift's cooperative pool.
public enum ParallelMap {
    /// The results delivered, in index order.
    /// - Parameter deliver: returns false to stop: no further job starts, and results not
    ///   yet delivered are dropped.
    public static func run<T: Sendable>(
        count: Int,
        jobs: Int,
        work: @escaping @Sendable (Int) -> T,
        deliver: @escaping @Sendable (Int, T) -> Bool
    ) -> [T] {
        let threads = max(1, min(jobs, count))
        if threads == 1 {
            var results: [T] = []
            for i in 0..<count {
                let value = work(i)
                results.append(value)
                if !deliver(i, value) { break }
            }
            return results
        }
        let state = SharedState<T>(count: count)
        let drain: @Sendable () -> Void = {
            while let i = state.take() {
                state.finish(i, work(i), deliver: deliver)
            }
        }
        var started: [SystemThread] = []
        for _ in 0..<threads {
            guard let thread = try? SystemThread.start(stackSize: 8 << 20, drain) else { break }
            started.append(thread)
        }
        if started.isEmpty { drain() }
        for thread in started { thread.join() }
        return state.results()
    }

    /// The queue of indices and the results, behind one lock.
    private final class SharedState<T: Sendable>: Sendable {
        private struct Inner {
            var next = 0
            var results: [T?]
            var delivered = 0
            var stopped = false
        }

        private let inner: Mutex<Inner>
        private let count: Int

        init(count: Int) {
            self.count = count
            inner = Mutex(Inner(results: Array(repeating: nil, count: count)))
        }

        /// The next index to run, if any is left.
        func take() -> Int? {
            inner.withLock { s in
                guard s.next < count, !s.stopped else { return nil }
                defer { s.next += 1 }
                return s.next
            }
        }

        /// Stores a result and delivers every result now ready in order.
        func finish(_ i: Int, _ value: T, deliver: @Sendable (Int, T) -> Bool) {
            inner.withLock { s in
                guard !s.stopped else { return }
                s.results[i] = value
                while s.delivered < count, let ready = s.results[s.delivered] {
                    s.delivered += 1
                    if !deliver(s.delivered - 1, ready) {
                        s.stopped = true
                        return
                    }
                }
            }
        }

        func results() -> [T] {
            inner.withLock { s in s.results[..<s.delivered].compactMap { $0 } }
        }
    }
}
