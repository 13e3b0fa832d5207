import FormCore

// Target `scenario`: `formsh serve --scenario FILE` decoding — every route, `when`,
// `respond` and `file` reference.
//
// Input: a scenario file (relative paths resolve against forms/).
@testable import FormServe

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScenario(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = fuzzBytes(data, size)
    switch Result(catching: { () throws(ScenarioError) in try Scenario.decode(bytes, directory: repoRoot + "/forms") })
    {
    case .success(let s):
        for route in s.routes {
            _ = MockBackend.response(route.respond)
        }
    case .failure(let e):
        _ = e.description
        _ = e.issues.map(\.description)
    }
    return 0
}
