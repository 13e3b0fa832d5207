import Testing
@testable import FormCore

/// Payload keys are looked up from their bytes; the table answers as a dictionary would.
@Suite struct FieldKeyTableTests {
    @Test func everyKeyIsFoundAndNothingElse() {
        let keys = (0..<5_000).map { "f\($0)" } + ["", "é", "user_phone", "a\u{0}b"]
        let table = FieldKeyTable(keys: keys)
        for (i, k) in keys.enumerated() { #expect(table.index(of: k) == i, "\(k)") }
        for missing in ["f5000", "f-1", "F1", "user_phone ", "a", "e\u{0301}", "a\u{0}c"] {
            #expect(table.index(of: missing) == nil, "\(missing)")
        }
    }

    @Test func aRepeatedKeyNamesItsLastField() {
        let table = FieldKeyTable(keys: ["a", "b", "a"])
        #expect(table.index(of: "a") == 2)
        #expect(table.index(of: "b") == 1)
    }

    @Test func anEmptyTableFindsNothing() {
        #expect(FieldKeyTable(keys: []).index(of: "") == nil)
    }
}
