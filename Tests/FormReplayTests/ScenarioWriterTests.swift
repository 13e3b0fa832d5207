import FormCore
import Testing

@testable import FormReplay

/// `record --scenario-out`: exchanges as mock routes, payload fields read without secrets.
@Suite struct ScenarioWriterTests {
    @Test func oneRoutePerExchangeWithWhenOnlyWhereAPathIsShared() throws {
        let exchanges = [
            RecordedExchange(
                method: "POST", path: "/card", status: 200,
                body: .json(.object(JSONObject([("next", .string("amount"))]))),
                fields: [("card_holder", .string("Ivan"))]),
            RecordedExchange(
                method: "POST", path: "/confirm", status: 422, body: .text("bad code"),
                fields: [("attempt", .number("1"))]),
            RecordedExchange(
                method: "POST", path: "/confirm", status: 200, body: .none, fields: [("attempt", .number("2"))]),
            RecordedExchange(method: "GET", path: "/forms/done.json", status: nil, body: .none, fields: []),
        ]
        let scenario = ScenarioWriter.scenario(exchanges, forms: "../forms")
        #expect(
            JSONWriter.string(scenario) == """
                {"description":"Recorded by formsh record --scenario-out.","forms":"../forms","routes":[\
                {"method":"POST","path":"/card","times":1,"validate":false,"respond":{"status":200,"json":{"next":"amount"}}},\
                {"method":"POST","path":"/confirm","when":{"attempt":1},"times":1,"validate":false,"respond":{"status":422,"body":"bad code"}},\
                {"method":"POST","path":"/confirm","when":{"attempt":2},"times":1,"validate":false,"respond":{"status":200}},\
                {"method":"GET","path":"/forms/done.json","times":1,"validate":false,"respond":{"drop":true}}]}
                """)
    }

    @Test func payloadFieldsLeaveSecretValuesUnread() throws {
        let payload =
            #"{"card_number": "4111 \"1111\" {1111}", "holder": "Ivan", "n": 12.50, "tags": ["a", {"b": "}"}], "ok": true}"#
        let fields = Array(payload.utf8).withUnsafeBytes { PayloadFields.nonSecret($0, secret: ["card_number"]) }
        let got = try #require(fields)
        #expect(got.map(\.key) == ["holder", "n", "tags", "ok"])
        #expect(got[0].value == .string("Ivan") && got[1].value == .number("12.50") && got[3].value == .bool(true))
        #expect(got[2].value == .array([.string("a"), .object(JSONObject([("b", .string("}"))]))]))
        #expect(Array("[1]".utf8).withUnsafeBytes { PayloadFields.nonSecret($0, secret: []) } == nil)
        #expect(Array("{\"a\": 1".utf8).withUnsafeBytes { PayloadFields.nonSecret($0, secret: []) } == nil)
    }
}
