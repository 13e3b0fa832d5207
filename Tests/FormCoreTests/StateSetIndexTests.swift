import Testing

@testable import FormCore

/// The table subset construction numbers NFA state sets with: a set gets back the number
/// it was given, sets that differ in one state or in length are told apart, and growing
/// the table loses nothing.
@Suite struct StateSetIndexTests {
    @Test func givesBackTheNumberOfEachSetAndNothingForOthers() {
        var index = StateSetIndex()
        index.insert([], number: 0)
        index.insert([1, 2, 3], number: 7)
        #expect(index.number(of: []) == 0)
        #expect(index.number(of: [1, 2, 3]) == 7)
        #expect(index.number(of: [1, 2]) == nil)
        #expect(index.number(of: [1, 2, 4]) == nil)
        #expect(index.number(of: [3, 2, 1]) == nil)
    }

    @Test func keepsEverySetAcrossGrowth() {
        var index = StateSetIndex()
        let sets: [[Int32]] = (0..<2_000).map { n in (0..<Int32(n % 7 + 1)).map { $0 * 1_000 + Int32(n) } }
        for (n, set) in sets.enumerated() { index.insert(set, number: n * 3) }
        for (n, set) in sets.enumerated() { #expect(index.number(of: set) == n * 3) }
        #expect(index.number(of: [-1]) == nil)
    }
}
