// Target `rules`: condition and rule evaluation on arbitrary values — invalid UTF-8,
// NUL bytes, huge strings — through FormState.set(line:), :try and :keys-style
// prefixes, on fixed forms that use every rule, every condition and every keyboard.
//
// Input: byte 0 picks the form; then steps of [field, op, len, repeat, len bytes].
// `repeat` >= 0xF0 repeats the value to make long strings (up to ~1 MiB).
// Invariants: every payload is a JSON object; no store block outlives the iteration.
import FormCore

/// The forms live in fuzz/forms/ (so that test-fuzz-regressions.sh can replay an input
/// through the CLI as well): every rule kind, every condition shape, every keyboard,
/// a catastrophic pattern, an invalid one, absurd bounds, Unicode lengths.
let rulesForms: [Form] = {
    ["fuzz/forms/rules-all.json", "fuzz/forms/rules-unicode.json"].map { path in
        guard let bytes = readFile(repoRoot + "/" + path) else {
            fatalError("cannot read \(path) (run from the repository or set FORMSH_REPO)")
        }
        do { return try FormLoader.load(bytes) } catch { fatalError("\(path) does not load: \(error)") }
    }
}()

let rulesStore: SecretStore = {
    do { return try SecretStore() } catch { fatalError("store: \(error)") }
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRules(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var r = ByteReader(fuzzBytes(data, size))
    let form = rulesForms[Int(r.byte()) % rulesForms.count]
    let store = rulesStore
    defer { store.wipe() }
    guard let state = try? FormState(form: form, store: store) else { return 0 }
    let n = form.fields.count
    var steps = 0
    while !r.isEmpty && steps < 24 {
        steps += 1
        let i = Int(r.byte()) % n
        let op = r.byte()
        let len = Int(r.byte())
        let rep = r.byte()
        var value = r.take(len)
        if rep >= 0xF0, !value.isEmpty {
            let times = min(1 << 20, 1 << Int(rep - 0xF0 + 4)) / value.count + 1
            value = Array([[UInt8]](repeating: value, count: times).joined())
        }
        trace(
            "step \(steps): field \(form.fields[i].key) op \(op % 4) value \(value.count) bytes \(value.prefix(40)) — store in use \(store.bytesInUse)"
        )
        value.withUnsafeBytes { buf in
            switch op % 4 {
            case 0, 1:
                state.markVisited(i)
                _ = state.set(i, line: buf)
            case 2:
                _ = state.tryValue(i, line: buf)
            default:
                // :keys — the verdict after each typed prefix (short values only).
                if buf.count <= 64 {
                    for k in 0...buf.count { _ = state.tryValue(i, line: UnsafeRawBufferPointer(rebasing: buf[0..<k])) }
                } else {
                    _ = state.clear(i)
                }
            }
        }
    }
    _ = state.validateAll()
    trace("after the steps: store in use \(store.bytesInUse)")
    for j in 0..<n {
        _ = state.verdict(j)
        _ = state.isBlank(j)
        trace(
            "  \(form.fields[j].key): visible \(state.isVisible(j)) has value \(state.hasValue(j)) verdict \(state.verdict(j))"
        )
    }
    checkPayload(state, masked: true)
    var checkerFull = false
    if let h = try? PayloadEncoder.encode(state) {
        let ok: Bool = store.withBytes(h) { raw in
            raw.withMemoryRebound(to: UInt8.self) { (try? JSONParser.parse($0))?.objectValue != nil }
        }
        invariant(ok, "payload is not a JSON object")
        checkerFull = store.withBytes(h) { checkerRanOutOfStore($0, form: form, store: store) }
        store.free(h)
    }
    trace("before release: store in use \(store.bytesInUse)")
    state.release()
    invariant(
        store.bytesInUse == 0 || tolerateOpenBug("check-store-leak", checkerFull),
        "the secret store keeps \(store.bytesInUse) bytes after every value was released")
    return 0
}
