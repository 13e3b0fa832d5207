import Testing

@testable import FormCore

/// The parser's stack of members and elements: items come off in the order they were
/// pushed, the items below stay, and every item is released exactly once.
@Suite struct MoveStackTests {
    /// Counts the instances alive, to see that items are released once and not leaked.
    final class Tracked {
        nonisolated(unsafe) static var alive = 0
        let value: Int
        init(_ value: Int) {
            self.value = value
            Tracked.alive += 1
        }
        deinit { Tracked.alive -= 1 }
    }

    @Test func popMovesTheTopItemsOutInOrder() {
        let stack = MoveStack<String>(capacity: 2)
        for word in ["a", "b", "c", "d", "e"] { stack.push(word) }
        #expect(stack.pop(from: 2) == ["c", "d", "e"])
        #expect(stack.count == 2)
        #expect(stack[0] == "a" && stack[1] == "b")
        #expect(stack.pop(from: 2) == [])
        stack.push("f")
        #expect(stack.pop(from: 0) == ["a", "b", "f"])
        #expect(stack.count == 0)
    }

    @Test func releasesEveryItemOnce() {
        let before = Tracked.alive
        do {
            let stack = MoveStack<Tracked>(capacity: 1)
            for i in 0..<10 { stack.push(Tracked(i)) }
            let popped = stack.pop(from: 6)
            #expect(popped.map(\.value) == [6, 7, 8, 9])
            #expect(Tracked.alive == before + 10)
            stack.truncate(to: 3)
            #expect(stack.count == 3)
            #expect(Tracked.alive == before + 7)
            stack.push(Tracked(10))
        }
        #expect(Tracked.alive == before)
    }
}
