import Testing

@testable import FormSystem

@Suite struct ThreadAndConditionTests {
    final class Counter: @unchecked Sendable {
        let condition = Condition()
        var value = 0
    }

    @Test func joinedThreadsHaveRunTheirWork() throws {
        let counter = Counter()
        let threads = try (0..<4).map { _ in
            try SystemThread.start(stackSize: 1 << 20) {
                for _ in 0..<1000 { counter.condition.withLock { counter.value += 1 } }
            }
        }
        for t in threads { t.join() }
        #expect(counter.value == 4000)
    }

    @Test func aDetachedThreadWakesAWaiter() throws {
        let counter = Counter()
        try SystemThread.detach {
            counter.condition.withLock {
                counter.value = 1
                counter.condition.broadcast()
            }
        }
        let deadline = MonotonicTime.now.adding(seconds: 60)
        counter.condition.lock()
        while counter.value == 0, counter.condition.wait(until: deadline) {}
        let value = counter.value
        counter.condition.unlock()
        #expect(value == 1)
    }

    @Test func aPassedDeadlineEndsTheWait() {
        let condition = Condition()
        condition.lock()
        let waited = condition.wait(until: MonotonicTime.now.adding(seconds: -1))
        condition.unlock()
        #expect(!waited)
    }

    @Test func monotonicTimeAddsAndSubtracts() {
        let t = MonotonicTime.now
        #expect(abs(t.adding(seconds: 2.5).seconds(since: t) - 2.5) < 1e-6)
        #expect(abs(t.adding(seconds: -0.75).seconds(since: t) + 0.75) < 1e-6)
        #expect(t.adding(seconds: 0.001) > t)
        #expect(t.adding(seconds: 10).secondsFromNow > 0)
    }
}
