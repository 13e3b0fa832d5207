// Target `payload`: `formsh check` and the mock's validation on arbitrary payload lines
// (PayloadScanner unescapes strings straight into the store), plus a JSON round trip:
// whatever JSONParser accepts, JSONWriter writes back to an equal value.
//
// Input: byte 0 picks the form (the sample forms) and the store (bit 7: a one-page
// store); the rest is one payload line.
// Invariants: parse(write(parse(x))) == parse(x); no store block outlives a check.
import FormCore

let payloadForms: [Form] = {
    [
        "forms/loan_application.json", "forms/delivery.json", "forms/kitchen_sink.json",
        "forms/card_transfer/step1_card.json", "forms/card_transfer/step2_amount.json",
        "forms/card_transfer/step3_otp.json",
    ]
    .compactMap { readFile(repoRoot + "/" + $0) }
    .compactMap { try? FormLoader.load($0) }
}()

let payloadStore: SecretStore = {
    do { return try SecretStore() } catch { fatalError("store: \(error)") }
}()

/// A store of one page, so that the checker's "store is full" paths run too.
let tinyStore: SecretStore = {
    do { return try SecretStore(capacity: 4096) } catch { fatalError("store: \(error)") }
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPayload(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    invariant(!payloadForms.isEmpty, "no sample form loaded (run from the repository or set FORMSH_REPO)")
    guard size > 0 else { return 0 }
    let form = payloadForms[Int(data[0]) % payloadForms.count]
    let line = UnsafeRawBufferPointer(start: data + 1, count: size - 1)
    // Byte 0 also picks the store: odd values use a one-page store (the full-store paths).
    let store = data[0] & 0x80 != 0 ? tinyStore : payloadStore
    defer { store.wipe() }
    let full = checkerRanOutOfStore(line, form: form, store: store)
    invariant(
        store.bytesInUse == 0 || tolerateOpenBug("check-store-leak", full),
        "check keeps \(store.bytesInUse) bytes in the store (store full: \(full))")

    if let v = try? JSONParser.parse(UnsafeBufferPointer(start: data + 1, count: size - 1)) {
        var out: [UInt8] = []
        JSONWriter.write(v, into: &out)
        let again = out.withUnsafeBufferPointer { try? JSONParser.parse($0) }
        invariant(again == v, "JSON round trip changed the value: \(String(decoding: out.prefix(300), as: UTF8.self))")
    }
    return 0
}
