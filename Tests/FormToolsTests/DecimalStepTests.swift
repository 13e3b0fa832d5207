import Testing

@testable import FormTools

@Suite struct DecimalStepTests {
    @Test(arguments: [
        ("500000", 0, "499999", "500001"),
        ("0", 0, "-1", "1"),
        ("0", 2, "-0.01", "0.01"),
        ("10.5", 2, "10.49", "10.51"),
        ("10.5", 0, "10", "11"),
        ("-1", 2, "-1.01", "-0.99"),
        ("-0.5", 0, "-1", "0"),
        ("1000", 0, "999", "1001"),
        ("999", 0, "998", "1000"),
        ("0.001", 0, "0", "1"),
        ("123456789012345678901234567890", 0, "123456789012345678901234567889", "123456789012345678901234567891"),
    ])
    func neighbours(bound: String, places: Int, below: String, above: String) {
        #expect(DecimalStep.next(.below, of: bound, places: places) == below)
        #expect(DecimalStep.next(.above, of: bound, places: places) == above)
    }

    @Test func placesCountDigitsAfterEitherSeparator() {
        #expect(DecimalStep.places(of: "3.25") == 2)
        #expect(DecimalStep.places(of: "3,5") == 1)
        #expect(DecimalStep.places(of: "300") == 0)
    }
}
