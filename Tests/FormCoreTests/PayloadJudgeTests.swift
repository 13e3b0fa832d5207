import Testing

@testable import FormCore

/// A judge kept from payload to payload (how `check` runs) gives every payload the
/// verdict a fresh check gives it: nothing of one payload carries over to the next.
@Suite struct PayloadJudgeTests {
    static let loan = PayloadCheckerTests.validLoan

    /// Payloads that set, break, hide, repeat and leave out fields, in an order where
    /// each one's leftovers would change the next one's verdict.
    static let sequence: [String] = [
        loan,
        #"{"income_source":"other","income_other":"Ijara","purposes":["home","car"],"nickname":1}"#,
        #"{"purposes":["home","home"],"term_months":"12","amount":-1}"#,
        loan,
        #"{"purposes":["car",{"a":1}],"agree_terms":"yes","amount":1e3}"#,
        #"{"amount":5000000,"amount":1,"income_source":"salary","employer":"\u0055zcard"}"#,
        "[1,2]",
        #"{"user_phone":"+998901234567""#,
        "",
        #"{"purposes":[]}"#,
        loan,
    ]

    @Test func aReusedJudgeGivesEachPayloadTheVerdictOfAFreshCheck() throws {
        let form = try Repo.form("forms/loan_application.json")
        let store = try SecretStore(capacity: 256 * 1024)
        let judge = try PayloadJudge(form: form, store: store)
        for line in Self.sequence {
            var a = line
            var b = line
            let reused = a.withUTF8 { judge.check(UnsafeRawBufferPointer($0)) }
            let fresh = b.withUTF8 {
                PayloadChecker.check(
                    UnsafeRawBufferPointer($0), form: form, store: try! SecretStore(capacity: 256 * 1024))
            }
            #expect(reused == fresh, "\(line)")
        }
        // The payloads above really differ: the same judge both accepts and rejects.
        var valid = Self.loan
        var invalid = Self.sequence[2]
        #expect(try valid.withUTF8 { judge.check(UnsafeRawBufferPointer($0)) }.get().isValid)
        #expect(try !invalid.withUTF8 { judge.check(UnsafeRawBufferPointer($0)) }.get().isValid)
    }

    @Test func aJudgeKeepsOnlyItsOwnBlocksAndFreesThemWhenDropped() throws {
        let form = try Repo.form("forms/loan_application.json")
        let store = try SecretStore(capacity: 256 * 1024)
        do {
            let judge = try PayloadJudge(form: form, store: store)
            for line in Self.sequence {
                var l = line
                _ = l.withUTF8 { judge.check(UnsafeRawBufferPointer($0)) }
            }
            // The payload's copy and the multi-choice bitmaps, nothing per payload.
            #expect(store.bytesInUse <= 2 * 4096)
        }
        #expect(store.bytesInUse == 0)
    }

    /// Keys given in schema order, some left out, are found without hashing; keys out of
    /// order are hashed, and give the same verdict.
    @Test func keysInSchemaOrderAreFoundWithoutHashing() throws {
        let form = try Repo.form("forms/loan_application.json")
        let judge = try PayloadJudge(form: form, store: try SecretStore(capacity: 256 * 1024))
        func check(_ line: String) throws -> (verdict: PayloadChecker.Verdict, hashed: Int) {
            let before = judge.hashedKeyLookups
            var l = line
            let verdict = try l.withUTF8 { judge.check(UnsafeRawBufferPointer($0)) }.get()
            return (verdict, judge.hashedKeyLookups - before)
        }
        // validLoan gives every key in schema order but income_other (left out).
        #expect(
            form.fields.map(\.key).filter { Self.loan.contains("\"\($0)\":") }
                == form.fields.map(\.key).filter { $0 != "income_other" })
        let inOrder = try check(Self.loan)
        #expect(inOrder.verdict.isValid)
        #expect(inOrder.hashed == 0)

        let reversed =
            "{" + Self.loan.dropFirst().dropLast().split(separator: ",").reversed().joined(separator: ",") + "}"
        let outOfOrder = try check(reversed)
        #expect(outOfOrder.verdict == inOrder.verdict)
        #expect(outOfOrder.hashed > 0)

        let unknown = try check(String(Self.loan.dropLast()) + #","nickname":"x"}"#)
        #expect(unknown.hashed == 1)
        #expect(unknown.verdict.errors.map(\.key) == ["nickname"])
    }

    @Test(arguments: [
        // The first bad element is the problem…
        (#"["car","gift"]"#, #"purposes: "gift" is not one of the options"#),
        (#"["car","car","gift"]"#, "purposes: car is listed more than once"),
        // …unless an element is an array or an object anywhere in the array.
        (#"["gift",["car"]]"#, "purposes: expected an array of option values, found an array of arrays or objects"),
        (#"["car","car",{}]"#, "purposes: expected an array of option values, found an array of arrays or objects"),
        (#""car""#, "purposes: expected an array of option values, found a string"),
        (#"[true]"#, "purposes: expected an option's value, found a boolean"),
    ])
    func aMultiChoiceArrayIsJudgedAsAWhole(value: String, error: String) throws {
        let line = PayloadCheckerTests().loan("purposes", value)
        #expect(try PayloadCheckerTests().errors("forms/loan_application.json", line) == [error])
    }
}
