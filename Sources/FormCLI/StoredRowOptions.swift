import FormCore
import FormTools

/// `--payload POINTER` and `--id POINTER` of `check` and `diff --payloads`: each line is a
/// stored row whose payload, and whose id, are the values at those JSON Pointers
/// (docs/contract.md, "Schema evolution and server conformance").
enum StoredRowOptions {
    /// The rows' pointers; nil when neither option is given (each line is a payload).
    static func parse(_ args: inout ArgumentList) throws(CLIError) -> StoredRows? {
        let payloadText = try args.option("--payload")
        let idText = try args.option("--id")
        guard payloadText != nil || idText != nil else { return nil }
        let expecting = "takes a JSON Pointer such as /payload"
        let payload: PointerPath? = try args.value(payloadText ?? "", of: "--payload", expecting: expecting)
        let id: PointerPath? = try args.value(idText, of: "--id", expecting: expecting)
        guard let payload, !payload.isWhole || id != nil else { return nil }
        return StoredRows(payload: payload, id: id)
    }
}
