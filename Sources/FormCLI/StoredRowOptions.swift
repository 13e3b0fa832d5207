import FormCore
import FormTools

/// `--payload POINTER` and `--id POINTER` of `check` and `diff --payloads`: each line is a
/// stored row whose payload, and whose id, are the values at those JSON Pointers
/// (docs/contract.md, "Schema evolution and server conformance").
enum StoredRowOptions {
    /// The rows' pointers; nil when neither option is given (each line is a payload).
    static func parse(_ args: inout ArgumentList, command: String) throws(CLIError) -> StoredRows? {
        let payloadText = try args.option("--payload")
        let idText = try args.option("--id")
        guard payloadText != nil || idText != nil else { return nil }
        let payload = try pointer(payloadText ?? "", option: "--payload", command: command)
        let id = try idText.map { text throws(CLIError) in try pointer(text, option: "--id", command: command) }
        return payload.isWhole && id == nil ? nil : StoredRows(payload: payload, id: id)
    }

    private static func pointer(_ text: String, option: String, command: String) throws(CLIError) -> PointerPath {
        guard let pointer = PointerPath(text) else {
            throw .usage("\(option) takes a JSON Pointer such as /payload, not '\(text)'", command: command)
        }
        return pointer
    }
}
