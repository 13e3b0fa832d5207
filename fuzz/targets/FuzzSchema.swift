// Target `schema`: schema decoding (with positions, as lint reads it), lint, export and
// the rule catalogue, then a scripted fill of the decoded form through FormState.set(line:),
// :try, :clear, a submit attempt and a wipe, ending with the payload encoded into the store.
//
// Input: SCHEMA, optionally followed by "\n---\n" and a script, one step per line:
// byte 0 picks the operation, byte 1 the field, the rest is the typed line.
// Invariants: the payload and the masked payload are JSON objects; no block of the
// secret store outlives the iteration (the region never runs out).
import FormCore
import FormTools

let schemaStore: SecretStore = {
    do { return try SecretStore() } catch { fatalError("store: \(error)") }
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSchema(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let (schema, script) = splitOnce(fuzzBytes(data, size), Array("\n---\n".utf8))
    _ = Linter.lint(schema)
    let analysis = FormLoader.analyze(schema, options: Linter.everyVersion)
    if let failure = analysis.failure { _ = failure.description }
    let form: Form
    do { form = try FormLoader.load(schema) } catch {
        _ = error.description
        return 0
    }
    _ = JSONSchemaExporter.text(for: form)
    _ = RuleCatalog.lines(for: form)
    if let root = analysis.document?.root {
        for f in form.fields { _ = MessageCatalog.json(for: f, root: root) }
    }

    let store = schemaStore
    defer { store.wipe() }
    let state: FormState
    do { state = try FormState(form: form, store: store) } catch { return 0 }
    let n = form.fields.count

    var steps: [[UInt8]] = script.split(separator: 0x0A, omittingEmptySubsequences: false).map(Array.init)
    if script.isEmpty, n > 0 {
        // A default fill: something plausible for every field.
        steps = (0..<n).map {
            [0, UInt8(truncatingIfNeeded: $0)]
                + Array(["1", "yes", "abc", "+998901234567", "4111 1111 1111 1111", "12.5"][$0 % 6].utf8)
        }
    }
    for step in steps.prefix(64) where n > 0 {
        var r = ByteReader(step)
        let op = r.byte() % 8
        let i = Int(r.byte()) % n
        let line = r.rest()
        line.withUnsafeBytes { buf in
            switch op {
            case 0, 1, 2:
                state.markVisited(i)
                switch state.set(i, line: buf) {
                case .success(let report): _ = report.flips.count
                case .failure(let e): _ = "\(e)"
                }
            case 3: _ = state.tryValue(i, line: buf)
            case 4: _ = state.clear(i)
            case 5: _ = state.validateAll()
            case 6: checkPayload(state, masked: true)
            default: state.wipe()
            }
        }
        for j in 0..<n { _ = state.verdict(j) }
    }
    _ = state.validateAll()

    checkPayload(state, masked: true)
    var checkerFull = false
    if let h = try? PayloadEncoder.encode(state) {
        let bytes: [UInt8] = store.withBytes(h) { Array($0) }
        let parsed = bytes.withUnsafeBufferPointer { try? JSONParser.parse($0) }
        invariant(parsed?.objectValue != nil, "payload is not a JSON object: \(String(decoding: bytes, as: UTF8.self))")
        // The payload read back by check (as the mock reads it): no crash, and no leak.
        checkerFull = store.withBytes(h) { checkerRanOutOfStore($0, form: form, store: store) }
        store.free(h)
    }
    state.release()
    invariant(
        store.bytesInUse == 0 || tolerateOpenBug("check-store-leak", checkerFull),
        "the secret store keeps \(store.bytesInUse) bytes after every value was released")
    return 0
}
