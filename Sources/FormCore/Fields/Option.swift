/// One choice of a dropdown, radio group or checkbox list.
public struct Option: Equatable, Sendable {
    /// The payload value: a JSON string or number, exactly as the schema wrote it.
    public let value: JSONValue
    public let label: String

    /// The value as text (`courier`, `12`), for matching typed input and conditions.
    public var valueText: String {
        switch value {
        case .string(let s): return s
        case .number(let n): return n
        default: return JSONWriter.string(value)
        }
    }
}
