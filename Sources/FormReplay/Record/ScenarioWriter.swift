import FormCore

/// The mock scenario (docs/contract.md, "Submission") that replays what `formsh record --scenario-out` saw: one
/// route per exchange, in order, each answering once (`times: 1`) with the recorded status
/// and body, without the mock's own payload validation (`validate: false`: the recorded
/// server decided), and with a `when` on the payload's non-secret fields where two
/// exchanges share a method and path. A body that is not JSON is kept as text; an
/// exchange without an answer closes the connection (`drop`).
public enum ScenarioWriter {
    /// - Parameter forms: the forms folder, relative to the scenario file's folder.
    public static func scenario(_ exchanges: [RecordedExchange], forms: String) -> JSONValue {
        var seen: [String: Int] = [:]
        for e in exchanges { seen[e.method + " " + e.path, default: 0] += 1 }
        let routes = exchanges.map { e -> JSONValue in
            var route: [(key: String, value: JSONValue)] = [("method", .string(e.method)), ("path", .string(e.path))]
            if seen[e.method + " " + e.path, default: 0] > 1, !e.fields.isEmpty {
                route.append(("when", .object(JSONObject(e.fields))))
            }
            route += [
                ("times", .number("1")), ("validate", .bool(false)), ("respond", .object(JSONObject(respond(e)))),
            ]
            return .object(JSONObject(route))
        }
        return .object(
            JSONObject([
                ("description", .string("Recorded by formsh record --scenario-out.")),
                ("forms", .string(forms)), ("routes", .array(routes)),
            ]))
    }

    private static func respond(_ e: RecordedExchange) -> [(key: String, value: JSONValue)] {
        guard let status = e.status else { return [("drop", .bool(true))] }
        let code: (key: String, value: JSONValue) = ("status", .number(String(status)))
        switch e.body {
        case .none: return [code]
        case .json(let json): return [code, ("json", json)]
        case .text(let text): return [code, ("body", .string(text))]
        }
    }
}
