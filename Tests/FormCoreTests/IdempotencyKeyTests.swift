import Foundation
import Testing

@testable import FormCore

@Suite struct IdempotencyKeyTests {
    /// Keys `k1`, `k2`, … in order.
    func counting() -> IdempotencyKey {
        let counter = Box(0)
        return IdempotencyKey {
            counter.value += 1
            return "k\(counter.value)"
        }
    }

    @Test func theSameRevisionReusesTheKeyAndANewOneGetsAFreshKey() {
        var keys = counting()
        #expect(keys.key(forRevision: 3) == "k1")
        #expect(keys.key(forRevision: 3) == "k1")
        #expect(keys.key(forRevision: 4) == "k2")
        #expect(keys.key(forRevision: 3) == "k3")
        #expect(keys.key(forRevision: 3) == "k3")
    }

    @Test func resetForgetsTheLastKey() {
        var keys = counting()
        #expect(keys.key(forRevision: 0) == "k1")
        keys.reset()
        #expect(keys.key(forRevision: 0) == "k2")
    }

    @Test func theDefaultKeysAreLowercaseUUIDs() throws {
        var keys = IdempotencyKey()
        let first = keys.key(forRevision: 1)
        let second = keys.key(forRevision: 2)
        #expect(first != second)
        for key in [first, second] {
            #expect(key == key.lowercased())
            #expect(key.count == 36)
            #expect(UUID(uuidString: key) != nil)
        }
        #expect(keys.key(forRevision: 2) == second)
    }
}

/// A mutable value shared with a key generator in a test.
final class Box<Value>: @unchecked Sendable {
    var value: Value
    init(_ value: Value) { self.value = value }
}
