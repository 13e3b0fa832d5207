/// `secure_input`: secret text, masked (`all` or `last4`), never a `String`.
public struct SecureInputKind: InputKind {
    public enum Mask: String, Sendable { case all, last4 }

    public let mask: Mask
    public var typeName: String { "secure_input" }
    public var shape: ValueShape { .text }
    public var isSecret: Bool { true }

    public func parse(_ line: UnsafeRawBufferPointer, field: Field) -> Result<ParsedInput, InputError> {
        TextInputKind.parseText(line, field: field)
    }
}
