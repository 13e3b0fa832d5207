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
        let coverage = MessageCoverage(
            form: form,
            shown: [
                Self.shown("address", 0, "required"), Self.shown("address", 0, "required"),
                Self.shown("delivery_type", 0, "required"),
            ])
        #expect(coverage.entries.map(\.key) == ["delivery_type", "address", "comment"])
        #expect(coverage.entries.map(\.shown) == [1, 2, 0])
        #expect(coverage.covered == 2)
        #expect(coverage.total == 3)
        #expect(CoverReport.summary(coverage, minimum: nil) == "2 of 3 messages covered (66.7%)")
    }

    @Test func ignoresOtherScreensAndRulesThatDoNotLineUp() throws {
        let form = try sampleForm("forms/delivery.json")
        let coverage = MessageCoverage(
            form: form,
            shown: [
                Self.shown("address", 0, "required", screen: "loan_apply"),
                Self.shown("comment", 0, "minLength"),
                Self.shown("comment", 1, "maxLength"),
                Self.shown("nobody", 0, "required"),
            ])
        #expect(coverage.covered == 0)
        #expect(CoverReport.summary(coverage, minimum: 50) == "0 of 3 messages covered (0%), below the minimum of 50%")
    }

    @Test(arguments: [
        (2, 3, 66.6, true), (2, 3, 66.7, false), (3, 4, 75, true), (0, 0, 100, true), (12, 16, 80, false),
    ])
    func theMinimumComparesExactly(covered: Int, total: Int, minimum: Double, reached: Bool) throws {
        let rules = (0..<total).map { _ in #"{"rule": "required", "errorMessage": "R"}"# }.joined(separator: ",")
        let form = try loadScreen(textInput("x", rules: "[\(rules)]"))
        let coverage = MessageCoverage(
            form: form, shown: (0..<covered).map { Self.shown("x", $0, "required", screen: "t") })
        #expect(coverage.covered == covered)
        #expect(coverage.reaches(minimum) == reached)
    }

    /// Percentages are rounded to one decimal, half up, but never to 100% while a message is
    /// left out, nor to 0% once one is covered.
    @Test(arguments: [
        (1, 7, "14.3"), (2, 3, "66.7"), (1, 3, "33.3"), (3, 4, "75"), (1, 8, "12.5"), (0, 5, "0"), (5, 5, "100"),
        (0, 0, "100"), (999, 1000, "99.9"), (1999, 2000, "99.9"), (19999, 20000, "99.9"), (1, 2000, "0.1"),
        (1, 20000, "0.1"), (2, 2001, "0.1"), (1996, 2000, "99.8"),
    ])
    func percentagesAreRounded(covered: Int, total: Int, shown: String) {
        #expect(CoverReport.percentText(covered: covered, of: total) == shown)
    }

    /// Below the minimum, the figure shows as many decimals as it takes to be below it.
    @Test func belowTheMinimumTheFigureIsShownBelowIt() throws {
        let rules = (0..<3).map { _ in #"{"rule": "required", "errorMessage": "Обязательно ʻ 🎉"}"# }.joined(
            separator: ",")
        let form = try loadScreen(textInput("x", rules: "[\(rules)]"))
        let coverage = MessageCoverage(form: form, shown: (0..<2).map { Self.shown("x", $0, "required", screen: "t") })
        #expect(
            CoverReport.summary(coverage, minimum: 66.7)
                == "2 of 3 messages covered (66.67%), below the minimum of 66.7%")
        #expect(CoverReport.summary(coverage, minimum: 66.66) == "2 of 3 messages covered (66.7%)")
        #expect(
            CoverReport.summary(coverage, minimum: 70) == "2 of 3 messages covered (66.7%), below the minimum of 70%")
    }

    @Test func linesAndJSONNameEveryRule() throws {
        let form = try sampleForm("forms/delivery.json")
        let coverage = MessageCoverage(form: form, shown: [Self.shown("address", 0, "required")])
        #expect(
            CoverReport.lines(coverage) == [
                "  ✗ delivery_type 1. required → Yetkazib berish usulini tanlang",
                "  ✓ address 1. required, when delivery_type = courier (1×) → Kuryer uchun manzil majburiy",
                "  ✗ comment 1. maxLength 200 → Izoh 200 belgidan oshmasin",
            ])
        #expect(
            CoverReport.json(coverage)[1]
                == #"{"kind":"rule","field":"address","number":1,"rule":"required","parameter":null,"message":"Kuryer uchun manzil majburiy","shown":1}"#
        )
        #expect(
            CoverReport.jsonSummary(coverage, minimum: 50, sessions: 2)
                == #"{"kind":"summary","covered":1,"messages":3,"percent":33.3,"min":50,"sessions":2}"#)
    }

    @Test func theReportIsTheHeadingTheLinesAndTheSummaryOrJSONLines() throws {
        let form = try sampleForm("forms/delivery.json")
        let coverage = MessageCoverage(form: form, shown: [Self.shown("address", 0, "required")])
        let text = CoverReport.text(coverage, form: form, minimum: 50, sessions: 2, json: false)
        #expect(
            text == """
                delivery v1.0.0: 3 messages, 2 sessions replayed
                  ✗ delivery_type 1. required → Yetkazib berish usulini tanlang
                  ✓ address 1. required, when delivery_type = courier (1×) → Kuryer uchun manzil majburiy
                  ✗ comment 1. maxLength 200 → Izoh 200 belgidan oshmasin
                1 of 3 messages covered (33.3%), below the minimum of 50%

                """)
        let json = CoverReport.text(coverage, form: form, minimum: 50, sessions: 2, json: true)
        #expect(
            json == #"""
                {"kind":"rule","field":"delivery_type","number":1,"rule":"required","parameter":null,"message":"Yetkazib berish usulini tanlang","shown":0}
                {"kind":"rule","field":"address","number":1,"rule":"required","parameter":null,"message":"Kuryer uchun manzil majburiy","shown":1}
                {"kind":"rule","field":"comment","number":1,"rule":"maxLength","parameter":"200","message":"Izoh 200 belgidan oshmasin","shown":0}
                {"kind":"summary","covered":1,"messages":3,"percent":33.3,"min":50,"sessions":2}

                """#)
    }
}
