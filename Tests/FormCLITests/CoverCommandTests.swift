import Foundation
import TestSupport
import Testing

/// `formsh cover` in-process: sessions replayed, the verdicts the shell showed counted
/// per rule, exit codes and the --json shape.
@Suite struct CoverCommandTests {
    static let transcript = "Tests/Fixtures/cover/delivery.t"

    @Test func countsTheMessagesTheSessionsShowed() {
        let run = CLIRun(["cover", "forms/delivery.json", Self.transcript])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(
            run.stdout == """
                delivery v1.0.0: 3 messages, 1 session replayed
                  ✓ delivery_type 1. required (2×) → Yetkazib berish usulini tanlang
                  ✓ address 1. required, when delivery_type = courier (1×) → Kuryer uchun manzil majburiy
                  ✗ comment 1. maxLength 200 → Izoh 200 belgidan oshmasin
                2 of 3 messages covered (66.7%)

                """)
    }

    @Test func belowTheMinimumIsAFailure() {
        let below = CLIRun(["cover", "forms/delivery.json", Self.transcript, "--min", "70"])
        #expect(below.status == 1)
        #expect(below.stdout.hasSuffix("2 of 3 messages covered (66.7%), below the minimum of 70%\n"))
        #expect(CLIRun(["cover", "forms/delivery.json", Self.transcript, "--min", "66.6"]).status == 0)
    }

    @Test func jsonLinesNameEachRuleWithItsCount() throws {
        let run = CLIRun(["cover", "forms/delivery.json", Self.transcript, "--json", "--min", "50"])
        #expect(run.status == 0)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(
            lines == [
                #"{"kind":"rule","field":"delivery_type","number":1,"rule":"required","parameter":null,"message":"Yetkazib berish usulini tanlang","shown":2}"#,
                #"{"kind":"rule","field":"address","number":1,"rule":"required","parameter":null,"message":"Kuryer uchun manzil majburiy","shown":1}"#,
                #"{"kind":"rule","field":"comment","number":1,"rule":"maxLength","parameter":"200","message":"Izoh 200 belgidan oshmasin","shown":0}"#,
                #"{"kind":"summary","covered":2,"messages":3,"percent":66.7,"min":50,"sessions":1}"#,
            ])
    }

    @Test func messagesOfAnotherScreenDoNotCount() {
        let run = CLIRun(["cover", "forms/loan_application.json", Self.transcript])
        #expect(run.status == 0)
        #expect(run.stdout.hasSuffix("0 of 16 messages covered (0%)\n"))
    }

    @Test(arguments: [
        (["cover", "forms/delivery.json"], Int32(2), "Error: missing TRANSCRIPT"),
        (["cover"], Int32(2), "Error: missing FORM and TRANSCRIPT"),
        (
            ["cover", "forms/delivery.json", transcript, "--min", "101"], Int32(2),
            "Error: --min takes a percentage from 0 to 100, not '101'"
        ),
        (["cover", "nope.json", transcript], Int32(3), "Error: cannot read nope.json: no such file"),
        (
            ["cover", "forms/delivery.json", "Tests/Fixtures/cover/none.t"], Int32(1),
            "Error: Tests/Fixtures/cover/none.t: no such file or directory"
        ),
    ])
    func refusals(arguments: [String], status: Int32, message: String) {
        let run = CLIRun(arguments)
        #expect(run.status == status)
        #expect(run.stderr.hasPrefix(message), "\(run.stderr)")
    }
}
