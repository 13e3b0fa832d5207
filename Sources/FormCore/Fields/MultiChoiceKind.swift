/// `checkbox` with `options`: a comma-separated list of options, kept in option order.
public struct MultiChoiceKind: InputKind {
    public var typeName: String { "checkbox" }
    public var shape: ValueShape { .choices }
    public var isSecret: Bool { false }

    public func parse(_ line: UnsafeRawBufferPointer, field: Field) -> Result<ParsedInput, InputError> {
        guard let text = String(validating: line, as: UTF8.self) else { return .failure(.notUTF8) }
        var chosen = Set<Int>()
        for piece in text.split(separator: ",") {
            let t = String(piece).trimmed
            if t.isEmpty { continue }
            switch ChoiceKind.match(t, in: field.options) {
            case .success(let i): chosen.insert(i)
            case .failure(let e): return .failure(e)
            }
        }
        return .success(chosen.isEmpty ? .empty : .choices(chosen.sorted()))
    }
}
