import Testing

@testable import FormReplay

@Suite struct DiffTests {
    @Test func noChangesNoText() {
        #expect(Diff([.context("a"), .context("b")]).unified(from: "x.t", to: "x.t.actual") == "")
    }

    @Test func oneChangeWithContext() {
        let lines: [DiffLine] = (1...10).map { .context("l\($0)") }
        var changed = lines
        changed[4] = .removed("l5")
        changed.insert(.added("L5"), at: 5)
        #expect(
            Diff(changed).unified(from: "x.t", to: "x.t.actual") == """
                --- x.t
                +++ x.t.actual
                @@ -2,7 +2,7 @@
                 l2
                 l3
                 l4
                -l5
                +L5
                 l6
                 l7
                 l8

                """)
    }

    @Test func farApartChangesMakeTwoHunksCloseOnesOne() {
        var lines: [DiffLine] = (1...20).map { .context("l\($0)") }
        lines[1] = .removed("l2")
        lines[17] = .added("new")
        #expect(
            Diff(lines).unified(from: "a", to: "b", context: 1) == """
                --- a
                +++ b
                @@ -1,3 +1,2 @@
                 l1
                -l2
                 l3
                @@ -17,2 +16,3 @@
                 l17
                +new
                 l19

                """)
        var close: [DiffLine] = (1...8).map { .context("l\($0)") }
        close[1] = .removed("l2")
        close[4] = .removed("l5")
        #expect(
            Diff(close).unified(from: "a", to: "b", context: 1) == """
                --- a
                +++ b
                @@ -1,6 +1,4 @@
                 l1
                -l2
                 l3
                 l4
                -l5
                 l6

                """)
    }

    @Test func removedLinesComeFirstAndEmptySidesCountFromTheLineBefore() {
        let lines: [DiffLine] = [.added("new1"), .removed("old"), .added("new2")]
        #expect(
            Diff(lines).unified(from: "a", to: "b") == """
                --- a
                +++ b
                @@ -1 +1,2 @@
                -old
                +new1
                +new2

                """)
        #expect(
            Diff([.context("a"), .added("b")]).unified(from: "a", to: "b") == """
                --- a
                +++ b
                @@ -1 +1,2 @@
                 a
                +b

                """)
        #expect(
            Diff([.removed("x"), .context("a")]).unified(from: "a", to: "b", context: 0) == """
                --- a
                +++ b
                @@ -1 +0,0 @@
                -x

                """)
    }
}
