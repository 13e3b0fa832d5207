import Glibc
import Synchronization
import Testing

@testable import FormSystem

@Suite struct ParallelMapTests {
    /// Outputs come in input order whatever order the threads finish in, and each
    /// worker state is used by one thread only.
    @Test(arguments: [1, 2, 3, 7])
    func streamDeliversInInputOrder(_ threads: Int) {
        var next = 0
        var delivered: [Int] = []
        let seen = Mutex<[Int: Set<UInt64>]>([:])
        ParallelMap.stream(
            workers: Array(0..<threads),
            next: { () -> Int? in
                guard next < 500 else { return nil }
                defer { next += 1 }
                return next
            },
            work: { (worker: inout Int, i: Int) -> Int in
                let thread = UInt64(pthread_self())
                seen.withLock { _ = $0[worker, default: []].insert(thread) }
                // Uneven work, so that later inputs often finish first.
                var x = 0
                for k in 0..<((i * 7919) % 2000) { x &+= k }
                return i + (x & 0)
            },
            deliver: { (i: Int) -> Bool in
                delivered.append(i)
                return true
            })
        #expect(delivered == Array(0..<500))
        #expect(seen.withLock { $0.values.allSatisfy { $0.count == 1 } })
    }

    /// Delivery that says stop ends the run: nothing after it is delivered.
    @Test func streamStopsWhenDeliveryRefuses() {
        var next = 0
        var delivered: [Int] = []
        ParallelMap.stream(
            workers: [(), ()],
            next: { () -> Int? in
                guard next < 1000 else { return nil }
                defer { next += 1 }
                return next
            },
            work: { _, i in i },
            deliver: { i in
                delivered.append(i)
                return i < 10
            })
        #expect(delivered == Array(0...10))
        #expect(next < 1000, "inputs stop being taken once delivery stops")
    }

    @Test(arguments: [1, 4])
    func runReturnsTheResultsInIndexOrder(_ jobs: Int) {
        let results = ParallelMap.run(count: 50, jobs: jobs, work: { $0 * $0 }, deliver: { _, _ in true })
        #expect(results == (0..<50).map { $0 * $0 })
        let stopped = ParallelMap.run(count: 50, jobs: jobs, work: { $0 }, deliver: { i, _ in i < 4 })
        #expect(stopped == [0, 1, 2, 3, 4])
    }
}
