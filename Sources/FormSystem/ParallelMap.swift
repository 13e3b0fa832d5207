/// The one way formsh runs work in parallel (replay's transcripts, `check`'s blocks of
/// payload lines): inputs are handed out in order to up to N threads, each with a worker
/// state of its own, and the results are handed over in input order as soon as each and
/// every earlier one is done, so reports stream in a deterministic order. Threads, not
/// tasks: the work blocks (a session runs a whole shell), which must not starve Swift's
/// cooperative pool.
public enum ParallelMap {
    /// How many results may wait for an earlier one, per thread, before the threads stop
    /// taking new inputs (memory stays bounded when one input is slow).
    static let aheadPerThread = 4

    /// Runs `count` independent jobs on up to `jobs` threads and returns the results
    /// delivered, in index order.
    /// - Parameter deliver: called in index order, one call at a time; returns false to
    ///   stop: no further job starts, and results not yet delivered are dropped.
    public static func run<T: Sendable>(
        count: Int,
        jobs: Int,
        work: @Sendable (Int) -> T,
        deliver: (Int, T) -> Bool
    ) -> [T] {
        var taken = 0
        var results: [T] = []
        stream(
            workers: Array(repeating: (), count: max(1, min(jobs, count))),
            next: { () -> Int? in
                guard taken < count else { return nil }
                defer { taken += 1 }
                return taken
            },
            work: { _, i in (i, work(i)) },
            deliver: { (done: (Int, T)) in
                results.append(done.1)
                return deliver(done.0, done.1)
            })
        return results
    }

    /// Runs `work` over every input `next` gives, on one thread per worker state (the
    /// calling thread alone when there is one), and hands each output to `deliver` in
    /// input order.
    /// - Parameters:
    ///   - workers: each thread's own state; `work` gets the one of the thread it runs on.
    ///   - next: the next input, or nil at the end. Called one call at a time, in order,
    ///     so it may read a file or advance a cursor without a lock of its own.
    ///   - work: runs on several threads at once.
    ///   - deliver: called one call at a time, in input order; returns false to stop: no
    ///     further input is taken, and outputs not yet delivered are dropped.
    public static func stream<Worker, Input: Sendable, Output: Sendable>(
        workers: [Worker],
        next: () -> Input?,
        work: @Sendable (inout Worker, Input) -> Output,
        deliver: (Output) -> Bool
    ) {
        precondition(!workers.isEmpty, "ParallelMap.stream needs at least one worker")
        guard workers.count > 1 else {
            var worker = workers[0]
            while let input = next() {
                if !deliver(work(&worker, input)) { return }
            }
            return
        }
        withoutActuallyEscaping(next) { next in
            withoutActuallyEscaping(work) { work in
                withoutActuallyEscaping(deliver) { deliver in
                    Stream(workers: workers, next: next, work: work, deliver: deliver).run()
                }
            }
        }
    }

    /// The shared state of one `stream` call, behind one lock. Only `run()` touches it,
    /// and `run()` returns after every thread it started has ended, so the closures it
    /// holds never outlive the call.
    private final class Stream<Worker, Input: Sendable, Output: Sendable>: @unchecked Sendable {
        private let lock = Condition()
        /// Each thread's worker state, touched only by that thread.
        private let workers: UnsafeMutableBufferPointer<Worker>
        /// Called with the lock held.
        private let next: () -> Input?
        private let work: @Sendable (inout Worker, Input) -> Output
        /// Called with the lock held.
        private let deliver: (Output) -> Bool
        private var taken = 0
        private var delivered = 0
        private var pending: [Int: Output] = [:]
        private var exhausted = false
        private var stopped = false

        init(
            workers: [Worker], next: @escaping () -> Input?, work: @escaping @Sendable (inout Worker, Input) -> Output,
            deliver: @escaping (Output) -> Bool
        ) {
            self.workers = .allocate(capacity: workers.count)
            _ = self.workers.initialize(from: workers)
            self.next = next
            self.work = work
            self.deliver = deliver
        }

        deinit {
            workers.deinitialize()
            workers.deallocate()
        }

        /// Starts one thread per worker and waits for all of them; when none can be
        /// started, drains on the calling thread.
        func run() {
            var started: [SystemThread] = []
            for k in workers.indices {
                guard let thread = try? SystemThread.start(stackSize: 8 << 20, { self.drain(k) }) else { break }
                started.append(thread)
            }
            if started.isEmpty { drain(0) }
            for thread in started { thread.join() }
        }

        /// Takes inputs and works on them until there are none left or delivery stopped.
        private func drain(_ k: Int) {
            lock.lock()
            defer { lock.unlock() }
            while let (index, input) = take() {
                lock.unlock()
                let output = work(&workers[k], input)
                lock.lock()
                finish(index, output)
            }
        }

        /// With the lock held: the next input and its index, once fewer than the limit
        /// wait for delivery; nil at the end.
        private func take() -> (Int, Input)? {
            while !stopped && !exhausted && taken - delivered >= workers.count * ParallelMap.aheadPerThread {
                lock.wait()
            }
            guard !stopped, !exhausted else { return nil }
            guard let input = next() else {
                exhausted = true
                lock.broadcast()
                return nil
            }
            defer { taken += 1 }
            return (taken, input)
        }

        /// With the lock held: keeps an output and delivers every output now ready in order.
        private func finish(_ index: Int, _ output: Output) {
            guard !stopped else { return }
            pending[index] = output
            while let ready = pending.removeValue(forKey: delivered) {
                delivered += 1
                if !deliver(ready) {
                    stopped = true
                    pending = [:]
                    break
                }
            }
            lock.broadcast()
        }
    }
}
