/// `dropdown` and `radio_group`: one option, typed as its number, value or label
/// (a unique case-insensitive prefix).
public struct ChoiceKind: InputKind {
    public let typeName: String
    public var shape: ValueShape { .choice }
    public var isSecret: Bool { false }

    public func parse(_ line: UnsafeRawBufferPointer, field: Field) -> Result<ParsedInput, InputError> {
        guard let text = String(validating: line, as: UTF8.self) else { return .failure(.notUTF8) }
        let t = text.trimmed
        if t.isEmpty { return .success(.empty) }
        return ChoiceKind.match(t, in: field.options).map { .choice($0) }
    }

    /// Finds one option by number (1-based), exact value, exact label, or unique prefix.
    static func match(_ typed: String, in options: [Option]) -> Result<Int, InputError> {
        if let n = Int(typed), n >= 1, n <= options.count, !options.contains(where: { $0.valueText == typed }) {
            return .success(n - 1)
        }
        if let i = options.firstIndex(where: { $0.valueText == typed }) { return .success(i) }
        let lower = typed.lowercased()
        if let i = options.firstIndex(where: { $0.label.lowercased() == lower || $0.valueText.lowercased() == lower }) {
            return .success(i)
        }
        let matches = options.indices.filter {
            options[$0].label.lowercased().hasPrefix(lower) || options[$0].valueText.lowercased().hasPrefix(lower)
        }
        if matches.count == 1 { return .success(matches[0]) }
        if matches.isEmpty { return .failure(.noSuchOption(typed)) }
        return .failure(.ambiguousOption(typed, matches: matches.map { options[$0].label }))
    }
}

extension String {
    /// Without surrounding white space and newlines.
    public var trimmed: String {
        var s = Substring(self)
        while let f = s.first, f.isWhitespace { s.removeFirst() }
        while let l = s.last, l.isWhitespace { s.removeLast() }
        return String(s)
    }
}
