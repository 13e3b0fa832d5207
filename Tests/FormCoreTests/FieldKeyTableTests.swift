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

    /// `isKey(of:_:)` answers with one comparison what `index(of:)` answers by hashing.
    @Test func isKeyTellsAFieldsKeyAsIndexWould() {
        let keys = ["f0", "f1", "user_phone", "", "é"]
        let table = FieldKeyTable(keys: keys)
        for (i, k) in keys.enumerated() {
            var bytes = k
            bytes.withUTF8 { key in
                for j in -1...keys.count {
                    #expect(table.isKey(of: j, UnsafeRawBufferPointer(key)) == (j == i), "\(k) \(j)")
                }
            }
        }
        var other = "f2"
        other.withUTF8 { key in #expect(!(0..<keys.count).contains { table.isKey(of: $0, UnsafeRawBufferPointer(key)) })
        }
    }

    @Test func isKeyNeverNamesAFieldThatARepeatedKeyHides() {
        let table = FieldKeyTable(keys: ["a", "b", "a"])
        var a = "a"
        a.withUTF8 { key in
            #expect(!table.isKey(of: 0, UnsafeRawBufferPointer(key)))
            #expect(table.isKey(of: 2, UnsafeRawBufferPointer(key)))
        }
    }

    @Test func anEmptyTableFindsNothing() {
        #expect(FieldKeyTable(keys: []).index(of: "") == nil)
    }
}
