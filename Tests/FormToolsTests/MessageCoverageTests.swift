import Testing
@testable import FormCore
@testable import FormTools

/// Coverage counting: which rules' messages the sessions showed, by screen, key and rule.
@Suite struct MessageCoverageTests {
    static func shown(_ key: String, _ index: Int, _ rule: String, screen: String = "delivery") -> ShownMessage {
        ShownMessage(screenId: screen, key: key, ruleIndex: index, rule: rule)
    }

    @Test func countsEachRuleOfTheFormOnItsScreen() throws {
        let form = try sampleForm("forms/delivery.json")
        let coverage = MessageCoverage(form: form, shown: [
            Self.shown("address", 0, "required"), Self.shown("address", 0, "required"), Self.shown("delivery_type", 0, "required"),
        ])
        #expect(coverage.entries.map(\.key) == ["delivery_type", "address", "comment"])
        #expect(coverage.entries.map(\.shown) == [1, 2, 0])
        #expect(coverage.covered == 2)
        #expect(coverage.total == 3)
        #expect(CoverReport.summary(coverage, minimum: nil) == "2 of 3 messages covered (66.6%)")
    }

    @Test func ignoresOtherScreensAndRulesThatDoNotLineUp() throws {
        let form = try sampleForm("forms/delivery.json")
        let coverage = MessageCoverage(form: form, shown: [
            Self.shown("address", 0, "required", screen: "loan_apply"),
            Self.shown("comment", 0, "minLength"),
            Self.shown("comment", 1, "maxLength"),
            Self.shown("nobody", 0, "required"),
        ])
        #expect(coverage.covered == 0)
        #expect(CoverReport.summary(coverage, minimum: 50) == "0 of 3 messages covered (0%), below the minimum of 50%")
    }

    @Test(arguments: [(2, 3, 66.6, true), (2, 3, 66.7, false), (3, 4, 75, true), (0, 0, 100, true), (12, 16, 80, false)])
    func theMinimumComparesExactly(covered: Int, total: Int, minimum: Double, reached: Bool) throws {
        let rules = (0..<total).map { _ in #"{"rule": "required", "errorMessage": "R"}"# }.joined(separator: ",")
        let form = try loadScreen(textInput("x", rules: "[\(rules)]"))
        let coverage = MessageCoverage(form: form, shown: (0..<covered).map { Self.shown("x", $0, "required", screen: "t") })
        #expect(coverage.covered == covered)
        #expect(coverage.reaches(minimum) == reached)
    }

    @Test func linesAndJSONNameEveryRule() throws {
        let form = try sampleForm("forms/delivery.json")
        let coverage = MessageCoverage(form: form, shown: [Self.shown("address", 0, "required")])
        #expect(CoverReport.lines(coverage) == [
            "  ✗ delivery_type 1. required → Yetkazib berish usulini tanlang",
            "  ✓ address 1. required, when delivery_type = courier (1×) → Kuryer uchun manzil majburiy",
            "  ✗ comment 1. maxLength 200 → Izoh 200 belgidan oshmasin",
        ])
        #expect(CoverReport.json(coverage)[1] == #"{"kind":"rule","field":"address","number":1,"rule":"required","parameter":null,"message":"Kuryer uchun manzil majburiy","shown":1}"#)
        #expect(CoverReport.jsonSummary(coverage, minimum: 50, sessions: 2) == #"{"kind":"summary","covered":1,"messages":3,"percent":33.3,"min":50,"sessions":2}"#)
    }
}
