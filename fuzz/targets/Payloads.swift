// Payload checks shared by the schema and rules targets.
import FormCore

/// Encodes the state's payload (masked or not) and requires a JSON object; frees it.
func checkPayload(_ state: FormState, masked: Bool) {
    guard let h = try? PayloadEncoder.encode(state, masked: masked) else { return }
    let ok: Bool = state.store.withBytes(h) { raw in
        raw.withMemoryRebound(to: UInt8.self) { (try? JSONParser.parse($0))?.objectValue != nil }
    }
    let text: String = ok ? "" : state.store.withBytes(h) { String(decoding: $0.prefix(500), as: UTF8.self) }
    state.store.free(h)
    invariant(ok, "\(masked ? "masked " : "")payload is not a JSON object: \(text)")
}

/// Runs PayloadChecker.check and says whether it failed because the store was full
/// (open bug check-store-leak: the checker's temporary FormState is not released then).
func checkerRanOutOfStore(_ bytes: UnsafeRawBufferPointer, form: Form, store: SecretStore) -> Bool {
    switch PayloadChecker.check(bytes, form: form, store: store) {
    case .success(let verdict):
        for e in verdict.errors { _ = e.message.utf8.count }
        return false
    case .failure(.store(.full)): return true
    case .failure(let e):
        _ = e.description
        return false
    }
}
