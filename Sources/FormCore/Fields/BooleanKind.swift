/// `toggle_switch` and `checkbox` without options: yes or no.
public struct BooleanKind: InputKind {
    public let typeName: String
    public var shape: ValueShape { .boolean }
    public var isSecret: Bool { false }

    public func parse(_ line: UnsafeRawBufferPointer, field: Field) -> Result<ParsedInput, InputError> {
        guard let text = String(validating: line, as: UTF8.self) else { return .failure(.notUTF8) }
        switch text.trimmed.lowercased() {
        case "y", "yes", "true": return .success(.boolean(true))
        case "n", "no", "false": return .success(.boolean(false))
        default: return .failure(.notABoolean(text.trimmed))
        }
    }
}
