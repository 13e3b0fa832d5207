import FormCore

/// The id of a stored row (`check --id`, `diff --payloads --id`): what names its verdicts
/// and witnesses. A number as written (`1018`), a string as its text (`ариза-7`; an empty
/// one as `""`), any other value as compact JSON. The text is shown on one line, its
/// control characters as escapes, since ids come from others' data; JSON output keeps
/// the value itself.
public struct RowID: Equatable, Sendable {
    /// How text output names the row.
    public let text: String
    /// How JSON output names it: a number, a string, or the value.
    public let json: JSONValue

    /// The id at `range` of a row; nil for `null`, which names no row.
    init?(_ row: UnsafeRawBufferPointer, at range: Range<Int>) {
        let bytes = UnsafeRawBufferPointer(rebasing: row[range])
        var s = JSONScanner(bytes)
        switch s.kind {
        case .number?:
            let text = String(decoding: bytes, as: UTF8.self)
            (self.text, json) = (text, .number(text))
        case .string?:
            guard let token = try? s.string() else { return nil }
            let text = JSONScanner.text(token, in: bytes)
            // An empty id would leave a verdict line starting with ": ".
            (self.text, json) = (text.isEmpty ? #""""# : VisibleText.oneLine(text), .string(text))
        case .null?, nil:
            return nil
        default:
            guard let value = try? JSONParser.parse(bytes.assumingMemoryBound(to: UInt8.self)) else { return nil }
            (text, json) = (VisibleText.oneLine(JSONWriter.string(value)), value)
        }
    }
}
