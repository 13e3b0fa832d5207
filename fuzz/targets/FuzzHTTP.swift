import FormCore

// Target `http`: the mock server's request parser, one-shot and incremental (the same
// bytes in arbitrary chunks must give the same answer), then the mock backend's routing
// and payload validation of whatever request it accepted.
//
// Input: byte 0 picks the chunk size for the incremental pass (0: byte by byte) and the
// backend (scenario or plain forms folder); the rest is what a client sent.
// Invariants: one-shot == incremental; `consumed` and the body range lie in the input;
// a request never answers 2xx to a body the parser did not frame.
@testable import FormServe

let httpStore: SecretStore = {
    do { return try SecretStore() } catch { fatalError("store: \(error)") }
}()

let httpBackends: [MockBackend] = {
    let scenario = try? Scenario.load(path: repoRoot + "/forms/card_transfer/flow.json")
    return [
        MockBackend(scenario: nil, formsDirectory: repoRoot + "/forms", store: httpStore),
        MockBackend(scenario: scenario, formsDirectory: repoRoot + "/forms/card_transfer", store: httpStore),
    ]
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzHTTP(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    let control = data[0]
    let bytes = UnsafeRawBufferPointer(start: data + 1, count: size - 1)
    let once = HTTPParser.parse(bytes)

    // Incremental: feed growing prefixes, as a socket would deliver them.
    let chunk = Int(control & 0x3F)
    var parser = HTTPParser()
    var state = ParseState.incomplete
    var have = 0
    repeat {
        have = min(bytes.count, have + max(1, chunk))
        state = parser.parse(UnsafeRawBufferPointer(rebasing: bytes[0..<have]))
        if case .incomplete = state { continue }
        break
    } while have < bytes.count
    invariant(state == once, "incremental parse (chunk \(chunk)) gave \(state), one-shot gave \(once)")

    switch once {
    case .complete(let request, let consumed):
        invariant(consumed <= bytes.count, "consumed \(consumed) of \(bytes.count) bytes")
        invariant(
            request.body.lowerBound >= 0 && request.body.upperBound <= consumed,
            "body \(request.body) outside 0..<\(consumed)")
        let backend = httpBackends[Int(control >> 7)]
        let body = UnsafeRawBufferPointer(rebasing: bytes[request.body])
        switch backend.decide(request, body: body) {
        case .answer(let response, _, _): _ = response.status
        case .drop: break
        }
        invariant(
            httpStore.bytesInUse == 0, "the mock keeps \(httpStore.bytesInUse) bytes in its store after answering")
    case .error(let status, let reason):
        invariant((400...599).contains(status), "parser error with status \(status): \(reason)")
    case .incomplete:
        break
    }
    return 0
}
