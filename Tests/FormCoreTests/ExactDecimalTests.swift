import Testing

@testable import FormCore

/// Exact decimal comparison for `min`/`max` (docs/contract.md, "Validation and dependent fields"): no binary floating
/// point.
@Suite struct ExactDecimalTests {
    func compare(_ input: String, _ bound: String) -> Int? {
        guard let b = ExactDecimal(json: bound) else { return nil }
        var s = input
        return s.withUTF8 { ExactDecimal.compare(input: UnsafeRawBufferPointer($0), with: b) }
    }

    @Test(arguments: [
        ("0.3", "0.3", 0), ("0,3", "0.3", 0), ("0.30000001", "0.3", 1), ("0.1", "0.3", -1),
        ("-0", "0", 0), ("-0,000", "0", 0), ("-1", "0", -1), ("-1", "-2", 1), ("-2.5", "-2.4", -1),
        ("100", "1e2", 0), ("0.01", "1E-2", 0), ("99999999999999999999999", "1e23", -1),
        (" 5 ", "5", 0), ("0005", "5", 0), ("5.", "5", 0), (".5", "0.5", 0),
    ])
    func comparesExactly(input: String, bound: String, result: Int) {
        #expect(compare(input, bound) == result)
    }

    @Test(arguments: ["", " ", "-", ".", ",", "1 000", "1e3", "1,000.5", "+1", "--1", "1-", "0x1", "∞", "NaN"])
    func notANumber(input: String) {
        #expect(compare(input, "0") == nil)
    }

    @Test func parsesJSONNumbers() {
        #expect(ExactDecimal(json: "1.50e1")?.description == "15")
        #expect(ExactDecimal(json: "-0.0")?.description == "0")
        #expect(ExactDecimal(json: "2.5E-3")?.description == "0.0025")
        #expect(ExactDecimal(json: "abc") == nil)
        #expect(ExactDecimal(json: "0.3")! < ExactDecimal(json: "0.30000001")!)
        #expect(ExactDecimal(json: "-3")! < ExactDecimal(json: "-2.99")!)
    }
}
