/// The payload numbers of one payload written out as plain decimals (`PayloadNumber`),
/// each in a block of the store, freed after the payload. A number without an exponent
/// needs no block: it is read where it stands.
struct PayloadNumbers {
    let store: SecretStore
    /// Each field's bounds, worked out once.
    private let bounds: [PayloadNumber.Bounds]
    private var blocks: [SecretHandle] = []
    /// Set when a block could not be had; the payload then cannot be judged.
    private(set) var failure: SecretStoreError?

    init(form: Form, store: SecretStore) {
        self.store = store
        bounds = form.fields.map(PayloadNumber.Bounds.init)
    }

    /// The plain decimal form of the number at `range` of `payload`.
    mutating func plain(_ range: Range<Int>, in payload: UnsafeMutableRawBufferPointer, field: Int)
        -> UnsafeRawBufferPointer
    {
        let raw = UnsafeRawBufferPointer(rebasing: payload[range])
        let b = bounds[field]
        guard let length = PayloadNumber.plainLength(raw, bounds: b) else { return raw }
        do {
            let h = try store.allocate(capacity: length)
            blocks.append(h)
            store.update(h) { PayloadNumber.writePlain(raw, bounds: b, into: $0) }
            return store.unsafeBytes(h)
        } catch {
            failure = error
            return raw
        }
    }

    /// Frees (zeroing) every block taken for the last payload.
    mutating func release() {
        for b in blocks { store.free(b) }
        blocks.removeAll(keepingCapacity: true)
        failure = nil
    }
}
