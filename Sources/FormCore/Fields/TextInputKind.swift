/// `text_input`: free text, filtered by its keyboard.
public struct TextInputKind: InputKind {
    public var typeName: String { "text_input" }
    public var shape: ValueShape { .text }
    public var isSecret: Bool { false }

    public func parse(_ line: UnsafeRawBufferPointer, field: Field) -> Result<ParsedInput, InputError> {
        TextInputKind.parseText(line, field: field)
    }

    /// Shared by the text kinds: UTF-8 check and keyboard filter.
    static func parseText(_ line: UnsafeRawBufferPointer, field: Field) -> Result<ParsedInput, InputError> {
        guard ValueText.isValidUTF8(line) else { return .failure(.notUTF8) }
        if field.filterKeyboard, let s = field.keyboard.firstRejected(line) {
            // A secret's characters are never named, not even the rejected one.
            if field.keyboard == .decimalPad && !field.isSecret && (s == "." || s == ",") {
                return .failure(.secondSeparator(character: KeyboardType.describe(s)))
            }
            return .failure(
                .keyboard(
                    character: field.isSecret ? "a character" : KeyboardType.describe(s), keyboard: field.keyboard))
        }
        return .success(ValueText.isBlank(line) && line.isEmpty ? .empty : .text(line))
    }
}
