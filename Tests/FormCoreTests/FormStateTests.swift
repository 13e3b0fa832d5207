import Testing

@testable import FormCore

/// Form state (docs/contract.md, "Validation and dependent fields" "When errors show", "Validation and dependent
/// fields" item 1, "Secrets and memory" item 1): the seed example, wipe on hide,
/// incremental revalidation, clear, wipe.
@Suite struct FormStateTests {
    // MARK: the seed example (forms/delivery.json)

    @Test func choosingCourierMakesAnEmptyAddressInvalidAtOnce() throws {
        let s = try Session("forms/delivery.json")
        s.state.markVisited(s.index("address"))
        #expect(s.verdict("address") == .valid)
        let report = try s.type("delivery_type", "courier")
        #expect(report.field == s.index("delivery_type"))
        #expect(report.verdict == .valid)
        #expect(s.flips(report) == ["address: valid → invalid(Kuryer uchun manzil majburiy)"])
        #expect(s.verdict("address") == .invalid(message: "Kuryer uchun manzil majburiy", warning: nil))
    }

    @Test func switchingToPickupMakesItValidAtOnceWithoutTouchingTheAddress() throws {
        let s = try Session("forms/delivery.json")
        try s.type("delivery_type", "1")
        try s.type("address", "   ")
        #expect(s.message("address") == "Kuryer uchun manzil majburiy")
        let revision = s.state.revision
        let report = try s.type("delivery_type", "pickup")
        #expect(s.flips(report) == ["address: invalid(Kuryer uchun manzil majburiy) → valid"])
        #expect(s.verdict("address") == .valid)
        #expect(s.text("address") == "   ")
        #expect(s.state.revision == revision + 1)
        let back = try s.type("delivery_type", "Kuryer")
        #expect(s.flips(back) == ["address: valid → invalid(Kuryer uchun manzil majburiy)"])
    }

    @Test func typingTheAddressFixesItAndReportsNoFlips() throws {
        let s = try Session("forms/delivery.json")
        try s.type("delivery_type", "courier")
        let report = try s.type("address", "Chilonzor 5")
        #expect(report.verdict == .valid)
        #expect(report.flips.isEmpty)
    }

    // MARK: hidden fields

    @Test func hidingAFieldWipesItsValueInTheRegion() throws {
        let s = try Session("forms/loan_application.json")
        try s.type("income_source", "other")
        let marker = "MARKER-daromad-7f3a9c"
        try s.type("income_other", marker)
        let places = s.store.withRawRegion { occurrences(of: Array(marker.utf8), in: $0) }
        #expect(places.count == 1, "control: the live value is in the region exactly once")
        let report = try s.type("income_source", "salary")
        #expect(s.flips(report).contains("income_other: valid → hidden"))
        #expect(!s.state.hasValue(s.index("income_other")))
        s.store.withRawRegion { region in
            for p in places {
                #expect(region[p..<(p + marker.utf8.count)].allSatisfy { $0 == 0 }, "old bytes at \(p) are zero")
            }
            #expect(occurrences(of: Array(marker.utf8), in: region).isEmpty)
            #expect(occurrences(of: utf16LE(marker), in: region).isEmpty)
        }
    }

    @Test func aFieldShownAgainStartsEmpty() throws {
        let s = try Session("forms/loan_application.json")
        try s.type("income_source", "other")
        try s.type("income_other", "Ijara")
        try s.type("income_source", "business")
        let report = try s.type("income_source", "other")
        #expect(s.flips(report) == ["income_other: hidden → invalid(Daromad manbaini yozing)"])
        #expect(s.text("income_other") == nil)
    }

    @Test func hiddenFieldsAreLeftOutOfThePayload() throws {
        let s = try Session("forms/loan_application.json")
        try s.type("income_source", "other")
        try s.type("income_other", "Ijara")
        #expect(try s.payload().contains(#""income_other":"Ijara""#))
        try s.type("income_source", "salary")
        #expect(!(try s.payload().contains("income_other")))
    }

    // MARK: incremental revalidation

    @Test func aChangeReportsOnlyFlipsOfDependentFields() throws {
        let s = try Session(
            loadScreen(
                [
                    textInput("a"),
                    textInput(
                        "b",
                        rules:
                            #"[{"rule": "required", "errorMessage": "b needs a", "when": {"field": "a", "equals": "x"}}]"#
                    ),
                    textInput("c", extra: #", "visibleWhen": {"field": "b", "filled": true}"#),
                    textInput(
                        "d",
                        rules:
                            #"[{"rule": "required", "errorMessage": "c needs d", "when": {"field": "c", "filled": true}}]"#
                    ),
                    textInput("u", rules: #"[{"rule": "required", "errorMessage": "unrelated"}]"#),
                ].joined(separator: ",")))
        #expect(s.form.graph.affected(by: s.index("a")).contains(s.index("b")))
        #expect(!s.form.graph.affected(by: s.index("a")).contains(s.index("u")))
        #expect(Set(s.form.graph.affected(by: s.index("b"))) == [s.index("c"), s.index("d")])
        #expect(s.form.graph.affected(by: s.index("u")) == [])
        #expect(s.form.graph.affected(by: s.index("d")) == [])
        #expect(s.message("u") == "unrelated")

        let first = try s.type("a", "x")
        #expect(s.flips(first) == ["b: valid → invalid(b needs a)"])
        let second = try s.type("b", "y")
        #expect(second.verdict == .valid)
        #expect(s.flips(second) == ["c: hidden → valid"])
        let third = try s.type("c", "z")
        #expect(s.flips(third) == ["d: valid → invalid(c needs d)"])
        let fourth = s.state.clear(s.index("b"))
        #expect(fourth.verdict == .invalid(message: "b needs a", warning: nil))
        #expect(s.flips(fourth) == ["c: valid → hidden", "d: invalid(c needs d) → valid"])
        let unrelated = try s.type("u", "ok")
        #expect(unrelated.flips.isEmpty)
        #expect(s.message("b") == "b needs a")
    }

    @Test func aChangeWithoutAFlipReportsNone() throws {
        let s = try Session("forms/loan_application.json")
        try s.type("income_source", "salary")
        let report = try s.type("income_source", "business")
        #expect(s.flips(report) == ["employer: invalid(Ish haqi uchun ish beruvchi majburiy) → valid"])
        let again = try s.type("income_source", "Biznes")
        #expect(again.flips.isEmpty)
    }

    // MARK: other changes

    @Test func clearEmptiesAFieldAndZeroesItsBytes() throws {
        let s = try Session("forms/delivery.json")
        let marker = "MARKER-clear-51c2"
        try s.type("comment", marker)
        let places = s.store.withRawRegion { occurrences(of: Array(marker.utf8), in: $0) }
        #expect(places.count == 1)
        s.state.clear(s.index("comment"))
        #expect(s.text("comment") == nil)
        s.store.withRawRegion { region in
            #expect(occurrences(of: Array(marker.utf8), in: region).isEmpty)
        }
    }

    @Test func wipeZeroesTheRegionAndRestoresDefaults() throws {
        let s = try Session("forms/kitchen_sink.json")
        try s.type("full_name", "MARKER-wipe-Zarina")
        try s.type("card_number", "4111111111111111")
        try s.type("contact_method", "call")
        s.state.markVisited(0)
        s.state.wipe()
        s.store.withRawRegion { region in
            #expect(occurrences(of: Array("MARKER-wipe-Zarina".utf8), in: region).isEmpty)
            #expect(occurrences(of: Array("4111111111111111".utf8), in: region).isEmpty)
        }
        #expect(s.text("full_name") == nil)
        #expect(s.state.visited.allSatisfy { !$0 })
        #expect(try s.payload() == #"{"contact_method":"sms","agree_terms":false,"newsletter":true}"#)
    }

    @Test func aRejectedLineLeavesTheValueAndTheRevision() throws {
        let s = try Session("forms/loan_application.json")
        try s.type("term_months", "12")
        let revision = s.state.revision
        let result = s.typing("term_months", "36")
        #expect(result == .failure(.input(.noSuchOption("36"))))
        #expect(s.state.revision == revision)
        #expect(try s.payload().contains(#""term_months":12"#))
    }

    @Test func serverErrorsLastUntilTheFieldChanges() throws {
        let s = try Session("forms/delivery.json")
        let address = s.index("address")
        s.state.setServerErrors([address: ["Manzil topilmadi"]], formErrors: ["Xizmat vaqtincha ishlamaydi"])
        try s.type("comment", "x")
        #expect(s.state.serverErrors[address] == ["Manzil topilmadi"])
        try s.type("address", "Yunusobod")
        #expect(s.state.serverErrors[address] == nil)
    }
}
