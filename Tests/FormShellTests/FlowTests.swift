import FormCore
import Testing

@testable import FormShell

/// The flow alone, as tables of event → effects: no terminal, no sink, no network.
@Suite struct FlowTests {
    /// A flow on a form from forms/, started, with `lines` typed; returns the effects of
    /// the last event, described compactly.
    static func effects(_ path: String, _ lines: [String], then last: FlowEvent? = nil) throws -> [String] {
        var flow = try makeFlow(path)
        var out = flow.handle(.start)
        for l in lines { out = flow.handle(.line(try typed(l, flow))) }
        if let last { out = flow.handle(last) }
        return out.map { describe($0) }
    }

    static func makeFlow(_ path: String, confirmsQuit: Bool = false) throws -> Flow {
        try makeFlow(form: try ShellHarness.form(path), confirmsQuit: confirmsQuit)
    }

    /// A flow on a form given as JSON text.
    static func makeFlow(json: String, confirmsQuit: Bool = false) throws -> Flow {
        try makeFlow(
            form: try FormLoader.load(Array(json.utf8), options: FormLoader.Options()), confirmsQuit: confirmsQuit)
    }

    static func makeFlow(form: Form, confirmsQuit: Bool) throws -> Flow {
        try Flow(
            form: form, store: try SecretStore(capacity: 1 << 20), endpoint: "http://127.0.0.1:9/api/v1/delivery",
            endpointDescription: "test", canSubmit: true, checkEndpoint: refuseFTP, loaderOptions: FormLoader.Options(),
            confirmsQuit: confirmsQuit)
    }

    /// Types `lines` one by one and describes the effects of the last.
    static func type(_ lines: [String], into flow: inout Flow) throws -> [String] {
        var out: [FlowEffect] = []
        for l in lines { out = flow.handle(.line(try typed(l, flow))) }
        return out.map { describe($0) }
    }

    /// A submitter's check that refuses `ftp:` URLs, as libcurl's submitter does.
    static func refuseFTP(_ url: String) -> HTTPClientError? {
        url.hasPrefix("ftp:") ? .unsupportedScheme("ftp") : nil
    }

    static func typed(_ line: String, _ flow: Flow) throws -> SecretHandle {
        var l = line
        return try l.withUTF8 { try flow.store.store(UnsafeRawBufferPointer($0)) }
    }

    static func describe(_ e: FlowEffect) -> String {
        switch e {
        case .banner(let s, _): return "banner \(s.visibleFields)+\(s.hiddenFields)"
        case .screen(let s, _): return "screen \(s.screenId)"
        case .note(let n): return "note \(n)"
        case .display(let i): return "display \(i)"
        case .header(let h):
            return "header \(h.key) \(h.number)/\(h.count)" + (h.showsValue ? " [value]" : "")
                + h.serverMessages.map { " server: \($0)" }.joined()
        case .verdict(let v):
            let outcome: String
            switch v.verdict {
            case .valid: outcome = "valid" + (v.chosen.map { "=\($0)" } ?? "")
            case .invalid: outcome = "invalid:" + (v.rule.map { "\($0.name)#\($0.index)" } ?? "input")
            case .hidden: outcome = "hidden"
            }
            return "verdict \(v.key) \(outcome) \(v.context)"
        case .summary(let fields): return "summary \(fields)"
        case .fields(let rows):
            return "fields "
                + rows.map { "\($0.number.map(String.init) ?? "-"):\($0.key)" + ($0.serverMessages.isEmpty ? "" : "!") }
                .joined(separator: ",")
        case .payload: return "payload"
        case .lastExchange: return "last"
        case .wipeInput: return "wipeInput"
        case .ask(let a): return "ask \(a.name)" + (a.question.map { " \($0)" } ?? "")
        case .post(let p): return "post \(p.endpoint)"
        case .load(let url): return "load \(url)"
        case .exit(let code): return "exit \(code)"
        }
    }

    static func answer(_ status: Int, _ body: String) -> FlowEvent {
        .posted(.success(HTTPResponse(status: status, body: Array(body.utf8), elapsedMilliseconds: 7)))
    }

    static let delivery = "forms/delivery.json"
    static let loan = "forms/loan_application.json"

    @Test func startShowsTheBannerTheHeaderAndAsksTheFirstField() throws {
        #expect(
            try Self.effects(Self.delivery, []) == [
                "banner 3+0", "note intro", "display 0", "header delivery_type 1/3", "ask delivery_type",
            ])
    }

    @Test(
        arguments: [
            // Values at the prompt.
            (["courier"], ["verdict delivery_type valid=courier entered", "header address 2/3", "ask address"]),
            (
                ["bike"],
                [
                    "note rejected(key: \"delivery_type\", reason: \"no option matches \\\"bike\\\"\")",
                    "ask delivery_type",
                ]
            ),
            (["courier", ""], ["verdict address invalid:required#0 entered", "ask address"]),
            (
                ["courier", "", ":set delivery_type pickup"],
                [
                    "verdict delivery_type valid=pickup set",
                    "verdict address valid flipped(from: FormCore.Verdict.invalid(message: \"Kuryer uchun manzil majburiy\", warning: nil), fromRequired: true, valueWiped: false)",
                    "ask address",
                ]
            ),
            (
                ["pickup", "", ""],
                ["verdict comment valid entered", "summary [0, 1, 2]", "note allValid", "ask formsh"]
            ),
            (["pickup", "", "", "x"], ["note notAtField", "ask formsh"]),
            // Commands.
            ([":goto 3"], ["header comment 3/3", "ask comment"]),
            ([":goto comment", ":back"], ["header address 2/3", "ask address"]),
            ([":back"], ["note alreadyFirst", "ask delivery_type"]),
            ([":next"], ["header address 2/3", "ask address"]),
            ([":goto nowhere"], ["note unknownField(\"nowhere\")", "ask delivery_type"]),
            ([":goto"], ["note keyNeeded", "ask delivery_type"]),
            ([":clear delivery_type"], ["verdict delivery_type invalid:required#0 set", "ask delivery_type"]),
            ([":try delivery_type 2"], ["verdict delivery_type valid=pickup tried", "ask delivery_type"]),
            ([":try comment hi"], ["verdict comment valid tried", "ask delivery_type"]),
            (
                [":keys comment ab"],
                ["verdict comment valid typed(\"a\")", "verdict comment valid typed(\"ab\")", "ask delivery_type"]
            ),
            ([":validate"], ["verdict delivery_type invalid:required#0 listed", "ask delivery_type"]),
            (["pickup", ":validate"], ["note everyFieldValid", "ask address"]),
            ([":fields"], ["fields 1:delivery_type,2:address,3:comment", "ask delivery_type"]),
            ([":payload"], ["payload", "ask delivery_type"]),
            ([":last"], ["last", "ask delivery_type"]),
            (
                [":rules comment"],
                [
                    "note ruleLine(\"comment · Izoh · text_input\")",
                    "note ruleLine(\"  1. maxLength 200 → Izoh 200 belgidan oshmasin\")", "ask delivery_type",
                ]
            ),
            (
                [":endpoint ftp://x"],
                ["note endpointRefused(\"ftp: URLs are not supported (only http and https)\")", "ask delivery_type"]
            ),
            ([":endpoint http://127.0.0.1:8/x"], ["note endpoint(\"http://127.0.0.1:8/x\")", "ask delivery_type"]),
            (
                [":help goto"],
                [
                    "note helpEntry(usage: \":goto KEY|N\", summary: \"go to a field by key or number\", width: 0)",
                    "ask delivery_type",
                ]
            ),
            ([":nope"], ["note unknownCommand(\"nope\")", "ask delivery_type"]),
            ([":wipe"], ["wipeInput", "note wiped", "display 0", "header delivery_type 1/3", "ask delivery_type"]),
            ([":quit"], ["wipeInput", "exit 1"]),
            (
                [":submit"],
                [
                    "note cannotSubmit(invalid: 1)", "verdict delivery_type invalid:required#0 listed",
                    "header delivery_type 1/3", "ask delivery_type",
                ]
            ),
            (["pickup", ":submit"], ["post http://127.0.0.1:9/api/v1/delivery"]),
        ] as [([String], [String])])
    func deliveryLinesAndCommands(lines: [String], expected: [String]) throws {
        #expect(try Self.effects(Self.delivery, lines) == expected)
    }

    @Test func inputEndsAndIsInterrupted() throws {
        #expect(try Self.effects(Self.delivery, [], then: .endOfInput) == ["wipeInput", "exit 1"])
        #expect(try Self.effects(Self.delivery, [], then: .interrupted) == ["ask delivery_type"])
        #expect(
            try Self.effects(Self.delivery, [], then: .tooLong(limit: 8)) == [
                "note tooLong(limit: 8)", "ask delivery_type",
            ])
    }

    @Test(
        arguments: [
            (
                answer(204, ""),
                [
                    "note submitted(endpoint: \"http://127.0.0.1:9/api/v1/delivery\", status: 204, milliseconds: 7)",
                    "note completed(status: 204)", "wipeInput", "exit 0",
                ]
            ),
            (
                answer(200, #"{"action":{"type":"navigation_command","command":"dismiss"}}"#),
                [
                    "note submitted(endpoint: \"http://127.0.0.1:9/api/v1/delivery\", status: 200, milliseconds: 7)",
                    "wipeInput", "note flowClosed", "wipeInput", "exit 0",
                ]
            ),
            (
                answer(200, #"{"action":{"type":"navigation_command","command":"pop_to_root"}}"#),
                [
                    "note submitted(endpoint: \"http://127.0.0.1:9/api/v1/delivery\", status: 200, milliseconds: 7)",
                    "wipeInput", "screen delivery", "display 0", "header delivery_type 1/3", "ask delivery_type",
                ]
            ),
            (
                answer(200, #"{"action":{"type":"navigate","route":"app://sdui/screen?path=/screens/next"}}"#),
                [
                    "note submitted(endpoint: \"http://127.0.0.1:9/api/v1/delivery\", status: 200, milliseconds: 7)",
                    "load http://127.0.0.1:9/screens/next",
                ]
            ),
            (
                answer(200, #"{"action":{"type":"navigate","route":"javascript:alert(1)"}}"#),
                [
                    "note submitted(endpoint: \"http://127.0.0.1:9/api/v1/delivery\", status: 200, milliseconds: 7)",
                    "note routeRefused(\"Blocked route javascript:… (scheme not allowed)\")", "ask formsh",
                ]
            ),
            (
                answer(422, #"{"errors":{"address":"Manzil topilmadi","x":"y"}}"#),
                [
                    "note submitted(endpoint: \"http://127.0.0.1:9/api/v1/delivery\", status: 422, milliseconds: 7)",
                    "note serverFoundErrors", "note formError(\"x: y\")",
                    "note serverFieldError(key: \"address\", message: \"Manzil topilmadi\", local: nil)",
                    "header address 2/3 server: Manzil topilmadi", "ask address",
                ]
            ),
            (
                answer(500, "down"),
                [
                    "note submitted(endpoint: \"http://127.0.0.1:9/api/v1/delivery\", status: 500, milliseconds: 7)",
                    "note httpError(status: 500, snippet: \"down\")", "ask formsh",
                ]
            ),
            (
                answer(
                    200,
                    #"{"screenId":"done","version":"1","title":"Tayyor","components":[{"id":"t","type":"text","props":{"text":"Rahmat"}}]}"#
                ),
                [
                    "note submitted(endpoint: \"http://127.0.0.1:9/api/v1/delivery\", status: 200, milliseconds: 7)",
                    "wipeInput", "screen done", "display 0", "wipeInput", "exit 0",
                ]
            ),
            (
                answer(
                    200,
                    #"{"screenId":"s2","version":"1","components":[{"id":"c","type":"text_input","props":{"label":"Kod","stateKey":"code"}}]}"#
                ),
                [
                    "note submitted(endpoint: \"http://127.0.0.1:9/api/v1/delivery\", status: 200, milliseconds: 7)",
                    "wipeInput", "screen s2", "header code 1/1", "ask code",
                ]
            ),
            (FlowEvent.posted(.failure(.cancelled)), ["note cancelled", "ask formsh"]),
            (
                FlowEvent.posted(.failure(.bodyTooLarge(limit: 1 << 20))),
                ["note bodyTooLarge(limit: 1048576)", "ask formsh"]
            ),
        ] as [(FlowEvent, [String])])
    func serverOutcomes(answer: FlowEvent, expected: [String]) throws {
        #expect(try Self.effects(Self.delivery, ["pickup", "", "", ":submit"], then: answer) == expected)
    }

    @Test func aLoadedScreenIsEnteredAndABadOneKeepsTheValues() throws {
        let screen =
            #"{"screenId":"s2","version":"1","components":[{"id":"c","type":"text_input","props":{"label":"Kod","stateKey":"code"}}]}"#
        let ok = FlowEvent.loaded(
            url: "http://127.0.0.1:9/s2", .success(HTTPResponse(status: 200, body: Array(screen.utf8))))
        #expect(
            try Self.effects(Self.delivery, ["pickup"], then: ok) == [
                "wipeInput", "screen s2", "header code 1/1", "ask code",
            ])
        let missing = FlowEvent.loaded(url: "http://127.0.0.1:9/s2", .success(HTTPResponse(status: 404)))
        #expect(
            try Self.effects(Self.delivery, ["pickup"], then: missing) == [
                "note loadFailed(url: \"http://127.0.0.1:9/s2\", status: 404)", "ask address",
            ])
    }

    /// One numbering: `[i/N]`, `:fields` and `:goto N` count the visible fields; hidden ones have no number.
    @Test func numbersCountVisibleFieldsOnly() throws {
        let start = try Self.effects(Self.loan, [])
        #expect(start.first == "banner 10+1")
        #expect(start.contains("header user_phone 1/10"))
        let fields = try Self.effects(Self.loan, [":fields"])
        #expect(
            fields.first
                == "fields 1:user_phone,2:full_name,3:passport,4:amount,5:term_months,6:income_source,-:income_other,7:employer,8:purposes,9:insurance,10:agree_terms"
        )
        #expect(try Self.effects(Self.loan, [":goto 7"]) == ["header employer 7/10", "ask employer"])
        // Showing a hidden field renumbers the ones after it, everywhere.
        #expect(
            try Self.effects(Self.loan, [":set income_source other", ":goto 8"]) == [
                "header employer 8/11", "ask employer",
            ])
    }

    /// Visibility changes: a field that becomes hidden is wiped and reported if visited.
    @Test func aVisitedFieldThatBecomesHiddenIsReported() throws {
        let out = try Self.effects(
            Self.loan, [":set income_source other", ":set income_other dividends", ":set income_source salary"])
        #expect(
            out == [
                "verdict income_source valid=salary set",
                "verdict income_other hidden flipped(from: FormCore.Verdict.valid, fromRequired: false, valueWiped: true)",
                "ask user_phone",
            ])
    }

    @Test func aSecretIsAskedSecretlyAndRefusedByCommands() throws {
        var flow = try Self.makeFlow("forms/card_transfer/step1_card.json")
        let start = flow.handle(.start)
        #expect(start.last == .ask(Ask(field: 0, name: "card_number", secret: true)))
        // At the secure prompt a command line with an argument is refused (docs/contract.md, "The shell"), never
        // repeated.
        let typed = flow.handle(.line(try Self.typed(":set card_number 4111111111111111", flow))).map {
            Self.describe($0)
        }
        #expect(typed == ["note secretPromptRefused", FlowSecretPromptTests.help, "ask card_number"])
        #expect(!flow.state.hasValue(0))
        // Elsewhere `:set` refuses the secret field.
        _ = flow.handle(.line(try Self.typed(":next", flow)))
        let set = flow.handle(.line(try Self.typed(":set card_number 4111111111111111", flow))).map {
            Self.describe($0)
        }
        #expect(set == ["note secretField(\"card_number\")", "ask card_holder"])
    }

    @Test func onlyAnExactArgumentlessCommandIsACommandAtASecurePrompt() throws {
        var flow = try Self.makeFlow("forms/card_transfer/step1_card.json")
        _ = flow.handle(.start)
        #expect(
            flow.handle(.line(try Self.typed(":next", flow))).last
                == .ask(Ask(field: 1, name: "card_holder", secret: false)))
        #expect(
            flow.handle(.line(try Self.typed(":back", flow))).last
                == .ask(Ask(field: 0, name: "card_number", secret: true)))
        let goto = flow.handle(.line(try Self.typed(":goto card_holder", flow))).map { Self.describe($0) }
        #expect(goto.last == "ask card_number")
        #expect(!goto.contains { $0.contains("goto") || $0.contains("card_holder") })
    }

    @Test func aLineNamingASecretFieldIsNotRemembered() throws {
        let flow = try Self.makeFlow("forms/card_transfer/step1_card.json")
        func names(_ s: String) -> Bool { Array(s.utf8).withUnsafeBytes { flow.namesSecretField($0) } }
        #expect(names(":set card_number 4111"))
        #expect(names(":try 1 4111"))
        #expect(!names(":set card_holder Ann"))
        #expect(!names("card_number"))
    }

    /// A copy has its own cursor and effects but shares the store and the current screen's
    /// state (both classes), as Flow's documentation says.
    @Test func aCopyHasItsOwnCursorAndSharesTheValues() throws {
        var flow = try Self.makeFlow(Self.delivery)
        _ = flow.handle(.start)
        var copy = flow
        // The cursor is each copy's own.
        #expect(
            copy.handle(.line(try Self.typed(":goto 3", copy))).last
                == .ask(Ask(field: 2, name: "comment", secret: false)))
        #expect(flow.ask == Ask(field: 0, name: "delivery_type", secret: false))
        // A value set through the copy is in the shared state: the original sees it.
        #expect(flow.fieldsRows[0].mark == .notVisited)
        _ = copy.handle(.line(try Self.typed(":set delivery_type pickup", copy)))
        #expect(flow.fieldsRows[0].mark == .valid && flow.fieldsRows[0].showsValue)
        // The copy moves to the next screen with a state of its own; the original stays on
        // its screen, whose shared values that move wiped.
        #expect(
            copy.handle(.line(try Self.typed(":submit", copy))).map { Self.describe($0) } == [
                "post http://127.0.0.1:9/api/v1/delivery"
            ])
        let next =
            #"{"screenId":"s2","version":"1","components":[{"id":"c","type":"text_input","props":{"label":"Kod","stateKey":"code"}}]}"#
        #expect(copy.handle(Self.answer(200, next)).last == .ask(Ask(field: 0, name: "code", secret: false)))
        #expect(flow.ask == Ask(field: 0, name: "delivery_type", secret: false))
        #expect(flow.fieldsRows.map(\.key) == ["delivery_type", "address", "comment"])
        #expect(!flow.fieldsRows[0].showsValue)
        #expect(copy.fieldsRows.map(\.key) == ["code"])
    }
}
