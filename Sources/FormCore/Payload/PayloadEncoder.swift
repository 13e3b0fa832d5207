/// Writes the payload of docs/contract.md, "Payload": a compact JSON object, keys in schema order, of every
/// visible field that has a value. The bytes are written into the secret store, so a
/// secure value is escaped and encoded in place and never becomes a `String`.
public enum PayloadEncoder {
    /// The payload as a new block of the state's store; the caller frees it. With
    /// `masked`, secrets are written as their masks (what `:payload` shows).
    public static func encode(_ state: FormState, masked: Bool = false) throws(SecretStoreError) -> SecretHandle {
        var size = 0
        write(state, masked: masked) { _ in size += 1 }
        let h = try state.store.allocate(capacity: size)
        state.store.update(h) { buffer in
            var i = 0
            write(state, masked: masked) { b in
                buffer[i] = b
                i += 1
            }
            return i
        }
        return h
    }

    static func write(_ state: FormState, masked: Bool, _ emit: (UInt8) -> Void) {
        func emitString<S: Sequence>(_ bytes: S) where S.Element == UInt8 {
            emit(UInt8(ascii: "\""))
            for b in bytes {
                if let e = JSONEscape.escaped(b) {
                    emit(e.0)
                    emit(e.1)
                    if e.count == 6 {
                        emit(e.2)
                        emit(e.3)
                        emit(e.4)
                        emit(e.5)
                    }
                } else {
                    emit(b)
                }
            }
            emit(UInt8(ascii: "\""))
        }
        func emitJSON(_ v: JSONValue) {
            var out: [UInt8] = []
            JSONWriter.write(v, into: &out)
            out.forEach(emit)
        }
        emit(UInt8(ascii: "{"))
        var first = true
        for field in state.form.fields where state.isVisible(field.index) {
            state.withValue(field.index) { value in
                if value.isBlank, field.shape != .boolean { return }
                if !first { emit(UInt8(ascii: ",")) }
                first = false
                emitString(field.key.utf8)
                emit(UInt8(ascii: ":"))
                switch value {
                case .empty: emitJSON(.null)
                case .text(let bytes):
                    if masked, let mask = field.mask {
                        emitString(SecretMask.display(bytes, mask: mask).utf8)
                    } else if field.valueType != .string, ExactDecimal.isNumber(bytes) {
                        _ = ExactDecimal.writeJSON(input: bytes, emit)
                    } else {
                        emitString(bytes)
                    }
                case .choice(let i): emitJSON(field.options[i].value)
                case .choices(let bitmap):
                    emit(UInt8(ascii: "["))
                    var firstItem = true
                    for i in field.options.indices where FieldValue.isChosen(bitmap, i) {
                        if !firstItem { emit(UInt8(ascii: ",")) }
                        firstItem = false
                        emitJSON(field.options[i].value)
                    }
                    emit(UInt8(ascii: "]"))
                case .boolean(let b): emitJSON(.bool(b))
                }
            }
        }
        emit(UInt8(ascii: "}"))
    }
}
